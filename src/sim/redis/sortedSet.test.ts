import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareBytes } from './bytes';
import { SortedSet } from './sortedSet';

const ALL = { value: -Infinity, exclusive: false };
const TOP = { value: Infinity, exclusive: false };

describe('sorted set order', () => {
  it('orders equal scores by member bytes, not by locale or UTF-16', () => {
    const s = new SortedSet();
    for (const m of ['job:2', 'job:10', 'job:1', 'Job:3', 'jöb', 'j\u{1F600}', 'j\uFF01']) s.set(m, 1000);
    expect(s.entries().map((e) => e[0])).toEqual(['Job:3', 'job:1', 'job:10', 'job:2', 'jöb', 'j\uFF01', 'j\u{1F600}']);
  });

  it('compares a surrogate pair above U+FFFF after U+FFxx, as UTF-8 bytes do', () => {
    expect(compareBytes('\u{1F600}', '\uFF01')).toBeGreaterThan(0);
  });

  it('orders thousands of equal scores by bytes when members mix ASCII, U+E000..U+FFFF and characters above U+FFFF (seeded)', () => {
    // The characters where UTF-16 order and byte order part ways, next to plain ones.
    const units = ['a', 'b', '~', '\u00e9', '\ud7ff', '\ue000', '\uff01', '\uffff', '\u{10000}', '\u{1f600}'];
    fc.assert(
      fc.property(fc.array(fc.array(fc.constantFrom(...units), { minLength: 1, maxLength: 4 }), { minLength: 1000, maxLength: 3000 }), (words) => {
        const s = new SortedSet();
        const model = new Set<string>();
        for (const w of words) {
          const member = w.join('');
          s.set(member, 0);
          model.add(member);
        }
        const expected = [...model].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
        expect(s.entries().map(([m]) => m)).toEqual(expected);
      }),
      { seed: 20261201, numRuns: 10 },
    );
  });

  it('agrees with a plain sorted array over random adds, updates and removals (seeded)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('add', 'del'), fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 50 })), { maxLength: 3000 }),
        (ops) => {
          const s = new SortedSet();
          const model = new Map<string, number>();
          for (const [op, m, score] of ops) {
            const member = `m${m}`;
            if (op === 'add') { s.set(member, score); model.set(member, score); } else { expect(s.delete(member)).toBe(model.delete(member)); }
          }
          const expected = [...model].sort((a, b) => a[1] - b[1] || compareBytes(a[0], b[0]));
          expect(s.entries()).toEqual(expected);
          expect(s.byScore({ value: 10, exclusive: true }, { value: 20, exclusive: false })).toEqual(expected.filter(([, v]) => v > 10 && v <= 20));
          expect(s.byScore({ value: 10, exclusive: false }, { value: 20, exclusive: true }, 1, 7, true)).toEqual(
            expected.filter(([, v]) => v >= 10 && v < 20).reverse().slice(1, 8),
          );
          expect(s.byScore(ALL, TOP, 3, 5, true)).toEqual(expected.slice().reverse().slice(3, 8));
          expect(s.byRank(2, 9)).toEqual(expected.slice(2, 10));
          expect(s.membersByScore({ value: 10, exclusive: true }, { value: 20, exclusive: false }, 2, 9)).toEqual(
            expected.filter(([, v]) => v > 10 && v <= 20).slice(2, 11).map(([m]) => m),
          );
        },
      ),
      { seed: 20261130, numRuns: 60 },
    );
  });

  it('keeps the order through chunk splits and removals after a copy or a rebuild from a dump (seeded)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('add', 'add', 'del', 'copy', 'dump'), fc.integer({ min: 0, max: 6000 }), fc.integer({ min: 0, max: 3 })), {
          minLength: 2000,
          maxLength: 5000,
        }),
        (ops) => {
          let s = new SortedSet();
          const model = new Map<string, number>();
          for (const [op, m, score] of ops) {
            const member = `job:${m}`;
            if (op === 'add') { s.set(member, score); model.set(member, score); }
            else if (op === 'del') expect(s.delete(member)).toBe(model.delete(member));
            else if (op === 'copy') s = s.clone();
            else s = SortedSet.fromOrdered(s.entries());
            // The sweep's pattern: the lowest member goes first.
            if (m % 7 === 0 && s.size > 0) {
              const [lowest] = s.byRank(0, 0)[0]!;
              expect(s.delete(lowest)).toBe(model.delete(lowest));
            }
          }
          const expected = [...model].sort((a, b) => a[1] - b[1] || compareBytes(a[0], b[0]));
          expect(s.entries()).toEqual(expected);
          for (const member of ['job:0', 'job:2999', 'job:6000', 'job:5']) {
            const score = model.get(member);
            expect(s.score(member)).toBe(score);
          }
          expect(s.membersByScore({ value: 1, exclusive: false }, { value: 2, exclusive: false })).toEqual(
            expected.filter(([, v]) => v >= 1 && v <= 2).map(([m]) => m),
          );
        },
      ),
      { seed: 20261201, numRuns: 25 },
    );
  });
});

