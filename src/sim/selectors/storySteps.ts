import { applyInput } from '../engine/applyInput';
import type { SimEvent } from '../engine/event';
import type { SimState } from '../engine/simState';
import { factOf, scannedJobs } from '../events/facts';
import { stateAt, type Timeline } from '../timeline/timeline';
import { formatOffset } from './formatDuration';
import { narrateEvent } from '../narration/narrateEvent';

/** One step of the story as the hub's "How we got here" list shows it. */
export interface StoryStep {
  /** The step number the hub shows after this event ran (1-based: event 0 makes step 1). */
  step: number;
  /** `t = 0.000 s` */
  at: string;
  op: string;
  text: string;
}

/**
 * The story steps of events `from` … `upTo - 1` of a timeline, each with its narration, oldest
 * first (`from` defaults to 0: the whole story up to `upTo`). One walk: the state before `from`
 * (`stateAt`), then each input applied once, so the cost is one checkpoint copy plus
 * `upTo - from` inputs (plus fewer than CHECKPOINT_EVERY to reach `from`), not a replay per step.
 * Throws a RangeError for a `from` outside 0..events.length.
 */
export function storySteps(t: Timeline, upTo: number, from = 0): StoryStep[] {
  const out: StoryStep[] = [];
  const n = Math.min(upTo, t.events.length);
  if (from >= n) return out;
  const state = stateAt(t, from);
  for (let i = from; i < n; i++) {
    applyInput(state, t.inputs[i]!, i);
    out.push(storyStep(t, i, state));
  }
  return out;
}

/** Event `index` of a timeline as a story step, narrated from `after`, the state right after it (read only, not kept). */
export function storyStep(t: Timeline, index: number, after: SimState): StoryStep {
  const e = t.events[index]!;
  return { step: index + 1, at: formatOffset(e.nowMs - t.header.clockStartMs), op: e.input.op, text: narrateEvent(t.events, index, after).text };
}

/**
 * Where a job's stall count came from when a raw command (not a sweep) set it: the step that ran
 * the `HSET … stalled N` among the first `cursor` events, or null when only sweeps counted stalls.
 */
export function stallOrigin(events: readonly SimEvent[], cursor: number, jobId: string): { step: number; count: number } | null {
  for (let i = Math.min(cursor, events.length) - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.input.op === 'sweep' && scannedJobs(e.facts).includes(jobId)) return null;
    const set = factOf(e.facts, 'stallCount/set');
    if (set && set.jobId === jobId) return { step: i + 1, count: set.stallCount };
  }
  return null;
}
