import { useCallback } from 'react';
import { CLOCK, COMPACT, HUB_LINK, HUB_SCALE, PREDICT } from '../../model/narration/catalogue';
import { hasOwnSecondAct } from '../../model/hub/hubModel';
import { formatOffset } from '../../model/selectors/formatDuration';
import { summarizePrediction } from '../../model/selectors/summarizePrediction';
import { selectJobViews, selectPrediction, selectSimState } from '../../store/selectors';
import { useWidgetContext, WidgetProvider } from '../../store/WidgetProvider';
import { ActionButton } from '../actions/ActionButton';
import { HelpOverlay } from '../actions/HelpOverlay';
import { useViewActions } from '../actions/useViewActions';
import { CompactMore } from '../app/CompactMore';
import { useCompact, useKept, useLinkProblems } from '../app/viewShell';
import { hubLinkGap, hubLinkParams } from '../url/permalink';
import { useLinkParams, withParams } from '../url/query';
import { bootHub, type KeptHub } from './bootHub';
import { CodePanels } from './CodePanels';
import { HowWeGotHere } from './HowWeGotHere';
import { HUB_ACTIONS } from './hubActions';
import { Lanes } from './Lanes';
import { PredictSweep, useOutcomeWithheld } from './PredictSweep';
import { Readout } from './Readout';
import { useHub, useHubStore } from './useHub';
import { useLaneMotion } from './useLaneMotion';
import { useMoment } from './useMoment';
import { useStoryFetch } from './useStoryFetch';
import { ForAuthors, StoryBar } from './StoryBar';
import '../theme/widget.css';
import './hub.css';
import { HUB_VIEW } from '../../model/narration/hubText';

const HUB_HELP_NOTE = HUB_VIEW.helpNote;

/** A hub opened from its own link (`?step=&job=&then=`, a story's `scenario=` or `#scenario=`), whatever view the link names. */
function openHub(search: string, hash: string): KeptHub {
  const { store, problems, storyFetch } = bootHub(withParams(search, { view: 'hub' }), undefined, hash);
  return { store, problems, storyFetch };
}

/**
 * The hub: the queue's three lanes at one moment, the readout of the selected job, the step
 * buttons, and the command log beside the script that ran. A widget with its own store (kept
 * while another view is shown); its link carries its step and selected job while it is shown.
 */
export function HubView() {
  const { store, problems, storyFetch = null } = useKept('hub', openHub);
  useLinkProblems(problems);
  useStoryFetch(store, storyFetch);
  return (
    <WidgetProvider store={store} className="hub">
      <HubPage />
    </WidgetProvider>
  );
}

function HubPage() {
  const store = useHubStore();
  const { root } = useWidgetContext();
  const at = useMoment();
  const announce = useCallback((text: string) => store.dispatch({ type: 'announce', text }), [store]);
  const { scope, help } = useViewActions(store, HUB_ACTIONS, announce);
  useLinkParams(store, hubLinkParams);
  useLaneMotion(root, store);

  const state = selectSimState(at);
  const jobs = selectJobViews(at);
  const summary = summarizePrediction(selectPrediction(at), jobs);
  const total = useHub((s) => s.timeline.events.length);
  const start = state.header.clockStartMs;
  const withheld = useOutcomeWithheld();
  // w3's late complete is the hub's own story's second act: an author's story shows no such button.
  const secondAct = useHub(hasOwnSecondAct);
  // The link this moment writes (useLinkParams), in the markup too: a prerendered hub asleep as a static island writes it from there.
  const linkParams = JSON.stringify(hubLinkParams(useHub((s) => s)));
  const linkGap = useHub(hubLinkGap);
  const compact = useCompact();
  // Choosing a job from the keyboard: beside the readout, or behind the compact form's disclosure (the chips stay clickable).
  const jobNav = (
    <div className="readout__nav">
      <ActionButton scope={scope} action="previous-job" className="btn btn--small" />
      <ActionButton scope={scope} action="next-job" className="btn btn--small" />
      <ActionButton scope={scope} action="deselect" className="btn btn--small btn--quiet" />
    </div>
  );

  return (
    <div className="hub__body" data-link-params={linkParams}>
      <StoryBar />
      {jobs.length > HUB_SCALE.comfortJobs && (
        <p className="hub__scale" role="note">
          {HUB_SCALE.note(jobs.length)}
        </p>
      )}
      <div className="controls" role="group" aria-label={HUB_VIEW.controls}>
        <div className="controls__main">
          <ActionButton scope={scope} action="step-sweep" className="btn btn--primary" icon={<span aria-hidden="true" className="btn__icon">▶</span>} />
          <ActionButton scope={scope} action="advance" className="btn" icon={<span aria-hidden="true" className="btn__icon">»</span>} />
          {secondAct && !compact && <ActionButton scope={scope} action="late-complete" className="btn" />}
        </div>
        <div className="controls__side">
          <ActionButton scope={scope} action="previous-step" className="btn btn--quiet" icon={<span aria-hidden="true">◀ </span>} />
          <ActionButton scope={scope} action="next-step" className="btn btn--quiet" icon={<span aria-hidden="true" className="btn__after">▶</span>} />
          <ActionButton scope={scope} action="reset" className="btn btn--quiet" />
          {!compact && <ActionButton scope={scope} action="copy-story-link" className="btn btn--quiet" />}
          {!compact && <ActionButton scope={scope} action="help" className="btn btn--quiet" />}
        </div>
      </div>
      {linkGap && (
        <p className="hub__link-gap" role="note">
          {HUB_LINK[linkGap]}
        </p>
      )}
      <div className="strip">
        <p className="clock">
          <span className="clock__label">{CLOCK.label}</span> <strong>{formatOffset(state.nowMs - start)}</strong>
          <span className="clock__step">{HUB_VIEW.stepOf(at.cursor, total)}</span>
        </p>
        <p className="forecast">
          <span className="forecast__label">{HUB_VIEW.forecast}</span> {withheld === 'guessing' ? PREDICT.forecastHidden : withheld === 'open' ? PREDICT.outcomeWithheld : summary}
        </p>
      </div>
      {!compact && <PredictSweep />}
      <div className="hub__stage">
        <Lanes />
        <Readout>{!compact && jobNav}</Readout>
      </div>
      {/* The compact form (compact=1) puts these behind one disclosure: the widget and its readout first. */}
      <CompactMore
        summary={COMPACT.hub}
        actions={
          <>
            {secondAct && <ActionButton scope={scope} action="late-complete" className="btn" />}
            {jobNav}
            <ActionButton scope={scope} action="copy-story-link" className="btn btn--quiet" />
            <ActionButton scope={scope} action="help" className="btn btn--quiet" />
          </>
        }
      >
        {compact && <PredictSweep />}
        <HowWeGotHere />
        <CodePanels />
        <ForAuthors />
      </CompactMore>
      <HelpOverlay actions={scope.actions} {...help} note={HUB_HELP_NOTE} />
    </div>
  );
}
