import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Trace } from '../../src/sim/scenario/trace';
import type { Scenario } from '../../src/sim/scenario/types';

/**
 * Where the reference cases live: `$EMQ_CASES_DIR`, else `../shared/cases` beside the checkout
 * (the layout of the workplace and of CI).
 */
export const CASES_DIR = process.env.EMQ_CASES_DIR ?? join(new URL('../../', import.meta.url).pathname, '..', 'shared', 'cases');

/** One reference case: a scenario and the trace redis-server 7.0.15 produced for it. */
export interface Case {
  name: string;
  scenarioText: string;
  scenario: Scenario;
  expected: Trace;
}

/** Every `<name>.scenario.json` with its `<name>.trace.json`, sorted by name. Throws if a trace is missing. */
export function loadCases(dir: string = CASES_DIR): Case[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.scenario.json'))
    .sort()
    .map((f) => {
      const name = f.slice(0, -'.scenario.json'.length);
      const scenarioText = readFileSync(join(dir, f), 'utf8');
      return {
        name,
        scenarioText,
        scenario: JSON.parse(scenarioText) as Scenario,
        expected: JSON.parse(readFileSync(join(dir, `${name}.trace.json`), 'utf8')) as Trace,
      };
    });
}
