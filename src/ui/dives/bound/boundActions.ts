import { canAdvance, canRetry, stepsWithheld, type BoundDiveAction, type BoundState } from '../../../model/dives/bound/boundModel';
import { BOUND, CHECKPOINT } from '../../../model/narration/catalogue';
import { KEYS } from '../../actions/keyMap';
import { diveHelpAction, type DiveAction } from '../common/diveActions';

type Act = DiveAction<BoundState, BoundDiveAction>;
const send = (a: BoundDiveAction): Act['run'] => ({ store }) => store.dispatch(a);

/** The bound dive's actions, in the order of their help rows. */
export const BOUND_ACTIONS: readonly Act[] = [
  { id: 'step', label: 'Next step', help: 'Run the next step: a claim, a crash, the reaper or the sweep.', keys: KEYS.forward, enabled: ({ state }) => canAdvance(state), disabledReason: ({ state }) => (stepsWithheld(state) ? CHECKPOINT.forwardWaits : BOUND.restsInMorgue), run: send({ type: 'advance', count: 1, toEndOfBeat: false }) },
  { id: 'beat', label: 'Next beat', help: 'Run to the end of this beat (claim, crash, recovery).', keys: KEYS.bigForward, enabled: ({ state }) => canAdvance(state), run: send({ type: 'advance', count: 1, toEndOfBeat: true }) },
  { id: 'ten', label: 'Run 10 beats', help: 'Run ten whole beats at once.', keys: [{ key: 'g' }], enabled: ({ state }) => canAdvance(state), run: send({ type: 'advance', count: 10, toEndOfBeat: true }) },
  {
    id: 'play',
    label: 'Keep looping',
    labelFor: ({ state }) => (state.playing ? 'Stop looping' : 'Keep looping'),
    help: 'Run beat after beat until the job lands in the morgue (or forever).',
    keys: KEYS.playPause,
    enabled: ({ state }) => state.playing || canAdvance(state),
    run: send({ type: 'togglePlay' }),
  },
  {
    id: 'retry',
    label: 'Retry from the morgue',
    help: 'An operator moves the job back to pending (ZREM dead, ZADD pending, HSET state): the stall count stays.',
    keys: [{ key: 'y' }],
    enabled: ({ state }) => canRetry(state),
    run: send({ type: 'retry', reset: false }),
  },
  {
    id: 'retry-reset',
    label: 'Retry and reset the count',
    help: 'The same retry, plus HSET stalled 0: the job gets a fresh budget.',
    keys: [{ key: 'z' }],
    enabled: ({ state }) => canRetry(state),
    run: send({ type: 'retry', reset: true }),
  },
  { id: 'back', label: 'Back one step', help: 'Go back one step (the run stays; Next step replays it).', keys: KEYS.back, enabled: ({ state }) => state.cursor > 1, run: send({ type: 'back' }) },
  { id: 'reset', label: 'Reset', help: 'Start again with the same settings.', keys: KEYS.reset, enabled: ({ state }) => state.actions.length > 0, run: send({ type: 'reset' }) },
  diveHelpAction(),
];
