import { describe, expect, it } from 'vitest';
import { exportRun, formatScenario } from '../../sim/scenario/exportRun';
import { endOf, presetRun, reduceRun, runInitial, timeOf, type RunAction, type RunState } from './runModel';
import { defaultSpeed, SPEEDS } from './speed';

/** A run view's state driven by its reducer, as its widget store does. */
function runDriver(initial: RunState = runInitial({ run: presetRun('command-worker', 1), source: { presetId: 'command-worker', seed: 1, jobs: null, fileName: null } })) {
  let state = initial;
  return {
    getState: () => state,
    dispatch(action: RunAction) {
      state = reduceRun(state, action);
    },
  };
}

const store = () => runDriver();

describe('the run model', () => {
  it('opens at the start, paused, at the speed that plays the run in about 15 s', () => {
    const s = store().getState();
    expect([s.cursor, s.viewMs, s.playing]).toEqual([0, 0, false]);
    expect(SPEEDS[s.speedIndex]).toBe(2);
    expect(defaultSpeed(3_600_000)).toBe(SPEEDS.indexOf(120));
  });

  it('plays by moving the playhead with wall time × speed, the cursor following it, and stops at the end', () => {
    const st = store();
    st.dispatch({ type: 'play' });
    st.dispatch({ type: 'advance', wallMs: 2000 }); // 2 s at 2 s/s: t = 4 s, after the crash
    expect(st.getState().viewMs).toBe(4000);
    expect(st.getState().cursor).toBe(9);
    st.dispatch({ type: 'advance', wallMs: 60_000 });
    expect(st.getState()).toMatchObject({ viewMs: endOf(st.getState().run), playing: false, cursor: 19 });
    st.dispatch({ type: 'play' }); // at the end, Play starts over
    expect(st.getState()).toMatchObject({ cursor: 0, viewMs: 0, playing: true });
  });

  it('moves the cursor (clamped) and the playhead to that moment, pausing playback', () => {
    const st = store();
    st.dispatch({ type: 'play' });
    st.dispatch({ type: 'moveTo', cursor: 12 });
    expect(st.getState()).toMatchObject({ cursor: 12, viewMs: timeOf(st.getState().run, 12), playing: false });
    st.dispatch({ type: 'moveTo', cursor: 99 });
    expect(st.getState().cursor).toBe(19);
    st.dispatch({ type: 'seekTime', offsetMs: 4500 });
    expect(st.getState()).toMatchObject({ cursor: 9, viewMs: 4500 });
  });

  it('forks on an intervention at the cursor and shows its effect; a refused one becomes the problem', () => {
    const st = store();
    st.dispatch({ type: 'moveTo', cursor: 3 });
    st.dispatch({ type: 'intervene', intervention: { kind: 'crash', worker: 'w2' } });
    expect(st.getState().problem).toBeNull();
    expect(st.getState().cursor).toBe(4);
    expect(st.getState().run.interventions).toHaveLength(1);
    const before = st.getState().run;
    st.dispatch({ type: 'intervene', intervention: { kind: 'resume', worker: 'w1' } });
    expect(st.getState().problem).toBe('w1 is not paused.');
    expect(st.getState().run).toBe(before);
  });

  it('imports a file as a replay, and keeps the run when the file is bad', () => {
    const st = store();
    const before = st.getState().run;
    st.dispatch({ type: 'importText', text: '{"format": 1}', fileName: 'bad.json' });
    expect(st.getState().run).toBe(before);
    // The first problem in the alert, every problem of the file listed (as `sim --check` lists them).
    expect(st.getState().problem).toBe('bad.json was not loaded: field "format": must be "emq-scenario/1", got 1 (and 6 more problems, listed under Import JSON). The current run is unchanged.');
    expect(st.getState().importErrors).toEqual([
      'field "format": must be "emq-scenario/1", got 1',
      'field "name": is missing',
      'field "queue": is missing',
      'field "clockStartMs": is missing',
      'field "maxStalled": is missing',
      'field "leaseMs": is missing',
      'field "steps": must be an array of steps, got nothing (the field is missing)',
    ]);
    st.dispatch({ type: 'importText', text: formatScenario(exportRun(before)), fileName: 'ok.json' });
    expect(st.getState().problem).toBeNull();
    expect(st.getState().run).not.toBe(before);
    expect(st.getState().source).toEqual({ presetId: null, seed: 0, jobs: null, fileName: 'ok.json' });
    st.dispatch({ type: 'intervene', intervention: { kind: 'addJob' } });
    expect(st.getState().problem).toMatch(/replays a file/);
  });
});

