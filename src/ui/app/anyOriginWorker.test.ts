import { describe, expect, it } from 'vitest';
import { startWorker } from './anyOriginWorker';

/** A stand-in Worker: `refuse(url)` says how a start at `url` fails (throws, or an error event), else it echoes. */
function fakeWorker(refuse: (url: string) => 'throw' | 'error' | null) {
  const started: string[] = [];
  const terminated: string[] = [];
  class FakeWorker {
    onmessage: ((e: MessageEvent) => void) | null = null;
    onerror: ((e: Event) => void) | null = null;
    constructor(readonly url: string | URL) {
      const u = String(url);
      if (refuse(u) === 'throw') throw new DOMException("Failed to construct 'Worker'", 'SecurityError');
      started.push(u);
    }
    postMessage(data: unknown) {
      queueMicrotask(() => {
        if (refuse(String(this.url)) === 'error') this.onerror?.(new Event('error', { cancelable: true }));
        else this.onmessage?.(new MessageEvent('message', { data: `echo ${String(data)}` }));
      });
    }
    terminate() {
      terminated.push(String(this.url));
    }
  }
  return { Ctor: FakeWorker as unknown as typeof Worker, started, terminated };
}

function run(Ctor: typeof Worker | undefined) {
  return new Promise<string>((resolve) => {
    startWorker<string>('https://app.example/assets/w.js', 'hi', { message: resolve, unavailable: () => resolve('main thread') }, Ctor);
  });
}

describe('a worker that starts wherever the view runs', () => {
  it('runs from its own address where the page may start it', async () => {
    const w = fakeWorker(() => null);
    expect(await run(w.Ctor)).toBe('echo hi');
    expect(w.started).toEqual(['https://app.example/assets/w.js']);
  });

  it('runs from a same-origin blob that imports it when the page refuses its address (another origin)', async () => {
    const w = fakeWorker((url) => (url.startsWith('https:') ? 'throw' : null));
    expect(await run(w.Ctor)).toBe('echo hi');
    expect(w.started).toHaveLength(1);
    expect(w.started[0]).toMatch(/^blob:/);
  });

  it('tries the blob too when the worker at its own address fails to load, and ends the one that failed', async () => {
    const w = fakeWorker((url) => (url.startsWith('https:') ? 'error' : null));
    expect(await run(w.Ctor)).toBe('echo hi');
    expect(w.terminated).toEqual(['https://app.example/assets/w.js']);
  });

  it('says no worker can start when both are refused, and when there is no Worker at all', async () => {
    expect(await run(fakeWorker(() => 'throw').Ctor)).toBe('main thread');
    expect(await run(fakeWorker(() => 'error').Ctor)).toBe('main thread');
    expect(await run(undefined)).toBe('main thread');
  });
});
