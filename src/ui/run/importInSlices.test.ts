import { describe, expect, it } from 'vitest';
import { presetRun, reduceRun, runInitial, type ImportProgress } from '../../model/run/runModel';
import { createWidgetStore } from '../../store/createWidgetStore';
import { importInSlices } from './importInSlices';

const store = () =>
  createWidgetStore(reduceRun, runInitial({ run: presetRun('command-worker', 1), source: { presetId: 'command-worker', seed: 1, jobs: null, fileName: null } }));

/** A valid file of `n` steps: jobs enqueued, claimed and completed in turn. */
function bigFile(n: number): string {
  const steps: unknown[] = [];
  for (let i = 0; steps.length < n; i++) {
    const job = `j${i}`;
    steps.push({ at: i, op: 'enqueue', job }, { at: i, op: 'claim', worker: 'w1' }, { at: i, op: 'complete', job, token: `w1:1` });
  }
  return JSON.stringify({ format: 'emq-scenario/1', name: 'big', queue: 'q', clockStartMs: 0, maxStalled: 3, leaseMs: 1000, steps: steps.slice(0, n) });
}

/** Every loading state the store passed through while `importInSlices` ran. */
async function importWatching(st: ReturnType<typeof store>, text: string, sliceMs: number) {
  const seen: (ImportProgress | null)[] = [];
  const stop = st.subscribe((s) => seen.push(s.loading ?? null));
  await importInSlices(st, async () => text, 'big.json', { sliceMs });
  stop();
  return seen;
}

describe('importing a large file in slices', () => {
  it('says it is reading, then replaying step N of M in several slices, and then opens the whole run', async () => {
    const st = store();
    const seen = await importWatching(st, bigFile(3000), 1);
    expect(seen[0]).toEqual({ fileName: 'big.json', done: 0, total: null });
    const replaying = seen.filter((p): p is ImportProgress => p !== null && p.total !== null && p.done > 0);
    expect(replaying.length).toBeGreaterThan(1);
    expect(replaying.every((p) => p.total === 3000 && p.done < 3000)).toBe(true);
    expect(replaying.map((p) => p.done)).toEqual([...replaying.map((p) => p.done)].sort((a, b) => a - b));
    expect(st.getState().loading).toBeNull();
    expect(st.getState().source.fileName).toBe('big.json');
    expect(st.getState().run.timeline.events).toHaveLength(3000);
  });

  it('names a bad file after reading it and keeps the current run', async () => {
    const st = store();
    const before = st.getState().run;
    await importWatching(st, '{"format":"emq-scenario/1"', 16);
    expect(st.getState().loading).toBeNull();
    expect(st.getState().problem).toMatch(/^big\.json was not loaded: .+\. The current run is unchanged\.$/);
    expect(st.getState().run).toBe(before);
  });
});
