import { runFromScenario, type Run } from '../actors/run';
import { toScenario } from '../engine/input';
import { parseScenario } from './parseScenario';
import type { Scenario } from './types';

/**
 * A run as an `emq-scenario/1` (SCENARIO.md): its header and every step, in order, with `tick`s
 * dropped (they only move the clock, and each step carries its own `at`). The world facts those
 * ticks record (pauses, restarts, poison marks) never reach Redis, so replaying the export gives
 * the same replies and keyspaces as the run.
 */
export function exportRun(run: Run): Scenario {
  return toScenario(run.timeline.header, run.timeline.inputs);
}

/**
 * The scenario's JSON text: the header one field a line, then one step a line, so a long export
 * stays readable and diffs line by line. `parseScenario` reads it back unchanged.
 */
export function formatScenario(s: Scenario): string {
  const { steps, ...header } = s;
  const head = Object.entries(header).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`);
  const body = steps.map((step, i) => `    ${JSON.stringify(step)}${i === steps.length - 1 ? '' : ','}`);
  return ['{', ...head, steps.length ? '  "steps": [' : '  "steps": []', ...(steps.length ? [...body, '  ]'] : []), '}', ''].join('\n');
}

/** A download name for the scenario: `the-busy-hour-1-000-jobs-20-workers.scenario.json`. */
export function scenarioFileName(s: Scenario): string {
  const slug = s.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80).replace(/-+$/, '');
  return `${slug || 'run'}.scenario.json`;
}

/**
 * Reads an `emq-scenario/1` file into a run that replays its steps as they are (no actors plan a
 * future; the workers it names are observed). Throws `ScenarioError` with `parseScenario`'s
 * one-line message naming the step and field when the file is not a valid scenario.
 */
export function importRun(text: string): Run {
  return runFromScenario(parseScenario(text));
}
