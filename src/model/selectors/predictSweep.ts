import type { SimState } from '../../sim/engine/simState';
import { decodeFacts } from '../../sim/events/decodeFacts';
import { invocationFor } from '../../sim/queue/invocation';
import { queueKeys } from '../../sim/queue/keys';
import type { SweepOutcome } from '../../sim/queue/sweep';
import { runVerb, type VerbResult } from '../../sim/queue/verbs';

/** What the next sweep would do to each job it reads, keyed by job id. */
export interface SweepPrediction {
  /** The server time the sweep would run at (milliseconds since the epoch). */
  nowMs: number;
  /** The maxStalled the sweep counts against (the step's, else the scenario's). */
  maxStalled: number;
  /** The sweep's LIMIT (how many expired ids it reads at most), or null for none. */
  limit: number | null;
  /** Per job: the outcome, the stall count after it, and the group lane key a recovered grouped job goes to (null: the shared pending lane, or no recovery). */
  outcomes: Record<string, { outcome: SweepOutcome; stalled: number; lane: string | null }>;
  result: VerbResult;
}

/**
 * Runs the sweep on a copy of the keyspace at server time `nowMs` and reports its outcomes, so
 * a prediction is the sweep itself, never a second set of rules. `maxStalled` defaults to the
 * scenario's; `limit` is the sweep's LIMIT (absent: none), so a job it leaves expired in active is
 * told from a live one (docs/model.md "The verbs", sweep). The state is not changed.
 */
export function predictSweep(state: SimState, nowMs = state.nowMs, maxStalled?: number, limit?: number): SweepPrediction {
  const copy = state.keyspace.clone();
  const step = { at: nowMs - state.header.clockStartMs, op: 'sweep' as const, maxStalled, limit };
  const result = runVerb(copy, invocationFor(step, state.header)!, nowMs);
  // No prototype: a job named `constructor` must not find Object's in a lookup.
  const outcomes: SweepPrediction['outcomes'] = Object.create(null);
  const shared = queueKeys(state.header.queue).pending;
  for (const f of decodeFacts(step, result.reply, copy, state.header.queue)) {
    if (f.type === 'job/recovered') outcomes[f.jobId] = { outcome: 'recovered', stalled: f.stallCount, lane: f.lane === shared ? null : f.lane };
    else if (f.type === 'job/deadLettered') outcomes[f.jobId] = { outcome: 'dead', stalled: f.stallCount, lane: null };
    else if (f.type === 'job/orphanDropped') outcomes[f.jobId] = { outcome: 'orphan', stalled: 0, lane: null };
  }
  return { nowMs, maxStalled: maxStalled ?? state.header.maxStalled, limit: limit ?? null, outcomes, result };
}
