import { describe, expect, it } from 'vitest';
import { invocationFor } from '../../../sim/queue/invocation';
import { runVerb } from '../../../sim/queue/verbs';
import { Keyspace } from '../../../sim/redis/keyspace';
import { allSchedules, exploreInterleavings, exploreStepwise } from './explore';
import { DEFAULT_SETUP, flagsOf, replay, type OneStepSetup } from './oneStep';

/**
 * An independent brute force, written without the dive's model: plain recursion over every
 * schedule, no merging of states, each sweeper a queue of instructions it expands after its read,
 * the clock frozen at the beat (times do not decide either anomaly here). The anomalies are
 * judged from the outside, differently from the model's flags:
 *  - double count: some job ends with stalled >= 2, though each job's lease expired exactly once;
 *  - double delivery: at some point a worker that claimed a job no longer holds it (its id is not
 *    in active with its deadline), or the job is in pending while that worker's lease is live.
 */
function bruteForce(setup: OneStepSetup) {
  const header = { format: 'emq-scenario/1' as const, name: 'brute', queue: 'q', clockStartMs: 1_000_000, maxStalled: setup.maxStalled, leaseMs: 30_000 };
  const A = 'emq:{q}:active';
  const P = 'emq:{q}:pending';
  const D = 'emq:{q}:dead';
  const ks0 = new Keyspace();
  const jobs = Array.from({ length: setup.jobs }, (_, i) => `j${i + 1}`);
  for (const job of jobs) runVerb(ks0, invocationFor({ at: 0, op: 'enqueue', job }, header)!, 1_000_000);
  for (let i = 0; i < setup.jobs; i++) runVerb(ks0, invocationFor({ at: 0, op: 'claim', worker: 'A' }, header)!, 1_000_000);
  const now = 1_030_000;

  type Instr = { op: 'read' } | { op: 'zrem' | 'incr' | 'zadd'; id: string } | { op: 'sweep' } | { op: 'claim'; worker: string };
  type Actor = { queue: Instr[]; lastCount: number };
  type Lease = { worker: string; id: string; deadline: number };

  let total = 0;
  let dc = 0;
  let dd = 0;

  const broken = (ks: Keyspace, leases: Lease[]) =>
    leases.some((l) => ks.call(['ZSCORE', A, l.id], now) !== String(l.deadline) || ks.call(['ZSCORE', P, l.id], now) !== null);

  const go = (ks: Keyspace, actors: Actor[], leases: Lease[], sawDd: boolean) => {
    const live = actors.map((a, i) => [a, i] as const).filter(([a]) => a.queue.length > 0);
    if (live.length === 0) {
      total++;
      const twice = jobs.some((j) => Number(ks.call(['HGET', `emq:{q}:job:${j}`, 'stalled'], now) ?? 0) >= 2);
      if (twice) dc++;
      if (sawDd) dd++;
      return;
    }
    for (const [, i] of live) {
      const ks2 = ks.clone();
      const actors2 = actors.map((a) => ({ queue: a.queue.slice(), lastCount: a.lastCount }));
      const me = actors2[i]!;
      const ins = me.queue.shift()!;
      const leases2 = leases.slice();
      if (ins.op === 'read') {
        const ids = ks2.call(['ZRANGEBYSCORE', A, '-inf', String(now)], now) as string[];
        me.queue.push(...ids.flatMap((id): Instr[] => [{ op: 'zrem', id }, { op: 'incr', id }, { op: 'zadd', id }]));
      } else if (ins.op === 'zrem') {
        ks2.call(['ZREM', A, ins.id], now);
      } else if (ins.op === 'incr') {
        me.lastCount = ks2.call(['HINCRBY', `emq:{q}:job:${ins.id}`, 'stalled', '1'], now) as number;
      } else if (ins.op === 'zadd') {
        ks2.call(['ZADD', me.lastCount >= setup.maxStalled ? D : P, '0', ins.id], now);
      } else if (ins.op === 'sweep') {
        runVerb(ks2, invocationFor({ at: 30_000, op: 'sweep' }, header)!, now);
      } else {
        const { worker } = ins as { op: 'claim'; worker: string };
        const r = runVerb(ks2, invocationFor({ at: 30_000, op: 'claim', worker }, header)!, now).reply;
        if (r !== null) leases2.push({ worker, id: (r as string[])[0]!, deadline: (r as number[])[2]! });
      }
      go(ks2, actors2, leases2, sawDd || broken(ks2, leases2));
    }
  };

  const sweepers: Actor[] = Array.from({ length: setup.sweepers }, () => ({ queue: [{ op: setup.mode === 'client' ? 'read' : 'sweep' }], lastCount: 0 }));
  const workers: Actor[] = ['B', 'C'].slice(0, setup.claims).map((worker) => ({ queue: [{ op: 'claim', worker }], lastCount: 0 }));
  go(ks0, [...sweepers, ...workers], [], false);
  return { interleavings: total, doubleCount: dc, doubleDelivery: dd };
}

