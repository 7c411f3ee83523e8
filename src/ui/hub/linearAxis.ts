/**
 * The hub's one number line, without d3-scale's `scaleLinear` (which pulls d3-interpolate,
 * d3-format and d3-color into the page's first chunk for an axis of plain numbers). The tick and
 * nice steps are d3-array 3's (`tickSpec`, `tickIncrement`), so the axis reads exactly as
 * d3-scale 4's `scaleLinear().domain(d).range(r).nice().ticks(n)` would. The charts of the other
 * views, loaded later, keep d3-scale.
 */

const E10 = Math.sqrt(50);
const E5 = Math.sqrt(10);
const E2 = Math.sqrt(2);

/** d3-array's tick spec: `[i1, i2, inc]`, ticks at i·inc (inc > 0) or i / -inc (inc < 0). */
function tickSpec(start: number, stop: number, count: number): [number, number, number] {
  const step = (stop - start) / Math.max(0, count);
  const power = Math.floor(Math.log10(step));
  const error = step / Math.pow(10, power);
  const factor = error >= E10 ? 10 : error >= E5 ? 5 : error >= E2 ? 2 : 1;
  let i1: number;
  let i2: number;
  let inc: number;
  if (power < 0) {
    inc = Math.pow(10, -power) / factor;
    i1 = Math.round(start * inc);
    i2 = Math.round(stop * inc);
    if (i1 / inc < start) ++i1;
    if (i2 / inc > stop) --i2;
    inc = -inc;
  } else {
    inc = Math.pow(10, power) * factor;
    i1 = Math.round(start / inc);
    i2 = Math.round(stop / inc);
    if (i1 * inc < start) ++i1;
    if (i2 * inc > stop) --i2;
  }
  if (i2 < i1 && 0.5 <= count && count < 2) return tickSpec(start, stop, count * 2);
  return [i1, i2, inc];
}

/** A linear map from a domain (here seconds) to a range (pixels), with its round-number ticks. */
export interface LinearAxis {
  (value: number): number;
  /** About `count` round values inside the domain, ascending. */
  ticks(count: number): number[];
  domain(): [number, number];
}

/**
 * A linear axis over `[d0, d1]` (d0 < d1) onto `[r0, r1]`, its domain widened to round numbers
 * as d3-scale's `nice()` (10 ticks) does. A zero-width domain maps everything to the range's middle.
 */
export function niceLinearAxis([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]): LinearAxis {
  let start = d0;
  let stop = d1;
  let prestep: number | undefined;
  for (let iter = 10; iter-- > 0; ) {
    const step = tickSpec(start, stop, 10)[2];
    if (step === prestep) break;
    if (step > 0) {
      start = Math.floor(start / step) * step;
      stop = Math.ceil(stop / step) * step;
    } else if (step < 0) {
      start = Math.ceil(start * step) / step;
      stop = Math.floor(stop * step) / step;
    } else break;
    prestep = step;
  }
  const span = stop - start;
  const axis = ((v: number) => (span === 0 ? (r0 + r1) / 2 : r0 + ((v - start) / span) * (r1 - r0))) as LinearAxis;
  axis.domain = () => [start, stop];
  axis.ticks = (count: number) => {
    if (!(count > 0)) return [];
    if (start === stop) return [start];
    const [i1, i2, inc] = tickSpec(start, stop, count);
    if (!(i2 >= i1)) return [];
    return Array.from({ length: i2 - i1 + 1 }, (_, i) => (inc < 0 ? (i1 + i) / -inc : (i1 + i) * inc));
  };
  return axis;
}
