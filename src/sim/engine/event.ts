import type { Reply } from '../redis/reply';
import type { RedisCall } from '../queue/scriptContext';
import type { Input } from './input';

/** Past-tense names of what happened, one per kind of input. */
export type EventType =
  | 'job/enqueued'
  | 'job/claimed'
  | 'lease/extended'
  | 'job/completed'
  | 'sweep/ran'
  | 'reap/ran'
  | 'worker/crashed'
  | 'command/ran'
  | 'clock/advanced';

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
