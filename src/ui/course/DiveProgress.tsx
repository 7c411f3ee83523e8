import { useState } from 'react';
import { boundProgress, detectProgress, oneStepProgress } from '../../model/course/diveProgress';
import type { BoundState } from '../../model/dives/bound/boundModel';
import type { DetectState } from '../../model/dives/detect/detectModel';
import type { OneStepState } from '../../model/dives/oneStep/oneStepModel';
import type { WidgetStore } from '../../store/createWidgetStore';
import { useViewShell } from '../app/viewShell';

/**
 * How far the learner got in a dive: read, when the course page is shown, from the dive's state
 * the page shell keeps while another view is shown (nothing is stored in the browser).
 */
export function DiveProgress({ view }: { view: 'detect' | 'bound' | 'onestep' }) {
  const shell = useViewShell();
  const [text] = useState(() => {
    const kept = shell?.kept.get(view) as { store: WidgetStore<unknown, unknown> } | undefined;
    const state = kept ? kept.store.getState() : null;
    if (view === 'detect') return detectProgress(state as DetectState | null);
    if (view === 'bound') return boundProgress(state as BoundState | null);
    return oneStepProgress(state as OneStepState | null);
  });
  return <span>{text}</span>;
}
