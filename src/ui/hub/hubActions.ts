import { cycleId, displayOrder } from '../../sim/selectors/laneGroups';
import { formatOffset } from '../../sim/selectors/formatDuration';
import { selectJobViews, selectSimState, type SimStore, type SimStoreState } from '../../store';
import { helpAction, type StoreAction } from '../actions/types';
import { ADVANCE_MS, hubInput, LATE_COMPLETE } from './story';

const offsetNow = (s: SimStoreState) => selectSimState(s).nowMs - s.timeline.header.clockStartMs;

function selectNeighbour(store: SimStore, step: 1 | -1) {
  const s = store.getState();
  s.select(cycleId(displayOrder(selectJobViews(s)), s.selectedJobId, step));
}

/** The `data-keyscope` of the lanes: arrow keys walk the jobs only while focus is there. */
export const JOBS = 'jobs';

/** Has a sweep run at or before the cursor? The late complete only makes its point after one. */
function sweptAlready(s: SimStoreState): boolean {
  return s.timeline.events.slice(0, s.cursor).some((e) => e.type === 'sweep/ran');
}

/** The hub's actions, in the order their buttons and help rows appear. */
function lateJustSent(s: SimStoreState): boolean {
  const last = s.cursor > 0 ? s.timeline.events[s.cursor - 1]! : null;
  return last?.input.op === 'complete' && last.input.job === LATE_COMPLETE.job && last.input.token === LATE_COMPLETE.token;
}

const NO_JOBS = 'No job exists yet: step forward past the enqueues.';

/** The hub's actions, in the order their buttons and help rows appear. */
export const HUB_ACTIONS: readonly StoreAction<SimStoreState>[] = [
  {
    id: 'step-sweep',
    label: 'Step sweep',
    help: 'Run one sweep at the current server time.',
    keys: [{ key: 's' }],
    enabled: () => true,
    run: ({ store }) => store.getState().run(hubInput.sweep(offsetNow(store.getState()))),
  },
  {
    id: 'advance',
    label: `Advance the clock ${ADVANCE_MS / 1000} s`,
    help: `Let ${ADVANCE_MS / 1000} s pass and nothing else: leases nobody extends lapse, and the next sweep takes them.`,
    keys: [{ key: 't' }],
    enabled: () => true,
    run: ({ store }) => store.getState().run(hubInput.tick(offsetNow(store.getState()) + ADVANCE_MS)),
  },
  {
    id: 'late-complete',
    label: `Send ${LATE_COMPLETE.worker}'s late complete for ${LATE_COMPLETE.job}`,
    help: `${LATE_COMPLETE.worker} finishes ${LATE_COMPLETE.job} ${LATE_COMPLETE.delayMs / 1000} s later and calls complete with its old token ${LATE_COMPLETE.token}.`,
    keys: [{ key: 'c' }],
    enabled: ({ state: s }) => sweptAlready(s) && !lateJustSent(s),
    disabledReason: ({ state: s }) =>
      !sweptAlready(s)
        ? `Available after a sweep has taken ${LATE_COMPLETE.job}'s lease.`
        : `${LATE_COMPLETE.worker}'s complete was the last step: step the sweep or the clock to send it again.`,
    run: ({ store }) => store.getState().run(hubInput.lateComplete(offsetNow(store.getState()))),
  },
  {
    id: 'previous-step',
    label: 'Previous step',
    help: 'Go back one step, down to step 0 (the steps you took stay recorded: Next step replays them).',
    keys: [{ key: 'p' }, { key: 'u' }],
    repeats: true,
    enabled: ({ state: s }) => s.cursor > 0,
    disabledReason: () => 'This is step 0: nothing has run yet.',
    run: ({ store }) => {
      const s = store.getState();
      s.moveTo(s.cursor - 1);
      store.getState().announce(`Went back to step ${s.cursor - 1}: the clock reads ${formatOffset(offsetNow(store.getState()))}.`);
    },
  },
  {
    id: 'next-step',
    label: 'Next step',
    help: 'Replay the next recorded step of the story (or of the steps you took).',
    keys: [{ key: 'n' }],
    repeats: true,
    enabled: ({ state: s }) => s.cursor < s.timeline.events.length,
    disabledReason: ({ state: s }) =>
      s.timeline === s.start.timeline
        ? 'This is the last recorded step: step the sweep or advance the clock to go on.'
        : 'Nothing is recorded after the steps you took: step the sweep or advance the clock to go on.',
    run: ({ store }) => {
      const s = store.getState();
      s.moveTo(s.cursor + 1);
    },
  },
  {
    id: 'reset',
    label: 'Reset',
    help: 'Back to the start: t = 35 s, just before the sweep.',
    keys: [{ key: 'r' }],
    enabled: ({ state: s }) => s.cursor !== s.start.cursor || s.timeline !== s.start.timeline,
    disabledReason: ({ state: s }) => `Already at the start (step ${s.start.cursor}, just before the sweep).`,
    run: ({ store }) => store.getState().reset(),
  },
  {
    id: 'next-job',
    label: 'Next job',
    help: 'Select the next job (pending, then active, then dead).',
    keys: [{ key: 'j' }, { key: 'ArrowDown', within: JOBS }, { key: 'ArrowRight', within: JOBS }],
    repeats: true,
    enabled: ({ state }) => selectJobViews(state).length > 0,
    disabledReason: () => NO_JOBS,
    run: ({ store }) => selectNeighbour(store, 1),
  },
  {
    id: 'previous-job',
    label: 'Previous job',
    help: 'Select the previous job.',
    keys: [{ key: 'k' }, { key: 'ArrowUp', within: JOBS }, { key: 'ArrowLeft', within: JOBS }],
    repeats: true,
    enabled: ({ state }) => selectJobViews(state).length > 0,
    disabledReason: () => NO_JOBS,
    run: ({ store }) => selectNeighbour(store, -1),
  },
  {
    id: 'deselect',
    label: 'Deselect',
    help: 'Clear the selection: the readout goes back to the last step alone.',
    keys: [{ key: 'Escape' }],
    enabled: ({ state }) => state.selectedJobId !== null,
    run: ({ store }) => store.getState().select(null),
  },
  helpAction(),
];
