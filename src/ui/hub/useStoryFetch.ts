import { useEffect, useState } from 'react';
import { headerOf } from '../../sim/engine/input';
import { buildTimelineSteps } from '../../sim/timeline/timeline';
import { useLinkProblems } from '../app/viewShell';
import { shownValue } from '../url/query';
import { openFromLink, storyProblem, storySource, type StoryFetch } from './bootHub';
import { fetchStory } from './fetchStory';
import type { HubStore } from './useHub';
import { HUB_VIEW } from '../../model/narration/hubText';

export type { StoryFetch } from './bootHub';

/** How long one slice of running a story's steps may hold the main thread, in milliseconds (under a frame). */
const SLICE_MS = 12;

/**
 * Runs `steps` (a generator yielding its progress) to its end, at most SLICE_MS milliseconds at a
 * time with a turn for the page between slices; resolves with its value, rejects with what it throws.
 */
function inTurns<T>(steps: Generator<number, T, void>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const slice = () => {
      const start = performance.now();
      try {
        for (;;) {
          const r = steps.next();
          if (r.done) return resolve(r.value);
          if (performance.now() - start >= SLICE_MS) break;
        }
      } catch (e) {
        return reject(e);
      }
      setTimeout(slice, 0);
    };
    slice();
  });
}

/**
 * Fetches the story file `pending` names (once per hub, not per mount), showing the hub's own
 * story meanwhile (`storyLoading`: status text). On arrival the hub opens on it (`openStory`); a
 * failed fetch or a bad file is named in the page's notice and the hub keeps its own story.
 */
export function useStoryFetch(store: HubStore, pending: StoryFetch | null): void {
  const [problems, setProblems] = useState<string[]>([]);
  useLinkProblems(problems);
  useEffect(() => {
    if (!pending || pending.started) return;
    pending.started = true;
    const { url, search } = pending;
    store.dispatch({ type: 'storyLoading', url });
    fetchStory(url, document.baseURI)
      .then(async (file) => {
        // A story of 20,000 steps takes seconds to run: a slice at a time, so the page keeps answering meanwhile.
        const recorded = await inTurns(buildTimelineSteps(headerOf(file.scenario), file.scenario.steps));
        const source = storySource(file, url, recorded);
        const opened = openFromLink(search, source);
        store.dispatch({ type: 'openStory', story: source.story!, start: opened.start, at: opened.at, selectedJobId: opened.selectedJobId });
        if (opened.problems.length) setProblems(opened.problems);
      })
      .catch((e: unknown) => {
        store.dispatch({ type: 'storyFailed' });
        setProblems([storyProblem(HUB_VIEW.storyFile(shownValue(url)), e)]);
      });
  }, [store, pending]);
}
