import type { SimEvent } from '../engine/event';
import { factOf, factsOf } from '../events/facts';
import type { Input } from '../engine/input';
import { queueKeys } from '../queue/keys';
import { newWorker, type ActorState, type WorkerState } from './actorState';
import type { Cause } from './cause';
import type { WorldConfig } from './config';
import { producerEnqueued } from './producer';
import { reaperReaped } from './reaper';
import { sweeperSwept } from './sweeper';
import {
  wakeWaiters, workerById, workerByToken, workerClaimed, workerCompleted, workerCrashed, workerExtended,
  workerPaused, workerRestarted, workerResumed,
} from './worker';

/**
 * The actors learn what happened: `input` ran as `event` (server clock `event.nowMs`, so the
 * offset is `event.nowMs - clockStartMs`), for the reason `cause`. This is the
 * only function that changes actor state after the start, so replaying it over stored entries
 * from a checkpoint rebuilds the actor state at any cursor. It mutates `a`.
 *
 * `config` is `null` for a file replayed as is: workers are then only observed (who holds what,
 * who crashed), with nothing planned and nothing drawn; an unknown worker id gets a slot of its own.
 */
export function react(a: ActorState, config: WorldConfig | null, clockStartMs: number, input: Input, event: SimEvent, cause: Cause): void {
  // Actors keep time as offsets from clockStartMs, like a step's `at`.
  const nowMs = event.nowMs - clockStartMs;
  if (cause.by === 'story') a.story += 1;
  switch (input.op) {
    case 'enqueue':
      if (config && cause.actor === 'producer') producerEnqueued(a, config, input.job);
      a.seq += 1;
      if (cause.poison && !a.poison.includes(input.job)) a.poison.push(input.job);
      {
        const added = factOf(event.facts, 'job/enqueued');
        if (added) wakeWaiters(a, config, [added.group], nowMs);
      }
      return;
    case 'claim':
      workerClaimed(a, config, workerFor(a, input.worker), factOf(event.facts, 'job/claimed') ?? null, nowMs);
      return;
    case 'extend': {
      const w = workerByToken(a, input.token);
      if (w) workerExtended(config, w, factOf(event.facts, 'lease/extended')?.deadlineMs ?? null, nowMs);
      return;
    }
    case 'complete': {
      const w = workerByToken(a, input.token);
      if (w) workerCompleted(config, w, factOf(event.facts, 'job/completed') !== undefined, nowMs);
      return;
    }
    case 'sweep':
      sweeperSwept(a, config, recoveredGroups(event, config), nowMs);
      return;
    case 'reap':
      reaperReaped(a, config, recoveredGroups(event, config), nowMs);
      return;
    case 'crash':
      workerCrashed(a, config, workerFor(a, input.worker), nowMs);
      return;
    case 'redis':
      return;
    case 'tick':
      tick(a, cause, nowMs);
  }
}

/** The fairness group of each job a scan put back (`null`: the queue's own lane), from the lane its fact names. */
function recoveredGroups(event: SimEvent, config: WorldConfig | null): (string | null)[] {
  if (!config) return [];
  const k = queueKeys(config.header.queue);
  const head = `${k.prefix}g:`;
  return factsOf(event.facts, 'job/recovered').map((f) =>
    f.lane.startsWith(head) && f.lane.endsWith(':pending') ? f.lane.slice(head.length, -':pending'.length) : null,
  );
}

function tick(a: ActorState, cause: Cause, nowMs: number): void {
  if (cause.fact === 'job/markedPoison') {
    if (cause.job && !a.poison.includes(cause.job)) a.poison.push(cause.job);
    return;
  }
  const w = cause.slot === undefined ? undefined : a.workers.find((x) => x.slot === cause.slot);
  if (!w) return;
  switch (cause.fact) {
    case 'worker/paused':
      // A random pause (by the simulation) ends on its own; a story's or learner's only when resumed.
      workerPaused(a, w, nowMs, cause.by === 'sim' ? cause.ms ?? 0 : null);
      return;
    case 'worker/resumed':
      workerResumed(w, nowMs);
      return;
    case 'worker/restarted':
      workerRestarted(a, w, nowMs);
  }
}

function workerFor(a: ActorState, id: string): WorkerState {
  const known = workerById(a, id);
  if (known) return known;
  // A replayed file may name any worker: give it a slot of its own, in order of appearance.
  const w = newWorker(id, 1, null, 'start');
  a.workers.push(w);
  return w;
}
