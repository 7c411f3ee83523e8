import { groupThousands } from '../../../model/selectors/groupThousands';

/** Times in this dive with one decimal, as the now line and the other views write them. */
export const sec = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The sweeper's skew in words: `no skew`, `+2.0 s (fast)`, `−1.5 s (slow)`. */
export const skewText = (ms: number) => (ms === 0 ? 'no skew' : `${ms > 0 ? '+' : '−'}${(Math.abs(ms) / 1000).toFixed(1)} s (${ms > 0 ? 'fast' : 'slow'})`);

/** A count with thousands separators, as the probe comparison prints it. */
export const count = groupThousands;
