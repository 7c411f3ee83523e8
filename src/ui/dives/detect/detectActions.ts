import { canSkewDown, canSkewUp, hasNextDeadline, hasPrevDeadline, SKEW_STEP_MS, type DetectAction, type DetectState } from '../../../model/dives/detect/detectModel';
import { DETECT_VIEW } from '../../../model/narration/diveText';
import { KEYS } from '../../actions/keyMap';
import { diveHelpAction, type DiveAction } from '../common/diveActions';

type Act = DiveAction<DetectState, DetectAction>;
const A = DETECT_VIEW.actions;
const send = (a: DetectAction): Act['run'] => ({ store }) => store.dispatch(a);

/** The detect dive's actions, in the order of their help rows. */
export const DETECT_ACTIONS: readonly Act[] = [
  {
    id: 'play',
    label: A.play.label,
    labelFor: ({ state }) => (state.playing ? A.play.playing : A.play.label),
    help: A.play.help,
    keys: KEYS.playPause,
    enabled: () => true,
    run: send({ type: 'togglePlay' }),
  },
  {
    id: 'prev-deadline',
    ...A.prevDeadline,
    keys: KEYS.back,
    enabled: ({ state }) => hasPrevDeadline(state),
    run: send({ type: 'prevDeadline' }),
  },
  {
    id: 'next-deadline',
    ...A.nextDeadline,
    keys: KEYS.forward,
    enabled: ({ state }) => hasNextDeadline(state),
    run: send({ type: 'nextDeadline' }),
  },
  {
    id: 'step-sweep',
    ...A.stepSweep,
    keys: KEYS.sweep,
    enabled: () => true,
    run: send({ type: 'stepSweep' }),
  },
  {
    id: 'clock',
    label: A.clock.label,
    labelFor: ({ state }) => (state.clock === 'server' ? A.clock.label : A.clock.sweeper),
    help: A.clock.help,
    keys: [{ key: 'o' }],
    enabled: () => true,
    run: send({ type: 'toggleClock' }),
  },
  {
    id: 'skew-down',
    ...A.skewDown,
    keys: KEYS.less,
    enabled: ({ state }) => canSkewDown(state),
    run: send({ type: 'skewBy', deltaMs: -SKEW_STEP_MS }),
  },
  {
    id: 'skew-up',
    ...A.skewUp,
    keys: KEYS.more,
    enabled: ({ state }) => canSkewUp(state),
    run: send({ type: 'skewBy', deltaMs: SKEW_STEP_MS }),
  },
  {
    id: 'reset',
    ...A.reset,
    keys: KEYS.reset,
    enabled: () => true,
    run: send({ type: 'reset' }),
  },
  diveHelpAction(),
];
