import type { HubAction, HubState } from '../../model/hub/hubModel';
import { nextSweepInput } from '../../model/hub/hubPredict';
import { cycleId, displayOrder } from '../../model/selectors/laneGroups';
import { formatOffset } from '../../model/selectors/formatDuration';
import { selectJobViews, selectSimState } from '../../store/selectors';
import { HUB } from '../../model/presets/hub';
import { HUB as HUB_TEXT } from '../../model/narration/catalogue';
import { KEYS } from '../actions/keyMap';
import { helpAction, type StoreAction, type StoreContext } from '../actions/types';
import { STORY } from '../../model/narration/catalogue';
import { ADVANCE_MS, hubInput, LATE_COMPLETE, storyLinkOfState } from './story';
import { groupThousands } from '../../model/selectors/groupThousands';
import { HUB_ACTIONS_TEXT as T } from '../../model/narration/hubText';

type HubContext = StoreContext<HubState, HubAction>;

/** Milliseconds of server clock since the scenario started, at the cursor. */
const offsetNow = (s: Pick<HubState, 'timeline' | 'cursor'>) => selectSimState(s).nowMs - s.timeline.header.clockStartMs;

function selectNeighbour({ state: s, dispatch }: HubContext, step: 1 | -1) {
  dispatch({ type: 'select', jobId: cycleId(displayOrder(selectJobViews(s)), s.selectedJobId, step) });
}

/** The `data-keyscope` of the lanes: arrow keys walk the jobs only while focus is there. */
export const JOBS = 'jobs';

/** Has a sweep run at or before the cursor? The late complete only makes its point after one. */
function sweptAlready(s: HubState): boolean {
  return s.timeline.events.slice(0, s.cursor).some((e) => e.type === 'sweep/ran');
}

/** The hub's actions, in the order their buttons and help rows appear. */
function lateJustSent(s: HubState): boolean {
  const last = s.cursor > 0 ? s.timeline.events[s.cursor - 1]! : null;
  return last?.input.op === 'complete' && last.input.job === LATE_COMPLETE.job && last.input.token === LATE_COMPLETE.token;
}

const NO_JOBS = T.noJobs;