describe('the run goes on after its end', () => {
  it('records an intervention at the playhead, past the last event, and carries the run on a minute after it, so the next sweep arrives', () => {
    const st = store();
    const end = endOf(st.getState().run);
    st.dispatch({ type: 'seekTime', offsetMs: end });
    const n = st.getState().run.timeline.events.length;
    st.dispatch({ type: 'intervene', intervention: { kind: 'addJob', poison: true } });
    expect(st.getState().problem).toBeNull();
    const run = st.getState().run;
    expect(timeOf(run, n + 1)).toBe(end);
    expect(endOf(run)).toBe(end + 60_000);
    const after = run.timeline.events.slice(n + 1);
    expect(after.some((e) => e.type === 'sweep/ran')).toBe(true);
    expect(after.some((e) => e.type === 'job/claimed')).toBe(true);
    expect(st.getState().cursor).toBeLessThan(run.timeline.events.length);
  });

  it('runs one more minute at the end, keeping every event so far and the playhead where it was', () => {
    const st = store();
    const before = st.getState().run;
    st.dispatch({ type: 'moveTo', cursor: before.timeline.events.length });
    const c = st.getState().cursor;
    st.dispatch({ type: 'runLonger' });
    const run = st.getState().run;
    expect(endOf(run)).toBe(endOf(before) + 60_000);
    expect(run.timeline.events.slice(0, c)).toEqual(before.timeline.events);
    expect(run.timeline.events.length).toBeGreaterThan(c);
    expect(st.getState().cursor).toBe(c);
  });
});

describe('tuning a run', () => {
  const tuningStore = () => runDriver(runInitial({ run: presetRun('tuning', 5), source: { presetId: 'tuning', seed: 5, jobs: null, fileName: null } }));

  it('regenerates the run from its start with the new lease, heartbeat and sweep cadence, the same for the same seed', () => {
    const st = tuningStore();
    st.dispatch({ type: 'moveTo', cursor: 40 });
    const tuning = { leaseMs: 20_000, heartbeatMs: 4000, sweepEveryMs: 2000 };
    st.dispatch({ type: 'tune', tuning });
    const s = st.getState();
    expect(s.cursor).toBe(0);
    expect(s.source.tuning).toEqual(tuning);
    expect(s.run.timeline.header.leaseMs).toBe(20_000);
    expect(s.run.timeline.events.find((e) => e.type === 'sweep/ran')!.input.at).toBe(2000);
    expect(s.run.timeline.events).toEqual(presetRun('tuning', 5, null, tuning).timeline.events);
  });

  it('keeps the tuning when the seed changes', () => {
    const st = tuningStore();
    const tuning = { leaseMs: 20_000, heartbeatMs: 4000, sweepEveryMs: 2000 };
    st.dispatch({ type: 'tune', tuning });
    st.dispatch({ type: 'openPreset', presetId: 'tuning', seed: 6, tuning });
    expect(st.getState().run.timeline.header.leaseMs).toBe(20_000);
    expect(st.getState().source).toMatchObject({ seed: 6, tuning });
  });

  it('refuses a tuning out of range or for a replayed file, naming why and keeping the run', () => {
    const st = tuningStore();
    const before = st.getState().run;
    st.dispatch({ type: 'tune', tuning: { leaseMs: 10, heartbeatMs: 3000, sweepEveryMs: 5000 } });
    expect(st.getState().problem).toBe('The tuning was not applied: leaseMs must be a whole number of milliseconds from 1000 to 60000, not 10.');
    expect(st.getState().run).toBe(before);
    const file = store();
    file.dispatch({ type: 'importText', text: formatScenario(exportRun(presetRun('command-worker', 1))), fileName: 'cw.json' });
    file.dispatch({ type: 'tune', tuning: { leaseMs: 20_000, heartbeatMs: 3000, sweepEveryMs: 5000 } });
    expect(file.getState().problem).toMatch(/^This run replays a file/);
  });
});

describe('an import in slices', () => {
  it('shows its progress, then opens the file, or names its problem and keeps the run', () => {
    const st = store();
    const before = st.getState().run;
    st.dispatch({ type: 'importProgress', progress: { fileName: 'big.json', done: 500, total: 20_000 } });
    expect(st.getState().loading).toEqual({ fileName: 'big.json', done: 500, total: 20_000 });
    expect(st.getState().run).toBe(before);
    st.dispatch({ type: 'importFailed', fileName: 'big.json', error: 'step 3 (claim): field "worker": is missing' });
    expect(st.getState().loading).toBeNull();
    expect(st.getState().problem).toBe('big.json was not loaded: step 3 (claim): field "worker": is missing. The current run is unchanged.');
    const run = presetRun('crash-loop', 1);
    st.dispatch({ type: 'importDone', run, fileName: 'loop.json' });
    expect(st.getState()).toMatchObject({ run, loading: null, problem: null, source: { presetId: null, fileName: 'loop.json' } });
  });
});
