import { storyHash } from '../../sim/story/storyLink';
import { startWorker } from '../app/anyOriginWorker';
import storyHashWorkerUrl from './storyHash.worker.ts?worker&url';

/**
 * `storyHash(text)` (the `#scenario=1.<data>` hash of a file, src/sim/story/storyLink.ts) computed
 * in a Web Worker (`storyHash.worker.ts`), so compressing a long run never blocks the page. The
 * worker starts wherever the view runs, an element on a host page of another origin included
 * (`startWorker`); where none can start (a strict host page, jsdom), the hash is computed on the
 * main thread. Rejects with the worker's error.
 */
export function storyHashOffThread(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stop = startWorker<{ hash?: string; error?: string }>(storyHashWorkerUrl, text, {
      message(reply) {
        stop();
        if (reply.hash !== undefined) resolve(reply.hash);
        else reject(new Error(reply.error));
      },
      unavailable() {
        try {
          resolve(storyHash(text));
        } catch (err) {
          reject(err);
        }
      },
    });
  });
}
