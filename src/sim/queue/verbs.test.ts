import { describe, expect, it } from 'vitest';
import { Keyspace } from '../redis/keyspace';
import type { Step } from '../format/scenario';
import { invocationFor } from './invocation';
import { runVerb } from './verbs';

const T0 = 1_767_225_600_000;
const header = { queue: 'q', maxStalled: 3, leaseMs: 30_000 };

function world() {
  const ks = new Keyspace();
  const run = (step: Step) => runVerb(ks, invocationFor(step, header)!, T0 + step.at).reply;
  return { ks, run };
}

describe('enqueue', () => {
  it('adds a job once and leaves an existing job alone', () => {
    const { ks, run } = world();
    expect(run({ at: 0, op: 'enqueue', job: 'j1', data: 'x' })).toBe(1);
    expect(run({ at: 0, op: 'enqueue', job: 'j1', data: 'y' })).toBe(0);
    expect(ks.dump()['emq:{q}:job:j1']).toEqual({ type: 'hash', value: { data: 'x', state: 'pending' } });
  });

  it('puts a grouped job in its group lane', () => {
    const { ks, run } = world();
    run({ at: 0, op: 'enqueue', job: 'j1', group: 'g1' });
    expect(ks.dump()['emq:{q}:g:g1:pending']).toEqual({ type: 'zset', value: [['j1', 0]] });
  });
});

describe('claim', () => {
  it('leases the first pending job in byte order until now + leaseMs', () => {
    const { run } = world();
    for (const id of ['job2', 'job10', 'Job3']) run({ at: 0, op: 'enqueue', job: id });
    expect(run({ at: 5, op: 'claim', worker: 'w1' })).toEqual(['Job3', 'w1:1', T0 + 5 + 30_000]);
    expect(run({ at: 5, op: 'claim', worker: 'w2', leaseMs: 1000 })).toEqual(['job10', 'w2:1', T0 + 5 + 1000]);
  });

  it('returns null from an empty lane', () => {
    expect(world().run({ at: 0, op: 'claim', worker: 'w1' })).toBeNull();
  });

  it('gives a new token on every claim, so an older owner is fenced', () => {
    const { run } = world();
    run({ at: 0, op: 'enqueue', job: 'j1' });
    run({ at: 0, op: 'claim', worker: 'A' });
    run({ at: 30_000, op: 'sweep' });
    expect(run({ at: 30_001, op: 'claim', worker: 'A' })).toEqual(['j1', 'A:2', T0 + 60_001]);
    expect(run({ at: 30_002, op: 'extend', job: 'j1', token: 'A:1' })).toBe(-1);
  });
});

describe('sweep', () => {
  it('a lease whose deadline equals now is expired', () => {
    const { run } = world();
    run({ at: 0, op: 'enqueue', job: 'j1' });
    run({ at: 0, op: 'claim', worker: 'A' });
    expect(run({ at: 29_999, op: 'sweep' })).toEqual([]);
    expect(run({ at: 30_000, op: 'sweep' })).toEqual([['j1', 'recovered', 1]]);
  });

  it('dead-letters on the M-th stall, so M - 1 recoveries are allowed', () => {
    const { ks, run } = world();
    run({ at: 0, op: 'enqueue', job: 'j1' });
    const outcomes = [];
    for (let i = 0; i < 3; i++) {
      run({ at: i * 40_000, op: 'claim', worker: `w${i}` });
      outcomes.push(run({ at: i * 40_000 + 30_000, op: 'sweep', maxStalled: 3 }));
    }
    expect(outcomes).toEqual([[['j1', 'recovered', 1]], [['j1', 'recovered', 2]], [['j1', 'dead', 3]]]);
    expect(ks.dump()['emq:{q}:dead']).toEqual({ type: 'zset', value: [['j1', 0]] });
  });

  it('moves nothing while no lease has expired: expiry alone is not recovery', () => {
    const { ks, run } = world();
    run({ at: 0, op: 'enqueue', job: 'j1' });
    run({ at: 0, op: 'claim', worker: 'A' });
    const before = ks.dump();
    expect(run({ at: 10_000, op: 'sweep' })).toEqual([]);
    expect(ks.dump()).toEqual(before);
  });

  it('stops at a failing command and keeps what it already wrote (no rollback)', () => {
    const { ks, run } = world();
    run({ at: 0, op: 'enqueue', job: 'j1' });
    run({ at: 0, op: 'claim', worker: 'A' });
    ks.call(['HSET', 'emq:{q}:job:j1', 'stalled', 'oops'], T0);
    const reply = run({ at: 30_000, op: 'sweep' });
    expect(reply).toEqual({ error: 'ERR hash value is not an integer' });
    // The ZREM before the failing HINCRBY stays done: the job is in no lane now.
    expect(ks.dump()['emq:{q}:active']).toBeUndefined();
  });
});

