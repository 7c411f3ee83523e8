import { useMemo } from 'react';
import { detectQuestion } from '../../../sim/dives/detect/detectCheckpoint';
import type { DetectAction, DetectState } from '../../../sim/dives/detect/detectModel';
import { useWidget, useWidgetStore } from '../../../store/WidgetProvider';
import { Checkpoint } from '../common/Checkpoint';

/** The detect dive's checkpoint at its key moment (`detectQuestion`), answered in the dive's own store. */
export function DetectCheckpoint() {
  const store = useWidgetStore<DetectState, DetectAction>();
  // The whole state is one stable reference per change; the question is derived once per state.
  const state = useWidget((s: DetectState) => s);
  const question = useMemo(() => detectQuestion(state), [state]);
  const answers = state.checkpoint;
  if (!question) return null;
  return <Checkpoint question={question} answers={answers} dispatch={store.dispatch} />;
}
