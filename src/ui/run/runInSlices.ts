import { reduceRun, runWorkOf, type RunAction, type RunState } from '../../sim/run/runModel';
import { createWidgetStore } from '../../store/createWidgetStore';
import type { RunStore } from './useRun';

/** How long one slice of generating a run may hold the main thread, in milliseconds (under a frame). */
export const GENERATE_SLICE_MS = 12;

/**
 * The run view's store: `reduceRun` over `initial`, except that an action that generates a run
 * (a preset, a tuning, a fork, one more minute: `runWorkOf`) is computed a slice of at most
 * `sliceMs` milliseconds at a time, the browser getting a turn (input, paint) between slices and
 * the store saying how far it got (`generating`), and only the finished run is shown. A run that
 * takes one slice (every preset but the largest) is shown at once, inside the same dispatch. A
 * newer long action replaces one still running; a cheap action (scrubbing) runs meanwhile. An
 * error the work throws (an unknown preset) is thrown by `dispatch` when it happens in the first
 * slice, and otherwise becomes the run's `problem`.
 */
export function createRunStore(
  initial: RunState,
  { sliceMs = GENERATE_SLICE_MS, now = () => performance.now(), later = (f: () => void) => void setTimeout(f, 0) }: { sliceMs?: number; now?: () => number; later?: (f: () => void) => void } = {},
): RunStore {
  const store = createWidgetStore(reduceRun, initial);
  const apply = store.dispatch;
  let current = 0;
  const dispatch = (action: RunAction) => {
    const work = runWorkOf(store.getState(), action);
    if (!work) return apply(action);
    const mine = ++current;
    const slice = (first: boolean) => {
      if (mine !== current) return;
      const start = now();
      let r: IteratorResult<number, RunAction>;
      try {
        do r = work.next();
        while (!r.done && now() - start < sliceMs);
      } catch (e) {
        if (first) throw e;
        return apply({ type: 'generateFailed', error: (e as Error).message });
      }
      if (r.done) return apply(r.value);
      apply({ type: 'generating', events: r.value });
      later(() => slice(false));
    };
    slice(true);
  };
  return Object.assign(store, { dispatch });
}
