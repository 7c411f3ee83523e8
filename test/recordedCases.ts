import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Trace } from '../src/sim/format/trace';

/**
 * `test/cases`: scenarios, each with the `emq-trace/1` trace that redis-server 7.0.15 produced when
 * it ran them. They are recorded facts, copied in as they were made: never edited by hand
 * (docs/scenario-format.md, "Recorded cases").
 */
export const CASES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), 'cases');

/** One recorded case: its name (the file name without `.scenario.json`), the scenario file's text and the trace Redis gave. */
export interface RecordedCase {
  name: string;
  scenarioText: string;
  expected: Trace;
}

/** Every recorded case in `dir` (default `test/cases`), sorted by name (node only: tests and scripts). Throws if a trace is missing. */
export function loadRecordedCases(dir = CASES_DIR): RecordedCase[] {
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