describe('sorted set used as a queue (the lowest member leaves first)', () => {
  it('answers ZSCORE, ZCARD and the order like a plain map while lowest members leave and come back (seeded)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.constantFrom('pop', 'pop', 'pop', 'add', 'add', 'del', 'copy'), fc.integer({ min: 0, max: 400 }), fc.integer({ min: -2, max: 4 })),
          { minLength: 500, maxLength: 4000 },
        ),
        (ops) => {
          let s = new SortedSet();
          const model = new Map<string, number>();
          const sorted = () => [...model].sort((a, b) => a[1] - b[1] || compareBytes(a[0], b[0]));
          for (const [op, m, score] of ops) {
            const member = `job:${m}`;
            if (op === 'pop') {
              const lowest = s.byRank(0, 0)[0];
              expect(lowest?.[0]).toBe(sorted()[0]?.[0]);
              if (lowest) expect(s.delete(lowest[0])).toBe(model.delete(lowest[0]));
            } else if (op === 'add') {
              s.set(member, score);
              model.set(member, score);
            } else if (op === 'del') expect(s.delete(member)).toBe(model.delete(member));
            else s = s.clone();
            // A member that just left from the front must read as absent, and one that came
            // back (at, before or after where it was) as present with its new score.
            expect(s.score(member)).toBe(model.get(member));
            expect(s.size).toBe(model.size);
          }
          expect(s.entries()).toEqual(sorted());
          for (let m = 0; m <= 400; m += 13) expect(s.score(`job:${m}`)).toBe(model.get(`job:${m}`));
        },
      ),
      { seed: 20261202, numRuns: 40 },
    );
  });

  it('forgets every member once a sweep-like run empties it from the front, then fills again cleanly', () => {
    const s = new SortedSet();
    for (let i = 0; i < 30_000; i++) s.set(`job:${i}`, i % 97);
    const order = s.entries().map(([m]) => m);
    for (const m of order.slice(0, 29_990)) expect(s.delete(m)).toBe(true);
    expect(s.size).toBe(10);
    expect(s.score(order[0]!)).toBeUndefined();
    expect(s.score(order[29_995]!)).toBe(96);
    for (const m of order.slice(29_990)) s.delete(m);
    expect(s.size).toBe(0);
    s.set(order[0]!, 5);
    expect(s.entries()).toEqual([[order[0], 5]]);
    expect(s.size).toBe(1);
  });

  it('counts only present members toward the 128-member listpack limit', () => {
    const s = new SortedSet();
    for (let i = 0; i < 128; i++) s.set(`m${String(i).padStart(3, '0')}`, i);
    for (let i = 0; i < 100; i++) s.delete(`m${String(i).padStart(3, '0')}`);
    for (let i = 0; i < 100; i++) s.set(`n${i}`, 1000 + i);
    expect(s.size).toBe(128);
    expect(s.encoding).toBe('listpack');
    s.set('last', 5000);
    expect(s.encoding).toBe('skiplist');
  });
});

