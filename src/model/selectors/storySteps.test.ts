import { describe, expect, it } from 'vitest';
import { narrateEvent } from '../narration/narrateEvent';
import { HUB } from '../presets/hub';
import { buildTimeline, stateAt } from '../../sim/timeline/timeline';
import { storySteps } from './storySteps';

const timeline = buildTimeline(HUB.header, HUB.inputs);

describe('storySteps', () => {
  it('narrates each step from the state right after it, with the step number and time the hub shows', () => {
    const steps = storySteps(timeline, timeline.events.length);
    expect(steps).toHaveLength(timeline.events.length);
    steps.forEach((s, i) => {
      expect(s.step).toBe(i + 1);
      expect(s.text).toBe(narrateEvent(timeline.events, i, stateAt(timeline, i + 1)).text);
    });
    expect(steps[HUB.startCursor]!.text).toContain('The sweep ran at t = 35.000 s');
  });

  it('tells the story from any step on as the whole story tells it', () => {
    const whole = storySteps(timeline, HUB.startCursor);
    for (const from of [1, 8, HUB.startCursor - 1]) expect(storySteps(timeline, HUB.startCursor, from)).toEqual(whole.slice(from));
    expect(storySteps(timeline, HUB.startCursor, HUB.startCursor)).toEqual([]);
  });
});

describe('stallIndex', () => {
  it('answers as stallHistory does for every job at every step of the hub’s story, from one walk', async () => {
    const { HUB } = await import('../presets/hub');
    const { buildTimeline } = await import('../../sim/timeline/timeline');
    const { stallHistory, stallHistoryOf, stallIndex } = await import('./storySteps');
    const t = buildTimeline(HUB.header, HUB.inputs);
    const index = stallIndex(t.events);
    for (let cursor = 0; cursor <= t.events.length; cursor++) {
      for (const id of ['JOB-a', 'JOB-b', 'JOB-c', 'JOB-d', 'nobody']) expect(stallHistoryOf(index, cursor, id)).toEqual(stallHistory(t.events, cursor, id));
    }
  });
});
