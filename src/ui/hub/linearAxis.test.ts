import { scaleLinear } from 'd3-scale';
import { describe, expect, it } from 'vitest';
import { niceLinearAxis } from './linearAxis';

describe('the hub axis on d3-array reads as d3-scale does', () => {
  const cases: [number, number, number, number][] = [
    [0, 39.2, 14, 686],
    [0, 11.2, 14, 326],
    [0, 10, 14, 15],
    [0, 123.4, 14, 1266],
    [0, 0.37, 0, 100],
  ];
  it.each(cases)('puts the same ticks at the same pixels as scaleLinear().nice() over [%d, %d]', (d0, d1, r0, r1) => {
    const d3 = scaleLinear().domain([d0, d1]).range([r0, r1]).nice();
    const mine = niceLinearAxis([d0, d1], [r0, r1]);
    expect(mine.domain()).toEqual(d3.domain());
    for (const n of [2, 5, 8]) {
      expect(mine.ticks(n)).toEqual(d3.ticks(n));
      for (const t of d3.ticks(n)) expect(mine(t)).toBeCloseTo(d3(t), 9);
    }
    expect(mine(d0 + (d1 - d0) / 3)).toBeCloseTo(d3(d0 + (d1 - d0) / 3), 9);
  });
});
