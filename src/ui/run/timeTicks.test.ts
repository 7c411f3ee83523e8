import { describe, expect, it } from 'vitest';
import { SPEEDS, speedLabel } from '../../model/run/speed';
import { timeTicks } from './timeTicks';
import { formatClock } from '../../model/selectors/formatDuration';

describe('speed and time labels', () => {
  it('label every speed in plain units', () => {
    expect(SPEEDS.map((_, i) => speedLabel(i))).toEqual([
      '¼ s of server time per second', '½ s of server time per second', '1 s of server time per second', '2 s of server time per second',
      '5 s of server time per second', '10 s of server time per second', '30 s of server time per second', '1 min of server time per second',
      '2 min of server time per second', '5 min of server time per second', '10 min of server time per second', '20 min of server time per second',
    ]);
  });

  it('tick a run at round times and print offsets in seconds and minutes', () => {
    expect(timeTicks(30_000)).toEqual([0, 5000, 10_000, 15_000, 20_000, 25_000, 30_000]);
    expect(timeTicks(3_600_000)).toEqual([0, 600_000, 1_200_000, 1_800_000, 2_400_000, 3_000_000, 3_600_000]);
    expect([0, 45_000, 480_000, 3_600_000].map((t) => formatClock(t))).toEqual(['0 s', '45 s', '8 min', '1 h']);
    expect(formatClock(1_601_100, true)).toBe('26 min 41.1 s');
  });
});
