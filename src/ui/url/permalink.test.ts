import { describe, expect, it } from 'vitest';
import { HUB } from '../../sim/presets/hub';
import { buildTimeline, forkAt } from '../../sim/timeline/timeline';
import { linkableStep, readPermalink, writePermalink, type PermalinkRules } from './permalink';

const rules: PermalinkRules = {
  views: ['hub'],
  comingViews: ['timeline'],
  defaultView: 'hub',
  maxStep: 15,
  defaultStep: 13,
  jobsAt: (step) => (step >= 4 ? ['JOB-a', 'JOB-b', 'JOB-c', 'JOB-d'] : ['JOB-a']),
};

describe('readPermalink', () => {
  it('opens at the defaults when the link has no parameters', () => {
    expect(readPermalink('', rules)).toEqual({ state: { view: 'hub', step: 13, job: null }, problems: [] });
  });

  it('reads a good view, step and job', () => {
    expect(readPermalink('?view=hub&step=14&job=JOB-b', rules)).toEqual({ state: { view: 'hub', step: 14, job: 'JOB-b' }, problems: [] });
  });

  it('falls back to the hub for an unknown view and names the parameter', () => {
    const r = readPermalink('?view=nope&step=14', rules);
    expect(r.state).toEqual({ view: 'hub', step: 14, job: null });
    expect(r.problems).toEqual(['view=nope is not a view of this page, so the hub view is shown.']);
  });

  it('says a view that is announced but not built yet is not built yet', () => {
    expect(readPermalink('?view=timeline', rules).problems).toEqual(['view=timeline is not built yet, so the hub view is shown.']);
  });

  it('falls back to the default step for a step out of range, negative, or not a number', () => {
    for (const bad of ['16', '-1', 'abc', '1.5', '', '1e3']) {
      const r = readPermalink(`?step=${bad}`, rules);
      expect(r.state.step).toBe(13);
      expect(r.problems).toEqual([`step=${bad} is not a step of this run (0 to 15), so it opens at step 13.`]);
    }
  });

  it('drops a job that does not exist at the step, checked after the step fell back', () => {
    expect(readPermalink('?job=JOB-z', rules).problems).toEqual(['job=JOB-z does not exist at step 13, so no job is selected.']);
    const r = readPermalink('?step=2&job=JOB-b', rules);
    expect(r.state).toEqual({ view: 'hub', step: 2, job: null });
    expect(r.problems).toHaveLength(1);
  });

  it('reports every bad parameter at once', () => {
    expect(readPermalink('?view=x&step=99&job=y', rules).problems).toHaveLength(3);
  });
});

describe('writePermalink', () => {
  it('writes view, step and job, keeping colons readable', () => {
    expect(writePermalink({ view: 'hub', step: 14, job: 'JOB-b' })).toBe('?view=hub&step=14&job=JOB-b');
    expect(writePermalink({ view: 'hub', step: 13, job: 'a:b' })).toBe('?view=hub&step=13&job=a:b');
  });

  it('leaves out a null step and job, and keeps parameters it does not own', () => {
    expect(writePermalink({ view: 'hub', step: null, job: null }, '?embed=1&step=3&job=JOB-a')).toBe('?embed=1&view=hub');
  });

  it('round-trips through readPermalink', () => {
    const state = { view: 'hub', step: 15, job: 'JOB-c' };
    expect(readPermalink(writePermalink(state), rules).state).toEqual(state);
  });
});

describe('linkableStep', () => {
  const recorded = buildTimeline(HUB.header, HUB.inputs);

  it('is the cursor on the recorded timeline', () => {
    expect(linkableStep(recorded, recorded, 14)).toBe(14);
  });

  it('is the cursor on a fork up to the fork point, and null past it', () => {
    const fork = forkAt(recorded, 14, [{ at: 35_000, op: 'sweep' }]);
    expect(linkableStep(recorded, fork, 14)).toBe(14);
    expect(linkableStep(recorded, fork, 15)).toBeNull();
  });
});
