import { canSkewDown, canSkewUp, hasNextDeadline, hasPrevDeadline, SKEW_STEP_MS, type DetectAction, type DetectState } from '../../../model/dives/detect/detectModel';
import { KEYS } from '../../actions/keyMap';
import { diveHelpAction, type DiveAction } from '../common/diveActions';

type Act = DiveAction<DetectState, DetectAction>;
const send = (a: DetectAction): Act['run'] => ({ store }) => store.dispatch(a);

/** The detect dive's actions, in the order of their help rows. */
export const DETECT_ACTIONS: readonly Act[] = [
  {
    id: 'play',
    label: 'Let time run',
    labelFor: ({ state }) => (state.playing ? 'Pause time' : 'Let time run'),
    help: 'Start or stop the server clock moving forward (Space, or p).',
    keys: KEYS.playPause,
    enabled: () => true,
    run: send({ type: 'togglePlay' }),
  },
  {
    id: 'prev-deadline',
    label: 'Previous deadline',
    help: 'Move now back to the previous lease deadline.',
    keys: KEYS.back,
    enabled: ({ state }) => hasPrevDeadline(state),
    run: send({ type: 'prevDeadline' }),
  },
  {
    id: 'next-deadline',
    label: 'Next deadline',
    help: 'Move now exactly onto the next lease deadline (where deadline = now).',
    keys: KEYS.forward,
    enabled: ({ state }) => hasNextDeadline(state),
    run: send({ type: 'nextDeadline' }),
  },
  {
    id: 'step-sweep',
    label: 'Step through the sweep',
    help: 'Light the next line of the sweep: read the clock, read the expired leases, recover them.',
    keys: KEYS.sweep,
    enabled: () => true,
    run: send({ type: 'stepSweep' }),
  },
  {
    id: 'clock',
    label: "Use the sweeper's clock",
    labelFor: ({ state }) => (state.clock === 'server' ? "Use the sweeper's clock" : "Use the server's clock"),
    help: "Switch where the sweep takes now from: TIME inside the script, or the sweeper's own clock.",
    keys: [{ key: 'o' }],
    enabled: () => true,
    run: send({ type: 'toggleClock' }),
  },
  {
    id: 'skew-down',
    label: 'Skew −1 s',
    help: "Make the sweeper's clock one second slower.",
    keys: KEYS.less,
    enabled: ({ state }) => canSkewDown(state),
    run: send({ type: 'skewBy', deltaMs: -SKEW_STEP_MS }),
  },
  {
    id: 'skew-up',
    label: 'Skew +1 s',
    help: "Make the sweeper's clock one second faster.",
    keys: KEYS.more,
    enabled: ({ state }) => canSkewUp(state),
    run: send({ type: 'skewBy', deltaMs: SKEW_STEP_MS }),
  },
  {
    id: 'reset',
    label: 'Reset',
    help: 'Back to now = 20 s, the server clock and no skew.',
    keys: KEYS.reset,
    enabled: () => true,
    run: send({ type: 'reset' }),
  },
  diveHelpAction(),
];
