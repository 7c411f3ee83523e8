import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { headerOf } from '../../sim/engine/input';
import { HUB } from '../presets/hub';
import { openCursor, parseStory } from '../../sim/story/story';
import { buildTimeline, forkAt } from '../../sim/timeline/timeline';
import { captionAt, hubInitial, reduceHub, type HubStory } from './hubModel';

const file = parseStory(readFileSync(new URL('../../../public/stories/invoices.story.json', import.meta.url), 'utf8'));
const storyTimeline = buildTimeline(headerOf(file.scenario), file.scenario.steps);
const story: HubStory = { name: file.scenario.name, url: 'https://x.example/s.json', captions: file.story.captions };
const own = hubInitial({ timeline: buildTimeline(HUB.header, HUB.inputs), cursor: HUB.startCursor });
const start = { timeline: storyTimeline, cursor: openCursor(file) };

describe('the hub model with an author’s story', () => {
  it('shows loading while the file is fetched, keeping the hub’s own story usable', () => {
    const loading = reduceHub(own, { type: 'storyLoading', url: story.url! });
    expect(loading.loading).toBe(story.url);
    expect(loading.timeline).toBe(own.timeline);
    expect(reduceHub(loading, { type: 'storyFailed' })).toMatchObject({ loading: null, story: null, timeline: own.timeline });
  });

  it('opens a story at its start, which becomes where Reset returns', () => {
    const opened = reduceHub(reduceHub(own, { type: 'storyLoading', url: story.url! }), { type: 'openStory', story, start, selectedJobId: 'inv-1001' });
    expect(opened).toMatchObject({ cursor: 9, selectedJobId: 'inv-1001', loading: null, story });
    const moved = reduceHub(opened, { type: 'moveTo', cursor: 2 });
    expect(reduceHub(moved, { type: 'reset' })).toMatchObject({ timeline: storyTimeline, cursor: 9 });
  });

  it('captions the step last run while on the story’s own steps, and not past a fork', () => {
    const opened = reduceHub(own, { type: 'openStory', story, start, selectedJobId: null });
    expect(captionAt(opened)).toMatch(/^west-1 is alive/);
    expect(captionAt(reduceHub(opened, { type: 'moveTo', cursor: 8 }))).toMatch(/^east-1 dies/);
    expect(captionAt(reduceHub(opened, { type: 'moveTo', cursor: 7 }))).toBeNull();
    const forked = reduceHub(opened, { type: 'run', input: { at: 25000, op: 'sweep' } });
    expect(captionAt(forked)).toBeNull();
    // A fork at step 7 replaces step 8: its caption no longer belongs there.
    const early = { ...opened, timeline: forkAt(storyTimeline, 8, [{ at: 25000, op: 'sweep' }]), cursor: 9 };
    expect(captionAt(early)).toBeNull();
    expect(captionAt(own)).toBeNull();
  });

  it('refuses to open a story at a step it does not have', () => {
    expect(() => reduceHub(own, { type: 'openStory', story, start: { timeline: storyTimeline, cursor: 10 }, selectedJobId: null })).toThrow(RangeError);
  });
});
