import { describe, expect, it } from 'vitest';
import { HUB } from '../../model/presets/hub';
import { buildTimeline } from '../../sim/timeline/timeline';
import { hubInitial, reduceHub } from '../../model/hub/hubModel';
import { createWidgetStore } from '../../store/createWidgetStore';
import { hubLinkGap, hubLinkParams, readPermalink, type PermalinkRules } from './permalink';
import { MAX_LINK_VALUE, withParams } from './query';

const rules: PermalinkRules = {
  views: ['hub', 'run', 'detect'],
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

  it("leaves step and job to the view a link opens: a run view's step is the run's, not the hub's", () => {
    expect(readPermalink('?view=run&preset=crash-loop&seed=1&step=3000', rules)).toEqual({ state: { view: 'run', step: 13, job: null }, problems: [] });
    expect(readPermalink('?view=run&step=14&job=JOB-b', rules)).toEqual({ state: { view: 'run', step: 13, job: null }, problems: [] });
    expect(readPermalink('?view=detect&step=abc&job=JOB-z', rules).problems).toEqual([]);
  });

  it('reads step and job for a view that falls back to the hub', () => {
    expect(readPermalink('?view=nope&step=14&job=JOB-b', rules).state).toEqual({ view: 'hub', step: 14, job: 'JOB-b' });
  });

  it('reports every bad parameter at once', () => {
    expect(readPermalink('?view=x&step=99&job=y', rules).problems).toHaveLength(3);
  });
});

describe('hubLinkParams', () => {
  const recorded = buildTimeline(HUB.header, HUB.inputs);

  it('gives the step and the selected job, and round-trips through readPermalink', () => {
    const store = createWidgetStore(reduceHub, hubInitial({ timeline: recorded, cursor: 15, selectedJobId: 'JOB-c' }));
    expect(hubLinkParams(store.getState())).toEqual({ step: '15', then: null, job: 'JOB-c' });
    const search = withParams('?view=hub', hubLinkParams(store.getState()));
    expect(search).toBe('?view=hub&step=15&job=JOB-c');
    expect(readPermalink(search, rules).state).toEqual({ view: 'hub', step: 15, job: 'JOB-c' });
  });

  it('writes the fork point as the step and the learner\'s own steps as then= once the run forks, and leaves the job out when none is selected', () => {
    const store = createWidgetStore(reduceHub, hubInitial({ timeline: recorded, cursor: 14 }));
    store.dispatch({ type: 'run', input: { at: 35_000, op: 'sweep' } });
    store.dispatch({ type: 'run', input: { at: 40_000, op: 'tick' } });
    expect(hubLinkParams(store.getState())).toEqual({ step: '14', then: 'sweep,tick+5000', job: null });
  });

  it('leaves step and then out for a fork the hub\'s words cannot spell', () => {
    const store = createWidgetStore(reduceHub, hubInitial({ timeline: recorded, cursor: 14 }));
    store.dispatch({ type: 'run', input: { at: 35_000, op: 'crash', worker: 'w1' } });
    expect(hubLinkParams(store.getState())).toEqual({ step: null, then: null, job: null });
  });

  it('stops the address at the fork once the learner\'s steps no longer fit, and says why up front', () => {
    const store = createWidgetStore(reduceHub, hubInitial({ timeline: recorded, cursor: 14 }));
    // Clock advances of a different length each time: nothing repeats, so nothing shortens them.
    let at = 35_000;
    for (let i = 0; i < 300; i++) store.dispatch({ type: 'run', input: { at: (at += 1_000 + i), op: 'tick' } });
    expect(hubLinkGap(store.getState())).toBe('tooLong');
    const params = hubLinkParams(store.getState());
    expect(params).toEqual({ step: '14', then: null, job: null });
    expect(withParams('?view=hub', params).length).toBeLessThan(MAX_LINK_VALUE);
    store.dispatch({ type: 'moveTo', cursor: 20 });
    expect(hubLinkGap(store.getState())).toBeNull();
  });

  it('says a fork the words cannot spell is not in the address', () => {
    const store = createWidgetStore(reduceHub, hubInitial({ timeline: recorded, cursor: 14 }));
    expect(hubLinkGap(store.getState())).toBeNull();
    store.dispatch({ type: 'run', input: { at: 35_000, op: 'crash', worker: 'w1' } });
    expect(hubLinkGap(store.getState())).toBe('unspellable');
  });

  it('writes only the step once the learner steps back to the fork point', () => {
    const store = createWidgetStore(reduceHub, hubInitial({ timeline: recorded, cursor: 14 }));
    store.dispatch({ type: 'run', input: { at: 35_000, op: 'sweep' } });
    store.dispatch({ type: 'moveTo', cursor: 14 });
    expect(hubLinkParams(store.getState())).toEqual({ step: '14', then: null, job: null });
  });
});
