import { useCallback, useRef } from 'react';
import { formatOffset } from '../../sim/selectors/formatDuration';
import { summarizePrediction } from '../../sim/selectors/summarizePrediction';
import { selectJobViews, selectPrediction, selectSimState, useSimStore, useSimStoreApi } from '../../store';
import { HowWeGotHere } from './HowWeGotHere';
import { ActionButton } from '../actions/ActionButton';
import { HelpOverlay } from '../actions/HelpOverlay';
import { useViewActions } from '../actions/useViewActions';
import { hubLinkParams } from '../url/permalink';
import { useLinkParams } from '../url/query';
import { CodePanels } from './CodePanels';
import { HUB_ACTIONS } from './hubActions';
import { Lanes } from './Lanes';
import { Readout } from './Readout';
import { useLaneMotion } from './useLaneMotion';
import { useMoment } from './useMoment';
import '../theme/widget.css';
import './hub.css';

const HUB_HELP_NOTE =
  'Shortcuts work anywhere on the page except while typing in a field. Arrow keys move between jobs while a job has focus; Tab reaches every button, and Enter or Space selects the focused job.';

/**
 * The hub: the queue's three lanes at one moment, the readout of the selected job, the step
 * buttons, and the command log beside the script that ran. Reads the simulator from the nearest
 * SimStoreProvider; the link carries its step and selected job while it is shown.
 */
export function HubView() {
  const store = useSimStoreApi();
  const at = useMoment();
  const rootRef = useRef<HTMLDivElement>(null);
  const announce = useCallback((text: string) => store.getState().announce(text), [store]);
  const { scope, help } = useViewActions(store, HUB_ACTIONS, announce);
  useLinkParams(store, hubLinkParams);
  useLaneMotion(rootRef, store);

  const state = selectSimState(at);
  const summary = summarizePrediction(selectPrediction(at), selectJobViews(at));
  const total = useSimStore((s) => s.timeline.events.length);
  const start = state.header.clockStartMs;

  return (
    <div className="hub" ref={rootRef}>
      <div className="controls" role="group" aria-label="Simulator controls">
        <div className="controls__main">
          <ActionButton scope={scope} action="step-sweep" className="btn btn--primary" icon={<span aria-hidden="true" className="btn__icon">▶</span>} />
          <ActionButton scope={scope} action="advance" className="btn" icon={<span aria-hidden="true" className="btn__icon">»</span>} />
          <ActionButton scope={scope} action="late-complete" className="btn" />
        </div>
        <div className="controls__side">
          <ActionButton scope={scope} action="previous-step" className="btn btn--quiet" icon={<span aria-hidden="true">◀ </span>} />
          <ActionButton scope={scope} action="next-step" className="btn btn--quiet" icon={<span aria-hidden="true" className="btn__after">▶</span>} />
          <ActionButton scope={scope} action="reset" className="btn btn--quiet" />
          <ActionButton scope={scope} action="help" className="btn btn--quiet" />
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
            <ActionButton scope={scope} action="previous-job" className="btn btn--small" />
            <ActionButton scope={scope} action="next-job" className="btn btn--small" />
            <ActionButton scope={scope} action="deselect" className="btn btn--small btn--quiet" />
          </div>
        </Readout>
      </div>
      <HowWeGotHere />
      <CodePanels />
      <HelpOverlay actions={scope.actions} {...help} note={HUB_HELP_NOTE} />
    </div>
  );
}
