import type { ActorState } from '../../sim/actors/actorState';
import { entryType, type Cause, type EntryType } from '../../sim/actors/cause';
import { actorsAt, type Run } from '../../sim/actors/run';
import type { SimEvent } from '../../sim/engine/event';
import type { SimState } from '../../sim/engine/simState';
import { factOf } from '../../sim/events/facts';
import { label, narrate } from '../../sim/narration/narrate';
import { selectCounts, selectLeases, selectPendingIds, selectWorkers, type LeaseView, type QueueCounts, type WorkerView } from '../../sim/selectors/runView';
import { sweepCursors } from '../../sim/timeline/seek';
import { stateAt } from '../../sim/timeline/timeline';

/*
 * Derived values of a run view, memoized on (run, cursor) and then on the state object, so all
 * components asking about the same moment share one stateAt and one actorsAt, and a run dropped
 * by a fork frees its cache. Nothing here is stored: the store keeps the run and a cursor.
 */

interface Moment {
  run: Run;
  cursor: number;
}

interface Derived {
  state: SimState;
  actors: ActorState;
  leases?: LeaseView[];
  counts?: QueueCounts;
  workers?: WorkerView[];
  pending?: string[];
}

const KEEP = 8;
const cache = new WeakMap<Run, Map<number, Derived>>();

function derived(m: Moment): Derived {
  let byCursor = cache.get(m.run);
  if (!byCursor) cache.set(m.run, (byCursor = new Map()));
  let d = byCursor.get(m.cursor);
  if (!d) {
    d = { state: stateAt(m.run.timeline, m.cursor), actors: actorsAt(m.run, m.cursor) };
    if (byCursor.size >= KEEP) byCursor.delete(byCursor.keys().next().value!);
    byCursor.set(m.cursor, d);
  }
  return d;
}

/** The simulation state at the cursor (never mutate it). */
export function selectRunState(m: Moment): SimState {
  return derived(m).state;
}

/** The actors at the cursor (never mutate them). */
export function selectRunActors(m: Moment): ActorState {
  return derived(m).actors;
}

/** The leases in active at the cursor. */
export function selectRunLeases(m: Moment): LeaseView[] {
  const d = derived(m);
  return (d.leases ??= selectLeases(d.state));
}

/** Pending, active, dead and completed counts at the cursor. */
export function selectRunCounts(m: Moment): QueueCounts {
  const d = derived(m);
  return (d.counts ??= selectCounts(d.state));
}

/** The worker lane at the cursor. */
export function selectRunWorkers(m: Moment): WorkerView[] {
  const d = derived(m);
  return (d.workers ??= selectWorkers(d.actors, selectRunLeases(m)));
}

/** The next few pending ids at the cursor (claim order). */
export function selectNextPending(m: Moment): string[] {
  const d = derived(m);
  return (d.pending ??= selectPendingIds(d.state, 3));
}

/** The event that led to the cursor, with its cause, or null at the start. */
export function selectLastEntry(m: Moment): { event: SimEvent; cause: Cause | undefined } | null {
  return m.cursor === 0 ? null : { event: m.run.timeline.events[m.cursor - 1]!, cause: m.run.causes[m.cursor - 1] };
}

/**
 * The tag of the last entry: its world fact (`worker/paused`), else the engine's event type,
 * which says what happened, not what was asked: a claim on an empty lane is
 * `claim/foundNothing`, an extend answered -1 `lease/lost`, a late complete `complete/rejected`.
 */
export function selectEntryType(m: Moment): EntryType | null {
  const e = selectLastEntry(m);
  return e ? entryType(e.event.type, e.cause) : null;
}

/** Whether the last entry is bad news (shown as a warning): a lost lease, a rejected complete, a failed script, a crash, a dead letter. */
export function selectIsWarning(m: Moment): boolean {
  const e = selectLastEntry(m);
  if (!e) return false;
  const t = e.event.type;
  if (t === 'lease/lost' || t === 'complete/rejected' || t === 'script/failed' || t === 'worker/crashed') return true;
  return t === 'sweep/ran' && factOf(e.event.facts, 'job/deadLettered') !== undefined;
}

/** The narration of the last event (one or two sentences), or a line for the start. */
export function selectNarrationText(m: Moment): string {
  const e = selectLastEntry(m);
  if (!e) return 'Nothing has happened yet: press Play, or step forward one event.';
  return narrate(e.event, e.cause, m.run.timeline.header);
}

/** The scrub slider's aria-valuetext: "step 12 of 40: w1 claimed cmd-001, t = 3.0 s". */
export function selectStepText(m: Moment): string {
  const n = m.run.timeline.events.length;
  const e = selectLastEntry(m);
  if (!e) return `step 0 of ${n}: the start`;
  const t = ((e.event.nowMs - m.run.timeline.header.clockStartMs) / 1000).toFixed(1);
  return `step ${m.cursor} of ${n}: ${label(e.event, e.cause)}, t = ${t} s`;
}

const sweepsOf = new WeakMap<Run, number[]>();

/** The cursors just after each sweep of the run. */
export function selectSweepCursors(run: Run): number[] {
  let s = sweepsOf.get(run);
  if (!s) sweepsOf.set(run, (s = sweepCursors(run.timeline)));
  return s;
}

/** A mark on the timeline strip: a sweep (and what it did), a crash, a pause, a learner's intervention. */
export interface StripMark {
  /** Offset in ms after clockStartMs. */
  atMs: number;
  kind: 'sweep' | 'recovered' | 'dead' | 'crash' | 'pause' | 'learner';
}

const marksOf = new WeakMap<Run, StripMark[]>();

/** Every mark of the run's strip, in time order (computed once per run). */
export function selectStripMarks(run: Run): StripMark[] {
  let marks = marksOf.get(run);
  if (marks) return marks;
  marks = [];
  const start = run.timeline.header.clockStartMs;
  run.timeline.events.forEach((e, i) => {
    const atMs = e.nowMs - start;
    const cause = run.causes[i];
    if (cause?.by === 'learner') marks!.push({ atMs, kind: 'learner' });
    if (e.type === 'sweep/ran') {
      marks!.push({ atMs, kind: factOf(e.facts, 'job/deadLettered') ? 'dead' : factOf(e.facts, 'job/recovered') ? 'recovered' : 'sweep' });
    } else if (e.type === 'worker/crashed') marks!.push({ atMs, kind: 'crash' });
    else if (cause?.fact === 'worker/paused') marks!.push({ atMs, kind: 'pause' });
  });
  marksOf.set(run, marks);
  return marks;
}
