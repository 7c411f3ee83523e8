import { LEASE_HEADER, LIST_HEADER, listScenario } from '../../../model/dives/list/listPattern';
import { fromLink, toLink } from '../../../model/dives/list/listLink';
import { currentEvent, listStory, reduceList, type ListAction, type ListState } from '../../../model/dives/list/listModel';
import { useWidget, useWidgetStore } from '../../../store/WidgetProvider';
import { HelpOverlay } from '../../actions/HelpOverlay';
import { AfterFirstRender } from '../../dom/AfterFirstRender';
import { CompactMore } from '../../app/CompactMore';
import { COMPACT } from '../../../model/narration/catalogue';
import { LIST_VIEW, seconds as sec } from '../../../model/narration/diveText';
import { useCompact, useViewTitleId } from '../../app/viewShell';
import { DiveBar } from '../common/DiveBar';
import { CompactActions, DiveControls } from '../common/DiveControls';
import { DiveWidget } from '../common/DiveWidget';
import { Narration } from '../common/Narration';
import { ScenarioExport } from '../common/ScenarioExport';
import { useDiveActions } from '../common/useDiveActions';
import { LIST_ACTIONS } from './listActions';
import { ListFlagsPanel } from './ListFlagsPanel';
import { SidePanels, SideScripts } from './SidePanels';
import { TimeAxis } from './TimeAxis';
import '../../theme/widget.css';
import '../common/dives.css';
import './list.css';

/**
 * The list pattern many queues start with, beside the lease set for the same crash: workers
 * `LMOVE work processing`, a reaper that judges a message by its wall-clock age and moves it back
 * with `LMOVE processing work RIGHT RIGHT`. The reaper moves a slow worker's message and loses
 * track of which message is which age; the lease set recovers only the dead worker's job.
 */
export function ListView() {
  return (
    <DiveWidget view="list" reduce={reduceList} fromLink={fromLink} toLink={toLink}>
      <ListDive />
    </DiveWidget>
  );
}

function ListDive() {
  const { scope, help } = useDiveActions(LIST_ACTIONS);
  const store = useWidgetStore<ListState, ListAction>();
  const cursor = useWidget((s: ListState) => s.cursor);
  const current = useWidget(currentEvent);
  const { events, list, lease } = listStory();
  const compact = useCompact();
  return (
    <section className="dive dive--list" aria-labelledby={useViewTitleId()}>
      <DiveBar>
        <DiveControls scope={scope} label={LIST_VIEW.controlsLabel} main={['next', 'back', 'flag', 'end']} quiet={['reset', 'help']} />
        <Narration
          text={current.step.frame.narration}
          flags={current.step.flags}
          label={LIST_VIEW.eventLabel(LIST_VIEW.sides[current.side], sec(current.step.at), cursor, events.length)}
        />
      </DiveBar>
      <TimeAxis events={events} cursor={cursor} onPick={(i) => store.dispatch({ type: 'show', cursor: i + 1 })} />
      {/* The lower panels in passes of their own, each after the one above it: no one render (nor commit) of the whole view. */}
      <AfterFirstRender>
        <SidePanels />
        <CompactMore summary={COMPACT.list} actions={<CompactActions scope={scope} />}>
          <AfterFirstRender>
            {compact && <SideScripts />}
            <ListFlagsPanel />
            <ScenarioExport scenario={listScenario(list, LIST_HEADER)} what={LIST_VIEW.exportList} />
            <ScenarioExport scenario={listScenario(lease, LEASE_HEADER)} what={LIST_VIEW.exportLease} />
          </AfterFirstRender>
        </CompactMore>
      </AfterFirstRender>
      <HelpOverlay actions={scope.actions} {...help} />
    </section>
  );
}
