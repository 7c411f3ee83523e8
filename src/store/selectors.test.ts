import { describe, expect, it } from 'vitest';
import { hubInitial } from '../model/hub/hubModel';
import { HUB } from '../model/presets/hub';
import { storySteps } from '../model/selectors/storySteps';
import { buildTimeline, forkAt } from '../sim/timeline/timeline';
import { selectExplanation, selectJobViews, selectPrediction, selectSimState, selectStory } from './selectors';

const timeline = buildTimeline(HUB.header, HUB.inputs);
const hubState = () => hubInitial({ timeline, cursor: HUB.startCursor });

describe('store selectors', () => {
  it('return the same references for the same timeline and cursor', () => {
    const s = hubState();
    expect(selectSimState(s)).toBe(selectSimState({ timeline, cursor: HUB.startCursor }));
    expect(selectJobViews(s)).toBe(selectJobViews(s));
    expect(selectPrediction(s)).toBe(selectPrediction(s));
  });

  it('predict the sweep at the cursor without changing the state', () => {
    const s = hubState();
    expect(selectPrediction(s).outcomes).toEqual({
      'JOB-b': { outcome: 'recovered', stalled: 1, lane: null },
      'JOB-c': { outcome: 'recovered', stalled: 1, lane: null },
      'JOB-d': { outcome: 'dead', stalled: 3, lane: null },
    });
    expect(selectJobViews(s).find((j) => j.id === 'JOB-b')!.lane).toBe('active');
  });

  it("tell a forked timeline's story as if it were new: the steps before the fork, then the learner's own", () => {
    const at = { timeline, cursor: HUB.startCursor + 1 };
    const before = selectStory(at);
    const forked = forkAt(timeline, HUB.startCursor + 1, [{ op: 'tick', at: 40_000 }]);
    const after = selectStory({ timeline: forked, cursor: HUB.startCursor + 2 });
    expect(after).toEqual(storySteps(forked, HUB.startCursor + 2));
    expect(after.slice(0, -1)).toEqual(before);
    expect(after.at(-1)!.text).toContain('The clock moved to t = 40.000 s');
    // A moment the story passed before: the same steps, and the same array each time it is asked.
    const earlier = selectStory({ timeline: forked, cursor: 3 });
    expect(earlier).toEqual(storySteps(forked, 3));
    expect(selectStory({ timeline: forked, cursor: 3 })).toBe(earlier);
  });
});

describe('the readout of a job a raw HSET started', () => {
  it('says JOB-d is in the morgue at stall count 3, 2 set by the raw HSET and 1 counted by the sweep, not “after 3 stalls”', () => {
    const after = { timeline, cursor: HUB.startCursor + 1 };
    const job = selectJobViews(after).find((j) => j.id === 'JOB-d')!;
    expect(job.lane).toBe('dead');
    const where = selectExplanation(after, job).where;
    expect(where).not.toContain('after 3 stalls');
    expect(where).toMatch(/^In the morgue \(dead-letter set\) at stall count 3 \(2 set by a raw HSET at step \d+, 1 counted by the sweep\)/);
  });
});

describe('a window of the story', () => {
  it('narrates only the steps from `from` to the cursor, the same steps the whole story has there', () => {
    const t = buildTimeline(HUB.header, HUB.inputs);
    const at = { timeline: t, cursor: t.events.length };
    const window = selectStory(at, 10);
    expect(window).toEqual(storySteps(t, t.events.length).slice(10));
    expect(window[0]!.step).toBe(11);
    expect(selectStory(at, 10)).toBe(window);
  });
});
