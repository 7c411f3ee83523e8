import { applyInput } from '../engine/applyInput';
import { headerOf } from '../engine/input';
import { initialState } from '../engine/simState';
import type { Trace, TraceStep } from '../format/trace';
import type { Scenario } from '../format/scenario';

/**
 * The steps of a scenario's `emq-trace/1`, one at a time, from an empty keyspace: for each step
 * its `at`, `op`, reply and the whole keyspace after it (docs/scenario-format.md). Lazy, so a long trace can be
 * written out step by step instead of held whole.
 */
export function* traceSteps(scenario: Scenario): Generator<TraceStep> {
  const state = initialState(headerOf(scenario));
  for (const [index, step] of scenario.steps.entries()) {
    const event = applyInput(state, step, index);
    yield { at: step.at, op: step.op, reply: event.reply, keyspace: state.keyspace.dump() };
  }
}

/**
 * Runs a scenario from an empty keyspace and returns its `emq-trace/1` (`traceSteps`, collected).
 * Two implementations agree when their traces are equal as JSON; real Redis 7.0.15 produced the
 * traces in test/cases.
 */
export function runScenario(scenario: Scenario): Trace {
  return { format: 'emq-trace/1', steps: [...traceSteps(scenario)] };
}
