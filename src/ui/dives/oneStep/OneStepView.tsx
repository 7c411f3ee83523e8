import { toScenario } from '../../../model/dives/oneStep/oneStep';
import { fromLink, toLink } from '../../../model/dives/oneStep/oneStepLink';
import { reduceOneStep, sessionOf, type OneStepState } from '../../../model/dives/oneStep/oneStepModel';
import { useWidget } from '../../../store/WidgetProvider';
import { HelpOverlay } from '../../actions/HelpOverlay';
import { AfterFirstRender } from '../../dom/AfterFirstRender';
import { CompactMore } from '../../app/CompactMore';
import { COMPACT } from '../../../model/narration/catalogue';
import { ONE_STEP_VIEW } from '../../../model/narration/diveText';
import { RichText } from '../../text/RichText';
import { useCompact, useViewTitleId } from '../../app/viewShell';
import { DiveBar } from '../common/DiveBar';
import { CompactActions, DiveControls } from '../common/DiveControls';
import { DiveWidget } from '../common/DiveWidget';
import { Narration } from '../common/Narration';
import { ScenarioExport } from '../common/ScenarioExport';
import { useDiveActions } from '../common/useDiveActions';
import { ActorButtons } from './ActorButtons';
import { ExplorerPanel } from './ExplorerPanel';
import { LoopCodePanel } from './LoopCodePanel';
import { OneStepSetupForm } from './OneStepSetupForm';
import { oneStepActions } from './oneStepActions';
import { RedisBeliefPanel } from './RedisBeliefPanel';
import { SequencePanel } from './SequencePanel';
import { useExploreWhenAsked } from './useExploreWhenAsked';
import { OneStepCheckpoint } from './OneStepCheckpoint';
import { ViewLink } from '../../url/ViewLink';
import '../../theme/widget.css';
import '../common/dives.css';
import './oneStep.css';

/**
 * Dive 3, one step: two (or three) sweepers and the workers on one time axis. In client-loop mode
 * each sweeper's sweep is a loop of raw commands and the learner decides who moves next, one
 * command at a time; a stall counted twice and a lease pulled from a new owner are flagged where
 * they happen. In atomic mode each sweep is one indivisible script. The explorer counts every
 * interleaving of the chosen setup.
 */
export function OneStepView() {
  return (
    <DiveWidget view="onestep" reduce={reduceOneStep} fromLink={fromLink} toLink={toLink}>
      <OneStep />
    </DiveWidget>
  );
}

function OneStep() {
  const { scope, help } = useDiveActions(useWidget(oneStepActions));
  useExploreWhenAsked();
  const session = useWidget(sessionOf);
  const scheduled = useWidget((s: OneStepState) => s.schedule.length);
  const last = session.moves[session.moves.length - 1] ?? null;
  const compact = useCompact();
  return (
    <section className="dive dive--onestep" aria-labelledby={useViewTitleId()}>
      <OneStepSetupForm />
      <DiveBar>
        <ActorButtons scope={scope} />
        <DiveControls scope={scope} label={ONE_STEP_VIEW.controlsLabel} main={['forward', 'back', 'case', 'mode']} quiet={['reset', 'help']} primary={false} />
        <Narration
          text={last ? last.frame.narration : ONE_STEP_VIEW.notMoved}
          flags={last?.flags ?? []}
          label={last ? ONE_STEP_VIEW.moveLabel(session.moves.length, scheduled) : ONE_STEP_VIEW.ready}
        />
      </DiveBar>
      {/* The compact form (compact=1) keeps the checkpoint and the case's story behind its one disclosure. */}
      {!compact && <OneStepCase />}
      {/* The lower panels in passes of their own, each after the one above it: no one render (nor commit) of the whole view. */}
      <AfterFirstRender>
        <SequencePanel />
        <CompactMore summary={COMPACT.onestep} actions={<CompactActions scope={scope} />}>
          {compact && <OneStepCase />}
          <AfterFirstRender>
            <div className="dive__cols dive__cols--code">
              <LoopCodePanel />
              <RedisBeliefPanel />
            </div>
            <AfterFirstRender>
              <ExplorerPanel />
              <p className="dive__next">
                {ONE_STEP_VIEW.listBefore}
                <ViewLink view="list">{ONE_STEP_VIEW.listLink}</ViewLink>
                {ONE_STEP_VIEW.listAfter}
              </p>
              <ScenarioExport scenario={toScenario(session)} what={ONE_STEP_VIEW.exportWhat} />
            </AfterFirstRender>
          </AfterFirstRender>
        </CompactMore>
      </AfterFirstRender>
      <HelpOverlay actions={scope.actions} {...help} />
    </section>
  );
}

/** The checkpoint and the case the dive replays (Bull issue #356): above the panels, or behind the compact form's disclosure. */
function OneStepCase() {
  return (
    <>
      <OneStepCheckpoint />
      <p className="dpanel__sub">
        <RichText parts={ONE_STEP_VIEW.case} />
      </p>
    </>
  );
}
