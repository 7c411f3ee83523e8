import { describe, expect, it } from 'vitest';
import { HUB } from '../../model/presets/hub';
import type { Input } from '../../sim/engine/input';
import { buildTimeline, forkAt, type Timeline } from '../../sim/timeline/timeline';
import { ADVANCE_MS, hubInput } from '../hub/story';
import { decodeThen, encodeThen, forkFromLink } from './hubThen';
import { MAX_LINK_VALUE } from './query';

const recorded = buildTimeline(HUB.header, HUB.inputs);

describe('then= (the learner\'s own hub steps in a link)', () => {
  it('spells a sweep, a clock advance and the late complete from the clock before each', () => {
    const inputs = decodeThen('sweep,tick+5000,late', 35_000).inputs;
    expect(inputs).toEqual([
      { at: 35_000, op: 'sweep' },
      { at: 40_000, op: 'tick' },
      { at: 41_000, op: 'complete', job: 'JOB-c', token: 'w3:1' },
    ]);
    expect(encodeThen(inputs, 35_000)).toBe('sweep,tick+5000,late');
  });

  it('reads a + that arrived as a space, and names and skips a word it does not know or a tick out of range', () => {
    const { inputs, problems } = decodeThen('tick 1000,boom,tick+0,tick+9999999', 0);
    expect(inputs).toEqual([{ at: 1000, op: 'tick' }]);
    expect(problems).toEqual([
      'then: "boom" is not a hub step (sweep, tick+MS with MS from 1 to 3600000, or late), so it was skipped.',
      'then: "tick+0" is not a hub step (sweep, tick+MS with MS from 1 to 3600000, or late), so it was skipped.',
      'then: "tick+9999999" is not a hub step (sweep, tick+MS with MS from 1 to 3600000, or late), so it was skipped.',
    ]);
  });

  it('cannot spell an input no hub button runs', () => {
    expect(encodeThen([{ at: 0, op: 'crash', worker: 'w1' }], 0)).toBeNull();
  });

  it('replays the recorded story where the words repeat it, and forks only after', () => {
    expect(forkFromLink(recorded, 13, decodeThen('sweep', 35_000).inputs)).toEqual({ timeline: recorded, cursor: 14 });
    const f = forkFromLink(recorded, 13, decodeThen('sweep,sweep', 35_000).inputs);
    expect(f.timeline).not.toBe(recorded);
    expect(f.cursor).toBe(15);
    expect(f.timeline.events).toHaveLength(15);
  });
});

describe('then= over a long session', () => {
  const recordedEnd = recorded.events.length;
  const clock = (t: Timeline, c: number) => (c > 0 ? t.events[c - 1]!.nowMs - t.header.clockStartMs : 0);

  it('reopens 500 of the learner’s own steps exactly, in a link under the length limit', () => {
    // A session: 100 sweeps in a row, then 150 rounds of advance-and-sweep, then 100 advances.
    let t = recorded;
    let c = recordedEnd;
    const run = (input: (now: number) => Input) => {
      t = forkAt(t, c, [input(clock(t, c))]);
      c++;
    };
    for (let i = 0; i < 100; i++) run((now) => hubInput.sweep(now));
    for (let i = 0; i < 150; i++) {
      run((now) => hubInput.tick(now + ADVANCE_MS));
      run((now) => hubInput.sweep(now));
    }
    for (let i = 0; i < 100; i++) run((now) => hubInput.tick(now + ADVANCE_MS));
    const own = t.inputs.slice(recordedEnd);
    expect(own).toHaveLength(500);
    const text = encodeThen(own, clock(recorded, recordedEnd))!;
    expect(text.length).toBeLessThanOrEqual(MAX_LINK_VALUE);
    const back = decodeThen(text, clock(recorded, recordedEnd));
    expect(back.problems).toEqual([]);
    expect(back.inputs).toEqual(own);
  });

  it('writes repeats once with their count, and reads a link written before counts the same', () => {
    const inputs = decodeThen('sweep,sweep,sweep,tick+5000,late', 35_000).inputs;
    expect(encodeThen(inputs, 35_000)).toBe('sweep*3,tick+5000,late');
    expect(decodeThen('sweep*3,tick+5000,late', 35_000).inputs).toEqual(inputs);
    expect(decodeThen('sweep.tick+5000*2', 0).inputs).toEqual([
      { at: 0, op: 'sweep' },
      { at: 5000, op: 'tick' },
      { at: 5000, op: 'sweep' },
      { at: 10_000, op: 'tick' },
    ]);
  });

  it('names and skips a repeat it cannot read', () => {
    expect(decodeThen('sweep*,boom*3,sweep*0', 0)).toEqual({
      inputs: [],
      problems: [
        'then: "sweep*" is not a hub step (sweep, tick+MS with MS from 1 to 3600000, or late), so it was skipped.',
        'then: "boom*3" is not a hub step (sweep, tick+MS with MS from 1 to 3600000, or late), so it was skipped.',
        'then: "sweep*0" is not a hub step (sweep, tick+MS with MS from 1 to 3600000, or late), so it was skipped.',
      ],
    });
  });
});
