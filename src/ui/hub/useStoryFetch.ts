import { useEffect, useState } from 'react';
import { useLinkProblems } from '../app/viewShell';
import { shownValue } from '../url/query';
import { openFromLink, storyProblem, storySource, type StoryFetch } from './bootHub';
import { fetchStory } from './fetchStory';
import type { HubStore } from './useHub';

export type { StoryFetch } from './bootHub';


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
      .then((file) => {
        const source = storySource(file, url);
        const opened = openFromLink(search, source);
        store.dispatch({ type: 'openStory', story: source.story!, start: opened.start, at: opened.at, selectedJobId: opened.selectedJobId });
        if (opened.problems.length) setProblems(opened.problems);
      })
      .catch((e: unknown) => {
        store.dispatch({ type: 'storyFailed' });
        setProblems([storyProblem(`The story file scenario=${shownValue(url)}`, e)]);
      });
  }, [store, pending]);
}
