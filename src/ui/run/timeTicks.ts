/** Tick steps a learner reads easily, in milliseconds: 1 s … 1 h, then hours and days. */
const STEPS = [
  1000, 2000, 5000, 10_000, 15_000, 30_000, 60_000, 120_000, 300_000, 600_000, 900_000, 1_800_000, 3_600_000,
  7_200_000, 10_800_000, 21_600_000, 43_200_000, 86_400_000,
];

/**
 * Round ticks over `[0, endMs]` (at most about `count` of them), in milliseconds. Past the
 * largest round step (a day) the step grows with the run, so a run of any length (even one
 * `at` far beyond the scenario limit) gets a handful of ticks, never millions.
 */
export function timeTicks(endMs: number, count = 6): number[] {
  if (!Number.isFinite(endMs)) return [0];
  const day = STEPS.at(-1)!;
  const step = STEPS.find((s) => endMs / s <= count) ?? day * Math.ceil(endMs / day / count);
  const out: number[] = [];
  for (let t = 0; t <= endMs + 1e-9; t += step) out.push(t);
  return out;
}
/** A tick or clock offset as a learner reads it: `0 s`, `45 s`, `8 min`, `1 h`, `26 min 41.1 s`. */
export function formatOffsetMs(ms: number, precise = false): string {
  if (ms < 60_000) return precise ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`;
  if (ms >= 3_600_000 && ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  const min = Math.floor(ms / 60_000);
  const sec = (ms - min * 60_000) / 1000;
  if (precise) return `${min} min ${sec.toFixed(1)} s`;
  return sec < 0.5 ? `${min} min` : `${min} min ${Math.round(sec)} s`;
}
