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

const NO_JOBS = 'No job exists yet: step forward past the enqueues.';

/** The hub's actions, in the order their buttons and help rows appear. */
export const HUB_ACTIONS: readonly StoreAction<HubState, HubAction>[] = [
  {
    id: 'step-sweep',
    label: 'Step sweep',
    help: 'Run one sweep at the current server time.',
    keys: KEYS.sweep,
    enabled: () => true,
    // The sweep the forecast and the readout describe: the story's own sweep here (its LIMIT) when it is next, else a plain one.
    run: ({ state, dispatch }) => dispatch({ type: 'run', input: nextSweepInput(state.timeline, state.cursor, selectSimState(state).nowMs) }),
  },
  {
    id: 'advance',
    label: `Advance the clock ${ADVANCE_MS / 1000} s`,
    help: `Let ${ADVANCE_MS / 1000} s pass and nothing else: leases nobody extends lapse, and the next sweep takes them.`,
    keys: [{ key: 't' }],
    enabled: () => true,
    run: ({ state, dispatch }) => dispatch({ type: 'run', input: hubInput.tick(offsetNow(state) + ADVANCE_MS) }),
  },
  {
    id: 'late-complete',
    label: `Send ${LATE_COMPLETE.worker}'s late complete for ${LATE_COMPLETE.job}`,
    help: `${LATE_COMPLETE.worker} finishes ${LATE_COMPLETE.job} ${LATE_COMPLETE.delayMs / 1000} s later and calls complete with its old token ${LATE_COMPLETE.token}.`,
    keys: [{ key: 'l' }],
    // The late complete is the hub's own story's second act; an author's story has its own steps.
    enabled: ({ state: s }) => s.story === null && sweptAlready(s) && !lateJustSent(s),
    disabledReason: ({ state: s }) =>
      s.story !== null
        ? STORY.lateCompleteNotInStory
        : !sweptAlready(s)
        ? `Available after a sweep has taken ${LATE_COMPLETE.job}'s lease.`
        : `${LATE_COMPLETE.worker}'s complete was the last step: step the sweep or the clock to send it again.`,
    run: ({ state, dispatch }) => dispatch({ type: 'run', input: hubInput.lateComplete(offsetNow(state)) }),
  },
  {
    id: 'previous-step',
    label: 'Previous step',
    help: 'Go back one step, down to step 0 (the steps you took stay recorded: Next step replays them).',
    keys: KEYS.back,
    repeats: true,
    enabled: ({ state: s }) => s.cursor > 0,
    disabledReason: () => 'This is step 0: nothing has run yet.',
    run: ({ state: s, dispatch }) => {
      const to = s.cursor - 1;
      dispatch({ type: 'moveTo', cursor: to });
      dispatch({ type: 'announce', text: `Went back to step ${to}: the clock reads ${formatOffset(offsetNow({ timeline: s.timeline, cursor: to }))}.` });
    },
  },
  {
    id: 'next-step',
    label: 'Next step',
    help: 'Replay the next recorded step of the story (or of the steps you took).',
    keys: KEYS.forward,
    repeats: true,
    enabled: ({ state: s }) => s.cursor < s.timeline.events.length,
    disabledReason: ({ state: s }) =>
      s.timeline === s.start.timeline
        ? 'This is the last recorded step: step the sweep or advance the clock to go on.'
        : 'Nothing is recorded after the steps you took: step the sweep or advance the clock to go on.',
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
    label: 'Next job',
    help: 'Select the next job (pending, then active, then dead).',
    keys: [{ key: 'j' }, { key: 'ArrowDown', within: JOBS }, { key: 'ArrowRight', within: JOBS }],
    repeats: true,
    enabled: ({ state }) => selectJobViews(state).length > 0,
    disabledReason: () => NO_JOBS,
    run: (ctx) => selectNeighbour(ctx, 1),
  },
  {
    id: 'previous-job',
    label: 'Previous job',
    help: 'Select the previous job.',
    keys: [{ key: 'k' }, { key: 'ArrowUp', within: JOBS }, { key: 'ArrowLeft', within: JOBS }],
    repeats: true,
    enabled: ({ state }) => selectJobViews(state).length > 0,
    disabledReason: () => NO_JOBS,
    run: (ctx) => selectNeighbour(ctx, -1),
  },
  {
    id: 'deselect',
    label: 'Deselect',
    help: 'Clear the selection: the readout goes back to the last step alone.',
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
