import type { BoundDiveAction, BoundState } from '../../../model/dives/bound/boundModel';
import { useWidget, useWidgetStore } from '../../../store/WidgetProvider';
import { useInterval } from '../common/useInterval';
import { usePrefersReducedMotion } from '../common/usePrefersReducedMotion';

/** Keeps looping while the dive plays: one beat per tick (slower with reduced motion), until the job rests in the morgue. */
export function useBoundLoop(): void {
  const store = useWidgetStore<BoundState, BoundDiveAction>();
  const playing = useWidget((s: BoundState) => s.playing);
  const reduce = usePrefersReducedMotion();
  useInterval(playing, reduce ? 1200 : 700, () => store.dispatch({ type: 'tick' }));
}
