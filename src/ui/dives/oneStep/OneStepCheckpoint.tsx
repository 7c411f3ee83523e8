import { useMemo } from 'react';
import { oneStepQuestion } from '../../../model/dives/oneStep/oneStepCheckpoint';
import { checkpointShown, forwardWithheld, type OneStepAction, type OneStepState } from '../../../model/dives/oneStep/oneStepModel';
import { useWidget, useWidgetStore } from '../../../store/WidgetProvider';
import { Checkpoint } from '../common/Checkpoint';

/** The oneStep dive's checkpoint at its key moment (`oneStepQuestion`), answered in the dive's own store, while it is asked. */
export function OneStepCheckpoint() {
  const store = useWidgetStore<OneStepState, OneStepAction>();
  // One question per setup and schedule (cached in the model): a move re-renders nothing here.
  const setup = useWidget((s: OneStepState) => s.setup);
  const schedule = useWidget((s: OneStepState) => s.schedule);
  const question = useMemo(() => oneStepQuestion({ setup, schedule }), [setup, schedule]);
  const answers = useWidget((s: OneStepState) => s.checkpoint);
  const withheld = useWidget(forwardWithheld);
  // Asked only while its answer is not on the page (`checkpointShown`): never beside the flag that answers it.
  const shown = useWidget(checkpointShown);
  if (!question || !shown) return null;
  return <Checkpoint question={question} answers={answers} dispatch={store.dispatch} onSkip={withheld ? () => store.dispatch({ type: 'skipPrediction' }) : undefined} />;
}
