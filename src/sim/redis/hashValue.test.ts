import fc from 'fast-check';
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

describe('a hash through copies, adds and removals', () => {
  it('reads like a Map in insertion order through HSET, HINCRBY, HDEL and copies, whatever room each copy kept (seeded)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('set', 'set', 'incr', 'del', 'del2', 'copy', 'copy'), fc.constantFrom('state', 'stalled', 'worker', 'token', 'group', 'data', 'x'), fc.integer({ min: 0, max: 9 })), {
          minLength: 1,
          maxLength: 200,
        }),
        (ops) => {
          let ks = new Keyspace();
          const model = new Map<string, string>();
          for (const [op, field, n] of ops) {
            if (op === 'set') {
              expect(run(ks, 'HSET', 'job', field, `v${n}`)).toBe(model.has(field) ? 0 : 1);
              model.set(field, `v${n}`);
            } else if (op === 'incr') {
              const current = model.get(field);
              if (current !== undefined && !/^-?\d+$/.test(current)) continue;
              const next = String(Number(current ?? 0) + n);
              expect(run(ks, 'HINCRBY', 'job', field, String(n))).toBe(Number(next));
              model.set(field, next);
            } else if (op === 'del' || op === 'del2') {
              const fields = op === 'del' ? [field] : [field, 'worker', field];
              const present = new Set(fields.filter((f) => model.has(f))).size;
              if (model.size === 0) continue;
              expect(run(ks, 'HDEL', 'job', ...fields)).toBe(present);
              for (const f of fields) model.delete(f);
            } else ks = ks.clone();
            expect(run(ks, 'HGETALL', 'job')).toEqual([...model].flat());
            expect(ks.data.has('job')).toBe(model.size > 0);
          }
        },
      ),
      { seed: 20261204, numRuns: 200 },
    );
  });
});
