import { describe, expect, it } from 'vitest';
import { Keyspace } from '../redis/keyspace';
import type { Reply } from '../redis/reply';
import { MAX_RECORDED_CALLS, ScriptContext } from './scriptContext';

const NOW = 1_767_225_600_000;

/** A keyspace where `k` is missing, or holds a value of each type (and a few fields/members). */
function keyspaceWith(kind: 'none' | 'zset' | 'hash' | 'string' | 'list' | 'hashNotInt'): Keyspace {
  const ks = new Keyspace();
  if (kind === 'zset') ks.call(['ZADD', 'k', '-5', 'a', '0', 'b', '7', 'm'], NOW);
  if (kind === 'hash') ks.call(['HSET', 'k', 'f', '41', 'g', 'x', 'group', 'g1'], NOW);
  if (kind === 'hashNotInt') ks.call(['HSET', 'k', 'f', '1.5'], NOW);
  if (kind === 'string') ks.data.set('k', { type: 'string', value: 's' });
  if (kind === 'list') ks.call(['RPUSH', 'k', 'x'], NOW);
  return ks;
}

type Run = (r: ScriptContext) => Reply;

/** The same command through a typed fast path and through `call`: reply or error, log, keyspace. */
function both(kind: Parameters<typeof keyspaceWith>[0], fast: Run, generic: Run) {
  const outcome = (run: Run) => {
    const ks = keyspaceWith(kind);
    const r = new ScriptContext(ks, NOW);
    let reply: Reply;
    try {
      reply = run(r);
    } catch (e) {
      reply = { error: (e as Error).message };
    }
    return { reply, calls: r.calls, dump: ks.dump() };
  };
  return [outcome(fast), outcome(generic)] as const;
}

const NUMBERS = [0, -0, 1, -3, 0.1, 1e15, 2 ** 63, Infinity, -Infinity, NaN, 123456789012345];

describe('the typed fast paths answer exactly as the generic command table', () => {
  for (const kind of ['none', 'zset', 'hash', 'string', 'list', 'hashNotInt'] as const) {
    it(`on a key that is ${kind === 'none' ? 'missing' : `a ${kind}`}: same replies, errors, command log and keyspace`, () => {
      const cases: [string, Run, Run][] = [
        ['EXISTS', (r) => r.exists(1, 'k'), (r) => r.call(1, 'EXISTS', 'k')],
        ['ZREM a', (r) => r.zrem(1, 'k', 'a'), (r) => r.call(1, 'ZREM', 'k', 'a')],
        ['ZREM zz', (r) => r.zrem(1, 'k', 'zz'), (r) => r.call(1, 'ZREM', 'k', 'zz')],
        ['HDEL f g', (r) => r.hdel(1, 'k', 'f', 'g'), (r) => r.call(1, 'HDEL', 'k', 'f', 'g')],
        ['HDEL f', (r) => r.hdel(1, 'k', 'f'), (r) => r.call(1, 'HDEL', 'k', 'f')],
        ['HGET group', (r) => r.hget(1, 'k', 'group'), (r) => r.call(1, 'HGET', 'k', 'group')],
        ['HSET state', (r) => r.hset(1, 'k', 'state', 'dead'), (r) => r.call(1, 'HSET', 'k', 'state', 'dead')],
        ['ZRANGEBYSCORE', (r) => r.zrangeByScore(1, 'k', '-inf', 0), (r) => r.call(1, 'ZRANGEBYSCORE', 'k', '-inf', 0)],
        ['ZRANGEBYSCORE (0', (r) => r.zrangeByScore(1, 'k', '(-5', 7), (r) => r.call(1, 'ZRANGEBYSCORE', 'k', '(-5', 7)],
        ['ZRANGEBYSCORE bad min', (r) => r.zrangeByScore(1, 'k', 'x', 7), (r) => r.call(1, 'ZRANGEBYSCORE', 'k', 'x', 7)],
        ['ZRANGEBYSCORE LIMIT', (r) => r.zrangeByScore(1, 'k', '-inf', 9, 0, '2'), (r) => r.call(1, 'ZRANGEBYSCORE', 'k', '-inf', 9, 'LIMIT', 0, '2')],
        ['ZRANGEBYSCORE LIMIT 1', (r) => r.zrangeByScore(1, 'k', '-inf', 9, 1, '-1'), (r) => r.call(1, 'ZRANGEBYSCORE', 'k', '-inf', 9, 'LIMIT', 1, '-1')],
        ['ZRANGEBYSCORE LIMIT x', (r) => r.zrangeByScore(1, 'k', 'x', 9, 0, 'x'), (r) => r.call(1, 'ZRANGEBYSCORE', 'k', 'x', 9, 'LIMIT', 0, 'x')],
      ];
      for (const x of NUMBERS) {
        cases.push([`HINCRBY ${x}`, (r) => r.hincrby(1, 'k', 'f', x), (r) => r.call(1, 'HINCRBY', 'k', 'f', x)]);
        cases.push([`HINCRBY new ${x}`, (r) => r.hincrby(1, 'k', 'stalled', x), (r) => r.call(1, 'HINCRBY', 'k', 'stalled', x)]);
        cases.push([`ZADD ${x} b`, (r) => r.zadd(1, 'k', x, 'b'), (r) => r.call(1, 'ZADD', 'k', x, 'b')]);
        cases.push([`ZADD ${x} new`, (r) => r.zadd(1, 'k', x, 'new'), (r) => r.call(1, 'ZADD', 'k', x, 'new')]);
        cases.push([`ZRANGEBYSCORE max ${x}`, (r) => r.zrangeByScore(1, 'k', '-inf', x), (r) => r.call(1, 'ZRANGEBYSCORE', 'k', '-inf', x)]);
      }
      for (const [name, fast, generic] of cases) {
        const [a, b] = both(kind, fast, generic);
        expect(a, name).toEqual(b);
      }
    });
  }

  it('a run of fast paths on the same keys sees every write the one before made', () => {
    const script = (fast: boolean) => {
      const ks = keyspaceWith('none');
      const r = new ScriptContext(ks, NOW);
      const replies: Reply[] = [];
      const run = (f: () => Reply, g: () => Reply) => replies.push(fast ? f() : g());
      run(() => r.hset(1, 'h', 'a', '1'), () => r.call(1, 'HSET', 'h', 'a', '1'));
      run(() => r.exists(1, 'h'), () => r.call(1, 'EXISTS', 'h'));
      run(() => r.hdel(1, 'h', 'a'), () => r.call(1, 'HDEL', 'h', 'a'));
      run(() => r.exists(1, 'h'), () => r.call(1, 'EXISTS', 'h'));
      run(() => r.zadd(1, 'h', 1, 'x'), () => r.call(1, 'ZADD', 'h', 1, 'x'));
      run(() => r.zrem(1, 'h', 'x'), () => r.call(1, 'ZREM', 'h', 'x'));
      run(() => r.exists(1, 'h'), () => r.call(1, 'EXISTS', 'h'));
      run(() => r.hincrby(1, 'h', 'n', 2), () => r.call(1, 'HINCRBY', 'h', 'n', 2));
      // A generic call in between (DEL) must not leave a fast path reading what was there before.
      r.call(1, 'DEL', 'h');
      run(() => r.exists(1, 'h'), () => r.call(1, 'EXISTS', 'h'));
      run(() => r.hget(1, 'h', 'n'), () => r.call(1, 'HGET', 'h', 'n'));
      return { replies, calls: r.calls, dump: ks.dump() };
    };
    expect(script(true)).toEqual(script(false));
    expect(script(true).replies).toEqual([1, 1, 1, 0, 1, 1, 0, 2, 0, null]);
  });

  it(`keeps the first ${MAX_RECORDED_CALLS} commands in the log and only counts the rest, but always keeps a failing one`, () => {
    const ks = keyspaceWith('none');
    ks.data.set('s', { type: 'string', value: 'x' });
    const r = new ScriptContext(ks, NOW);
    for (let i = 0; i < MAX_RECORDED_CALLS + 500; i++) r.zadd(7, 'z', i, `m${i}`);
    expect(r.calls).toHaveLength(MAX_RECORDED_CALLS);
    expect(r.omittedCalls).toBe(500);
    expect(r.calls[MAX_RECORDED_CALLS - 1]).toEqual({ argv: ['ZADD', 'z', String(MAX_RECORDED_CALLS - 1), `m${MAX_RECORDED_CALLS - 1}`], reply: 1, line: 7 });
    expect(() => r.hincrby(9, 's', 'f', 1)).toThrow('WRONGTYPE');
    expect(r.calls.at(-1)).toEqual({ argv: ['HINCRBY', 's', 'f', '1'], reply: { error: expect.stringContaining('WRONGTYPE') }, line: 9 });
  });
});