/** The hub's actions, in the order their buttons and help rows appear. */
export const HUB_ACTIONS: readonly StoreAction<HubState, HubAction>[] = [
  {
    id: 'step-sweep',
    label: T.stepSweep,
    help: T.stepSweepHelp,
    keys: KEYS.sweep,
    enabled: () => true,
    // The sweep the forecast and the readout describe: the story's own sweep here (its LIMIT) when it is next, else a plain one.
    run: ({ state, dispatch }) => dispatch({ type: 'run', input: nextSweepInput(state.timeline, state.cursor, selectSimState(state).nowMs) }),
  },
  {
    id: 'advance',
    label: T.advance(ADVANCE_MS / 1000),
    help: T.advanceHelp(ADVANCE_MS / 1000),
    keys: [{ key: 't' }],
    enabled: () => true,
    run: ({ state, dispatch }) => dispatch({ type: 'run', input: hubInput.tick(offsetNow(state) + ADVANCE_MS) }),
  },
  {
    id: 'late-complete',
    label: T.lateComplete(LATE_COMPLETE.worker, LATE_COMPLETE.job),
    help: T.lateCompleteHelp(LATE_COMPLETE.worker, LATE_COMPLETE.job, LATE_COMPLETE.delayMs / 1000, LATE_COMPLETE.token),
    keys: [{ key: 'l' }],
    // The late complete is the hub's own story's second act; an author's story has its own steps.
    enabled: ({ state: s }) => s.story === null && sweptAlready(s) && !lateJustSent(s),
    disabledReason: ({ state: s }) =>
      s.story !== null
        ? STORY.lateCompleteNotInStory
        : !sweptAlready(s)
        ? T.lateBeforeSweep(LATE_COMPLETE.job)
        : T.lateJustSent(LATE_COMPLETE.worker),
    run: ({ state, dispatch }) => dispatch({ type: 'run', input: hubInput.lateComplete(offsetNow(state)) }),
  },
  {
    id: 'previous-step',
    label: T.previousStep,
    help: T.previousStepHelp,
    keys: KEYS.back,
    repeats: true,
    enabled: ({ state: s }) => s.cursor > 0,
    disabledReason: () => T.atStepZero,
    run: ({ state: s, dispatch }) => {
      const to = s.cursor - 1;
      dispatch({ type: 'moveTo', cursor: to });
      dispatch({ type: 'announce', text: T.wentBack(to, formatOffset(offsetNow({ timeline: s.timeline, cursor: to }))) });
    },
  },
  {
    id: 'next-step',
    label: T.nextStep,
    help: T.nextStepHelp,
    keys: KEYS.forward,
    repeats: true,
    enabled: ({ state: s }) => s.cursor < s.timeline.events.length,
    disabledReason: ({ state: s }) =>
      s.timeline === s.start.timeline
        ? T.atLastRecorded
        : T.atLastTaken,
    run: ({ state: s, dispatch }) => dispatch({ type: 'moveTo', cursor: s.cursor + 1 }),
  },
  {
    id: 'reset',
    label: HUB_TEXT.resetLabel(HUB.startCursor),
    labelFor: ({ state: s }) => HUB_TEXT.resetLabel(s.start.cursor),
    help: HUB_TEXT.resetHelp(HUB.startCursor, formatOffset(HUB.inputs[HUB.startCursor - 1]!.at)),
    keys: KEYS.reset,
    enabled: ({ state: s }) => s.cursor !== s.start.cursor || s.timeline !== s.start.timeline,
    disabledReason: ({ state: s }) => (s.story ? STORY.alreadyAtStoryStart(s.start.cursor) : HUB_TEXT.alreadyAtStart(s.start.cursor)),
    run: ({ dispatch }) => dispatch({ type: 'reset' }),
  },
  {
    id: 'next-job',
    label: T.nextJob,
    help: T.nextJobHelp,
    keys: [{ key: 'j' }, { key: 'ArrowDown', within: JOBS }, { key: 'ArrowRight', within: JOBS }],
    repeats: true,
    enabled: ({ state }) => selectJobViews(state).length > 0,
    disabledReason: () => NO_JOBS,
    run: (ctx) => selectNeighbour(ctx, 1),
  },
  {
    id: 'previous-job',
    label: T.previousJob,
    help: T.previousJobHelp,
    keys: [{ key: 'k' }, { key: 'ArrowUp', within: JOBS }, { key: 'ArrowLeft', within: JOBS }],
    repeats: true,
    enabled: ({ state }) => selectJobViews(state).length > 0,
    disabledReason: () => NO_JOBS,
    run: (ctx) => selectNeighbour(ctx, -1),
  },
  {
    id: 'deselect',
    label: T.deselect,
    help: T.deselectHelp,
    keys: KEYS.deselect,
    enabled: ({ state }) => state.selectedJobId !== null,
    run: ({ dispatch }) => dispatch({ type: 'select', jobId: null }),
  },
  {
    id: 'copy-story-link',
    label: STORY.copyStoryLabel,
    help: STORY.copyStoryHelp,
    keys: [],
    enabled: () => true,
    run: ({ state, dispatch }) => {
      const address = new URL(storyLinkOfState(state), document.baseURI).href;
      const copied = typeof navigator !== 'undefined' && navigator.clipboard ? navigator.clipboard.writeText(address) : Promise.reject(new Error('no clipboard'));
      copied.then(
        () => dispatch({ type: 'announce', text: STORY.copiedStoryLink(state.cursor, groupThousands(address.length)) }),
        () => dispatch({ type: 'announce', text: STORY.copyStoryLinkFailed }),
      );
    },
  },
  helpAction(),
];
