import type { Reply } from '../format/reply';
import type { RedisCall } from '../queue/scriptContext';
import type { Input } from './input';

/** Past-tense names of what happened, one per kind of input. */
export type EventType =
  | 'job/enqueued'
  | 'job/claimed'
  | 'claim/foundNothing'
  | 'lease/extended'
  | 'lease/lost'
  | 'job/completed'
  | 'complete/rejected'
  | 'script/failed'
  | 'sweep/ran'
  | 'reap/ran'
  | 'worker/crashed'
  | 'command/ran'
  | 'clock/advanced';

/**
 * The event type of an input that ran with `reply`: what happened, not what was asked. A claim
 * on an empty lane found nothing; an extend or complete answered -1 lost its lease (fenced); a
 * verb whose script raised an error failed part-way (MODEL.md: no rollback).
 */
export function eventTypeFor(input: Input, reply: Reply): EventType {
  if (reply !== null && typeof reply === 'object' && !Array.isArray(reply) && input.op !== 'redis') return 'script/failed';
  if (input.op === 'claim' && reply === null) return 'claim/foundNothing';
  if (input.op === 'extend' && reply === -1) return 'lease/lost';
  if (input.op === 'complete' && reply === -1) return 'complete/rejected';
  return EVENT_TYPE[input.op];
}

/** The event type of each kind of input when it does what it asked. */
export const EVENT_TYPE: Record<Input['op'], EventType> = {
  enqueue: 'job/enqueued',
  claim: 'job/claimed',
  extend: 'lease/extended',
  complete: 'job/completed',
  sweep: 'sweep/ran',
  reap: 'reap/ran',
  crash: 'worker/crashed',
  redis: 'command/ran',
  tick: 'clock/advanced',
};

/**
 * A fact: input number `index` ran at server time `nowMs` (milliseconds since the epoch) and
 * replied `reply`, running `calls` (the Redis commands, each with its script line). A reply of
 * -1 from extend or complete means the lease was lost; `null` from claim, an empty lane.
 */
export interface SimEvent {
  type: EventType;
  index: number;
  input: Input;
  nowMs: number;
  reply: Reply;
  calls: RedisCall[];
}
