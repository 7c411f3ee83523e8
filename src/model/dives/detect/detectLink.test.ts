import { describe, expect, it } from 'vitest';
import { queryLink } from '../linkSource';
import { DETECT_PARAMS, fromLink, toLink } from './detectLink';
import { DETECT_DEFAULTS, type DetectState } from './detectModel';

describe('the detect dive link', () => {
  it('opens at what it wrote: now, clock, skew and workers round-trip', () => {
    const s: DetectState = { ...DETECT_DEFAULTS, nowMs: 25_000, clock: 'sweeper', skewMs: -3_000, workersIndex: 3 };
    const link = queryLink(toLink(s));
    expect(fromLink(link)).toEqual(s);
    expect(link.problems).toEqual([]);
    expect(toLink(s)).toEqual({ now: '25000', clock: 'sweeper', skew: '-3000', workers: '10000' });
  });

  it('falls back on each bad value and names it', () => {
    const link = queryLink('?now=-5&clock=moon&skew=99999&workers=7');
    expect(fromLink(link)).toEqual(DETECT_DEFAULTS);
    expect(link.problems).toEqual([
      'workers=7 is not one of 6, 100, 1000, 10000, 100000, so 6 is used.',
      'now=-5 is not a whole number from 0 to 50000, so 20000 ms is used.',
      'clock=moon is not one of server, sweeper, so server is used.',
      'skew=99999 is not a whole number from -10000 to 10000, so 0 ms is used.',
    ]);
  });

  it('writes exactly the parameters the view declares, always the same names', () => {
    expect(Object.keys(toLink(DETECT_DEFAULTS))).toEqual([...DETECT_PARAMS]);
  });
});
