import { importRunSteps } from '../../sim/scenario/exportRun';
import { ScenarioErrors } from '../../sim/scenario/scenarioError';
import type { RunStore } from './useRun';

/** How long one slice of an import may hold the main thread, in milliseconds (about a frame). */
export const IMPORT_SLICE_MS = 16;

/** Gives the browser a turn (input, paint) between two slices. */
const nextTurn = () => new Promise<void>((done) => setTimeout(done, 0));

/**
 * Imports a file's text into the run view a slice at a time: `importProgress` first says the file
 * is being read, then how many steps have been replayed, between slices of at most `sliceMs`
 * milliseconds, so the page stays responsive; then `importDone` opens the run, or `importFailed`
 * names every problem of the file (the current run stays). `isCurrent()` false (a newer import started, the
 * view went away) stops it without a word. Resolves when it is over.
 */
export async function importInSlices(
  store: RunStore,
  readText: () => Promise<string>,
  fileName: string,
  { sliceMs = IMPORT_SLICE_MS, isCurrent = () => true, now = () => performance.now() }: { sliceMs?: number; isCurrent?: () => boolean; now?: () => number } = {},
): Promise<void> {
  store.dispatch({ type: 'importProgress', progress: { fileName, done: 0, total: null } });
  try {
    const text = await readText();
    if (!isCurrent()) return;
    const steps = importRunSteps(text);
    for (;;) {
      const start = now();
      let r = steps.next();
      let last = r.done ? null : r.value;
      while (!r.done && now() - start < sliceMs) {
        r = steps.next();
        if (!r.done) last = r.value;
      }
      if (r.done) {
        store.dispatch({ type: 'importDone', run: r.value, fileName });
        return;
      }
      if (last) store.dispatch({ type: 'importProgress', progress: { fileName, done: last.done, total: last.total } });
      await nextTurn();
      if (!isCurrent()) return;
    }
  } catch (e) {
    // Every problem of the file (the checker's, as the hub lists them), the first as the message.
    const errors = e instanceof ScenarioErrors ? e.problems : [(e as Error).message];
    if (isCurrent()) store.dispatch({ type: 'importFailed', fileName, error: (e as Error).message, errors });
  }
}
