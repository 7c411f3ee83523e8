import type { Scenario, Step } from '../format/scenario';

/** Time passes and nothing else happens: the clock moves to `at` (ms after clockStartMs). */
export interface TickInput {
  at: number;
  op: 'tick';
}

/** Something the simulation is told to do: a scenario step, or a tick of the clock. */
export type Input = Step | TickInput;

/** The scenario fields every step needs: the queue, the clock origin, the defaults. */
export type ScenarioHeader = Omit<Scenario, 'steps'>;

/** The scenario header of a scenario. */
export function headerOf(scenario: Scenario): ScenarioHeader {
  const { steps: _steps, ...header } = scenario;
  return header;
}

/** A scenario made of a header and the inputs that are steps (ticks are implied by `at`). */
export function toScenario(header: ScenarioHeader, inputs: readonly Input[]): Scenario {
  return { ...header, steps: inputs.filter((i): i is Step => i.op !== 'tick') };
}

/**
 * Whether two inputs ask for the same thing (same op, time and fields). Inputs are plain JSON
 * written by one code path, so key order is stable and a string compare is exact. A store uses
 * it to tell a replayed step (move the cursor) from a new one (fork the future).
 */
export function sameInput(a: Input, b: Input): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
