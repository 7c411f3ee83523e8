import { describe, expect, it } from 'vitest';
import type { SimEvent } from '../engine/event';
import { queueKeys } from '../queue/keys';
import { stateAt } from '../timeline/timeline';
import { entryType } from './cause';
import { actorsAt, generateRun, intervene, type Run } from './run';
import { testWorld } from './testWorld';

/** The events of `run` with their causes, as `at type actor reply` lines (at in ms). */
function lines(run: Run): string[] {
  return run.timeline.events.map((e, i) => `${e.input.at} ${entryType(e.type, run.causes[i])} ${run.causes[i]!.actor} ${JSON.stringify(e.reply)}`);
}

/** The index after the first event matching `pred`: the cursor just after it. */
function after(run: Run, pred: (e: SimEvent) => boolean): number {
  const i = run.timeline.events.findIndex(pred);
  if (i === -1) throw new Error('no such event');
  return i + 1;
}

const claimOf = (worker: string) => (e: SimEvent) => e.input.op === 'claim' && e.input.worker === worker && Array.isArray(e.reply);

describe('workers', () => {
  it('a heartbeat keeps a lease alive: each extend moves the deadline to now + leaseMs, and no sweep takes the job', () => {
    const run = generateRun(testWorld({ workers: { workMs: [25_000, 25_000] }, horizonMs: 30_000 }));
    const extends_ = run.timeline.events.filter((e) => e.type === 'lease/extended');
    expect(extends_.length).toBe(8);
    for (const e of extends_) expect(e.reply).toBe(e.nowMs + 10_000);
    for (const e of run.timeline.events.filter((x) => x.type === 'sweep/ran')) expect(e.reply).toEqual([]);
    expect(run.timeline.events.find((e) => e.type === 'job/completed')!.reply).toBe(1);
  });

  it('a worker blocked on an empty lane wakes when a job is added and claims it at that same millisecond', () => {
    const run = generateRun(testWorld({ producer: { jobs: [{ atMs: 2500 }], rate: null, idPrefix: 'j', idDigits: 2 }, horizonMs: 3000 }));
    expect(lines(run)).toEqual([
      '0 claim/foundNothing w1 null',
      '0 claim/foundNothing w2 null',
      '2500 job/enqueued producer 1',
      '2500 job/claimed w1 ["j01","w1:1",1012500]',
    ]);
  });

  it('a paused worker is fenced when it wakes: the sweep took its lease, so its extend gets -1 and it drops the job', () => {
    const base = generateRun(testWorld({ workers: { workMs: [30_000, 30_000] } }));
    const paused = intervene(base, after(base, claimOf('w1')), { kind: 'pause', worker: 'w1' });
    const swept = after(paused, (e) => e.type === 'sweep/ran' && e.facts.some((f) => f.type === 'job/recovered'));
    const resumed = intervene(paused, swept, { kind: 'resume', worker: 'w1' });
    const i = swept; // the resume tick sits at the cursor
    expect(entryType(resumed.timeline.events[i]!.type, resumed.causes[i])).toBe('worker/resumed');
    const next = resumed.timeline.events[i + 1]!;
    expect(next.input).toMatchObject({ op: 'extend', token: 'w1:1' });
    expect(next.reply).toBe(-1);
    const w1 = actorsAt(resumed, i + 2).workers[0]!;
    expect(w1).toMatchObject({ liveness: 'alive', job: null, fenced: 1 });
  });

  it('a paused worker that wakes before any sweep read its expired lease extends it successfully', () => {
    // docs/model.md: an expired lease that no sweep has yet read can still be extended by its owner.
    const cfg = testWorld({ workers: { workMs: [30_000, 30_000] }, sweeper: { everyMs: 60_000, startMs: 60_000 } });
    const base = generateRun(cfg);
    const paused = intervene(base, after(base, claimOf('w1')), { kind: 'pause', worker: 'w1' });
    // Scrub to the first event at or after t = 15 s (lease deadline t = 10 s) and resume there.
    const cursor = paused.timeline.events.findIndex((e) => e.nowMs >= cfg.header.clockStartMs + 15_000);
    const resumed = intervene(paused, cursor === -1 ? paused.timeline.events.length : cursor, { kind: 'resume', worker: 'w1' });
    const ext = resumed.timeline.events.find((e) => e.input.op === 'extend' && e.input.token === 'w1:1' && e.nowMs > cfg.header.clockStartMs + 10_000)!;
    expect(ext.reply).toBe(ext.nowMs + 10_000);
  });

  it('crash → the next sweep after the lease lapses recovers the job, and another worker finishes it', () => {
    const base = generateRun(testWorld({ workers: { workMs: [8000, 8000] } }));
    const crashed = intervene(base, after(base, claimOf('w1')), { kind: 'crash', worker: 'w1' });
    const sweeps = crashed.timeline.events.filter((e) => e.type === 'sweep/ran');
    // Lease deadline t = 10 s: the sweep at t = 5 s leaves it; the one at t = 10 s (deadline = now counts) takes it.
    expect(sweeps.map((e) => [e.nowMs - 1_000_000, e.reply])).toEqual([
      [5000, []],
      [10_000, [['j01', 'recovered', 1]]],
      [15_000, []], [20_000, []], [25_000, []], [30_000, []], [35_000, []], [40_000, []],
      // The crash came less than a minute before the 40 s horizon: the run goes on to a minute after it.
      [45_000, []], [50_000, []], [55_000, []], [60_000, []],
    ]);
    const done = crashed.timeline.events.find((e) => e.type === 'job/completed')!;
    expect(done.input).toMatchObject({ job: 'j01', token: 'w2:2' });
    expect(done.reply).toBe(1);
  });

  it.each([1, 2, 3, 4])('poison → the morgue at the M-th stall (maxStalled %i), after M - 1 recoveries', (m) => {
    const run = generateRun(testWorld({
      header: { maxStalled: m },
      producer: { jobs: [{ atMs: 0, poison: true }], rate: null, idPrefix: 'j', idDigits: 2 },
      workers: { count: 2, restartMs: 1000 },
      horizonMs: 80_000,
    }));
    const rows = run.timeline.events.filter((e) => e.type === 'sweep/ran').flatMap((e) => (Array.isArray(e.reply) ? e.reply : []));
    expect(rows).toEqual([...Array.from({ length: m - 1 }, (_, i) => ['j01', 'recovered', i + 1]), ['j01', 'dead', m]]);
    expect(run.timeline.events.filter((e) => e.type === 'worker/crashed').length).toBe(m);
    const ks = stateAt(run.timeline, run.timeline.events.length).keyspace;
    expect(ks.call(['ZRANGE', queueKeys('q').dead, '0', '-1'], 0)).toEqual(['j01']);
  });

  it('a crashed worker stays down without a supervisor, and its slot restarts as a new id with one', () => {
    const down = generateRun(testWorld({ story: [{ atMs: 1000, kind: 'crash', worker: 'w1' }] }));
    expect(actorsAt(down, down.timeline.events.length).workers[0]).toMatchObject({ id: 'w1', liveness: 'crashed' });
    const up = generateRun(testWorld({ story: [{ atMs: 1000, kind: 'crash', worker: 'w1' }], workers: { restartMs: 2000 } }));
    const restart = up.timeline.events.findIndex((_, i) => up.causes[i]!.fact === 'worker/restarted');
    expect(up.timeline.events[restart]!.nowMs - 1_000_000).toBe(3000);
    expect(up.causes[restart]!.actor).toBe('w1.2');
    expect(up.timeline.events[restart + 1]!.input).toMatchObject({ op: 'claim', worker: 'w1.2' });
  });

  it('the reaper puts expired leases back without counting a stall', () => {
    const run = generateRun(testWorld({
      sweeper: null,
      reaper: { everyMs: 5000, startMs: 5000 },
      producer: { jobs: [{ atMs: 0, poison: true }], rate: null, idPrefix: 'j', idDigits: 2 },
      workers: { restartMs: 1000 },
    }));
    const reaps = run.timeline.events.filter((e) => e.type === 'reap/ran' && e.facts.length > 0);
    expect(reaps.length).toBeGreaterThanOrEqual(2);
    for (const e of reaps) expect(e.reply).toEqual([['j01', 'recovered']]);
    const hash = stateAt(run.timeline, run.timeline.events.length).keyspace.call(['HGET', 'emq:{q}:job:j01', 'stalled'], 0);
    expect(hash).toBeNull();
  });

  it('breaks ties by a fixed order: story, producer, workers by slot, then the sweeper', () => {
    const run = generateRun(testWorld({
      producer: { jobs: [{ atMs: 5000 }], rate: null, idPrefix: 'j', idDigits: 2 },
      story: [{ atMs: 5000, kind: 'pause', worker: 'w2' }],
      horizonMs: 5000,
    }));
    expect(lines(run).slice(2)).toEqual([
      '5000 worker/paused w2 null',
      '5000 job/enqueued producer 1',
      '5000 job/claimed w1 ["j01","w1:1",1015000]',
      '5000 sweep/ran sweeper []',
    ]);
  });
});
