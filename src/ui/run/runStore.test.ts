import { describe, expect, it } from 'vitest';
import { exportRun, formatScenario } from '../../sim/scenario/exportRun';
import { clampStep, presetHref, readRunLink, runLinkParams } from './runLink';
import { createRunStore, endOf, presetRun, timeOf } from './runStore';
import { defaultSpeed, SPEEDS, speedLabel } from './speed';
import { formatOffsetMs, timeTicks } from './timeTicks';

const store = () => createRunStore({ run: presetRun('command-worker', 1), source: { presetId: 'command-worker', seed: 1, jobs: null, fileName: null } });

describe('the run store', () => {
  it('opens at the start, paused, at the speed that plays the run in about 15 s', () => {
    const s = store().getState();
    expect([s.cursor, s.viewMs, s.playing]).toEqual([0, 0, false]);
    expect(SPEEDS[s.speedIndex]).toBe(2);
    expect(defaultSpeed(3_600_000)).toBe(SPEEDS.indexOf(120));
  });

  it('plays by moving the playhead with wall time × speed, the cursor following it, and stops at the end', () => {
    const st = store();
    st.getState().play();
    st.getState().advance(2000); // 2 s at 2 s/s: t = 4 s, after the crash
    expect(st.getState().viewMs).toBe(4000);
    expect(st.getState().cursor).toBe(9);
    st.getState().advance(60_000);
    expect(st.getState()).toMatchObject({ viewMs: endOf(st.getState().run), playing: false, cursor: 19 });
    st.getState().play(); // at the end, Play starts over
    expect(st.getState()).toMatchObject({ cursor: 0, viewMs: 0, playing: true });
  });

  it('moves the cursor (clamped) and the playhead to that moment, pausing playback', () => {
    const st = store();
    st.getState().play();
    st.getState().moveTo(12);
    expect(st.getState()).toMatchObject({ cursor: 12, viewMs: timeOf(st.getState().run, 12), playing: false });
    st.getState().moveTo(99);
    expect(st.getState().cursor).toBe(19);
    st.getState().seekTime(4500);
    expect(st.getState()).toMatchObject({ cursor: 9, viewMs: 4500 });
  });

  it('forks on an intervention at the cursor and shows its effect; a refused one becomes the problem', () => {
    const st = store();
    st.getState().moveTo(3);
    expect(st.getState().intervene({ kind: 'crash', worker: 'w2' })).toBeNull();
    expect(st.getState().cursor).toBe(4);
    expect(st.getState().run.interventions).toHaveLength(1);
    expect(st.getState().intervene({ kind: 'resume', worker: 'w1' })).toBe('w1 is not paused.');
    expect(st.getState().problem).toBe('w1 is not paused.');
  });

  it('imports a file as a replay, and keeps the run when the file is bad', () => {
    const st = store();
    const before = st.getState().run;
    expect(st.getState().importText('{"format": 1}', 'bad.json')).toBe(false);
    expect(st.getState().run).toBe(before);
    expect(st.getState().problem).toBe('bad.json was not loaded: field "format": must be "emq-scenario/1", got 1. The current run is unchanged.');
    expect(st.getState().importText(formatScenario(exportRun(before)), 'ok.json')).toBe(true);
    expect(st.getState().source).toEqual({ presetId: null, seed: 0, jobs: null, fileName: 'ok.json' });
    expect(st.getState().intervene({ kind: 'addJob' })).toMatch(/replays a file/);
  });
});

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
    st.getState().moveTo(12);
    expect(runLinkParams(st.getState())).toEqual({ preset: 'command-worker', seed: '1', jobs: null, step: '12' });
    st.getState().moveTo(3);
    st.getState().intervene({ kind: 'crash', worker: 'w2' });
    expect(runLinkParams(st.getState())).toMatchObject({ preset: 'command-worker', seed: '1', step: null });
    st.getState().importText(formatScenario(exportRun(st.getState().run)), 'ok.json');
    expect(runLinkParams(st.getState())).toEqual({ preset: null, seed: null, jobs: null, step: null });
    expect(presetHref('busy-hour', 2026)).toBe('?view=run&preset=busy-hour&seed=2026');
  });
});

describe('speed and time labels', () => {
  it('label every speed in plain units', () => {
    expect(SPEEDS.map((_, i) => speedLabel(i))).toEqual([
      '¼ s of server time per second', '½ s of server time per second', '1 s of server time per second', '2 s of server time per second',
      '5 s of server time per second', '10 s of server time per second', '30 s of server time per second', '1 min of server time per second',
      '2 min of server time per second', '5 min of server time per second', '10 min of server time per second', '20 min of server time per second',
    ]);
  });

  it('tick a run at round times and print offsets in seconds and minutes', () => {
    expect(timeTicks(30_000)).toEqual([0, 5000, 10_000, 15_000, 20_000, 25_000, 30_000]);
    expect(timeTicks(3_600_000)).toEqual([0, 600_000, 1_200_000, 1_800_000, 2_400_000, 3_000_000, 3_600_000]);
    expect([0, 45_000, 480_000, 3_600_000].map((t) => formatOffsetMs(t))).toEqual(['0 s', '45 s', '8 min', '1 h']);
    expect(formatOffsetMs(1_601_100, true)).toBe('26 min 41.1 s');
  });
});

describe('the run goes on after its end', () => {
  it('records an intervention at the playhead, past the last event, and carries the run on a minute after it, so the next sweep arrives', () => {
    const st = store();
    const end = endOf(st.getState().run);
    st.getState().seekTime(end);
    const n = st.getState().run.timeline.events.length;
    expect(st.getState().intervene({ kind: 'addJob', poison: true })).toBeNull();
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
    st.getState().moveTo(before.timeline.events.length);
    const c = st.getState().cursor;
    st.getState().runLonger();
    const run = st.getState().run;
    expect(endOf(run)).toBe(endOf(before) + 60_000);
    expect(run.timeline.events.slice(0, c)).toEqual(before.timeline.events);
    expect(run.timeline.events.length).toBeGreaterThan(c);
    expect(st.getState().cursor).toBe(c);
    // A preset link cannot rebuild the longer run: it leaves the step out.
    expect(runLinkParams(st.getState()).step).toBeNull();
  });
});
