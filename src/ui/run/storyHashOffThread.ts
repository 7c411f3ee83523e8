import { storyHash } from '../../sim/story/storyLink';

/**
 * `storyHash(text)` (the `#scenario=1.<data>` hash of a file, src/sim/story/storyLink.ts) computed
 * in a Web Worker (`storyHash.worker.ts`), so compressing a long run never blocks the page; where
 * there is no Worker (jsdom, an old browser), on the main thread. Rejects with the worker's error.
 */
export function storyHashOffThread(text: string): Promise<string> {
  if (typeof Worker === 'undefined') return Promise.resolve(storyHash(text));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./storyHash.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<{ hash?: string; error?: string }>) => {
      worker.terminate();
      if (e.data.hash !== undefined) resolve(e.data.hash);
      else reject(new Error(e.data.error));
    };
    worker.onerror = (e) => {
      worker.terminate();
      // A worker that cannot start (a strict host page) still gives the link, on the main thread.
      e.preventDefault();
      try {
        resolve(storyHash(text));
      } catch (err) {
        reject(err);
      }
    };
    worker.postMessage(text);
  });
}
