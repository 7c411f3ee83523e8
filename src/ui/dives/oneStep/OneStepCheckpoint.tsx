import { useMemo } from 'react';
import { oneStepQuestion } from '../../../sim/dives/oneStep/oneStepCheckpoint';
import type { OneStepAction, OneStepState } from '../../../sim/dives/oneStep/oneStepModel';
import { useWidget, useWidgetStore } from '../../../store/WidgetProvider';
import { Checkpoint } from '../common/Checkpoint';

/** The oneStep dive's checkpoint at its key moment (`oneStepQuestion`), answered in the dive's own store. */
export function OneStepCheckpoint() {
  const store = useWidgetStore<OneStepState, OneStepAction>();
  // The whole state is one stable reference per change; the question is derived once per state.
  const state = useWidget((s: OneStepState) => s);
  const question = useMemo(() => oneStepQuestion(state), [state]);
  const answers = state.checkpoint;
  if (!question) return null;
  return <Checkpoint question={question} answers={answers} dispatch={store.dispatch} />;
}
