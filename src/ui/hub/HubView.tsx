import { useCallback, useMemo, useRef, useState } from 'react';
import { formatOffset } from '../../sim/selectors/formatDuration';
import { summarizePrediction } from '../../sim/selectors/summarizePrediction';
import { selectJobViews, selectPrediction, selectSimState, useSimStore, useSimStoreApi } from '../../store';
import { ActionButton } from '../actions/ActionButton';
import { HelpOverlay } from '../actions/HelpOverlay';
import { hubAction, HUB_ACTIONS } from '../actions/hubActions';
import type { ActionContext } from '../actions/types';
import { useActionKeys } from '../actions/useActionKeys';
import { CodePanels } from './CodePanels';
import { Lanes } from './Lanes';
import { Readout } from './Readout';
import { useLaneMotion } from './useLaneMotion';
import { useMoment } from './useMoment';
import './hub.css';

/**
 * The hub: the queue's three lanes at one moment, the readout of the selected job, the step
 * buttons, and the command log beside the script that ran. Reads the simulator from the nearest
 * SimStoreProvider.
 */
export function HubView() {
  const store = useSimStoreApi();
  const at = useMoment();
  const [helpOpen, setHelpOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleHelp = useCallback(() => setHelpOpen((o) => !o), []);
  const ctx: ActionContext = useMemo(() => ({ store, toggleHelp }), [store, toggleHelp]);
  useActionKeys(HUB_ACTIONS, ctx);
  useLaneMotion(rootRef, store);

  const state = selectSimState(at);
  const summary = summarizePrediction(selectPrediction(at), selectJobViews(at));
  const total = useSimStore((s) => s.timeline.events.length);
  const start = state.header.clockStartMs;

  return (
    <div className="hub" ref={rootRef}>
      <div className="controls" role="group" aria-label="Simulator controls">
        <div className="controls__main">
          <ActionButton action={hubAction('step-sweep')} ctx={ctx} className="btn btn--primary" icon={<span aria-hidden="true" className="btn__icon">▶</span>} />
          <ActionButton action={hubAction('late-complete')} ctx={ctx} className="btn" />
        </div>
        <div className="controls__side">
          <ActionButton action={hubAction('undo')} ctx={ctx} className="btn btn--quiet" />
          <ActionButton action={hubAction('reset')} ctx={ctx} className="btn btn--quiet" />
          <ActionButton action={hubAction('help')} ctx={ctx} className="btn btn--quiet" />
        </div>
      </div>
      <div className="strip">
        <p className="clock">
          <span className="clock__label">server clock</span> <strong>{formatOffset(state.nowMs - start)}</strong>
          <span className="clock__step">
            step {at.cursor} of {total}
          </span>
        </p>
        <p className="forecast">
          <span className="forecast__label">Forecast</span> {summary}
        </p>
      </div>
      <div className="hub__stage">
        <Lanes />
        <Readout>
          <div className="readout__nav">
            <ActionButton action={hubAction('previous-job')} ctx={ctx} className="btn btn--small" />
            <ActionButton action={hubAction('next-job')} ctx={ctx} className="btn btn--small" />
            <ActionButton action={hubAction('deselect')} ctx={ctx} className="btn btn--small btn--quiet" />
          </div>
        </Readout>
      </div>
      <CodePanels />
      <HelpOverlay actions={HUB_ACTIONS} open={helpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  );
}
