import { describe, expect, it } from 'vitest';
import { queryLink } from '../linkSource';
import { BOUND_PARAMS, fromLink, toLink } from './boundLink';
import { BOUND_DEFAULTS, reduceBound } from './boundModel';

describe('the bound dive link', () => {
  it('opens at what it wrote: setting, run and cursor round-trip', () => {
    // "Skip predicting" first: the run steps past the checkpoint without answering it.
    const open = reduceBound({ ...BOUND_DEFAULTS, maxStalled: 2 }, { type: 'skipPrediction' });
    const dead = [1, 2].reduce((s) => reduceBound(s, { type: 'advance', count: 1, toEndOfBeat: true }), open);
    const s = reduceBound(reduceBound(dead, { type: 'retry', reset: true }), { type: 'back' });
    expect(toLink(s)).toMatchObject({ m: '2', mode: 'sweep', run: 'bbz' });
    const link = queryLink(toLink(s));
    // Like playing, the open prediction is not in the link: a link opens with it open.
    expect(fromLink(link)).toEqual({ ...s, playing: false, predictionOpen: true });
    expect(link.problems).toEqual([]);
  });

  it('leaves an empty run out of the link and opens at its end when `at` is absent', () => {
    expect(toLink(BOUND_DEFAULTS)).toEqual({ m: '3', mode: 'sweep', run: null, at: '1' });
    expect(fromLink(queryLink('?run=bb')).cursor).toBe(fromLink(queryLink('?run=bb&at=999')).cursor);
  });

  it('falls back on a bad setting and on a run it cannot replay, and names each', () => {
    const link = queryLink('?m=9&mode=nope&run=bbq');
    expect(fromLink(link)).toEqual(BOUND_DEFAULTS);
    expect(link.problems).toEqual([
      'm=9 is not a whole number from 1 to 6, so 3 is used.',
      'mode=nope is not one of sweep, reap, reapThenSweep, so sweep is used.',
      'run=bbq is not a run of b, r and z (beat, retry, retry with reset), so the run starts empty.',
    ]);
    const retryTooSoon = queryLink('?run=r');
    expect(fromLink(retryTooSoon).actions).toEqual([]);
    expect(retryTooSoon.problems).toEqual(['run=r cannot be replayed with these settings, so the run starts empty.']);
  });

  it('writes exactly the parameters the view declares, always the same names', () => {
    expect(Object.keys(toLink(BOUND_DEFAULTS))).toEqual([...BOUND_PARAMS]);
  });
});