describe('ZADDs into a big sorted set inside one script', () => {
  it('read back exactly as through the command table at every step, and the script ends with every member in its place (seeded)', () => {
    // A lane past 128 members is a skiplist: there a fast ZADD of a new member waits for its
    // place until something reads the order or the script ends.
    const script = (fast: boolean) => {
      const ks = keyspaceWith('none');
      const r = new ScriptContext(ks, NOW);
      const replies: Reply[] = [];
      let seed = 7;
      const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
      for (let i = 0; i < 1500; i++) {
        const member = `job:${next(900)}`;
        const score = next(4);
        const op = next(10);
        if (op < 6) replies.push(fast ? r.zadd(1, 'lane', score, member) : r.call(1, 'ZADD', 'lane', score, member));
        else if (op === 6) replies.push(fast ? r.zrem(2, 'lane', member) : r.call(2, 'ZREM', 'lane', member));
        else if (op === 7) replies.push(fast ? r.zrangeByScore(3, 'lane', '-inf', 1, 0, '5') : r.call(3, 'ZRANGEBYSCORE', 'lane', '-inf', 1, 'LIMIT', 0, '5'));
        else if (op === 8) replies.push(r.call(4, 'ZSCORE', 'lane', member));
        else replies.push(r.call(5, 'ZCARD', 'lane'));
      }
      // New members last, so some are still waiting when the script ends.
      for (let j = 0; j < 20; j++) replies.push(fast ? r.zadd(6, 'lane', 0, `new:${j}`) : r.call(6, 'ZADD', 'lane', 0, `new:${j}`));
      r.settleWrites();
      const lane = ks.data.get('lane');
      return { replies, calls: r.calls, waiting: lane?.type === 'zset' && lane.value.hasTail, dump: ks.dump() };
    };
    const fast = script(true);
    expect(fast.waiting).toBe(false);
    expect(fast).toEqual(script(false));
    expect((fast.dump.lane?.value as unknown[]).length).toBeGreaterThan(128);
  });
});
