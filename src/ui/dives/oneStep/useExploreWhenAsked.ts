import { useEffect } from 'react';
import type { OneStepAction, OneStepState } from '../../../sim/dives/oneStep/oneStepModel';
import { useWidget, useWidgetStore } from '../../../store/WidgetProvider';

/** When the learner asks for the counts, lets "Counting…" paint first, then runs the (synchronous) walk. */
export function useExploreWhenAsked(): void {
  const store = useWidgetStore<OneStepState, OneStepAction>();
  const exploring = useWidget((s: OneStepState) => s.exploring);
  useEffect(() => {
    if (!exploring) return;
    const id = setTimeout(() => store.dispatch({ type: 'explore/run' }), 30);
    return () => clearTimeout(id);
  }, [exploring, store]);
}
