import { describe, expect, it } from 'vitest';
import { HUB } from '../../sim/presets/hub';
import { buildTimeline } from '../../sim/timeline/timeline';
import { decodeThen, encodeThen, forkFromLink } from './hubThen';

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
