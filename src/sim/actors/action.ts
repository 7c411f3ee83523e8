import type { Input } from '../engine/input';
import type { Cause } from './cause';

/**
 * What an actor will do next: the input it will run at offset `atMs` (milliseconds after
 * clockStartMs) and why. `rank` orders actions due at the same millisecond (lower first): story
 * faults, then the producer, then workers in slot order, then the sweeper, then the reaper.
 */
export interface Action {
  atMs: number;
  rank: number;
  input: Input;
  cause: Cause;
}

export const RANK = { story: 0, producer: 1, worker: 10, sweeper: 1_000_000, reaper: 1_000_001 } as const;

/** The earlier of two actions (by time, then rank); `null`s lose. */
export function earlier(a: Action | null, b: Action | null): Action | null {
  if (!a) return b;
  if (!b) return a;
  return b.atMs < a.atMs || (b.atMs === a.atMs && b.rank < a.rank) ? b : a;
}
