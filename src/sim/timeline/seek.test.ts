import { describe, expect, it } from 'vitest';
import { generateRun } from '../actors/run';
import { commandWorker } from '../presets/commandWorker';
import { cursorAtTime, nextSweepCursor, previousSweepCursor, sweepCursors } from './seek';

const run = generateRun(commandWorker());
const t = run.timeline;
const start = t.header.clockStartMs;

describe('seeking', () => {
  it('the cursor at a time includes every event of that millisecond', () => {
    expect(cursorAtTime(t, start - 1)).toBe(0);
    expect(cursorAtTime(t, start)).toBe(3); // enqueue, claim, claim at t = 0
    expect(cursorAtTime(t, start + 999)).toBe(3);
    expect(cursorAtTime(t, start + 1000)).toBe(5);
    expect(cursorAtTime(t, start + 10 ** 9)).toBe(t.events.length);
  });

  it('finds the cursors just after each sweep, and the previous and next one from any cursor', () => {
    const sweeps = sweepCursors(t);
    expect(sweeps.map((c) => t.events[c - 1]!.type)).toEqual(sweeps.map(() => 'sweep/ran'));
    expect(sweeps.length).toBe(6);
    expect(nextSweepCursor(sweeps, 0)).toBe(sweeps[0]);
    expect(nextSweepCursor(sweeps, sweeps[0]!)).toBe(sweeps[1]);
    expect(previousSweepCursor(sweeps, sweeps[1]!)).toBe(sweeps[0]);
    expect(previousSweepCursor(sweeps, sweeps[0]!)).toBeNull();
    expect(nextSweepCursor(sweeps, t.events.length)).toBeNull();
  });
});
