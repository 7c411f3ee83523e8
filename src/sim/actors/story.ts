import { queueKeys } from '../queue/keys';
import type { Input } from '../engine/input';
import { RANK, type Action } from './action';
import { workerInSlot, type ActorState } from './actorState';
import type { Cause } from './cause';
import type { WorldConfig } from './config';

/**
 * A preset's planned faults (`config.story`), each at its fixed time, before any other actor
 * acting in the same millisecond. A fault that no longer applies (the learner crashed that worker
 * first, say) still happens as a `tick` that changes nothing, so that the story's place is
 * recorded in the run like every other step of it.
 */
export function storyAction(a: ActorState, config: WorldConfig): Action | null {
  const fault = config.story[a.story];
  if (!fault) return null;
  if (fault.kind === 'deleteJob') {
    const at = fault.atMs;
    const command = ['DEL', queueKeys(config.header.queue).job(fault.job)];
    return { atMs: at, rank: RANK.story, input: { at, op: 'redis', command }, cause: { actor: 'operator', by: 'story', why: 'told', job: fault.job } };
  }
  const w = workerInSlot(a, fault.worker);
  const at = fault.atMs;
  const base: Cause = { actor: w?.id ?? fault.worker, by: 'story', why: 'told', slot: fault.worker, job: w?.job?.id };
  const noop = (): Action => ({ atMs: at, rank: RANK.story, input: { at, op: 'tick' }, cause: base });
  if (!w) return noop();
  let input: Input | null = null;
  let cause = base;
  if (fault.kind === 'crash' && w.liveness !== 'crashed') input = { at, op: 'crash', worker: w.id };
  if (fault.kind === 'pause' && w.liveness === 'alive') [input, cause] = [{ at, op: 'tick' }, { ...base, fact: 'worker/paused' }];
  if (fault.kind === 'resume' && w.liveness === 'paused') {
    [input, cause] = [{ at, op: 'tick' }, { ...base, fact: 'worker/resumed', ms: at - w.pausedAtMs! }];
  }
  return input ? { atMs: at, rank: RANK.story, input, cause } : noop();
}