describe('sorted set with members waiting for their place (a verb\'s ZADDs into a big set)', () => {
  const sortedModel = (model: Map<string, number>) => [...model].sort((a, b) => a[1] - b[1] || compareBytes(a[0], b[0]));
  // Members where UTF-16 order and byte order part ways, next to plain ones.
  const member = fc.tuple(fc.constantFrom('job:', 'j', '\uff01', '\u{1f600}', 'é'), fc.integer({ min: 0, max: 700 })).map(([p, n]) => `${p}${n}`);

  // A lane's case (plain ids, one score: the tail sorts by UTF-16 units alone) and the general one.
  const cases = [
    { name: 'plain ids at one score', member: fc.integer({ min: 0, max: 2000 }).map((n) => `job:${n}`), score: fc.constant(0) },
    { name: 'mixed ids and scores', member, score: fc.constantFrom(0, 0, 1, 2.5, -3) },
  ];
  for (const { name, member: members, score: scores } of cases) {
    it(`answers every read like a plain map while new members wait, between pops, removals, moves and copies: ${name} (seeded)`, () => {
      fc.assert(
        fc.property(
          fc.array(
            fc.tuple(fc.constantFrom('wait', 'wait', 'wait', 'add', 'pop', 'pop', 'del', 'delSecond', 'move', 'read', 'place', 'copy'), members, scores),
            { minLength: 300, maxLength: 2500 },
          ),
          (ops) => {
            let s = new SortedSet();
            const model = new Map<string, number>();
            for (const [op, m, score] of ops) {
              if (op === 'wait' || op === 'add') {
                // What ZADD does for a member: a new one may wait (once the set is a skiplist).
                s.set(m, score, s.score(m), op === 'wait');
                model.set(m, score);
              } else if (op === 'pop' || op === 'delSecond') {
                // The lowest member leaves from the front; the one after it by search, next to
                // the members the front already passed over.
                const target = sortedModel(model)[op === 'pop' ? 0 : 1];
                if (target) expect(s.delete(target[0])).toBe(model.delete(target[0]));
              } else if (op === 'del') expect(s.delete(m)).toBe(model.delete(m));
              else if (op === 'move' && model.has(m)) {
                s.set(m, score + 10);
                model.set(m, score + 10);
              } else if (op === 'read') {
                const expected = sortedModel(model);
                expect(s.byRank(0, 4)).toEqual(expected.slice(0, 5));
                expect(s.membersByScore({ value: 0, exclusive: false }, { value: 2.5, exclusive: false })).toEqual(
                  expected.filter(([, v]) => v >= 0 && v <= 2.5).map(([x]) => x),
                );
              } else if (op === 'place') s.placeTail();
              else s = s.clone();
              expect(s.size).toBe(model.size);
              expect(s.score(m)).toBe(model.get(m));
            }
            expect(s.entries()).toEqual(sortedModel(model));
            expect(s.byScore(ALL, TOP, 0, -1, true)).toEqual(sortedModel(model).reverse());
          },
        ),
        { seed: 20261203, numRuns: 30 },
      );
    });
  }

  it('keeps each waiting member\'s own zero, -0 or 0, as a skiplist does', () => {
    const s = new SortedSet();
    for (let i = 0; i < 200; i++) s.set(`old:${String(i).padStart(3, '0')}`, 1);
    // Arrival order differs from byte order, so a tail sorted by member alone would swap them.
    s.set('b', -0, undefined, true);
    s.set('a', 0, undefined, true);
    s.set('c', -0, undefined, true);
    s.placeTail();
    const zeros = s.byRank(0, 2);
    expect(zeros.map(([m]) => m)).toEqual(['a', 'b', 'c']);
    expect(zeros.map(([, v]) => Object.is(v, -0))).toEqual([false, true, true]);
  });

  it('places a sweep\'s worth of waiting members into an empty set, a small one and a big one in byte order', () => {
    const ids = Array.from({ length: 20_000 }, (_, i) => `job:${(i * 7919) % 20_000}`);
    for (const before of [0, 500, 60_000]) {
      const s = new SortedSet();
      const model = new Map<string, number>();
      for (let i = 0; i < before; i++) {
        s.set(`old:${i}`, i % 3);
        model.set(`old:${i}`, i % 3);
      }
      for (const [i, id] of ids.entries()) {
        const score = before === 500 ? i % 2 : 0;
        s.set(id, score, s.score(id), true);
        model.set(id, score);
      }
      expect(s.hasTail).toBe(true);
      s.placeTail();
      expect(s.hasTail).toBe(false);
      expect(s.entries()).toEqual(sortedModel(model));
    }
  });
});

describe('sorted set encoding', () => {
  it('turns skiplist for a member over 64 UTF-8 bytes or a 129th member, and a copy keeps it', () => {
    const s = new SortedSet();
    s.set('é'.repeat(32), 1);
    expect(s.encoding).toBe('listpack');
    s.set('é'.repeat(33), 1);
    expect(s.encoding).toBe('skiplist');
    s.delete('é'.repeat(33));
    expect(s.clone().encoding).toBe('skiplist');
    s.set('z', -0);
    expect(Object.is(s.score('z'), -0)).toBe(true);
    const many = SortedSet.fromOrdered(Array.from({ length: 129 }, (_, i) => [`m${String(i).padStart(3, '0')}`, 0] as const));
    expect(many.encoding).toBe('skiplist');
    expect(SortedSet.fromOrdered([['a', 0]]).encoding).toBe('listpack');
  });
});
