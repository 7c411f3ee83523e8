import { describe, expect, it } from 'vitest';
import { groupThousands } from './groupThousands';

describe('a count as the page prints it', () => {
  it('groups the digits in threes with commas, as en-US does', () => {
    for (const n of [0, 7, 999, 1_000, 12_345, 100_000, 1_234_567, -1_234, Number.MAX_SAFE_INTEGER]) expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
  });

  it('refuses a number that is not a whole number, naming it', () => {
    expect(() => groupThousands(1.5)).toThrow('groupThousands needs a safe integer, got 1.5');
    expect(() => groupThousands(Number.NaN)).toThrow(RangeError);
  });
});
