import type { ActorId, SweepMode } from '../../../model/dives/oneStep/oneStep';
import { CHECKPOINT } from '../../../model/narration/catalogue';
import { ONE_STEP_VIEW } from '../../../model/narration/diveText';
import { actorsOf, canForward, canMove, caseFits, forwardWithheld, type OneStepAction, type OneStepState } from '../../../model/dives/oneStep/oneStepModel';
import { KEYS } from '../../actions/keyMap';
import { diveHelpAction, type DiveAction } from '../common/diveActions';

type Act = DiveAction<OneStepState, OneStepAction>;
const A = ONE_STEP_VIEW.actions;
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
    ...(kind === 'worker' ? A.workerMove(name) : mode === 'client' ? A.sweeperStep(name) : A.sweeperScript(name)),
    keys: [{ key: KEY[a] }],
    enabled: ({ state }) => canMove(state, a),
    run: send({ type: 'move', actor: a }),
  };
}

function runActions(mode: SweepMode): Act[] {
  return [
    { id: 'forward', ...A.forward, keys: KEYS.forward, enabled: ({ state }) => canForward(state), disabledReason: ({ state }) => (forwardWithheld(state) ? CHECKPOINT.forwardWaits : ''), run: send({ type: 'forward' }) },
    { id: 'back', ...A.back, keys: KEYS.back, enabled: ({ state }) => state.cursor > 0, run: send({ type: 'back' }) },
    { id: 'reset', ...A.reset, keys: KEYS.reset, enabled: ({ state }) => state.schedule.length > 0, run: send({ type: 'reset' }) },
    {
      id: 'case',
      ...A.case,
      keys: [{ key: 'i' }],
      enabled: ({ state }) => caseFits(state.setup),
      run: send({ type: 'loadCase' }),
    },
    {
      id: 'mode',
      label: mode === 'client' ? A.mode.toAtomic : A.mode.toClient,
      help: A.mode.help,
      keys: [{ key: 'v' }],
      enabled: () => true,
      run: send({ type: 'toggleMode' }),
    },
    { id: 'explore', ...A.explore, keys: [{ key: 'e' }], enabled: ({ state }) => !state.exploring, run: send({ type: 'explore' }) },
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