describe('extend and complete', () => {
  it('an expired lease that no sweep has read can still be extended by its owner', () => {
    const { run } = world();
    run({ at: 0, op: 'enqueue', job: 'j1' });
    run({ at: 0, op: 'claim', worker: 'A' });
    expect(run({ at: 31_000, op: 'extend', job: 'j1', token: 'A:1' })).toBe(T0 + 61_000);
  });

  it('a stale token cannot complete a job now leased to someone else', () => {
    const { ks, run } = world();
    run({ at: 0, op: 'enqueue', job: 'j1' });
    run({ at: 0, op: 'claim', worker: 'A' });
    run({ at: 30_000, op: 'sweep' });
    run({ at: 30_001, op: 'claim', worker: 'B' });
    expect(run({ at: 30_002, op: 'complete', job: 'j1', token: 'A:1' })).toBe(-1);
    expect(ks.dump()['emq:{q}:active']).toEqual({ type: 'zset', value: [['j1', T0 + 60_001]] });
    expect(run({ at: 30_003, op: 'complete', job: 'j1', token: 'B:2' })).toBe(1);
    expect(ks.dump()['emq:{q}:job:j1']).toEqual({ type: 'hash', value: { attempts: '2', stalled: '1', state: 'completed' } });
  });
});

describe('reap', () => {
  it('recovers without counting, so it never dead-letters', () => {
    const { ks, run } = world();
    run({ at: 0, op: 'enqueue', job: 'j1' });
    for (let i = 0; i < 5; i++) {
      run({ at: i * 40_000, op: 'claim', worker: 'w' });
      expect(run({ at: i * 40_000 + 30_000, op: 'reap' })).toEqual([['j1', 'recovered']]);
    }
    expect(ks.dump()['emq:{q}:job:j1']!.value).not.toHaveProperty('stalled');
  });
});

describe('numbers through Lua, as Redis 7.0.15 answered', () => {
  it('an extend to a deadline of 100000000000004 stores it exactly (redis.call writes numbers with %.17g)', () => {
    const { ks, run } = world();
    run({ at: 0, op: 'enqueue', job: 'j1' });
    run({ at: 0, op: 'claim', worker: 'w1' });
    expect(run({ at: 1000, op: 'extend', job: 'j1', token: 'w1:1', leaseMs: 100_000_000_000_004 - T0 - 1000 })).toBe(100_000_000_000_004);
    expect(ks.call(['ZSCORE', 'emq:{q}:active', 'j1'], T0)).toBe('100000000000004');
  });

  it('a claim whose attempt count reaches 1e14 makes the token w1:1e+14 (Lua\'s .. writes %.14g)', () => {
    const { ks, run } = world();
    run({ at: 0, op: 'enqueue', job: 'j1' });
    ks.call(['HSET', 'emq:{q}:job:j1', 'attempts', '99999999999999'], T0);
    expect(run({ at: 0, op: 'claim', worker: 'w1' })).toEqual(['j1', 'w1:1e+14', T0 + 30_000]);
  });

  it('a sweep whose stall count reaches 2^63 - 1 replies -9223372036854775808, as the C cast does', () => {
    const { ks, run } = world();
    run({ at: 0, op: 'enqueue', job: 'j1' });
    run({ at: 0, op: 'claim', worker: 'w1', leaseMs: 10 });
    ks.call(['HSET', 'emq:{q}:job:j1', 'stalled', '9223372036854775806'], T0);
    expect(run({ at: 20, op: 'sweep' })).toEqual([['j1', 'dead', -9223372036854775808]]);
  });

  it('a worker name with a lone surrogate gets the token Redis builds from U+FFFD', () => {
    const { run } = world();
    run({ at: 0, op: 'enqueue', job: 'j\ud800' });
    expect(run({ at: 0, op: 'claim', worker: 'w\udfff' })).toEqual(['j\ufffd', 'w\ufffd:1', T0 + 30_000]);
    expect(run({ at: 1, op: 'complete', job: 'j\ufffd', token: 'w\udbff:1' })).toBe(1);
  });
});
