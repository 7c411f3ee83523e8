import { describe, expect, it } from 'vitest';
import { presetRun, reduceRun, runInitial } from '../../model/run/runModel';
import { exportRun, formatScenario } from '../../sim/scenario/exportRun';
import { createWidgetStore } from '../../store/createWidgetStore';
import { clampStep, presetHref, readRunLink, runLinkParams } from './runLink';

const store = () => createWidgetStore(reduceRun, runInitial({ run: presetRun('command-worker', 1), source: { presetId: 'command-worker', seed: 1, jobs: null, fileName: null } }));

describe('run links', () => {
  it('read preset, seed, step and jobs, and name what they had to ignore', () => {
    expect(readRunLink('?view=run&preset=crash-loop&seed=9&step=4')).toEqual({ link: { preset: 'crash-loop', seed: 9, step: 4, jobs: null }, problems: [] });
    expect(readRunLink('?view=run&preset=busy-hour&jobs=2000').link).toMatchObject({ preset: 'busy-hour', seed: 2026, jobs: 2000 });
    const bad = readRunLink('?preset=nope&seed=-1&step=x&jobs=5');
    expect(bad.link).toEqual({ preset: 'command-worker', seed: 1, step: null, jobs: null });
    expect(bad.problems).toHaveLength(4);
    expect(clampStep(50, 19)).toEqual({ step: 19, problem: 'step=50 is past the end of this run (19 steps), so it opens at the end.' });
  });

  it('give the run’s own parameters, leaving out a step no link can rebuild', () => {
    const st = store();
    st.dispatch({ type: 'moveTo', cursor: 12 });
    expect(runLinkParams(st.getState())).toEqual({ preset: 'command-worker', seed: '1', jobs: null, step: '12', tune: null, limit: null });
    st.dispatch({ type: 'moveTo', cursor: 3 });
    st.dispatch({ type: 'intervene', intervention: { kind: 'crash', worker: 'w2' } });
    expect(runLinkParams(st.getState())).toMatchObject({ preset: 'command-worker', seed: '1', step: null });
    st.dispatch({ type: 'importText', text: formatScenario(exportRun(st.getState().run)), fileName: 'ok.json' });
    expect(runLinkParams(st.getState())).toEqual({ preset: null, seed: null, jobs: null, step: null, tune: null, limit: null });
    expect(presetHref('busy-hour', 2026)).toBe('?view=run&preset=busy-hour&seed=2026');
  });

  it('carry the sweep LIMIT as limit=N or limit=none, and name a bad one, keeping the preset’s own', () => {
    expect(readRunLink('?view=run&preset=backlog&limit=2')).toEqual({ link: { preset: 'backlog', seed: 1, step: null, jobs: null, limit: 2 }, problems: [] });
    expect(readRunLink('?view=run&preset=backlog&limit=none').link.limit).toBeNull();
    for (const bad of ['0', '101', 'x', '-1', '2.5', '']) {
      const read = readRunLink(`?view=run&preset=backlog&limit=${bad}`);
      expect(read.link).not.toHaveProperty('limit');
      expect(read.problems).toEqual([`limit=${bad} is not none or a whole number from 1 to 100, so the preset's own sweep LIMIT is used.`]);
    }
    const st = createWidgetStore(reduceRun, runInitial({ run: presetRun('backlog', 1), source: { presetId: 'backlog', seed: 1, jobs: null, fileName: null } }));
    expect(runLinkParams(st.getState()).limit).toBeNull();
    st.dispatch({ type: 'tune', tuning: { leaseMs: 10_000, heartbeatMs: 3000, sweepEveryMs: 5000 }, limit: null });
    expect(runLinkParams(st.getState())).toMatchObject({ preset: 'backlog', limit: 'none' });
    st.dispatch({ type: 'tune', tuning: { leaseMs: 10_000, heartbeatMs: 3000, sweepEveryMs: 5000 }, limit: 3 });
    expect(runLinkParams(st.getState()).limit).toBe('3');
    expect(st.getState().run.config!.sweeper!.limit).toBe(3);
  });

  it('leave the step out once the run was carried on a minute past its end (a preset link cannot rebuild it)', () => {
    const st = store();
    st.dispatch({ type: 'moveTo', cursor: st.getState().run.timeline.events.length });
    st.dispatch({ type: 'runLonger' });
    expect(runLinkParams(st.getState()).step).toBeNull();
  });
});
