import type { SimEvent } from '../engine/event';
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

/** The first `upTo` events of a timeline, each with its narration, oldest first. */
export function storySteps(t: Timeline, upTo: number): StoryStep[] {
  const out: StoryStep[] = [];
  const n = Math.min(upTo, t.events.length);
  for (let i = 0; i < n; i++) {
    const after = stateAt(t, i + 1);
    const e = t.events[i]!;
    out.push({ step: i + 1, at: formatOffset(e.nowMs - t.header.clockStartMs), op: e.input.op, text: narrateEvent(t.events, i, after).text });
  }
  return out;
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
