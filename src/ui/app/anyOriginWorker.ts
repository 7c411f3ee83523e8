/**
 * What `startWorker` calls back with: every message the worker posts, or `unavailable` once no
 * worker could start here (then the caller does the work on the main thread).
 */
export interface WorkerHandlers<Reply> {
  message(reply: Reply): void;
  unavailable(): void;
}

/** The Worker constructor, replaceable in a test. */
type WorkerConstructor = new (url: string | URL, options?: WorkerOptions) => Worker;

/**
 * Starts the module worker whose built script is at `url` (a Vite `?worker&url` import; resolved
 * against this module's own address) and posts it `request`, wherever this code runs: the app's
 * own page, an iframe, or a `<stalled-recovery-view>` on a host page of another origin. There a
 * worker from the script's address is refused (a worker must be same-origin with the page: the
 * constructor throws a SecurityError, or the worker fires `error` when its script cannot load),
 * so the same script is started from a same-origin blob that only imports it (allowed when the
 * script's server sends CORS headers, as the element's already must). Where neither can start (a
 * host page's Content-Security-Policy refuses workers or blobs, or there is no Worker at all)
 * `handlers.unavailable()` is called once instead, and nothing reaches the host's console.
 * A worker counts as started once it posted a message: an `error` after that is the caller's.
 * Returns the way to end the work (terminates the worker).
 * Source: HTML Living Standard, "Dedicated workers and the Worker interface" (the same-origin check).
 */
export function startWorker<Reply>(url: string, request: unknown, handlers: WorkerHandlers<Reply>, Ctor: WorkerConstructor | undefined = globalThis.Worker): () => void {
  let ended = false;
  let current: Worker | null = null;
  // A bundler has already made `url` absolute (Vite: new URL(literal, import.meta.url)); a dev server gives a
  // root-relative path. Not `new URL(url, import.meta.url)`: webpack takes that for an asset it must find at build time.
  const absolute = new URL(url, globalThis.location?.href).href;
  const blobUrls: string[] = [];
  const candidates: (() => Worker)[] = [
    () => new Ctor!(absolute, { type: 'module' }),
    () => {
      const blob = URL.createObjectURL(new Blob([`import ${JSON.stringify(absolute)};`], { type: 'text/javascript' }));
      blobUrls.push(blob);
      return new Ctor!(blob, { type: 'module' });
    },
  ];
  const cleanUp = () => {
    current?.terminate();
    current = null;
    for (const b of blobUrls.splice(0)) URL.revokeObjectURL(b);
  };
  const next = (): void => {
    cleanUp();
    if (ended) return;
    for (;;) {
      const start = candidates.shift();
      if (!start) {
        ended = true;
        handlers.unavailable();
        return;
      }
      try {
        current = start();
        break;
      } catch {
        // SecurityError (another origin) or a refused blob: try the next way.
      }
    }
    const worker = current;
    let started = false;
    worker.onmessage = (e: MessageEvent<Reply>) => {
      started = true;
      if (!ended) handlers.message(e.data);
    };
    worker.onerror = (e: Event) => {
      // The host's console stays clean: a worker that could not load its script is not the host's error.
      e.preventDefault();
      if (!started && worker === current) next();
    };
    worker.postMessage(request);
  };
  if (typeof Ctor === 'undefined') {
    ended = true;
    handlers.unavailable();
    return () => {};
  }
  next();
  return () => {
    ended = true;
    cleanUp();
  };
}
