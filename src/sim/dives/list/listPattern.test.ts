import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../scenario/parseScenario';
import { runScenario } from '../../scenario/runScenario';
import { buildLeaseRun, buildListRun, LEASE_HEADER, LIST_HEADER, LIST_LINES, listScenario } from './listPattern';

const TEXT = readFileSync(new URL('./listReaper.txt', import.meta.url), 'utf8').split('\n');

describe('the list pattern', () => {
  it('every line the model lights holds what it claims', () => {
    expect(TEXT[LIST_LINES.take - 1]).toContain('LMOVE work processing RIGHT LEFT');
    expect(TEXT[LIST_LINES.handle - 1]).toContain('handle(msg)');
    expect(TEXT[LIST_LINES.done - 1]).toContain('LREM processing 1 msg');
    expect(TEXT[LIST_LINES.read - 1]).toContain('LRANGE processing 0 -1');
    expect(TEXT[LIST_LINES.remember - 1]).toContain('first_seen[m]');
    expect(TEXT[LIST_LINES.judge - 1]).toContain('now - first_seen[m] >= 60 s');
    expect(TEXT[LIST_LINES.move - 1]).toContain('LMOVE processing work RIGHT RIGHT');
  });

  it('the reaper moves a live message whose worker is only slow', () => {
    const run = buildListRun();
    const moved = run.find((s) => s.flags.some((f) => f.kind === 'live-moved'))!;
    expect([moved.at, moved.reply]).toEqual([90_000, 'm2']);
    expect(moved.flags[0]!.text).toContain('W2');
  });

  it('the dead worker\'s message comes back only after 90 s, three beats after the crash', () => {
    const run = buildListRun();
    const first = run.find((s) => s.actor === 'reaper' && s.step.op === 'redis' && s.step.command[0] === 'LMOVE')!;
    expect([first.at, first.reply, first.flags]).toEqual([90_000, 'm1', []]);
  });

  it('the reaper loses track of ages: keyed by message, a fresh delivery of m1 looks 90 s old', () => {
    const run = buildListRun();
    const confused = run.find((s) => s.flags.some((f) => f.kind === 'age-confused'))!;
    expect([confused.at, confused.reply]).toEqual([120_000, 'm1']);
    expect(confused.memory!.m1).toBe(30_000);
    expect(confused.flags.find((f) => f.kind === 'age-confused')!.text).toMatch(/only 29\.0 s ago/);
  });

  it('a done worker\'s LREM removes another worker\'s identical entry', () => {
    const run = buildListRun();
    const lrem = run.find((s) => s.step.op === 'redis' && s.step.command[0] === 'LREM')!;
    expect(lrem.reply).toBe(1);
    expect(lrem.flags.map((f) => f.kind)).toEqual(['wrong-entry-removed']);
    expect(lrem.keyspace.processing).toEqual({ type: 'list', value: ['m1'] });
  });

  it('the ground truth beside Redis always lists exactly the entries of processing', () => {
    for (const s of buildListRun()) {
      const list = s.keyspace.processing?.type === 'list' ? s.keyspace.processing.value : [];
      expect(s.holders!.map((h) => h.msg), `at ${s.at}`).toEqual(list);
    }
  });

  it('every list command is a raw command, so the exported run replays through runScenario with the same replies', () => {
    const run = buildListRun();
    const trace = runScenario(parseScenario(JSON.stringify(listScenario(run, LIST_HEADER))));
    expect(trace.steps.map((s) => s.reply)).toEqual(run.map((s) => s.reply));
    expect(trace.steps.map((s) => s.keyspace)).toEqual(run.map((s) => s.keyspace));
  });

  it('the lease set, for the same crash, recovers m1 at 30 s and never touches the slow worker\'s m2', () => {
    const run = buildLeaseRun();
    const sweeps = run.filter((s) => s.step.op === 'sweep');
    expect(sweeps.map((s) => [s.at, s.reply])).toEqual([[30_000, [['m1', 'recovered', 1]]], [60_000, []], [90_000, []], [120_000, []]]);
    expect(run.find((s) => s.step.op === 'complete')!.reply).toBe(1);
    expect(runScenario(listScenario(run, LEASE_HEADER)).steps.map((s) => s.reply)).toEqual(run.map((s) => s.reply));
  });

  it('gives one sentence per step on both sides', () => {
    for (const s of [...buildListRun(), ...buildLeaseRun()]) expect(s.frame.narration).toMatch(/^[A-Zm][^]*[.]$/);
  });

  it('never narrates a worker that has completed as still holding its lease: the last sweep names only the live leases', () => {
    const steps = buildLeaseRun();
    const last = steps[steps.length - 1]!;
    expect(last.step.op).toBe('sweep');
    expect(steps.some((s) => s.step.op === 'complete' && s.actor === 'W2' && s.at < last.at)).toBe(true);
    expect(last.frame.narration).not.toContain('W2');
    expect(last.frame.narration).toBe("The sweep finds no expired lease: W3's lease on m1 and W4's lease on m3 are still live, so nothing moves.");
  });
});
