import { useMemo } from 'react';
import { boundQuestion } from '../../../model/dives/bound/boundCheckpoint';
import { predictionAwaited, type BoundDiveAction, type BoundState } from '../../../model/dives/bound/boundModel';
import { useWidget, useWidgetStore } from '../../../store/WidgetProvider';
import { Checkpoint } from '../common/Checkpoint';

/** The bound dive's checkpoint at its key moment (`boundQuestion`), answered in the dive's own store. */
export function BoundCheckpoint() {
  const store = useWidgetStore<BoundState, BoundDiveAction>();
  // The whole state is one stable reference per change; the question is derived once per state.
  const state = useWidget((s: BoundState) => s);
  const question = useMemo(() => boundQuestion(state), [state]);
  const answers = state.checkpoint;
  const awaited = useWidget(predictionAwaited);
  if (!question) return null;
  return <Checkpoint question={question} answers={answers} dispatch={store.dispatch} onSkip={awaited ? () => store.dispatch({ type: 'skipPrediction' }) : undefined} />;
}
