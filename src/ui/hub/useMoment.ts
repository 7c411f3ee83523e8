import { useDeferredValue, useMemo } from 'react';
import { useHub } from './useHub';
import type { Timeline } from '../../sim/timeline/timeline';

/** The (timeline, cursor) pair every derived selector takes, stable while neither changes. */
export function useMoment(): { timeline: Timeline; cursor: number } {
  const timeline = useHub((s) => s.timeline);
  const cursor = useHub((s) => s.cursor);
  return useMemo(() => ({ timeline, cursor }), [timeline, cursor]);
}

/**
 * The moment for the parts of the hub below the lanes and the readout (the story so far, the
 * command log and its script): a step renders the lanes and the readout first, in the click's
 * own task, and these in a pass of their own right after it, which React renders in slices it
 * interrupts for input. Pass it to a memoized component: until that pass it is the same object
 * as before, so nothing below it renders twice.
 */
export function useDeferredMoment(): { timeline: Timeline; cursor: number } {
  return useDeferredValue(useMoment());
}
