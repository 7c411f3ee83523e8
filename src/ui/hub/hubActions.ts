import { cycleId, displayOrder } from '../../sim/selectors/laneGroups';
import { formatOffset } from '../../sim/selectors/formatDuration';
import { selectJobViews, selectSimState, type SimStore, type SimStoreState } from '../../store';
import { helpAction, type StoreAction } from '../actions/types';
import { LATE_COMPLETE } from './story';

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
export const HUB_ACTIONS: readonly StoreAction<SimStoreState>[] = [
  {
    id: 'step-sweep',
    label: 'Step sweep',
    help: 'Run one sweep at the current server time.',
    keys: [{ key: 's' }],
    enabled: () => true,
    run: ({ store }) => store.getState().run({ at: offsetNow(store.getState()), op: 'sweep' }),
  },
  {
    id: 'late-complete',
    label: `Send ${LATE_COMPLETE.worker}'s late complete for ${LATE_COMPLETE.job}`,
    help: `${LATE_COMPLETE.worker} finishes ${LATE_COMPLETE.job} ${LATE_COMPLETE.delayMs / 1000} s later and calls complete with its old token ${LATE_COMPLETE.token}.`,
    keys: [{ key: 'c' }],
    enabled: ({ state: s }) => {
      const last = s.cursor > 0 ? s.timeline.events[s.cursor - 1]! : null;
      const justSent = last?.input.op === 'complete' && last.input.job === LATE_COMPLETE.job && last.input.token === LATE_COMPLETE.token;
      return sweptAlready(s) && !justSent;
    },
    run: ({ store }) =>
      store.getState().run({
        at: offsetNow(store.getState()) + LATE_COMPLETE.delayMs,
        op: 'complete',
        job: LATE_COMPLETE.job,
        token: LATE_COMPLETE.token,
      }),
  },
  {
    id: 'undo',
    label: 'Undo step',
    help: 'Go back one step (the steps you took stay recorded: stepping again replays them).',
    keys: [{ key: 'u' }],
    enabled: ({ state: s }) => s.cursor > s.start.cursor,
    run: ({ store }) => {
      const s = store.getState();
      s.moveTo(s.cursor - 1);
      store.getState().announce(`Went back one step: the clock reads ${formatOffset(offsetNow(store.getState()))}.`);
    },
  },
  {
    id: 'reset',
    label: 'Reset',
    help: 'Back to the start: t = 35 s, just before the sweep.',
    keys: [{ key: 'r' }],
    enabled: ({ state: s }) => s.cursor !== s.start.cursor || s.timeline !== s.start.timeline,
    run: ({ store }) => store.getState().reset(),
  },
  {
    id: 'next-job',
    label: 'Next job',
    help: 'Select the next job (pending, then active, then dead).',
    keys: [{ key: 'j' }, { key: 'ArrowDown', within: JOBS }, { key: 'ArrowRight', within: JOBS }],
    repeats: true,
    enabled: ({ state }) => selectJobViews(state).length > 0,
    run: ({ store }) => selectNeighbour(store, 1),
  },
  {
    id: 'previous-job',
    label: 'Previous job',
    help: 'Select the previous job.',
    keys: [{ key: 'k' }, { key: 'ArrowUp', within: JOBS }, { key: 'ArrowLeft', within: JOBS }],
    repeats: true,
    enabled: ({ state }) => selectJobViews(state).length > 0,
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
