import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readStoryLink, storyHash, storyLinkOf } from '../sim/story/storyLink';
import { elementStory } from './elementStory';

const STORY_TEXT = readFileSync('public/stories/invoices.story.json', 'utf8');
const data = storyLinkOf(storyHash(STORY_TEXT))!;

describe("the story an element's hub shows", () => {
  it('is the file inside the element, handed to the hub as its link’s hash', () => {
    const s = elementStory(null, STORY_TEXT);
    expect(s.url).toBeNull();
    expect(s.problems).toEqual([]);
    expect(readStoryLink(storyLinkOf(s.hash)!).scenario.name).toBe('Two tenants, one dead worker');
  });

  it('is the compressed file of scenario="#1.<data>" (or "#scenario=1.<data>"), never fetched as a URL', () => {
    expect(elementStory(`#${data}`, null)).toEqual({ url: null, hash: `#scenario=${data}`, problems: [] });
    expect(elementStory(`#scenario=${data}`, null)).toEqual({ url: null, hash: `#scenario=${data}`, problems: [] });
  });

  it('is fetched from a scenario URL', () => {
    expect(elementStory('stories/invoices.story.json', null)).toEqual({ url: 'stories/invoices.story.json', hash: '', problems: [] });
  });

  it('is the hub’s own when the file inside is bad, with the file’s problem named as for a fetched one', () => {
    const s = elementStory(null, STORY_TEXT.replace('"op": "claim"', '"op": "clam"'));
    expect(s.hash).toBe('');
    expect(s.problems).toHaveLength(1);
    expect(s.problems[0]).toMatch(/^The story inside this element could not be shown: .*clam.*\. The hub's own story is shown instead\.$/);
  });

  it('is the hub’s own when the compressed file is damaged, naming the attribute', () => {
    const s = elementStory(`#${data.slice(0, 40)}`, null);
    expect(s.hash).toBe('');
    expect(s.problems[0]).toMatch(/^The story scenario="#1\..*" could not be shown: .*The hub's own story is shown instead\.$/);
  });
});
