import type { Timeline } from './timeline';

/**
 * Seeking in a timeline by time or by kind of event. A cursor is a number of events (0: before
 * anything ran); events are in order of their server time `nowMs`, which never decreases.
 */

/**
 * The cursor at server time `nowMs` (milliseconds since the epoch): the number of events that ran
 * at or before it, so every event of that millisecond is included. Binary search: O(log n).
 */
export function cursorAtTime(t: Timeline, nowMs: number): number {
  const events = t.events;
  let lo = 0;
  let hi = events.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (events[mid]!.nowMs <= nowMs) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The cursors just after each sweep (the sweep's effect on show), in order. */
export function sweepCursors(t: Timeline): number[] {
  const out: number[] = [];
  t.events.forEach((e, i) => {
    if (e.type === 'sweep/ran') out.push(i + 1);
  });
  return out;
}

/** The cursor just after the last sweep before `cursor`, or `null` when there is none. */
export function previousSweepCursor(sweeps: readonly number[], cursor: number): number | null {
  let best: number | null = null;
  for (const c of sweeps) {
    if (c >= cursor) break;
    best = c;
  }
  return best;
}

/** The cursor just after the first sweep after `cursor`, or `null` when there is none. */
export function nextSweepCursor(sweeps: readonly number[], cursor: number): number | null {
  for (const c of sweeps) if (c > cursor) return c;
  return null;
}
