import { describe, expect, it } from 'vitest';
import { DETECT_MAX_NOW_MS, MAX_SKEW_MS } from './detect';
import { DETECT_DEFAULTS, detectDeadlines, readOf, reduceDetect, timeText, type DetectAction, type DetectState } from './detectModel';

const run = (s: DetectState, ...actions: DetectAction[]) => actions.reduce(reduceDetect, s);

describe('the detect dive reducer', () => {
  it('walks now onto the next and the previous lease deadline, where deadline = now is returned', () => {
    const at33 = run(DETECT_DEFAULTS, { type: 'nextDeadline' });
    expect(at33.nowMs).toBe(33_000);
    expect(readOf(at33).ids).toContain('j5');
    expect(run(at33, { type: 'prevDeadline' }).nowMs).toBe(20_000);
    expect(run(DETECT_DEFAULTS, { type: 'prevDeadline' }, { type: 'prevDeadline' }, { type: 'prevDeadline' }).nowMs).toBe(8_000);
  });

  it('leaves now where it is when there is no deadline further on', () => {
    const end = run(DETECT_DEFAULTS, { type: 'setNow', nowMs: DETECT_MAX_NOW_MS });
    expect(run(end, { type: 'nextDeadline' })).toBe(end);
  });

  it('lets time run to the end of the line and stops there; playing again starts from 0', () => {
    let s = run(DETECT_DEFAULTS, { type: 'togglePlay' });
    expect(s.playing).toBe(true);
    for (let i = 0; i < 200; i++) s = reduceDetect(s, { type: 'tick', stepMs: 250 });
    expect(s).toMatchObject({ nowMs: DETECT_MAX_NOW_MS, playing: false });
    expect(run(s, { type: 'togglePlay' })).toMatchObject({ nowMs: 0, playing: true });
  });

  it('stops the clock when now is moved by hand or onto a deadline, and when the learner leaves', () => {
    const playing = run(DETECT_DEFAULTS, { type: 'togglePlay' });
    expect(run(playing, { type: 'setNow', nowMs: 1_000 }).playing).toBe(false);
    expect(run(playing, { type: 'nextDeadline' }).playing).toBe(false);
    expect(run(playing, { type: 'stop' }).playing).toBe(false);
  });

  it('keeps the skew within ten seconds either way, one second per press', () => {
    let s = DETECT_DEFAULTS;
    for (let i = 0; i < 12; i++) s = reduceDetect(s, { type: 'skewBy', deltaMs: 1_000 });
    expect(s.skewMs).toBe(MAX_SKEW_MS);
    expect(run(s, { type: 'setSkew', skewMs: -50_000 }).skewMs).toBe(-MAX_SKEW_MS);
  });

  it('a fast sweeper clock recovers a live lease, and the server clock ignores the skew', () => {
    const fast = run(DETECT_DEFAULTS, { type: 'setNow', nowMs: 25_000 }, { type: 'toggleClock' }, { type: 'setSkew', skewMs: 8_000 });
    expect(readOf(fast).early).toEqual(['j5']);
    expect(readOf(run(fast, { type: 'toggleClock' })).early).toEqual([]);
  });

  it('steps the lit line of the sweep round its three lines', () => {
    expect(run(DETECT_DEFAULTS, { type: 'stepSweep' }, { type: 'stepSweep' }).frame).toBe(2);
    expect(run(DETECT_DEFAULTS, { type: 'stepSweep' }, { type: 'stepSweep' }, { type: 'stepSweep' }).frame).toBe(0);
  });

  it('reset goes back to now = 20 s, the server clock and no skew', () => {
    const moved = run(DETECT_DEFAULTS, { type: 'setNow', nowMs: 3_000 }, { type: 'toggleClock' }, { type: 'skewBy', deltaMs: 2_000 }, { type: 'setWorkers', index: 3 });
    expect(run(moved, { type: 'reset' })).toEqual(DETECT_DEFAULTS);
  });

  it('reads one moment once: the same now, skew and clock give the same reply object', () => {
    expect(readOf({ ...DETECT_DEFAULTS, frame: 2 })).toBe(readOf(DETECT_DEFAULTS));
  });

  it('prints a now one millisecond before the 20 s deadlines with enough digits to tell them apart', () => {
    expect(detectDeadlines()).toContain(20_000);
    expect(timeText(19_999)).toBe('t = 19.999 s');
    expect(timeText(20_000)).toBe('t = 20.0 s');
    expect(timeText(12_500)).toBe('t = 12.5 s');
    expect(readOf({ ...DETECT_DEFAULTS, nowMs: 19_999 }).ids).not.toContain('j3');
  });
});
