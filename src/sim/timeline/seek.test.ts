import { describe, expect, it } from 'vitest';
import { generateRun } from '../actors/run';
import { commandWorker } from '../../model/presets/commandWorker';
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

describe('buildTimelineSteps', () => {
  it('yields after every checkpoint and returns the timeline buildTimeline builds', async () => {
    const { buildTimeline, buildTimelineSteps, CHECKPOINT_EVERY } = await import('./timeline');
    const steps = buildTimelineSteps(t.header, t.inputs);
    const yielded: number[] = [];
    let r = steps.next();
    while (!r.done) {
      yielded.push(r.value);
      r = steps.next();
    }
    expect(yielded).toEqual(Array.from({ length: Math.floor(t.inputs.length / CHECKPOINT_EVERY) }, (_, k) => (k + 1) * CHECKPOINT_EVERY));
    const built = buildTimeline(t.header, t.inputs);
    expect(r.value.events).toEqual(built.events);
    expect(r.value.checkpoints.map((s) => s.keyspace.dump())).toEqual(built.checkpoints.map((s) => s.keyspace.dump()));
  });
});
