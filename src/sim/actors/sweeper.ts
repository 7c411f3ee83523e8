import { RANK, type Action } from './action';
import type { ActorState } from './actorState';
import type { WorldConfig } from './config';
import { wakeWaiters } from './worker';

/**
 * The sweeper: every `sweeper.everyMs` it runs the sweep with the scenario's maxStalled (left to
 * the header's default, so the exported step stays short) and, when set, a limit.
 */
export function sweeperAction(a: ActorState, config: WorldConfig): Action | null {
  const plan = config.sweeper;
  const at = a.sweeper.nextAtMs;
  if (!plan || at === null) return null;
  const input = plan.limit === undefined ? { at, op: 'sweep' as const } : { at, op: 'sweep' as const, limit: plan.limit };
  return { atMs: at, rank: RANK.sweeper, input, cause: { actor: 'sweeper', by: 'sim', why: 'beat' } };
}

/** After a sweep: the next beat is one period later; each job put back (`recovered`: the fairness group of each, `null` for the queue's own lane) wakes a worker waiting on that lane. */
export function sweeperSwept(a: ActorState, config: WorldConfig | null, recovered: readonly (string | null)[], nowMs: number): void {
  a.sweeper.passes += 1;
  if (config?.sweeper && a.sweeper.nextAtMs !== null) a.sweeper.nextAtMs += config.sweeper.everyMs;
  wakeWaiters(a, config, recovered, nowMs);
}
