import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../test/support/randomScenario';
import { chance, draw, drawExponentialMs, drawInt, keyedRng, nextRandom, seedRng } from './rng';

describe('the seeded PRNG held in state', () => {
  it('draws the same stream as the closure mulberry32 for the same seed', () => {
    const f = mulberry32(42);
    let s = seedRng(42);
    for (let i = 0; i < 100; i++) {
      const [x, next] = nextRandom(s);
      expect(x).toBe(f());
      s = next;
    }
  });

  it('keeps its whole state in one uint32, so a copy of the state replays the same draws', () => {
    const h = { rng: seedRng(9) };
    draw(h);
    const copy = { ...h };
    expect([draw(h), draw(h), draw(h)]).toEqual([draw(copy), draw(copy), draw(copy)]);
    expect(Number.isInteger(h.rng) && h.rng >= 0 && h.rng < 2 ** 32).toBe(true);
  });

  it('draws whole numbers inside the inclusive range, and exponential gaps of at least 1 ms', () => {
    const h = { rng: 3 };
    for (let i = 0; i < 500; i++) {
      const n = drawInt(h, 5, 8);
      expect(n >= 5 && n <= 8 && Number.isInteger(n)).toBe(true);
      expect(drawExponentialMs(h, 10)).toBeGreaterThanOrEqual(1);
    }
  });

  it('does not draw at all for a zero chance, so fault knobs at 0 leave the stream alone', () => {
    const h = { rng: 5 };
    expect(chance(h, 0)).toBe(false);
    expect(h.rng).toBe(5);
  });

  it('gives each key under a seed a stream of its own, the same every time and unlike its neighbours', () => {
    expect(keyedRng(5, 'crash:task-0001:0')).toEqual(keyedRng(5, 'crash:task-0001:0'));
    const firsts = ['crash:task-0001:0', 'crash:task-0001:1', 'crash:task-0002:0', 'run:task-0001:2'].map((k) => draw(keyedRng(5, k)));
    expect(new Set(firsts).size).toBe(4);
    expect(draw(keyedRng(6, 'crash:task-0001:0'))).not.toBe(firsts[0]);
  });
});
