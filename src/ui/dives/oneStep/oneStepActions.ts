import type { ActorId, SweepMode } from '../../../model/dives/oneStep/oneStep';
import { CHECKPOINT } from '../../../model/narration/catalogue';
import { actorsOf, canForward, canMove, caseFits, forwardWithheld, type OneStepAction, type OneStepState } from '../../../model/dives/oneStep/oneStepModel';
import { KEYS } from '../../actions/keyMap';
import { diveHelpAction, type DiveAction } from '../common/diveActions';

type Act = DiveAction<OneStepState, OneStepAction>;
const send = (a: OneStepAction): Act['run'] => ({ store }) => store.dispatch(a);

/** The key of each actor's move. */
const KEY: Record<ActorId, string> = { 'sweeper:A': 'a', 'sweeper:B': 'b', 'sweeper:C': 'c', 'worker:B': 'w', 'worker:C': 'x' };

/** The id of an actor's move action (`move-sweeper:A`), and back. */
export const moveId = (a: ActorId) => `move-${a}`;
export const actorOfMove = (id: string) => (id.startsWith('move-') ? (id.slice(5) as ActorId) : null);

function actorAction(a: ActorId, mode: SweepMode): Act {
  const [kind, name] = a.split(':') as ['sweeper' | 'worker', string];
  return {
    id: moveId(a),
    label: kind === 'worker' ? `Worker ${name}: claim` : mode === 'client' ? `Sweeper ${name}: next command` : `Sweeper ${name}: run the sweep script`,
    help: kind === 'worker' ? `Worker ${name} runs its claim script now (one atomic step).` : mode === 'client' ? `Sweeper ${name} sends its next command (one round trip).` : `Sweeper ${name} runs the whole sweep script (one atomic step).`,
    keys: [{ key: KEY[a] }],
    enabled: ({ state }) => canMove(state, a),
    run: send({ type: 'move', actor: a }),
  };
}

function runActions(mode: SweepMode): Act[] {
  return [
    { id: 'forward', label: 'Step forward', help: 'Replay the next move of the loaded interleaving.', keys: KEYS.forward, enabled: ({ state }) => canForward(state), disabledReason: ({ state }) => (forwardWithheld(state) ? CHECKPOINT.forwardWaits : ''), run: send({ type: 'forward' }) },
    { id: 'back', label: 'Back one move', help: 'Undo the last move (it stays loaded: Step forward replays it).', keys: KEYS.back, enabled: ({ state }) => state.cursor > 0, run: send({ type: 'back' }) },
    { id: 'reset', label: 'Reset', help: 'Back to before anyone moved, with the same setup.', keys: KEYS.reset, enabled: ({ state }) => state.schedule.length > 0, run: send({ type: 'reset' }) },
    {
      id: 'case',
      label: 'Load the Bull #356 interleaving',
      help: 'Both sweepers read, A recovers, Worker B claims, then B’s loop goes on: the interleaving recorded on a real Redis. Step it with n or →.',
      keys: [{ key: 'i' }],
      enabled: ({ state }) => caseFits(state.setup),
      run: send({ type: 'loadCase' }),
    },
    {
      id: 'mode',
      label: mode === 'client' ? 'Switch to atomic scripts' : 'Switch to client loops',
      help: 'Run every sweep as one atomic script, or as a client loop of separate commands.',
      keys: [{ key: 'v' }],
      enabled: () => true,
      run: send({ type: 'toggleMode' }),
    },
    { id: 'explore', label: 'Count every interleaving', help: 'Enumerate every order of the moves of this setup and count the anomalies.', keys: [{ key: 'e' }], enabled: ({ state }) => !state.exploring, run: send({ type: 'explore' }) },
    diveHelpAction(),
  ];
}

const lists = new Map<string, readonly Act[]>();
/**
 * The one-step dive's actions for a setup's shape: a move per actor of the setup (sweepers, then
 * workers), then the run's. Each shape's list is built once and kept (at most 18 of them), so the
 * buttons, keys and help rows of a setup always come from one list.
 */
export function oneStepActions(state: Pick<OneStepState, 'setup'>): readonly Act[] {
  const { mode, sweepers, claims } = state.setup;
  const key = `${mode}|${sweepers}|${claims}`;
  let list = lists.get(key);
  if (!list) lists.set(key, (list = [...actorsOf(state.setup).map((a) => actorAction(a, mode)), ...runActions(mode)]));
  return list;
}
