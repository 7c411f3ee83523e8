import { nice, ticks } from 'd3-array';

/**
 * The hub's number line: d3-array's `nice` and `ticks` (the very functions d3-scale 4's
 * `scaleLinear().nice().ticks(n)` calls), with the linear map written out. `scaleLinear` itself
 * would pull d3-interpolate, d3-format and d3-color into the page's first chunk for an axis of
 * plain numbers; the charts of the other views, loaded later, use d3-scale.
 */
export interface LinearAxis {
  /** The pixel of a value of the domain (here seconds). */
  (value: number): number;
  /** About `count` round values inside the domain, ascending. */
  ticks(count: number): number[];
  domain(): [number, number];
}

/**
 * A linear axis over `[d0, d1]` (d0 < d1) onto `[r0, r1]` (pixels), its domain widened to round
 * numbers as `scaleLinear().nice()` (10 ticks) widens it. A zero-width domain maps everything to
 * the range's middle. Source: d3-scale's linear.js `nice` (https://d3js.org/d3-scale/linear#linear_nice).
 */
export function niceLinearAxis([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]): LinearAxis {
  const [start, stop] = nice(d0, d1, 10);
  const span = stop - start;
  const axis = ((v: number) => (span === 0 ? (r0 + r1) / 2 : r0 + ((v - start) / span) * (r1 - r0))) as LinearAxis;
  axis.domain = () => [start, stop];
  axis.ticks = (count: number) => ticks(start, stop, count);
  return axis;
}
