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
