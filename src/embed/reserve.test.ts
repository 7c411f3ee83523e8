import { describe, expect, it } from 'vitest';
import { reservedHeight } from './reserve';
import { MEASURED_COMPACT_HEIGHTS, MEASURED_HEIGHTS, MEASURED_WIDTHS } from './reservedHeights';

describe("an element's reserved height before its view renders", () => {
  it('is the measured height at a measured width, for every view', () => {
    for (const [view, row] of Object.entries(MEASURED_HEIGHTS)) MEASURED_WIDTHS.forEach((w, i) => expect(reservedHeight(view, w)).toBe(row[i]));
  });

  it('lies between its two neighbours at a width between two measured ones', () => {
    const [a, b] = [MEASURED_WIDTHS[0]!, MEASURED_WIDTHS[1]!];
    const [ha, hb] = [MEASURED_HEIGHTS.hub![0]!, MEASURED_HEIGHTS.hub![1]!];
    const h = reservedHeight('hub', (a + b) / 2);
    expect(h).toBeGreaterThanOrEqual(Math.min(ha, hb));
    expect(h).toBeLessThanOrEqual(Math.max(ha, hb));
  });

  it('is the nearest measured one outside the table, the hub’s for an unknown view, and nothing without a width', () => {
    expect(reservedHeight('bound', 10)).toBe(MEASURED_HEIGHTS.bound![0]);
    expect(reservedHeight('bound', 99_999)).toBe(MEASURED_HEIGHTS.bound!.at(-1));
    expect(reservedHeight('nope', 720)).toBe(reservedHeight('hub', 720));
    expect(reservedHeight('hub', 0)).toBe(0);
    expect(reservedHeight('hub', Number.NaN)).toBe(0);
  });

  it('is measured for every view an element can show', async () => {
    const { ELEMENT_VIEWS } = await import('./elementAttributes');
    expect(Object.keys(MEASURED_HEIGHTS).sort()).toEqual([...ELEMENT_VIEWS].sort());
  });
});

describe('the compact form reserves its own, shorter height', () => {
  it('reads the compact row at each measured width, shorter than the whole view', () => {
    for (const [view, row] of Object.entries(MEASURED_COMPACT_HEIGHTS)) {
      MEASURED_WIDTHS.forEach((w, i) => {
        expect(reservedHeight(view, w, true)).toBe(row[i]);
        expect(reservedHeight(view, w, true)).toBeLessThan(reservedHeight(view, w));
      });
    }
  });
});