describe('the interleaving explorer', () => {
  it('finds 396 interleavings for the default setup: 360 count a stall twice and 60 deliver a job twice', () => {
    const r = exploreInterleavings(DEFAULT_SETUP);
    expect([r.interleavings, r.doubleCount, r.doubleDelivery]).toEqual([396, 360, 60]);
    expect(r.clean).toBe(36);
  });

  const setups: [string, OneStepSetup][] = [
    ['the default setup', DEFAULT_SETUP],
    ['two sweepers and no claim', { ...DEFAULT_SETUP, claims: 0 }],
    ['two sweepers and two claims', { ...DEFAULT_SETUP, claims: 2 }],
    ['one sweeper and one claim', { ...DEFAULT_SETUP, sweepers: 1 }],
    ['two sweepers and two jobs', { ...DEFAULT_SETUP, jobs: 2, claims: 0 }],
    ['two sweepers, two jobs and maxStalled 2', { ...DEFAULT_SETUP, jobs: 2, claims: 1, maxStalled: 2 }],
    ['three sweepers and one claim', { ...DEFAULT_SETUP, sweepers: 3, claims: 1 }],
    ['atomic sweeps with two claims', { ...DEFAULT_SETUP, mode: 'atomic', claims: 2 }],
    ['three atomic sweeps', { ...DEFAULT_SETUP, mode: 'atomic', sweepers: 3 }],
  ];
  for (const [name, setup] of setups) {
    it(`agrees with an independent brute force for ${name}`, () => {
      const r = exploreInterleavings(setup);
      expect({ interleavings: r.interleavings, doubleCount: r.doubleCount, doubleDelivery: r.doubleDelivery }).toEqual(bruteForce(setup));
    });
  }

  it('finds no anomaly at all when every sweep is one atomic script', () => {
    for (const setup of [
      { ...DEFAULT_SETUP, mode: 'atomic' as const },
      { ...DEFAULT_SETUP, mode: 'atomic' as const, sweepers: 2, jobs: 2, claims: 2 },
      { ...DEFAULT_SETUP, mode: 'atomic' as const, sweepers: 3, claims: 2 },
    ]) {
      const r = exploreInterleavings(setup);
      expect(r.doubleCount + r.doubleDelivery).toBe(0);
      expect(r.examples.doubleCount).toBeNull();
      expect(r.examples.doubleDelivery).toBeNull();
    }
    expect(exploreInterleavings({ ...DEFAULT_SETUP, mode: 'atomic' }).interleavings).toBe(6);
  });

  it('gives an example schedule of each kind that really shows that kind when replayed', () => {
    const r = exploreInterleavings(DEFAULT_SETUP);
    const dcFlags = flagsOf(replay(DEFAULT_SETUP, r.examples.doubleCount!)).map((f) => f.kind);
    const ddFlags = flagsOf(replay(DEFAULT_SETUP, r.examples.doubleDelivery!)).map((f) => f.kind);
    expect(dcFlags).toContain('double-count');
    expect(ddFlags).toContain('double-delivery');
    expect(flagsOf(replay(DEFAULT_SETUP, r.examples.clean!))).toEqual([]);
  });

  it('counts one sweeper alone as free of double counts', () => {
    const r = exploreInterleavings({ ...DEFAULT_SETUP, sweepers: 1, claims: 2 });
    expect(r.doubleCount).toBe(0);
    expect(r.doubleDelivery).toBe(0);
  });
});

describe('allSchedules', () => {
  it('lists as many schedules as the explorer counts, each one distinct', () => {
    const all = allSchedules(DEFAULT_SETUP);
    expect(all).toHaveLength(exploreInterleavings(DEFAULT_SETUP).interleavings);
    expect(new Set(all.map((s) => s.join(' '))).size).toBe(all.length);
  });

  it('refuses to list more than its limit', () => {
    expect(() => allSchedules({ ...DEFAULT_SETUP, claims: 2 }, 100)).toThrow(RangeError);
  });
});

describe('the explorer in slices', () => {
  it('reports orders counted so far that only grow, end at the total, and give the same result as the whole walk', () => {
    const walk = exploreStepwise(DEFAULT_SETUP, 16);
    const seen: number[] = [];
    let r = walk.next();
    while (!r.done) {
      seen.push(r.value);
      r = walk.next();
    }
    expect(seen.length).toBeGreaterThan(2);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThanOrEqual(seen[i - 1]!);
    expect(seen[seen.length - 1]).toBeLessThanOrEqual(r.value.interleavings);
    expect(r.value).toEqual(exploreInterleavings(DEFAULT_SETUP));
    expect(r.value.interleavings).toBe(396);
  });
});
