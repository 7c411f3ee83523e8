import { useMemo } from 'react';
import { oneStepQuestion } from '../../../sim/dives/oneStep/oneStepCheckpoint';
import { forwardWithheld, type OneStepAction, type OneStepState } from '../../../sim/dives/oneStep/oneStepModel';
import { useWidget, useWidgetStore } from '../../../store/WidgetProvider';
import { Checkpoint } from '../common/Checkpoint';

/** The oneStep dive's checkpoint at its key moment (`oneStepQuestion`), answered in the dive's own store. */
export function OneStepCheckpoint() {
  const store = useWidgetStore<OneStepState, OneStepAction>();
  // One question per setup and schedule (cached in the model): a move re-renders nothing here.
  const setup = useWidget((s: OneStepState) => s.setup);
  const schedule = useWidget((s: OneStepState) => s.schedule);
  const question = useMemo(() => oneStepQuestion({ setup, schedule }), [setup, schedule]);
  const answers = useWidget((s: OneStepState) => s.checkpoint);
  const withheld = useWidget(forwardWithheld);
  if (!question) return null;
  return <Checkpoint question={question} answers={answers} dispatch={store.dispatch} onSkip={withheld ? () => store.dispatch({ type: 'skipPrediction' }) : undefined} />;
}
