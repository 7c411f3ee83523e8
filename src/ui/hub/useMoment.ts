import { useMemo } from 'react';
import { useHub } from './useHub';
import type { Timeline } from '../../sim/timeline/timeline';

/** The (timeline, cursor) pair every derived selector takes, stable while neither changes. */
export function useMoment(): { timeline: Timeline; cursor: number } {
  const timeline = useHub((s) => s.timeline);
  const cursor = useHub((s) => s.cursor);
  return useMemo(() => ({ timeline, cursor }), [timeline, cursor]);
}
