import { fromLink, toLink } from '../../../model/dives/bound/boundLink';
import { boundRunOf, currentStep, narration, reduceBound, type BoundDiveAction, type BoundState } from '../../../model/dives/bound/boundModel';
import { useWidget } from '../../../store/WidgetProvider';
import { HelpOverlay } from '../../actions/HelpOverlay';
import { AfterFirstRender } from '../../dom/AfterFirstRender';
import { CompactMore } from '../../app/CompactMore';
import { COMPACT } from '../../../model/narration/catalogue';
import { BOUND_VIEW } from '../../../model/narration/diveText';
import { RichText } from '../../text/RichText';
import { useCompact, useViewTitleId } from '../../app/viewShell';
import { DiveBar } from '../common/DiveBar';
import { CompactActions, DiveControls } from '../common/DiveControls';
import { DiveWidget } from '../common/DiveWidget';
import { Narration } from '../common/Narration';
import { ScenarioExport } from '../common/ScenarioExport';
import { useDiveActions } from '../common/useDiveActions';
import { BeatTable } from './BeatTable';
import { BoundCheckpoint } from './BoundCheckpoint';
import { BOUND_ACTIONS } from './boundActions';
import { BoundSetup, BullMqMapping } from './BoundSetup';
import { PoisonJobPanel } from './PoisonJobPanel';
import { StepScript } from './StepScript';
import { useBoundLoop } from './useBoundLoop';
import '../../theme/widget.css';
import '../common/dives.css';
import './bound.css';

const STOP: BoundDiveAction = { type: 'stop' };

/**
 * Dive 2, bound: a poison job crashes every worker that claims it. With the sweep its stall count
 * climbs each beat and it lands in the morgue at the M-th stall; with only the count-free reaper
 * it loops forever; with the reaper in front of the sweep the count never moves. Every step is a
 * real verb or raw command, so the run exports as a scenario that replays on Redis. Leaving the
 * view stops the loop; it waits where it was.
 */
export function BoundView() {
  return (
    <DiveWidget view="bound" reduce={reduceBound} fromLink={fromLink} toLink={toLink} onLeave={STOP}>
      <Bound />
    </DiveWidget>
  );
}

function Bound() {
  const { scope, help } = useDiveActions(BOUND_ACTIONS);
  useBoundLoop();
  const run = useWidget(boundRunOf);
  const cur = useWidget(currentStep);
  const cursor = useWidget((s: BoundState) => s.cursor);
  const keptOthers = useWidget((s: BoundState) => Object.keys(s.kept).length);
  const compact = useCompact();
  return (
    <section className="dive dive--bound" aria-labelledby={useViewTitleId()}>
      {/* The setup first: it defines the beat the buttons below step by (the compact layout puts the buttons first). */}
      <BoundSetup />
      <DiveBar>
        <DiveControls scope={scope} label={BOUND_VIEW.controlsLabel} main={['step', 'beat', 'ten', 'play', 'retry', 'retry-reset']} quiet={['back', 'reset', 'help']} />
        <Narration text={cur.frame.narration} label={BOUND_VIEW.stepLabel(cursor, narration.describeStep(cur.step))} />
      </DiveBar>
      {compact ? (
        // The compact form (compact=1): the poison job's lanes and stall chart under the narration, the rest behind one disclosure.
        <div className="dive__main">
          <PoisonJobPanel />
        </div>
      ) : (
        <BoundNotes keptOthers={keptOthers} />
      )}
      {/* The lower panels in passes of their own, each after the one above it: no one render (nor commit) of the whole view. */}
      <CompactMore summary={COMPACT.bound} actions={<CompactActions scope={scope} />}>
        {compact && <BoundNotes keptOthers={keptOthers} />}
        <AfterFirstRender>
          <div className="dive__cols">
            {!compact && <PoisonJobPanel />}
            <StepScript />
          </div>
          <AfterFirstRender>
            <BeatTable />
            <ScenarioExport scenario={{ ...run.scenario, steps: run.scenario.steps.slice(0, cursor) }} what={BOUND_VIEW.exportWhat} />
          </AfterFirstRender>
        </AfterFirstRender>
      </CompactMore>
      <HelpOverlay actions={scope.actions} {...help} />
    </section>
  );
}

/** The checkpoint, how the dive maps to BullMQ and what a poison job is: above the panels, or behind the compact form's disclosure. */
function BoundNotes({ keptOthers }: { keptOthers: number }) {
  return (
    <>
      <BoundCheckpoint />
      <BullMqMapping />
      <p className="dnote dnote--inline">
        <RichText parts={BOUND_VIEW.poisonDefined} />
        {keptOthers > 0 && BOUND_VIEW.keptRuns}
      </p>
    </>
  );
}
