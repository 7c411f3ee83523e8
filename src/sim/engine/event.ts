import type { Fact } from '../events/facts';
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
 * The event type of an input from the facts its reply decoded to (`decodeFacts`): what happened,
 * not what was asked. A claim on an empty lane found nothing; an extend or complete answered -1
 * lost its lease (fenced); a verb whose script raised an error failed part-way (docs/model.md "Errors and no rollback").
 */
export function eventTypeFor(input: Input, facts: readonly Fact[]): EventType {
  for (const f of facts) {
    if (f.type === 'script/failed' || f.type === 'claim/foundNothing' || f.type === 'lease/lost' || f.type === 'complete/rejected') return f.type;
  }
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
 * What happened: input number `index` ran at server time `nowMs` (milliseconds since the epoch).
 * `facts` say what it did to the queue, decoded once from its reply (`decodeFacts`): read them,
 * never the reply. `reply` is the raw RESP-as-JSON answer, kept only to be shown as it came
 * (the command log, the trace); `calls` are the Redis commands it ran, each with its script line.
 */
export interface SimEvent {
  type: EventType;
  index: number;
  input: Input;
  nowMs: number;
  facts: Fact[];
  /** The raw reply, for display and the trace only. */
  reply: Reply;
  calls: RedisCall[];
}
