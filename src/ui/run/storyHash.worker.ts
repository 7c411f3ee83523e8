/// <reference lib="webworker" />
import { storyHash } from '../../sim/story/storyLink';

// lz-string over a whole run's file (hundreds of milliseconds for the busy hour) off the page's
// main thread: one text in, its `#scenario=1.<data>` hash out.
self.onmessage = (e: MessageEvent<string>) => {
  try {
    self.postMessage({ hash: storyHash(e.data) });
  } catch (err) {
    self.postMessage({ error: err instanceof Error ? err.message : String(err) });
  }
};
