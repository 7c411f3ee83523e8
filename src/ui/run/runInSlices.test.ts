import { describe, expect, it } from 'vitest';
import { presetRun, runInitial } from '../../model/run/runModel';
import { bootRun, type RunBoot } from './RunView';
import { createRunStore, FIRST_SLICE_CHUNKS, inSlices } from './runInSlices';

/**
 * A scheduler run by hand: a clock that moves one ms per read, slices of `sliceMs` reads, and
 * turns queued until `drain` runs them all (it returns how many there were).
 */
function handScheduler(sliceMs: number) {
  const queue: (() => void)[] = [];
  let clock = 0;
  const options = { sliceMs, now: () => clock++, later: (f: () => void) => void queue.push(f) };
  const drain = () => {
    let turns = 0;
    while (queue.length) {
      queue.shift()!();
      turns++;
    }
    return turns;
  };
  return { options, drain, pending: () => queue.length };
}

/** A store on the command-worker preset whose slices end after `stepsPerSlice` reads of the clock, run by hand. */
function store(stepsPerSlice = 3) {
  const { options, drain, pending } = handScheduler(stepsPerSlice);
  const st = createRunStore(runInitial({ run: presetRun('command-worker', 1), source: { presetId: 'command-worker', seed: 1, jobs: null, fileName: null } }), options);
  return { st, drain, pending };
}

describe('the run view generating a long run in slices', () => {
  it('keeps the current run shown while the busy hour is generated, says how far it got, then shows the whole busy hour', () => {
    const { st, drain } = store();
    const before = st.getState().run;
    const seen: number[] = [];
    st.subscribe((s) => {
      if (typeof s.generating === 'number') seen.push(s.generating);
    });
    st.dispatch({ type: 'openPreset', presetId: 'busy-hour', seed: 1 });
    expect(st.getState().run).toBe(before);
    expect(st.getState().generating).toBeGreaterThan(0);
    expect(drain()).toBeGreaterThan(3);
    expect(st.getState().run.timeline.events.length).toBe(presetRun('busy-hour', 1).timeline.events.length);
    expect(st.getState().source.presetId).toBe('busy-hour');
    expect(st.getState().generating).toBeNull();
    expect(seen.length).toBeGreaterThan(3);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('shows a small preset at once, inside the same dispatch', () => {
    const { st, pending } = store(1000);
    st.dispatch({ type: 'openPreset', presetId: 'healthy', seed: 1 });
    expect(pending()).toBe(0);
    expect(st.getState().source.presetId).toBe('healthy');
    expect(st.getState().run.timeline.events.length).toBe(presetRun('healthy', 1).timeline.events.length);
  });

  it('drops a long run still being generated when another preset is chosen', () => {
    const { st, drain } = store();
    st.dispatch({ type: 'openPreset', presetId: 'busy-hour', seed: 1 });
    st.dispatch({ type: 'openPreset', presetId: 'tuning', seed: 1 });
    drain();
    expect(st.getState().source.presetId).toBe('tuning');
    expect(st.getState().run.timeline.events.length).toBe(presetRun('tuning', 1).timeline.events.length);
  });

  it('forks the busy hour in slices at the moment the crash was asked for, even if the learner scrubbed meanwhile', () => {
    const { st, drain } = store();
    st.dispatch({ type: 'openPreset', presetId: 'busy-hour', seed: 1 });
    drain();
    st.dispatch({ type: 'moveTo', cursor: 100 });
    const atOnce = createRunStore(st.getState(), { sliceMs: Infinity });
    atOnce.dispatch({ type: 'intervene', intervention: { kind: 'crash', worker: 'w1' } });
    st.dispatch({ type: 'intervene', intervention: { kind: 'crash', worker: 'w1' } });
    expect(st.getState().run.interventions).toEqual([]);
    st.dispatch({ type: 'moveTo', cursor: 5 });
    drain();
    expect(st.getState().cursor).toBe(101);
    expect(st.getState().run.interventions).toEqual([{ index: 100, intervention: { kind: 'crash', worker: 'w1' } }]);
    expect(st.getState().run.timeline.events.length).toBe(atOnce.getState().run.timeline.events.length);
  });
});

describe('a run view opened on a large preset', () => {
  /** `bootRun` through `inSlices` with a clock that moves one ms per read and turns run by hand. */
  function bootInSlices(search: string) {
    const { options, drain } = handScheduler(3);
    const boot = bootRun(search, '', (steps) => inSlices(steps, options));
    return { boot, drain };
  }

  it('opens a small preset at once, at the linked step', () => {
    const { boot } = bootInSlices('?view=run&preset=healthy&seed=1&step=5');
    expect(boot).not.toBeInstanceOf(Promise);
    expect((boot as RunBoot).store.getState().cursor).toBe(5);
  });

  it('generates the busy hour a slice at a time, then opens it at the linked step with its problems named', async () => {
    const { boot, drain } = bootInSlices('?view=run&preset=busy-hour&seed=1&step=999999');
    expect(boot).toBeInstanceOf(Promise);
    expect(drain()).toBeGreaterThan(3);
    const { store: st, problems } = await boot;
    const n = presetRun('busy-hour', 1).timeline.events.length;
    expect(st.getState().run.timeline.events.length).toBe(n);
    expect(st.getState().cursor).toBe(n);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('999999');
  });

  it('says a generator that fails after its first slice through the promise, and one that fails at once at once', async () => {
    function* failsLater(): Generator<number, number, void> {
      for (let i = 0; i < FIRST_SLICE_CHUNKS; i++) yield i;
      throw new Error('an actor looped');
    }
    function* failsAtOnce(): Generator<number, number, void> {
      throw new Error('no preset "nope"');
    }
    const queue: (() => void)[] = [];
    const later = inSlices(failsLater(), { later: (f) => queue.push(f) });
    while (queue.length) queue.shift()!();
    await expect(later).rejects.toThrow('an actor looped');
    expect(() => inSlices(failsAtOnce())).toThrow('no preset "nope"');
  });
});
