import type { Input } from '../engine/input';
import { workerInSlot, type ActorState } from './actorState';
import type { Cause } from './cause';
import type { WorldConfig } from './config';
import { jobId } from './producer';

/**
 * What a learner can do to a running world. Worker interventions name a slot (`w2`); `addJob`
 * enqueues the next job id (optionally a poison one); `markPoison` makes a job crash whichever
 * worker claims it from then on (a worker already running it is not affected).
 */
export type Intervention =
  | { kind: 'crash'; worker: string }
  | { kind: 'pause'; worker: string }
  | { kind: 'resume'; worker: string }
  | { kind: 'restart'; worker: string }
  | { kind: 'addJob'; poison?: boolean }
  | { kind: 'markPoison'; job: string };

/** Why `iv` cannot happen now (a sentence for a disabled button's title), or `null` when it can. */
export function cannotIntervene(a: ActorState, iv: Intervention): string | null {
  if (iv.kind === 'addJob') return null;
  if (iv.kind === 'markPoison') return a.poison.includes(iv.job) ? `${iv.job} is already poison.` : null;
  const w = workerInSlot(a, iv.worker);
  if (!w) return `There is no worker ${iv.worker}.`;
  switch (iv.kind) {
    case 'crash':
      return w.liveness === 'crashed' ? `${w.id} has already crashed.` : null;
    case 'pause':
      return w.liveness === 'alive' ? null : `${w.id} is ${w.liveness}, not running.`;
    case 'resume':
      return w.liveness === 'paused' ? null : `${w.id} is not paused.`;
    case 'restart':
      return w.liveness === 'crashed' ? null : `${w.id} has not crashed.`;
  }
}

/**
 * The input and cause that record intervention `iv` at offset `atMs` (milliseconds after
 * clockStartMs): a `crash` or `enqueue` step for what Redis sees (or would see: a crash writes
 * nothing, but the scenario format records it), a `tick` with a world fact for the rest.
 * Throws an Error with `cannotIntervene`'s sentence when it cannot happen.
 */
export function interventionInput(a: ActorState, config: WorldConfig, iv: Intervention, atMs: number): { input: Input; cause: Cause } {
  const problem = cannotIntervene(a, iv);
  if (problem) throw new Error(problem);
  const tick: Input = { at: atMs, op: 'tick' };
  switch (iv.kind) {
    case 'addJob': {
      const job = jobId(config.producer, a.seq + 1);
      const cause: Cause = { actor: 'learner', by: 'learner', why: 'added', job };
      if (iv.poison) cause.poison = true;
      return { input: { at: atMs, op: 'enqueue', job }, cause };
    }
    case 'markPoison':
      return { input: tick, cause: { actor: 'learner', by: 'learner', why: 'told', job: iv.job, fact: 'job/markedPoison' } };
    default: {
      const w = workerInSlot(a, iv.worker)!;
      const base: Cause = { actor: w.id, by: 'learner', why: 'told', slot: w.slot, job: w.job?.id };
      switch (iv.kind) {
        case 'crash':
          return { input: { at: atMs, op: 'crash', worker: w.id }, cause: base };
        case 'pause':
          return { input: tick, cause: { ...base, fact: 'worker/paused' } };
        case 'resume':
          return { input: tick, cause: { ...base, fact: 'worker/resumed', ms: atMs - w.pausedAtMs! } };
        case 'restart':
          return { input: tick, cause: { ...base, actor: `${w.slot}.${w.incarnation + 1}`, why: 'restart', fact: 'worker/restarted' } };
      }
    }
  }
}
