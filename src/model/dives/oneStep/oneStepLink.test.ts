import { describe, expect, it } from 'vitest';
import { queryLink } from '../linkSource';
import { ONE_STEP_PARAMS, fromLink, toLink } from './oneStepLink';
import { CASE_SCHEDULE, ONE_STEP_DEFAULTS, type OneStepState } from './oneStepModel';

describe('the one-step dive link', () => {
  it('opens at what it wrote: setup, schedule and cursor round-trip', () => {
    const s: OneStepState = { ...ONE_STEP_DEFAULTS, setup: { ...ONE_STEP_DEFAULTS.setup, claims: 2 }, schedule: CASE_SCHEDULE, cursor: 6 };
    expect(toLink(s)).toEqual({ mode: 'client', sweepers: '2', jobs: '1', claims: '2', sched: 'ABAAAbBBB', at: '6' });
    const link = queryLink(toLink(s));
    expect(fromLink(link)).toEqual(s);
    expect(link.problems).toEqual([]);
  });

  it('leaves `at` out when every move has run, and `sched` when nobody has moved', () => {
    expect(toLink({ ...ONE_STEP_DEFAULTS, schedule: ['sweeper:A'], cursor: 1 }).at).toBeNull();
    expect(toLink(ONE_STEP_DEFAULTS)).toMatchObject({ sched: null, at: null });
  });

  it('falls back on a schedule this setup cannot run, and on too many jobs, and names each', () => {
    const link = queryLink('?sweepers=3&jobs=2&sched=AAAAAAAAAAAAAAAAA');
    const s = fromLink(link);
    expect(s.setup).toMatchObject({ sweepers: 3, jobs: 1 });
    expect(s.schedule).toEqual([]);
    expect(link.problems).toEqual(['jobs=2 is too many for 3 sweepers, so 1 job is used.', 'sched=AAAAAAAAAAAAAAAAA is not a schedule this setup can run, so nobody has moved yet.']);
    const letters = queryLink('?sched=AxB');
    expect(fromLink(letters).schedule).toEqual([]);
    expect(letters.problems).toHaveLength(1);
  });

  it('writes exactly the parameters the view declares, always the same names', () => {
    expect(Object.keys(toLink(ONE_STEP_DEFAULTS))).toEqual([...ONE_STEP_PARAMS]);
  });
});
