import { canAdvance, canRetry, stepsWithheld, type BoundDiveAction, type BoundState } from '../../../model/dives/bound/boundModel';
import { BOUND, CHECKPOINT } from '../../../model/narration/catalogue';
import { BOUND_VIEW } from '../../../model/narration/diveText';
import { KEYS } from '../../actions/keyMap';
import { diveHelpAction, type DiveAction } from '../common/diveActions';

type Act = DiveAction<BoundState, BoundDiveAction>;
const A = BOUND_VIEW.actions;
const send = (a: BoundDiveAction): Act['run'] => ({ store }) => store.dispatch(a);

/** The bound dive's actions, in the order of their help rows. */
export const BOUND_ACTIONS: readonly Act[] = [
  { id: 'step', ...A.step, keys: KEYS.forward, enabled: ({ state }) => canAdvance(state), disabledReason: ({ state }) => (stepsWithheld(state) ? CHECKPOINT.forwardWaits : BOUND.restsInMorgue), run: send({ type: 'advance', count: 1, toEndOfBeat: false }) },
  { id: 'beat', ...A.beat, keys: KEYS.bigForward, enabled: ({ state }) => canAdvance(state), run: send({ type: 'advance', count: 1, toEndOfBeat: true }) },
  { id: 'ten', ...A.ten, keys: [{ key: 'g' }], enabled: ({ state }) => canAdvance(state), run: send({ type: 'advance', count: 10, toEndOfBeat: true }) },
  {
    id: 'play',
    label: A.play.label,
    labelFor: ({ state }) => (state.playing ? A.play.playing : A.play.label),
    help: A.play.help,
    keys: KEYS.playPause,
    enabled: ({ state }) => state.playing || canAdvance(state),
    run: send({ type: 'togglePlay' }),
  },
  {
    id: 'retry',
    ...A.retry,
    keys: [{ key: 'y' }],
    enabled: ({ state }) => canRetry(state),
    run: send({ type: 'retry', reset: false }),
  },
  {
    id: 'retry-reset',
    ...A.retryReset,
    keys: [{ key: 'z' }],
    enabled: ({ state }) => canRetry(state),
    run: send({ type: 'retry', reset: true }),
  },
  { id: 'back', ...A.back, keys: KEYS.back, enabled: ({ state }) => state.cursor > 1, run: send({ type: 'back' }) },
  { id: 'reset', ...A.reset, keys: KEYS.reset, enabled: ({ state }) => state.actions.length > 0, run: send({ type: 'reset' }) },
  diveHelpAction(),
];
