import { parseStory } from '../sim/story/story';
import { readStoryLink, storyHash, storyLinkOf } from '../sim/story/storyLink';
import { storyProblem } from '../ui/hub/bootHub';

/** The hub's story as an element gives it: a file to fetch, or the file itself as a story link's hash. */
export interface ElementStory {
  /** A story file's URL to fetch (`scenario="stories/x.json"`, resolved against the host page), or null. */
  url: string | null;
  /** `#scenario=1.<data>` (the file itself, read at once by the hub), or `''`. */
  hash: string;
  /** One sentence per story that cannot be shown, as the hub names a bad fetched one. */
  problems: string[];
}

/**
 * Where the hub inside an element finds its story (README "Embedding"): `inline`, the text of the
 * element's `<script type="application/json">` (a story file as it is), first; else `scenario`,
 * a URL to fetch or, starting with `#`, the file compressed as a story link carries it (`#1.<data>`
 * or `#scenario=1.<data>`, src/sim/story/storyLink.ts). An inline or compressed file is read here
 * (`parseStory`, `readStoryLink`) so a bad one is named in the element's notice with the file's own
 * problem, and the hub shows its own story; a good one reaches the hub as its link's hash.
 */
export function elementStory(scenario: string | null, inline: string | null): ElementStory {
  if (inline !== null) {
    const problems = scenario === null ? [] : [`scenario="${shown(scenario)}" is ignored: the story inside the element is shown.`];
    try {
      parseStory(inline);
      return { url: null, hash: storyHash(inline.trim()), problems };
    } catch (e) {
      return { url: null, hash: '', problems: [...problems, storyProblem('The story inside this element', e)] };
    }
  }
  if (scenario === null || !scenario.startsWith('#')) return { url: scenario, hash: '', problems: [] };
  const value = storyLinkOf(scenario) ?? scenario.slice(1);
  try {
    readStoryLink(value);
    return { url: null, hash: `#scenario=${value}`, problems: [] };
  } catch (e) {
    return { url: null, hash: '', problems: [storyProblem(`The story scenario="${shown(scenario)}"`, e)] };
  }
}

function shown(value: string): string {
  return value.length > 60 ? `${value.slice(0, 60)}…` : value;
}
