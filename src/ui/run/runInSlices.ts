import { reduceRun, runWorkOf, type RunAction, type RunState } from '../../model/run/runModel';
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

/** How many chunks of a generator `inSlices` runs at once (64 events each): every preset's run but the tuning and busy-hour ones fits. */
export const FIRST_SLICE_CHUNKS = 4;

/**
 * Runs `steps` (a generator that yields its progress and returns its value, e.g. a run's
 * `RunSteps`) to its end: its first `firstChunks` chunks at once, then, when it is not done, a
 * slice of at most `sliceMs` milliseconds at a time with a turn for the browser between slices.
 * Returns the value when the first part finished it, else a promise of it (rejected with what
 * the generator throws later). An error in the first part is thrown at once. The first part is
 * counted, not timed, so the same link gives the same answer everywhere (the build's prerender too).
 */
export function inSlices<T>(
  steps: Generator<number, T, void>,
  { firstChunks = FIRST_SLICE_CHUNKS, sliceMs = GENERATE_SLICE_MS, now = () => performance.now(), later = (f: () => void) => void setTimeout(f, 0) }: { firstChunks?: number; sliceMs?: number; now?: () => number; later?: (f: () => void) => void } = {},
): T | Promise<T> {
  for (let i = 0; i < firstChunks; i++) {
    const r = steps.next();
    if (r.done) return r.value;
  }
  return new Promise<T>((resolve, reject) => {
    const slice = () => {
      const start = now();
      try {
        for (;;) {
          const r = steps.next();
          if (r.done) return resolve(r.value);
          if (now() - start >= sliceMs) break;
        }
      } catch (e) {
        return reject(e);
      }
      later(slice);
    };
    later(slice);
  });
}

