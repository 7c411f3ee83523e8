import { useEffect, useMemo, useRef } from 'react';
import { checkpointShown, detectQuestion } from '../../../model/dives/detect/detectCheckpoint';
import type { DetectAction, DetectState } from '../../../model/dives/detect/detectModel';
import { CHECKPOINT } from '../../../model/narration/catalogue';
import { useWidget, useWidgetContext, useWidgetStore } from '../../../store/WidgetProvider';
import { Checkpoint, OpenPrediction } from '../common/Checkpoint';

/**
 * The detect dive's checkpoint at its key moment (`detectQuestion`), answered in the dive's own
 * store. Asked only while the read is withheld (`checkpointShown`): with the read on the page the
 * form would sit beside its own answer, so the learner is offered to predict again instead.
 */
export function DetectCheckpoint() {
  const store = useWidgetStore<DetectState, DetectAction>();
  // The whole state is one stable reference per change; the question is derived once per state.
  const state = useWidget((s: DetectState) => s);
  const question = useMemo(() => detectQuestion(state), [state]);
  const shown = useWidget(checkpointShown);
  const answers = state.checkpoint;
  // Opened with its button, the form takes focus on its first radio (the button it replaces is gone).
  const { root } = useWidgetContext();
  const focusForm = useRef(false);
  useEffect(() => {
    if (!shown || !focusForm.current) return;
    focusForm.current = false;
    root.current?.querySelector<HTMLInputElement>('.predict--dive input[type="radio"]')?.focus();
  }, [shown, root]);
  if (!question) return null;
  if (!shown) {
    const open = () => {
      focusForm.current = true;
      store.dispatch({ type: 'openPrediction' });
    };
    return <OpenPrediction label={CHECKPOINT.detectOpen} onOpen={open} />;
  }
  return <Checkpoint question={question} answers={answers} dispatch={store.dispatch} />;
}
