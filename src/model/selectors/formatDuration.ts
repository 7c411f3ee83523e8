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

/**
 * Seconds (from milliseconds) with as few decimals (1 to 3) as keep `ms` apart from every
 * `marksMs` it differs from: `19.9 s`, but `19.999 s` beside a deadline at 20 s, so a time just
 * before a deadline never reads as equal to it (docs/model.md "The verbs": equal to now is expired).
 */
export function formatSecondsNear(ms: number, marksMs: readonly number[]): string {
  for (const digits of [1, 2]) {
    const text = (ms / 1000).toFixed(digits);
    if (!marksMs.some((m) => m !== ms && (m / 1000).toFixed(digits) === text)) return `${text} s`;
  }
  return `${(ms / 1000).toFixed(3)} s`;
}
