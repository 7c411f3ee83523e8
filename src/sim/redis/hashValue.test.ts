import { describe, expect, it } from 'vitest';
import { Keyspace } from './keyspace';

const run = (ks: Keyspace, ...argv: string[]) => ks.call(argv, 0);

describe('HDEL on a small hash', () => {
  it('counts a field named twice once and keeps the other fields in their order', () => {
    const ks = new Keyspace();
    run(ks, 'HSET', 'job', 'state', 'active', 'worker', 'w1', 'token', 'w1:1', 'stalled', '1');
    expect(run(ks, 'HDEL', 'job', 'worker', 'token', 'worker', 'missing')).toBe(2);
    expect(run(ks, 'HGETALL', 'job')).toEqual(['state', 'active', 'stalled', '1']);
    expect(run(ks, 'HEXISTS', 'job', 'worker')).toBe(0);
  });

  it('drops the key when the last fields go in one HDEL', () => {
    const ks = new Keyspace();
    run(ks, 'HSET', 'job', 'a', '1', 'b', '2');
    expect(run(ks, 'HDEL', 'job', 'b', 'a')).toBe(2);
    expect(run(ks, 'EXISTS', 'job')).toBe(0);
    run(ks, 'HSET', 'job', 'c', '3');
    expect(run(ks, 'HGETALL', 'job')).toEqual(['c', '3']);
  });
});
