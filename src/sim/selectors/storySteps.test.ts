import { describe, expect, it } from 'vitest';
import { narrateEvent } from '../narration/narrateEvent';
import { HUB } from '../presets/hub';
import { buildTimeline, stateAt } from '../timeline/timeline';
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
