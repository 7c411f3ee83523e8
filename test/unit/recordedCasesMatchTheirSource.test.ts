import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASES_DIR } from '../recordedCases';

/**
 * The recorded cases were copied into test/cases from the team's shared folder, which sits beside
 * the team's own checkout (and beside CI's). Where it is there, the copies must be byte for byte the
 * originals: they are facts produced by redis-server 7.0.15, never edited. A clone with nothing
 * beside it has no original to compare with, and this test says so by skipping.
 */
const SOURCE_DIR = resolve(CASES_DIR, '../../../shared/cases');
const hasSource = existsSync(SOURCE_DIR);

describe('the recorded cases in test/cases', () => {
  it.skipIf(!hasSource)('are byte-identical to ../shared/cases beside the checkout (skipped: no ../shared/cases here)', () => {
    const here = readdirSync(CASES_DIR).sort();
    const there = readdirSync(SOURCE_DIR).sort();
    expect(here).toEqual(there);
    for (const name of there) {
      const same = readFileSync(join(CASES_DIR, name)).equals(readFileSync(join(SOURCE_DIR, name)));
      expect(same, `${name} differs from its original`).toBe(true);
    }
  });

  it('hold every scenario with its trace, fourteen pairs at least', () => {
    const names = readdirSync(CASES_DIR);
    const scenarios = names.filter((n) => n.endsWith('.scenario.json'));
    expect(scenarios.length).toBeGreaterThanOrEqual(14);
    for (const s of scenarios) expect(names, `${s} has no trace`).toContain(s.replace('.scenario.json', '.trace.json'));
  });
});
