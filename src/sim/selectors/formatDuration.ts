/** A duration in milliseconds as a learner reads it: `5.0 s`, `250 ms`, `2 min 5.0 s`. */
export function formatDuration(ms: number): string {
  const a = Math.abs(ms);
  if (a < 1000) return `${Math.round(a)} ms`;
  if (a < 60_000) return `${(a / 1000).toFixed(1)} s`;
  const min = Math.floor(a / 60_000);
  const rest = a - min * 60_000;
  return rest < 50 ? `${min} min` : `${min} min ${(rest / 1000).toFixed(1)} s`;
}

/** A server-clock time as an offset from the scenario start: `t = 35.000 s`. */
export function formatOffset(ms: number): string {
  return `t = ${(ms / 1000).toFixed(3)} s`;
}
