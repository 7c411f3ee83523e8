import { describe, expect, it } from 'vitest';
import { formatShare } from './formatShare';

describe('formatShare', () => {
  it('never rounds a share that is not the total to 100 %', () => {
    expect(formatShare(478_692 - 540, 478_692)).toBe('99.9 %');
    expect(formatShare(478_691, 478_692)).toBe('> 99.999 %');
  });

  it('never rounds a non-zero share to 0 %', () => {
    expect(formatShare(540, 478_692)).toBe('0.1 %');
    expect(formatShare(1, 478_692)).toBe('< 0.001 %');
  });

  it('says 0 % and 100 % only for none and all, and whole percents otherwise', () => {
    expect(formatShare(0, 478_692)).toBe('0 %');
    expect(formatShare(478_692, 478_692)).toBe('100 %');
    expect(formatShare(1, 3)).toBe('33 %');
    expect(formatShare(0, 0)).toBe('0 %');
  });
});
