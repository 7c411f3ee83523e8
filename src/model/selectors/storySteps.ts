import { applyInput } from '../../sim/engine/applyInput';
import type { SimEvent } from '../../sim/engine/event';
import type { SimState } from '../../sim/engine/simState';
import { stateAt, type Timeline } from '../../sim/timeline/timeline';
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
 * Where a job's stall count at `cursor` came from, for the readout beside it: the last raw
 * `HSET … stalled N` among the first `cursor` events (its 1-based step and N; null when none), and
 * how many sweeps counted a stall for the job since then (a reaper's recovery counts none).
 */
export interface StallHistory {
  set: { step: number; count: number } | null;
  counted: number;
}

export function stallHistory(events: readonly SimEvent[], cursor: number, jobId: string): StallHistory {
  let set: { step: number; count: number } | null = null;
  let counted = 0;
  for (let i = 0; i < Math.min(cursor, events.length); i++) {
    for (const f of events[i]!.facts) {
      if (f.type === 'stallCount/set' && f.jobId === jobId) {
        set = { step: i + 1, count: f.stallCount };
        counted = 0;
      } else if (((f.type === 'job/recovered' && f.by === 'sweep') || f.type === 'job/deadLettered') && f.jobId === jobId) {
        counted++;
      }
    }
  }
  return { set, counted };
}

/** Every event that set or counted a job's stall count, by job: `stallHistoryOf`'s index of a timeline. */
export type StallIndex = ReadonlyMap<string, readonly { index: number; set: number | null }[]>;

/**
 * One walk over `events` that finds, per job, each event that set its stall count by a raw
 * `HSET … stalled N` (`set` N) or counted a stall (a sweep's recovery or dead-letter: `set`
 * null), in order, so `stallHistoryOf` answers for any job and cursor without walking the
 * timeline again (a story of 20,000 steps and 5,000 jobs asks for many).
 */
export function stallIndex(events: readonly SimEvent[]): StallIndex {
  const byJob = new Map<string, { index: number; set: number | null }[]>();
  const note = (jobId: string, index: number, set: number | null) => {
    let list = byJob.get(jobId);
    if (!list) byJob.set(jobId, (list = []));
    list.push({ index, set });
  };
  events.forEach((e, i) => {
    for (const f of e.facts) {
      if (f.type === 'stallCount/set') note(f.jobId, i, f.stallCount);
      else if ((f.type === 'job/recovered' && f.by === 'sweep') || f.type === 'job/deadLettered') note(f.jobId, i, null);
    }
  });
  return byJob;
}

/** `stallHistory(events, cursor, jobId)` read from the timeline's `stallIndex` (the same answer). */
export function stallHistoryOf(index: StallIndex, cursor: number, jobId: string): StallHistory {
  let set: { step: number; count: number } | null = null;
  let counted = 0;
  for (const entry of index.get(jobId) ?? []) {
    if (entry.index >= cursor) break;
    if (entry.set !== null) {
      set = { step: entry.index + 1, count: entry.set };
      counted = 0;
    } else counted++;
  }
  return { set, counted };
}
