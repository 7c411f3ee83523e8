/// <reference lib="webworker" />
import { exploreStepwise } from '../../../model/dives/oneStep/explore';
import type { ExploreRequest, ExploreReport } from './exploreProtocol';

// The interleaving explorer off the page's main thread: one walk per worker (the page ends a
// cancelled walk by terminating the worker). Progress goes out at most every PROGRESS_MS.
const PROGRESS_MS = 100;

self.onmessage = (e: MessageEvent<ExploreRequest>) => {
  const post = (r: ExploreReport) => self.postMessage(r);
  try {
    const walk = exploreStepwise(e.data.setup);
    let last = performance.now();
    for (;;) {
      const step = walk.next();
      if (step.done) {
        post({ type: 'done', result: step.value });
        return;
      }
      const now = performance.now();
      if (now - last >= PROGRESS_MS) {
        last = now;
        post({ type: 'progress', counted: step.value });
      }
    }
  } catch (err) {
    post({ type: 'error', message: err instanceof Error ? err.message : String(err) });
  }
};
