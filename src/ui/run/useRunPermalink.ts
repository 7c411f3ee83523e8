import { useEffect } from 'react';
import type { RunStore, RunStoreState } from './runStore';
import { writeRunLink } from './runLink';

/** How often the address bar may change while the run plays. */
const THROTTLE_MS = 400;

function searchOf(s: RunStoreState, current: string): string {
  // A run with interventions or from a file cannot be rebuilt from preset and seed: no step then.
  const rebuildable = s.source.presetId !== null && s.run.interventions.length === 0;
  return writeRunLink({ preset: s.source.presetId, seed: s.source.seed, jobs: s.source.jobs, step: rebuildable ? s.cursor : null }, current);
}

/**
 * Keeps the address bar a projection of the run view: `?view=run&preset=&seed=&step=`, written
 * with history.replaceState (no history entry per step), at most every THROTTLE_MS while playing.
 */
export function useRunPermalink(store: RunStore): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let lastWrite = 0;
    const write = () => {
      timer = null;
      lastWrite = performance.now();
      const search = searchOf(store.getState(), location.search);
      if (search !== location.search) history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
    };
    const schedule = () => {
      if (timer !== null) return;
      const wait = Math.max(0, THROTTLE_MS - (performance.now() - lastWrite));
      timer = setTimeout(write, store.getState().playing ? wait : 0);
    };
    // The page shell writes its own parameters when a view opens (after this child's effect):
    // write once more on the next tick so the run's link wins.
    schedule();
    const unsubscribe = store.subscribe(schedule);
    return () => {
      unsubscribe();
      if (timer !== null) clearTimeout(timer);
    };
  }, [store]);
}
