import { RANK, type Action } from './action';
import type { ActorState } from './actorState';
import type { WorldConfig } from './config';
import { wakeWaiters } from './worker';

/**
 * The count-free reaper: every `reaper.everyMs` it runs `reap`, which puts every expired lease
 * back without counting a stall (so a poison job is never dead-lettered by it). Same millisecond
 * as the sweeper: the sweeper goes first.
 */
export function reaperAction(a: ActorState, config: WorldConfig): Action | null {
  const plan = config.reaper;
  const at = a.reaper.nextAtMs;
  if (!plan || at === null) return null;
  const input = plan.limit === undefined ? { at, op: 'reap' as const } : { at, op: 'reap' as const, limit: plan.limit };
  return { atMs: at, rank: RANK.reaper, input, cause: { actor: 'reaper', by: 'sim', why: 'beat' } };
}

/** After a reap: the next beat is one period later; each job put back (`recovered`: the fairness group of each, `null` for the queue's own lane) wakes a worker waiting on that lane. */
export function reaperReaped(a: ActorState, config: WorldConfig | null, recovered: readonly (string | null)[], nowMs: number): void {
  a.reaper.passes += 1;
  if (config?.reaper && a.reaper.nextAtMs !== null) a.reaper.nextAtMs += config.reaper.everyMs;
  wakeWaiters(a, config, recovered, nowMs);
}
