import { useMemo } from 'react';
import { useSimStore } from '../../store';
import type { Timeline } from '../../sim/timeline/timeline';

/** The (timeline, cursor) pair every derived selector takes, stable while neither changes. */
export function useMoment(): { timeline: Timeline; cursor: number } {
  const timeline = useSimStore((s) => s.timeline);
  const cursor = useSimStore((s) => s.cursor);
  return useMemo(() => ({ timeline, cursor }), [timeline, cursor]);
}
