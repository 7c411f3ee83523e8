import { describe, expect, it } from 'vitest';
import { entryType } from '../../sim/actors/cause';
import { generateRun, type Run } from '../../sim/actors/run';
import { stateAt } from '../../sim/timeline/timeline';
import { narrate } from '../narration/narrate';
import { selectPendingLanes } from '../selectors/runView';
import { worldPreset } from './worldPresets';

function runOf(id: string): Run {
  const p = worldPreset(id)!;
  return generateRun(p.config(p.defaultSeed));
}

/** `at type actor` per event, as the golden stories of worldPresets.test.ts. */
const story = (run: Run) => run.timeline.events.map((e, i) => `${e.input.at} ${entryType(e.type, run.causes[i])} ${run.causes[i]!.actor}`);
const sayAt = (run: Run, i: number) => narrate(run.timeline.events[i]!, run.causes[i], run.timeline.header);
const indexOf = (run: Run, at: number, type: string) => run.timeline.events.findIndex((e, i) => e.input.at === at && entryType(e.type, run.causes[i]) === type);

describe('the group lanes preset', () => {
  const run = runOf('group-lanes');
  const sweep = indexOf(run, 15_000, 'sweep/ran');

  it("puts the crashed worker's grouped job back in its group's lane, where a worker of that group claims it", () => {
    expect(run.timeline.events[sweep]!.reply).toEqual([['cmd-001', 'recovered', 1]]);
    expect(run.timeline.events[sweep]!.facts).toContainEqual({ type: 'job/recovered', jobId: 'cmd-001', lane: 'emq:{chat.commands}:g:tenant-7:pending', stallCount: 1, by: 'sweep' });
    const next = run.timeline.events[sweep + 1]!;
    expect(next.input).toEqual({ at: 15_000, op: 'claim', worker: 'w3', group: 'tenant-7' });
    expect(next.reply).toEqual(['cmd-001', 'w3:2', 1767225625000]);
    expect(story(run)).toContain('21000 job/completed w3');
    // w2 claims only from the shared lane: it never gets a tenant-7 job.
    expect(run.timeline.events.filter((e) => e.type === 'job/claimed' && e.input.op === 'claim' && e.input.worker === 'w2').map((e) => (e.reply as string[])[0])).toEqual(['cmd-002']);
  });

  it("draws the recovered job in tenant-7's own lane right after the sweep, and the shared lane empty", () => {
    const lanes = selectPendingLanes(stateAt(run.timeline, sweep + 1), 4, ['tenant-7', null, 'tenant-7']);
    expect(lanes).toEqual([
      { key: 'emq:{chat.commands}:pending', group: null, size: 0, first: [] },
      { key: 'emq:{chat.commands}:g:tenant-7:pending', group: 'tenant-7', size: 1, first: ['cmd-001'] },
    ]);
  });

  it("narrates the recovery into the group's lane", () => {
    expect(sayAt(run, sweep)).toBe(
      "The sweep found 1 expired lease (deadline at or before now) and put cmd-001 back in its group's own lane emq:{chat.commands}:g:tenant-7:pending, not the shared pending lane (stall 1 of 3).",
    );
  });
});

describe('the late heartbeat preset', () => {
  const run = runOf('late-heartbeat');

  it("fences the paused worker's extend after the sweep took its lease: -1, and it drops the job", () => {
    const lost = indexOf(run, 17_000, 'lease/lost');
    expect(lost).toBeGreaterThan(indexOf(run, 15_000, 'sweep/ran'));
    const e = run.timeline.events[lost]!;
    expect(e.input).toMatchObject({ op: 'extend', job: 'rep-001', token: 'w1:1' });
    expect(e.reply).toBe(-1);
    expect(sayAt(run, lost)).toBe('w1 tried to extend rep-001 but got -1: a sweep already took the expired lease and deleted token w1:1, so w1 is fenced and drops the job.');
    expect(story(run)).toContain('45000 job/completed w2');
    expect(story(run).filter((s) => s.endsWith('job/completed w1'))).toEqual([]);
  });
});

describe('the backlog preset', () => {
  const run = runOf('backlog');
  const first = indexOf(run, 10_000, 'sweep/ran');
  const second = indexOf(run, 15_000, 'sweep/ran');

  it('sweeps six expired leases in batches of LIMIT 4: four, then the rest', () => {
    expect(run.timeline.events[first]!.input).toMatchObject({ op: 'sweep', limit: 4 });
    expect(run.timeline.events[first]!.reply).toEqual([['job-01', 'recovered', 1], ['job-02', 'recovered', 1], ['job-03', 'recovered', 1], ['job-04', 'recovered', 1]]);
    expect(run.timeline.events[second]!.reply).toEqual([['job-05', 'recovered', 1], ['job-06', 'orphan', 0]]);
    expect(sayAt(run, first)).toContain('It read at most 4 ids (ZRANGEBYSCORE with LIMIT 0 4), so any further expired lease stays in active until the next sweep takes the rest.');
  });

  it('drops the deleted job as an orphan and writes no ghost hash for it', () => {
    const del = indexOf(run, 6000, 'command/ran');
    expect(run.timeline.events[del]!.input).toEqual({ at: 6000, op: 'redis', command: ['DEL', 'emq:{mail.send}:job:job-06'] });
    expect(sayAt(run, del)).toBe('An operator deleted job-06\'s job hash (DEL emq:{mail.send}:job:job-06 → 1) while its id was still in active: the next sweep will find an orphan.');
    const after = stateAt(run.timeline, second + 1).keyspace;
    expect(after.type('emq:{mail.send}:job:job-06')).toBe('none');
    expect(after.zscore('emq:{mail.send}:active', 'job-06')).toBeNull();
    expect(sayAt(run, second)).toContain('dropped job-06 whose job hash is gone: ZREM took the id out of active and nothing else was written, so no ghost hash appears');
    expect(stateAt(run.timeline, run.timeline.events.length).keyspace.type('emq:{mail.send}:job:job-06')).toBe('none');
  });
});
