import { describe, expect, it } from 'vitest';
import { mulberry32, RANDOM_JOB_IDS, randomScenario } from './randomScenario';
import { STEP_OPS, type Step } from '../../src/sim/format/scenario';
import { parseScenario } from '../../src/sim/scenario/parseScenario';

const SEEDS = Array.from({ length: 300 }, (_, i) => i + 1);
const all = SEEDS.map((s) => randomScenario(s));
const steps = all.flatMap((s) => s.steps);
const utf8 = (s: string) => new TextEncoder().encode(s).length;

describe('randomScenario', () => {
  it('gives the same scenario for the same seed and a different one for another seed', () => {
    expect(randomScenario(42)).toEqual(randomScenario(42));
    expect(JSON.stringify(randomScenario(42))).not.toBe(JSON.stringify(randomScenario(43)));
  });

  it('mulberry32 is deterministic and stays in [0, 1)', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    for (let i = 0; i < 1000; i++) {
      const x = a();
      expect(x).toBe(b());
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });

  it('writes well-formed emq-scenario/1 files with non-decreasing integer times', () => {
    for (const sc of all) {
      expect(sc.format).toBe('emq-scenario/1');
      expect(Number.isSafeInteger(sc.clockStartMs)).toBe(true);
      expect(sc.maxStalled).toBeGreaterThanOrEqual(1);
      expect(sc.leaseMs).toBeGreaterThanOrEqual(1);
      let prev = 0;
      for (const st of sc.steps) {
        expect(STEP_OPS).toContain(st.op);
        expect(Number.isSafeInteger(st.at)).toBe(true);
        expect(st.at).toBeGreaterThanOrEqual(prev);
        prev = st.at;
      }
    }
  });

  it('never sends TIME and keeps every hash value within 64 bytes', () => {
    for (const st of steps) {
      if (st.op === 'redis') {
        expect(st.command.length).toBeGreaterThan(0);
        expect(st.command[0].toUpperCase()).not.toBe('TIME');
        if (st.command[0] === 'HSET') for (const v of st.command.slice(2)) expect(utf8(v)).toBeLessThanOrEqual(64);
      }
      if (st.op === 'enqueue' && st.data !== undefined) expect(utf8(st.data)).toBeLessThanOrEqual(64);
    }
  });

  it('covers every op, equal times, groups, limits, raw command families and the tricky ids', () => {
    const ops = new Set(steps.map((s) => s.op));
    expect([...ops].sort()).toEqual([...STEP_OPS].sort());
    const count = (p: (s: Step) => boolean) => steps.filter(p).length;
    expect(steps.length).toBeGreaterThanOrEqual(15_000);
    expect(count((s) => s.op === 'claim' && s.group !== undefined)).toBeGreaterThan(100);
    expect(count((s) => s.op === 'sweep' && s.limit !== undefined)).toBeGreaterThan(100);
    expect(count((s) => s.op === 'sweep' && s.maxStalled !== undefined)).toBeGreaterThan(100);
    const repeats = all.reduce((n, sc) => n + sc.steps.filter((s, i) => i > 0 && s.at === sc.steps[i - 1].at).length, 0);
    expect(repeats / steps.length).toBeGreaterThan(0.25);
    const raw = steps.flatMap((s) => (s.op === 'redis' ? [s.command] : []));
    const names = new Set(raw.map((c) => c[0].toUpperCase()));
    for (const n of ['ZADD', 'ZREM', 'ZSCORE', 'ZCARD', 'ZRANGE', 'ZRANGEBYSCORE', 'ZPOPMIN', 'HSET', 'HGET', 'HGETALL', 'HDEL',
      'HEXISTS', 'HINCRBY', 'DEL', 'EXISTS', 'TYPE', 'LPUSH', 'RPUSH', 'LMOVE', 'LREM', 'LRANGE', 'LLEN']) {
      expect(names, n).toContain(n);
    }
    expect(raw.some((c) => c[0] === 'ZRANGEBYSCORE' && c.includes('LIMIT'))).toBe(true);
    expect(raw.some((c) => c.some((a) => a.startsWith('(')))).toBe(true);
    const jobsSeen = new Set(steps.flatMap((s) => (s.op === 'enqueue' ? [s.job] : [])));
    for (const id of RANDOM_JOB_IDS) expect(jobsSeen).toContain(id);
  });

  it('sends names an object would take for its own as keys, fields and members, hex floats of over 25,000 digits, and lex ranges', () => {
    const raw = steps.flatMap((s) => (s.op === 'redis' ? [s.command] : []));
    const count = (p: (c: string[]) => boolean) => raw.filter(p).length;
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(count((c) => c[1] === name), `key ${name}`).toBeGreaterThan(0);
      expect(count((c) => c[0] === 'HSET' && c.slice(2).includes(name)), `field ${name}`).toBeGreaterThan(0);
      expect(count((c) => c[0] === 'ZADD' && c.slice(2).includes(name)), `member ${name}`).toBeGreaterThan(0);
    }
    expect(count((c) => c[0] === 'ZADD' && c.some((w) => /^-?0x[\s\S]{25000}/.test(w)))).toBeGreaterThan(3);
    expect(count((c) => c[0] === 'ZRANGEBYSCORE' && c.slice(2, 4).some((w) => w.length > 25_000))).toBeGreaterThan(3);
    expect(count((c) => c[0] === 'ZRANGE' && c.includes('BYLEX'))).toBeGreaterThan(40);
    expect(count((c) => c[0] === 'ZRANGE' && c.includes('BYLEX') && c.includes('REV') && c.includes('LIMIT'))).toBeGreaterThan(2);
    expect(count((c) => c[0] === 'ZRANGEBYLEX')).toBeGreaterThan(20);
    expect(count((c) => c[0] === 'ZLEXCOUNT')).toBeGreaterThan(20);
  });

  it('reads a lex range only where Redis answers the same on every start: equal scores, or a set too small to be a skiplist', () => {
    const lexKeys = new Set(['zl', 'zm', 'zlh', 'zlnone']);
    for (const sc of all) {
      for (const s of sc.steps) {
        if (s.op !== 'redis') continue;
        const [name, key] = [s.command[0]!.toUpperCase(), s.command[1]!];
        if (name === 'ZRANGEBYLEX' || name === 'ZLEXCOUNT' || (name === 'ZRANGE' && s.command.some((w) => w.toUpperCase() === 'BYLEX'))) {
          expect(lexKeys, JSON.stringify(s.command)).toContain(key);
        }
        if (lexKeys.has(key) && name === 'ZADD') {
          const pairs = s.command.slice(2);
          for (let i = 0; i < pairs.length; i += 2) {
            if (key === 'zl') expect(pairs[i]).toBe('0');
            else expect(new TextEncoder().encode(pairs[i + 1]).length).toBeLessThanOrEqual(64);
          }
        }
      }
    }
  });

  it('never names a command with a NUL byte, and every file it writes is one parseScenario accepts', () => {
    for (const sc of all) {
      for (const s of sc.steps) if (s.op === 'redis') expect(s.command[0]).not.toContain('\0');
      expect(() => parseScenario(JSON.stringify(sc))).not.toThrow();
    }
  });
});
