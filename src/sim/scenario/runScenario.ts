import { applyInput } from '../engine/applyInput';
import { headerOf } from '../engine/input';
import { initialState } from '../engine/simState';
import type { Trace } from '../format/trace';
import type { Scenario } from '../format/scenario';

/**
 * Runs a scenario from an empty keyspace and returns its `emq-trace/1`: for each step its
 * `at`, `op`, reply and the whole keyspace after it (SCENARIO.md). Two implementations agree
 * when their traces are equal as JSON; real Redis 7.0.15 produced the traces in shared/cases.
 */
export function runScenario(scenario: Scenario): Trace {
  const state = initialState(headerOf(scenario));
  const steps = scenario.steps.map((step, index) => {
    const event = applyInput(state, step, index);
    return { at: step.at, op: step.op, reply: event.reply, keyspace: state.keyspace.dump() };
  });
  return { format: 'emq-trace/1', steps };
}
