import { useEffect } from 'react';
import type { Timeline } from '../../sim/timeline/timeline';
import type { SimStore } from '../../store';
import { linkableStep, writePermalink } from './permalink';

/**
 * Keeps the address bar a projection of the state: `?view=&step=&job=` follows the view and the
 * store with history.replaceState (no history entry per step, so Back leaves the page as usual).
 * `recorded` is the timeline a link reloads; a forked run drops the step it cannot reproduce.
 */
export function usePermalinkSync(store: SimStore, view: string, recorded: Timeline): void {
  useEffect(() => {
    const write = () => {
      const s = store.getState();
      const search = writePermalink({ view, step: linkableStep(recorded, s.timeline, s.cursor), job: s.selectedJobId }, location.search);
      if (search !== location.search) history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
    };
    write();
    return store.subscribe(write);
  }, [store, view, recorded]);
}
