/** A duration in milliseconds as a learner reads it: `5.0 s`, `250 ms`, `2 min 5.0 s`. */
export function formatDuration(ms: number): string {
  const a = Math.abs(ms);
  if (a < 1000) return `${Math.round(a)} ms`;
  if (a < 60_000) return `${(a / 1000).toFixed(1)} s`;
  const min = Math.floor(a / 60_000);
  const rest = a - min * 60_000;
  return rest < 50 ? `${min} min` : `${min} min ${(rest / 1000).toFixed(1)} s`;
}

/**
 * A server-clock time as an offset from the scenario start, in milliseconds: `t = 35.000 s`
 * (`digits`: the decimals of the seconds, 3 unless a place too narrow for them asks for fewer).
 */
export function formatOffset(ms: number, digits = 3): string {
  return `t = ${(ms / 1000).toFixed(digits)} s`;
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

/**
 * A clock offset from the start of a run, in milliseconds, as an axis tick reads it: `0 s`, `45 s`,
 * `8 min`, `1 h`; `precise` keeps a tenth of a second (`26 min 41.1 s`, `4.0 s`), for the run's clock.
 */
export function formatClock(ms: number, precise = false): string {
  if (ms < 60_000) return precise ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`;
  if (!precise && ms >= 3_600_000 && ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  const min = Math.floor(ms / 60_000);
  const sec = (ms - min * 60_000) / 1000;
  if (precise) return `${min} min ${sec.toFixed(1)} s`;
  return sec < 0.5 ? `${min} min` : `${min} min ${Math.round(sec)} s`;
}

/**
 * Milliseconds as seconds with one decimal, whatever their size (`0.3 s`, `12.5 s`, `95.0 s`): figures
 * set side by side (the tuning panel's), so they compare digit by digit. `unit` follows the number
 * (`s`, or `seconds` where a screen reader says it).
 */
export function formatSeconds(ms: number, unit = 's'): string {
  return `${(ms / 1000).toFixed(1)} ${unit}`;
}
