import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../sim/scenario/parseScenario';
import { runScenario } from '../../../sim/scenario/runScenario';
import { buildLeaseRun, buildListRun, LEASE_HEADER, LIST_HEADER, LIST_LINES, listScenario, type ListStep } from './listPattern';

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
    expect([moved.at, moved.reply]).toEqual([90_000, 'm1']);
    expect(moved.flags[0]!.text).toContain('W1');
  });

  it('the dead worker\'s message comes back only at 90 s, three beats after the crash', () => {
    const run = buildListRun();
    const back = run.find((s) => s.actor === 'reaper' && s.step.op === 'redis' && s.step.command[0] === 'LMOVE' && s.reply === 'm2')!;
    expect([back.at, back.reply, back.flags]).toEqual([90_000, 'm2', []]);
  });

  it('the reaper loses track of ages: keyed by message, a fresh delivery of m2 looks 90 s old', () => {
    const run = buildListRun();
    const confused = run.find((s) => s.flags.some((f) => f.kind === 'age-confused'))!;
    expect([confused.at, confused.reply]).toEqual([120_000, 'm2']);
    expect(confused.memory!.m2).toBe(30_000);
    expect(confused.flags.find((f) => f.kind === 'age-confused')!.text).toMatch(/only 29\.5 s ago/);
  });

  it('a done worker\'s LREM removes another worker\'s identical entry', () => {
    const run = buildListRun();
    const lrem = run.find((s) => s.step.op === 'redis' && s.step.command[0] === 'LREM')!;
    expect(lrem.reply).toBe(1);
    expect(lrem.flags.map((f) => f.kind)).toEqual(['wrong-entry-removed']);
    expect(lrem.keyspace.processing).toEqual({ type: 'list', value: ['m2'] });
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

  it('the lease set, for the same crash, recovers m2 at the first sweep after its deadline and never touches the slow worker\'s m1', () => {
    const run = buildLeaseRun();
    const sweeps = run.filter((s) => s.step.op === 'sweep');
    expect(sweeps.map((s) => [s.at, s.reply])).toEqual([[30_000, []], [60_000, [['m2', 'recovered', 1]]], [90_000, []], [120_000, []]]);
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
    expect(steps.some((s) => s.step.op === 'complete' && s.actor === 'W1' && s.at < last.at)).toBe(true);
    expect(last.frame.narration).not.toContain('W1');
    expect(last.frame.narration).toBe("The sweep finds no expired lease: W3's lease on m2 is still live, so nothing moves.");
  });

  it('gives each worker the same message on both sides; the copy of W1’s live m1 the list pattern hands W4, the lease set refuses', () => {
    /** Worker → the messages it was handed, in order: an LMOVE from work (list side), a claim (lease side). */
    const takes = (run: readonly ListStep[]) => {
      const out = new Map<string, string[]>();
      for (const s of run) {
        const got =
          s.step.op === 'redis' ? (s.step.command[0] === 'LMOVE' && s.step.command[1] === 'work' && typeof s.reply === 'string' ? s.reply : null)
          : s.step.op === 'claim' && Array.isArray(s.reply) ? String(s.reply[0])
          : null;
        if (got !== null) out.set(s.actor, [...(out.get(s.actor) ?? []), got]);
      }
      return out;
    };
    const list = buildListRun();
    const lease = buildLeaseRun();
    const onList = takes(list);
    const onLease = takes(lease);
    expect([...onLease.keys()]).toEqual(['W1', 'W2', 'W3']);
    for (const [worker, msgs] of onLease) expect(onList.get(worker), worker).toEqual(msgs);
    // The one difference is the list pattern's duplicate: W4 gets a copy of m1 while W1, alive, still runs it.
    expect([...onList].filter(([w]) => !onLease.has(w))).toEqual([['W4', ['m1']]]);
    expect(list.find((s) => s.actor === 'W4')!.frame.narration).toBe('W4 takes m1, which W1 is still running: the same message now runs twice.');
    expect(lease.find((s) => s.actor === 'W4')!.frame.narration).toMatch(/^W4 asks for a job, but pending is empty: m1 is W1's/);
  });
});
