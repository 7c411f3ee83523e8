/**
 * Playback speeds on a log scale, as server milliseconds per wall-clock millisecond (1 = real
 * time). Each is labelled in plain units: "5 min of server time per second".
 */
export const SPEEDS: readonly number[] = [0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600, 1200];

/** "¼ s", "2 s", "1 min", "20 min": one second of wall time at speed `factor` covers this much server time. */
function serverPerSecond(factor: number): string {
  if (factor === 0.25) return '¼ s';
  if (factor === 0.5) return '½ s';
  if (factor < 60) return `${factor} s`;
  return `${factor / 60} min`;
}

/** The label of speed `index`: "1 s of server time per second". */
export function speedLabel(index: number): string {
  return `${serverPerSecond(SPEEDS[index]!)} of server time per second`;
}

/** Clamps a speed index into SPEEDS. */
export function clampSpeed(index: number): number {
  return Math.max(0, Math.min(SPEEDS.length - 1, Math.round(index)));
}

/**
 * The speed that plays a run of `durationMs` (server time) in about 15 s: the fastest that does
 * not go over it, and never slower than real time.
 */
export function defaultSpeed(durationMs: number): number {
  const want = durationMs / 15_000;
  let best = SPEEDS.indexOf(1);
  SPEEDS.forEach((s, i) => {
    if (s <= want && i > best) best = i;
  });
  return best;
}
