import { describe, expect, it } from 'vitest';
import { SCENARIO_LIMITS } from '../../sim/scenario/limits';
import { createWidgetStore } from '../../store/createWidgetStore';
import { endOf, presetRun, reduceRun, runInitial } from '../../model/run/runModel';
import { timeTicks } from './timeTicks';

const store = () =>
  createWidgetStore(reduceRun, runInitial({ run: presetRun('command-worker', 1), source: { presetId: 'command-worker', seed: 1, jobs: null, fileName: null } }));
/** Imports `text` as the run view's Import does; true when the file replaced the run. */
const importText = (st: ReturnType<typeof store>, text: string, fileName: string) => {
  const before = st.getState().run;
  st.dispatch({ type: 'importText', text, fileName });
  return st.getState().run !== before;
};
const oneStep = (at: number) => `{"format":"emq-scenario/1","name":"far","queue":"q","clockStartMs":0,"maxStalled":3,"leaseMs":1000,"steps":[{"at":${at},"op":"sweep"}]}`;

describe('importing a file at or past the limits', () => {
  it('refuses a step at 1e13 or 1e15 ms, naming the clock-span limit, and keeps the current run', () => {
    for (const at of [1e13, 1e15]) {
      const st = store();
      const before = st.getState().run;
      expect(importText(st, oneStep(at), 'far.json')).toBe(false);
      expect(st.getState().problem).toMatch(/^far\.json was not loaded: step 1 \(sweep\): field "at": is past the limit of the clock span, 604,800,000 ms \(7 days\)/);
      expect(st.getState().run).toBe(before);
    }
  });

  it('loads a step at the very end of the clock span with a handful of time ticks', () => {
    const st = store();
    expect(importText(st, oneStep(SCENARIO_LIMITS.atMs), 'week.json')).toBe(true);
    expect(endOf(st.getState().run)).toBe(SCENARIO_LIMITS.atMs);
    expect(timeTicks(endOf(st.getState().run)).length).toBeLessThanOrEqual(8);
  });

  it('keeps time ticks few for any span, even one no file may have', () => {
    for (const end of [1e13, 1e15, Number.MAX_SAFE_INTEGER]) expect(timeTicks(end).length).toBeLessThanOrEqual(8);
    expect(timeTicks(Infinity)).toEqual([0]);
  });
});
