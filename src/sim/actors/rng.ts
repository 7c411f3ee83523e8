/**
 * A seeded PRNG whose whole state is one uint32 kept in the simulation's actor state, so the
 * state at any cursor (and a checkpoint of it) carries the random stream with it. mulberry32:
 * the same algorithm as `mulberry32` in the tests' random scenarios (test/support/randomScenario.ts), split into a pure step.
 */

/** The generator's state: a uint32. */
export type RngState = number;

/** The state a seed starts from (any number; only its low 32 bits count). */
export function seedRng(seed: number): RngState {
  return seed >>> 0;
}

/** One draw: `[x, next]` with `x` a float in [0, 1) and `next` the state after it. Pure. */
export function nextRandom(state: RngState): [number, RngState] {
  const a = (state + 0x6d2b79f5) >>> 0;
  let t = a;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, a];
}

/** Something that holds the generator's state (the actor state does). */
export interface HasRng {
  rng: RngState;
}

/** Draws a float in [0, 1) from `holder.rng` and advances it (mutates `holder`). */
export function draw(holder: HasRng): number {
  const [x, next] = nextRandom(holder.rng);
  holder.rng = next;
  return x;
}

/** Draws a whole number in `[min, max]` (inclusive) and advances `holder.rng`. */
export function drawInt(holder: HasRng, min: number, max: number): number {
  if (max <= min) return min;
  return min + Math.floor(draw(holder) * (max - min + 1));
}

/** Draws `true` with probability `p` and advances `holder.rng`; `p <= 0` draws nothing. */
export function chance(holder: HasRng, p: number): boolean {
  // Skipping the draw when p is 0 keeps fault-free presets' streams independent of the fault knobs.
  return p > 0 && draw(holder) < p;
}

/**
 * An exponential gap with mean `meanMs` milliseconds (arrivals of a Poisson process), rounded to
 * a whole millisecond and at least 1, so that a rate never puts two arrivals in one instant.
 */
export function drawExponentialMs(holder: HasRng, meanMs: number): number {
  return Math.max(1, Math.round(-Math.log(1 - draw(holder)) * meanMs));
}

/**
 * A generator of its own for `key` under `seed` (`run:job-0007:1`, `crash:job-0007:0`): its
 * state is a hash of both (FNV-1a over the key, then murmur3's finalizer), so what it draws
 * depends on nothing else that happened. The actors draw each job run's work time and faults
 * from such streams, not from the shared one, so a lease, heartbeat or sweep cadence that changes
 * the order of claims leaves every job's draws as they were. Pure.
 */
export function keyedRng(seed: number, key: string): HasRng {
  let h = (0x811c9dc5 ^ (seed >>> 0)) >>> 0;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return { rng: (h ^ (h >>> 16)) >>> 0 };
}
