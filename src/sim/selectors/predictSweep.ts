import type { SimState } from '../engine/simState';
import { decodeFacts } from '../events/decodeFacts';
import { invocationFor } from '../queue/invocation';
import type { SweepOutcome } from '../queue/sweep';
import { runVerb, type VerbResult } from '../queue/verbs';

/** What the next sweep would do to each job it reads, keyed by job id. */
export interface SweepPrediction {
  /** The server time the sweep would run at (milliseconds since the epoch). */
  nowMs: number;
  outcomes: Record<string, { outcome: SweepOutcome; stalled: number }>;
  result: VerbResult;
}

/**
 * Runs the sweep on a copy of the keyspace at server time `nowMs` and reports its outcomes, so
 * a prediction is the sweep itself, never a second set of rules. `maxStalled` defaults to the
 * scenario's. The state is not changed.
 */
export function predictSweep(state: SimState, nowMs = state.nowMs, maxStalled?: number, limit?: number): SweepPrediction {
  const copy = state.keyspace.clone();
  const step = { at: nowMs - state.header.clockStartMs, op: 'sweep' as const, maxStalled, limit };
  const result = runVerb(copy, invocationFor(step, state.header)!, nowMs);
  // No prototype: a job named `constructor` must not find Object's in a lookup.
  const outcomes: SweepPrediction['outcomes'] = Object.create(null);
  for (const f of decodeFacts(step, result.reply, copy, state.header.queue)) {
    if (f.type === 'job/recovered') outcomes[f.jobId] = { outcome: 'recovered', stalled: f.stallCount };
    else if (f.type === 'job/deadLettered') outcomes[f.jobId] = { outcome: 'dead', stalled: f.stallCount };
    else if (f.type === 'job/orphanDropped') outcomes[f.jobId] = { outcome: 'orphan', stalled: 0 };
  }
  return { nowMs, outcomes, result };
}
