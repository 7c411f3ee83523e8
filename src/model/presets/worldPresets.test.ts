import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { entryType } from '../../sim/actors/cause';
import { generateRun, type Run } from '../../sim/actors/run';
import { busyHour } from './busyHour';
import { presetSummary, worldPreset, WORLD_PRESETS } from './worldPresets';
import { presetRun } from '../run/runModel';
import { scannedJobs } from '../../sim/events/facts';

/** `at type actor` per event: the golden form of a run (at in ms after clockStartMs). */
function story(run: Run): string[] {
  return run.timeline.events.map((e, i) => `${e.input.at} ${entryType(e.type, run.causes[i])} ${run.causes[i]!.actor}`);
}

function runOf(id: string): Run {
  const p = worldPreset(id)!;
  return generateRun(p.config(p.defaultSeed));
}

function replies(run: Run, type: string): unknown[] {
  return run.timeline.events.filter((e) => e.type === type).map((e) => e.reply);
}

describe('the world presets', () => {
  it('each has a unique id, a label, a summary and a default seed', () => {
    expect(new Set(WORLD_PRESETS.map((p) => p.id)).size).toBe(WORLD_PRESETS.length);
    for (const p of WORLD_PRESETS) {
      expect(p.label).not.toBe('');
      expect(p.summary).toMatch(/\.$/);
      expect(Number.isInteger(p.defaultSeed)).toBe(true);
    }
  });

  it('the command worker story: the handler crashes mid-dispatch, the next sweep puts the job back, another worker finishes it', () => {
    const run = runOf('command-worker');
    expect(story(run)).toEqual([
      '0 job/enqueued producer',
      '0 job/claimed w1',
      '0 claim/foundNothing w2',
      '1000 job/enqueued producer',
      '1000 job/claimed w2',
      '2500 job/completed w2',
      '2500 claim/foundNothing w2',
      '3000 lease/extended w1',
      '4000 worker/crashed w1',
      '5000 sweep/ran sweeper',
      '10000 sweep/ran sweeper',
      '15000 sweep/ran sweeper',
      '15000 job/claimed w2',
      '18000 lease/extended w2',
      '20000 sweep/ran sweeper',
      '21000 job/completed w2',
      '21000 claim/foundNothing w2',
      '25000 sweep/ran sweeper',
      '30000 sweep/ran sweeper',
    ]);
    expect(replies(run, 'sweep/ran')).toContainEqual([['cmd-001', 'recovered', 1]]);
    expect(run.timeline.events.find((e) => e.type === 'job/completed' && e.input.op === 'complete' && e.input.job === 'cmd-001')?.reply).toBe(1);
  });

  it('healthy heartbeats: every lease keeps moving and every sweep finds nothing', () => {
    const run = runOf('healthy');
    expect(story(run)).toEqual([
      '0 job/enqueued producer',
      '0 job/enqueued producer',
      '0 job/enqueued producer',
      '0 job/claimed w1',
      '0 job/claimed w2',
      '0 job/claimed w3',
      '2000 job/enqueued producer',
      '3000 lease/extended w1',
      '3000 lease/extended w2',
      '3000 lease/extended w3',
      '4000 job/enqueued producer',
      '5000 sweep/ran sweeper',
      '6000 job/enqueued producer',
      '6000 lease/extended w1',
      '6000 lease/extended w2',
      '6000 lease/extended w3',
      '8140 job/completed w1',
      '8140 job/claimed w1',
      '8743 job/completed w2',
      '8743 job/claimed w2',
      '9000 lease/extended w3',
      '10000 sweep/ran sweeper',
      '11140 lease/extended w1',
      '11743 lease/extended w2',
      '12000 lease/extended w3',
      '14140 lease/extended w1',
      '14743 lease/extended w2',
      '15000 lease/extended w3',
      '15000 sweep/ran sweeper',
      '17140 lease/extended w1',
      '17743 lease/extended w2',
      '18000 lease/extended w3',
      '19723 job/completed w3',
      '19723 job/claimed w3',
      '20000 sweep/ran sweeper',
      '20140 lease/extended w1',
      '20743 lease/extended w2',
      '22723 lease/extended w3',
      '23000 job/completed w2',
      '23000 claim/foundNothing w2',
      '23140 lease/extended w1',
      '24529 job/completed w1',
      '24529 claim/foundNothing w1',
      '25000 sweep/ran sweeper',
      '25723 lease/extended w3',
      '28723 lease/extended w3',
      '30000 sweep/ran sweeper',
      '31723 lease/extended w3',
      '32589 job/completed w3',
      '32589 claim/foundNothing w3',
      '35000 sweep/ran sweeper',
      '40000 sweep/ran sweeper',
      '45000 sweep/ran sweeper',
    ]);
    expect(replies(run, 'sweep/ran').every((r) => Array.isArray(r) && r.length === 0)).toBe(true);
    expect(replies(run, 'lease/extended').every((r) => typeof r === 'number' && r > 0)).toBe(true);
    expect(replies(run, 'job/completed')).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('the slow worker: a paused worker loses its lease, the job runs again elsewhere, its late complete is rejected -1', () => {
    const run = runOf('slow-worker');
    expect(story(run)).toEqual([
      '0 job/enqueued producer',
      '0 job/claimed w1',
      '0 claim/foundNothing w2',
      '3000 lease/extended w1',
      '5000 worker/paused w1',
      '5000 sweep/ran sweeper',
      '10000 sweep/ran sweeper',
      '15000 sweep/ran sweeper',
      '15000 job/claimed w2',
      '18000 lease/extended w2',
      '20000 sweep/ran sweeper',
      '21000 lease/extended w2',
      '24000 lease/extended w2',
      '25000 worker/resumed w1',
      '25000 complete/rejected w1',
      '25000 claim/foundNothing w1',
      '25000 sweep/ran sweeper',
      '27000 lease/extended w2',
      '30000 lease/extended w2',
      '30000 sweep/ran sweeper',
      '33000 lease/extended w2',
      '35000 job/completed w2',
      '35000 claim/foundNothing w2',
      '35000 sweep/ran sweeper',
      '40000 sweep/ran sweeper',
    ]);
    const late = run.timeline.events.find((e) => e.input.op === 'complete' && e.input.token === 'w1:1')!;
    expect(late.reply).toBe(-1);
    expect(run.timeline.events.find((e) => e.input.op === 'complete' && e.input.token === 'w2:2')!.reply).toBe(1);
  });

  it('the crash loop: the poison job walks to the morgue at the M-th stall', () => {
    const run = runOf('crash-loop');
    expect(story(run)).toEqual([
      '0 job/enqueued producer',
      '0 job/enqueued producer',
      '0 job/claimed w1',
      '0 job/claimed w2',
      '0 claim/foundNothing w3',
      '1000 worker/crashed w1',
      '2000 job/completed w2',
      '2000 claim/foundNothing w2',
      '2000 sweep/ran sweeper',
      '4000 worker/restarted w1.2',
      '4000 claim/foundNothing w1.2',
      '4000 sweep/ran sweeper',
      '6000 sweep/ran sweeper',
      '6000 job/claimed w3',
      '7000 worker/crashed w3',
      '8000 sweep/ran sweeper',
      '10000 worker/restarted w3.2',
      '10000 claim/foundNothing w3.2',
      '10000 sweep/ran sweeper',
      '12000 sweep/ran sweeper',
      '12000 job/claimed w2',
      '13000 worker/crashed w2',
      '14000 sweep/ran sweeper',
      '16000 worker/restarted w2.2',
      '16000 claim/foundNothing w2.2',
      '16000 sweep/ran sweeper',
      '18000 sweep/ran sweeper',
      '20000 sweep/ran sweeper',
      '22000 sweep/ran sweeper',
      '24000 sweep/ran sweeper',
    ]);
    const rows = replies(run, 'sweep/ran').flat() as [string, string, number][];
    expect(rows).toEqual([
      ['job-01', 'recovered', 1],
      ['job-01', 'recovered', 2],
      ['job-01', 'dead', 3],
    ]);
    expect(run.config!.header.maxStalled).toBe(3);
  });

  it('the busy hour: 1,000 jobs for 20 workers with random crashes and pauses, the same every time for its seed', () => {
    const run = runOf('busy-hour');
    const types = story(run).map((line) => line.split(' ')[1]);
    const counts: Record<string, number> = {};
    for (const t of types) counts[t!] = (counts[t!] ?? 0) + 1;
    expect(counts['job/enqueued']).toBe(1000);
    expect(new Set(run.timeline.events.filter((e) => e.input.op === 'claim').map((e) => e.input.op === 'claim' && e.input.worker.split('.')[0])).size).toBe(20);
    expect(counts['worker/crashed']).toBeGreaterThan(0);
    expect(counts['worker/paused']).toBeGreaterThan(0);
    // The golden part: the counts and a digest of the whole sequence (it is too long to list).
    expect({ counts, digest: createHash('sha256').update(story(run).join('\n')).digest('hex').slice(0, 16) }).toMatchInlineSnapshot(`
      {
        "counts": {
          "claim/foundNothing": 1060,
          "complete/rejected": 13,
          "job/claimed": 1041,
          "job/completed": 1000,
          "job/enqueued": 1000,
          "lease/extended": 1617,
          "sweep/ran": 720,
          "worker/crashed": 28,
          "worker/paused": 19,
          "worker/restarted": 28,
          "worker/resumed": 19,
        },
        "digest": "803a9117bc5dbd88",
      }
    `);
  });

  it('the busy hour takes a job count (the frame-time measurement plays 2,000)', () => {
    const cfg = busyHour(1, { jobs: 2000 });
    expect(cfg.producer.rate!.count).toBe(2000);
  });
});

describe('the backlog preset’s summary', () => {
  it('follows the sweep LIMIT the learner set: with LIMIT 2 it no longer says “LIMIT 4 takes four”, and names the sweeps the run really needs', () => {
    const backlogPreset = worldPreset('backlog')!;
    expect(presetSummary(backlogPreset, undefined)).toContain('LIMIT 4 takes four');
    const text = presetSummary(backlogPreset, 2);
    expect(text).not.toContain('LIMIT 4');
    expect(text).toContain('LIMIT 2');
    const run = presetRun('backlog', 1, null, undefined, 2);
    const busySweeps = run.timeline.events.filter((e) => e.input.op === 'sweep' && scannedJobs(e.facts).length > 0).length;
    expect(busySweeps).toBe(3);
    expect(text).toContain(`it takes ${busySweeps} sweeps to read all six`);
    expect(presetSummary(backlogPreset, null)).toContain('without LIMIT takes all six in one pass');
  });
});
