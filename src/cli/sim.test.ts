import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_CASES_DIR } from '../../test/sharedCases';

const ROOT = resolve(__dirname, '../..');

function sim(file: string) {
  return spawnSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'src/cli/sim.ts'), file], { encoding: 'utf8' });
}

describe('npm run sim', () => {
  it('prints the trace of a shared case, equal to the one Redis gave', () => {
    const r = sim(join(SHARED_CASES_DIR, 'seed-four-jobs.scenario.json'));
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(readFileSync(join(SHARED_CASES_DIR, 'seed-four-jobs.trace.json'), 'utf8')));
  });

  it('exits 2 with one line naming the step, the field and the problem, and no stack trace', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-'));
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ format: 'emq-scenario/1', name: 'x', queue: 'q', clockStartMs: 0, maxStalled: 3, leaseMs: 10, steps: [{ at: 0, op: 'complete', job: 'j' }] }));
    const r = sim(file);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toEqual([`sim: ${file}: step 0 (complete): field "token": is missing`]);
  });
});
