import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Trace } from '../src/sim/format/trace';

/** `../shared/cases` beside the repository: scenarios with the trace real Redis 7.0.15 gave. */
export const SHARED_CASES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../shared/cases');

/** One shared case: its name, the scenario file's text and the expected trace. */
export interface SharedCase {
  name: string;
  scenarioText: string;
  expected: Trace;
}

/** Every case in `../shared/cases` (node only: tests and scripts). Throws if the folder is missing. */
export function loadSharedCases(dir = SHARED_CASES_DIR): SharedCase[] {
  if (!existsSync(dir)) throw new Error(`no shared cases at ${dir}: the checkout needs ../shared beside it`);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.scenario.json'))
    .sort()
    .map((f) => {
      const name = f.replace(/\.scenario\.json$/, '');
      return {
        name,
        scenarioText: readFileSync(join(dir, f), 'utf8'),
        expected: JSON.parse(readFileSync(join(dir, `${name}.trace.json`), 'utf8')) as Trace,
      };
    });
}
