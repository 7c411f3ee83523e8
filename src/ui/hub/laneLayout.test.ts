import { describe, expect, it } from 'vitest';
import { CHIP, layoutActive, layoutSlots } from './laneLayout';

const hubJobs = [
  { id: 'JOB-a', deadlineSec: 50 },
  { id: 'JOB-b', deadlineSec: 30 },
  { id: 'JOB-c', deadlineSec: 30 },
  { id: 'JOB-d', deadlineSec: 30 },
];

describe('layoutActive', () => {
  it('puts now right of the three expired deadlines and left of the live one', () => {
    const l = layoutActive(hubJobs, 35, 700);
    expect(l.x(30)).toBeLessThan(l.nowX);
    expect(l.x(50)).toBeGreaterThan(l.nowX);
    expect(l.x.domain()[0]).toBe(0);
    expect(l.x.domain()[1]).toBeGreaterThanOrEqual(50);
  });

  it('stacks chips that share a deadline in rows and keeps the live one on the first row', () => {
    const l = layoutActive(hubJobs, 35, 700);
    const top = Object.fromEntries(l.chips.map((c) => [c.id, c.top]));
    expect(new Set([top['JOB-b'], top['JOB-c'], top['JOB-d']]).size).toBe(3);
    expect(top['JOB-a']).toBe(top['JOB-b']);
    expect(l.height).toBe(3 * (CHIP.activeHeight + CHIP.gap));
  });

  it('ends each chip at its deadline, so an expired chip lies wholly left of now', () => {
    const l = layoutActive(hubJobs, 35, 700);
    for (const c of l.chips) expect(c.left + CHIP.width).toBeCloseTo(c.cx);
    expect(l.chips.find((c) => c.id === 'JOB-b')!.left + CHIP.width).toBeLessThan(l.nowX);
  });

  it('never draws a live lease inside the expired zone, even one second before its deadline', () => {
    for (const width of [340, 520, 700, 1100]) {
      const l = layoutActive([{ id: 'JOB-a', deadlineSec: 36 }, { id: 'JOB-b', deadlineSec: 30 }], 35, width);
      const live = l.chips.find((c) => c.id === 'JOB-a')!;
      const expired = l.chips.find((c) => c.id === 'JOB-b')!;
      expect(live.left).toBeGreaterThanOrEqual(l.nowX);
      expect(live.left + CHIP.width).toBeLessThanOrEqual(width);
      expect(live.cx).toBeGreaterThan(l.nowX);
      expect(expired.left + CHIP.width).toBeLessThanOrEqual(l.nowX);
    }
  });

  it('keeps every chip inside the plot, even at phone width', () => {
    const l = layoutActive(hubJobs, 35, 340);
    for (const c of l.chips) {
      expect(c.left).toBeGreaterThanOrEqual(0);
      expect(c.left + CHIP.width).toBeLessThanOrEqual(340);
    }
  });

  it('still draws an axis with no active job', () => {
    const l = layoutActive([], 35, 500);
    expect(l.ticks.length).toBeGreaterThan(1);
    expect(l.chips).toEqual([]);
  });
});

describe('layoutSlots', () => {
  it('lists slots in one column in a narrow lane and wraps in a wide one', () => {
    expect(layoutSlots(2, 140).columns).toBe(1);
    const wide = layoutSlots(4, 3 * CHIP.width + 2 * CHIP.gap, 0);
    expect(wide.columns).toBe(3);
    expect(wide.slots[3]).toEqual({ left: 0, top: CHIP.slotHeight + CHIP.gap });
  });
});
