import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ListValue } from './listValue';

type Op = ['lpush' | 'rpush' | 'lpop' | 'rpop' | 'remove' | 'copy', number];

describe('a list as a deque', () => {
  it('agrees with a plain array over random pushes, pops and removals at both ends and inside (seeded)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('lpush', 'lpush', 'rpush', 'rpush', 'lpop', 'rpop', 'remove', 'copy'), fc.nat(200)) as fc.Arbitrary<Op>, {
          maxLength: 2000,
        }),
        (ops) => {
          let list = new ListValue();
          const model: string[] = [];
          for (const [op, x] of ops) {
            if (op === 'lpush') { list.pushLeft(`e${x}`); model.unshift(`e${x}`); }
            else if (op === 'rpush') { list.pushRight(`e${x}`); model.push(`e${x}`); }
            else if (op === 'lpop') expect(list.popLeft()).toBe(model.shift());
            else if (op === 'rpop') expect(list.popRight()).toBe(model.pop());
            else if (op === 'copy') list = list.clone();
            else if (model.length > 0) {
              const i = x % model.length;
              list.removeAt(i);
              model.splice(i, 1);
            }
            expect(list.length).toBe(model.length);
          }
          expect(list.toArray()).toEqual(model);
          expect(list.range(1, 5)).toEqual(model.slice(1, 6));
          expect([0, model.length - 1, model.length, -1].map((i) => list.at(i))).toEqual([model[0], model.at(-1), undefined, undefined]);
        },
      ),
      { seed: 20261201, numRuns: 40 },
    );
  });

  it('reads 100,000 LPUSHes back newest first, and a queue (RPUSH then LPOP) hands them out oldest first', () => {
    const list = new ListValue();
    for (let i = 0; i < 100_000; i++) list.pushLeft(`j${i}`);
    expect(list.length).toBe(100_000);
    expect(list.range(0, 2)).toEqual(['j99999', 'j99998', 'j99997']);
    expect(list.at(99_999)).toBe('j0');
    const queue = new ListValue();
    const out: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      queue.pushRight(`j${i}`);
      if (i % 2 === 1) out.push(queue.popLeft()!, queue.popLeft()!);
    }
    expect(out).toEqual(Array.from({ length: 10_000 }, (_, i) => `j${i}`));
    expect(queue.length).toBe(0);
  });
});
