import { decodeFacts } from '../events/decodeFacts';
import { invocationFor } from '../queue/invocation';
import { runVerb } from '../queue/verbs';
import type { Reply } from '../format/reply';
import type { RedisCall } from '../queue/scriptContext';
import { eventTypeFor, type SimEvent } from './event';
import type { Input } from './input';
import type { SimState } from './simState';

/**
 * Runs one input on `state` (mutating it) and returns the event that records it. The server
 * clock becomes `clockStartMs + input.at` first; verbs run their script (docs/model.md "The verbs"),
 * `redis` runs one raw command (an error becomes `{ error }`), `crash` marks the worker dead
 * and writes nothing, `tick` only moves the clock. A clock never runs backwards: an input whose
 * time is earlier than the clock runs at the clock's time. The reply is decoded into the
 * event's facts here, once (`decodeFacts`).
 */
export function applyInput(state: SimState, input: Input, index: number): SimEvent {
  state.nowMs = Math.max(state.nowMs, state.header.clockStartMs + input.at);
  const { reply, calls } = run(state, input);
  const facts = decodeFacts(input, reply, state.keyspace, state.header.queue);
  return { type: eventTypeFor(input, facts), index, input, nowMs: state.nowMs, facts, reply, calls };
}

function run(state: SimState, input: Input): { reply: Reply; calls: RedisCall[] } {
  switch (input.op) {
    case 'tick':
      return { reply: null, calls: [] };
    case 'crash':
      if (!state.crashed.includes(input.worker)) state.crashed = [...state.crashed, input.worker];
      return { reply: null, calls: [] };
    case 'redis': {
      const reply = state.keyspace.tryCall(input.command, state.nowMs);
      return { reply, calls: [{ argv: input.command.slice(), reply, line: 0 }] };
    }
    default:
      return runVerb(state.keyspace, invocationFor(input, state.header)!, state.nowMs);
  }
}
