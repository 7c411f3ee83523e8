import type { SimEvent } from '../sim/engine/event';
import type { SimState } from '../sim/engine/simState';
import { explainJob, type JobExplanation } from '../model/selectors/explainJob';
import { selectJobs, type JobView } from '../model/selectors/jobs';
import { groupByLane, storyGroups, type LaneGroups } from '../model/selectors/laneGroups';
import { narrateEvent, type Narration } from '../model/narration/narrateEvent';
import type { SweepPrediction } from '../model/selectors/predictSweep';
import { nextSweepWithheld, predictNextSweep, predictPanel, type PredictPanelView } from '../model/hub/hubPredict';
import { captionAt, type HubState } from '../model/hub/hubModel';
import { hubReadout, type ReadoutView } from '../model/hub/hubReadout';
import { stallHistoryOf, stallIndex, storyStep, storySteps, type StallHistory, type StallIndex, type StoryStep } from '../model/selectors/storySteps';
import { stateAt, type History, type Timeline } from '../sim/timeline/timeline';
import type { ActorState } from '../sim/actors/actorState';
import { entryFacts, entryType, type Cause, type EntryType } from '../sim/actors/cause';
import { actorsAt, type Run } from '../sim/actors/run';
import { factOf } from '../sim/events/facts';
import { CLOCK, RUN as RUN_TEXT, LABEL } from '../model/narration/catalogue';
import { label, narrate } from '../model/narration/narrate';
import { recoveryFigures, type RecoveryFigures } from '../model/run/tuning';
import { selectCounts, selectLeases, selectPendingIds, selectPendingLanes, selectWorkers, type LeaseView, type PendingLaneView, type QueueCounts, type WorkerView } from '../model/selectors/runView';
import { sweepCursors } from '../sim/timeline/seek';

/*
 * The one memo layer over src/model's selectors and read models, for every view. Derived values are cached on
 * (timeline, cursor) and then on the SimState object, so every component asking for the same
 * moment gets the same references (stable for React and zustand) and a timeline dropped by a
 * fork or reset frees its cache. Nothing here is stored: a store keeps a History (timeline and
 * cursor), a run view a run and a cursor. The hub's selectors take a History; the run view's a
 * RunMoment, whose state comes from the same cache.
 */
const STATES_PER_TIMELINE = 16;
const states = new WeakMap<Timeline, Map<number, SimState>>();
const jobsOf = new WeakMap<SimState, JobView[]>();
const predictionOf = new WeakMap<SimState, SweepPrediction>();
const explanationsOf = new WeakMap<SimState, Map<string, JobExplanation>>();
const narrationOf = new WeakMap<SimState, Narration | null>();

/** The simulation at the cursor: `stateAt(timeline, cursor)`, memoized. Never mutate it. */
export function selectSimState(s: History): SimState {
  let byCursor = states.get(s.timeline);
  if (!byCursor) states.set(s.timeline, (byCursor = new Map()));
  let state = byCursor.get(s.cursor);
  if (!state) {
    state = stateAt(s.timeline, s.cursor);
    if (byCursor.size >= STATES_PER_TIMELINE) byCursor.delete(byCursor.keys().next().value!);
    byCursor.set(s.cursor, state);
  }
  return state;
}

/** Every job at the cursor (`selectJobs`), memoized. */
export function selectJobViews(s: History): JobView[] {
  const state = selectSimState(s);
  let jobs = jobsOf.get(state);
  if (!jobs) jobsOf.set(state, (jobs = selectJobs(state)));
  return jobs;
}

/**
 * What the next sweep would do (`predictNextSweep`: at the current server time, with the LIMIT
 * and maxStalled of the story's own sweep when that is the next step), memoized.
 */
export function selectPrediction(s: History): SweepPrediction {
  const state = selectSimState(s);
  let p = predictionOf.get(state);
  if (!p) predictionOf.set(state, (p = predictNextSweep(s.timeline, s.cursor, state)));
  return p;
}

/** The event that produced the state at the cursor, or null at the very start. */
export function selectLastEvent(s: History): SimEvent | null {
  return s.cursor > 0 ? s.timeline.events[s.cursor - 1]! : null;
}

/** The narration of the last event (`narrateEvent`), memoized; null at the very start. */
export function selectNarration(s: History): Narration | null {
  const state = selectSimState(s);
  if (!narrationOf.has(state)) narrationOf.set(state, s.cursor > 0 ? narrateEvent(s.timeline.events, s.cursor - 1, state) : null);
  return narrationOf.get(state)!;
}

const stallsOf = new WeakMap<Timeline, StallIndex>();

/** Where a job's stall count at the cursor came from (`stallHistory`), from an index built once per timeline. */
export function selectStallHistory(s: History, jobId: string): StallHistory {
  let index = stallsOf.get(s.timeline);
  if (!index) stallsOf.set(s.timeline, (index = stallIndex(s.timeline.events)));
  return stallHistoryOf(index, s.cursor, jobId);
}

/** `explainJob` for one job at the cursor, memoized per job. */
export function selectExplanation(s: History, job: JobView): JobExplanation {
  const state = selectSimState(s);
  let byJob = explanationsOf.get(state);
  if (!byJob) explanationsOf.set(state, (byJob = new Map()));
  let x = byJob.get(job.id);
  if (!x) byJob.set(job.id, (x = explainJob(state, job, selectPrediction(s), undefined, selectStallHistory(s, job.id))));
  return x;
}

const withheldOf = new WeakMap<HubState, 'guessing' | 'open' | null>();

/** Why the next sweep's outcome is withheld (`nextSweepWithheld`), or null when shown; memoized on the hub state. */
export function selectWithheld(hub: HubState): 'guessing' | 'open' | null {
  if (!withheldOf.has(hub)) withheldOf.set(hub, nextSweepWithheld(hub, selectSimState(hub)));
  return withheldOf.get(hub)!;
}

const panelsOf = new WeakMap<HubState, PredictPanelView>();

/** The prediction panel's view (`predictPanel`), memoized on the hub state: one subscription reads it. */
export function selectPredictPanel(hub: HubState): PredictPanelView {
  let view = panelsOf.get(hub);
  if (!view) panelsOf.set(hub, (view = predictPanel(hub, selectSimState(hub))));
  return view;
}

const readoutsOf = new WeakMap<HubState, Map<string | null, ReadoutView>>();

/**
 * Everything the hub's readout shows for `jobId` (default: the hub's selection), as one
 * serialisable view (`hubReadout`), memoized on the hub state object: one subscription reads it.
 */
export function selectReadout(hub: HubState, jobId: string | null = hub.selectedJobId): ReadoutView {
  let byJob = readoutsOf.get(hub);
  if (!byJob) readoutsOf.set(hub, (byJob = new Map()));
  let view = byJob.get(jobId);
  if (!view) {
    const at: History = { timeline: hub.timeline, cursor: hub.cursor };
    const sim = selectSimState(at);
    view = hubReadout({
      sim,
      jobs: selectJobViews(at),
      jobId,
      narration: selectNarration(at),
      announcement: hub.announcement,
      caption: captionAt(hub),
      withheld: selectWithheld(hub) !== null,
      explain: (job) => selectExplanation(at, job),
      stalls: (id) => selectStallHistory(at, id),
    });
    byJob.set(jobId, view);
  }
  return view;
}

const lanesOf = new WeakMap<JobView[], LaneGroups>();

/** The jobs at the cursor split by lane (`groupByLane`), memoized. */
export function selectLaneGroups(s: History): LaneGroups {
  const jobs = selectJobViews(s);
  let g = lanesOf.get(jobs);
  if (!g) lanesOf.set(jobs, (g = groupByLane(jobs)));
  return g;
}

const groupsOf = new WeakMap<Timeline, string[]>();

/** Every group the timeline's inputs name (`storyGroups`), memoized per timeline: the lanes drawn from the first moment. */
export function selectStoryGroups(t: Timeline): string[] {
  let g = groupsOf.get(t);
  if (!g) groupsOf.set(t, (g = storyGroups(t.inputs)));
  return g;
}

const storyOf = new WeakMap<Timeline, Map<number | string, StoryStep[]>>();
/*
 * A step of the story depends only on its event and those before it, and a timeline forked or
 * extended from another keeps the earlier event objects: each step is kept per event, so a new
 * step narrates only the events that are new, not the whole story again.
 */
const stepOf = new WeakMap<SimEvent, StoryStep>();

/**
 * The events `from` … cursor − 1, each narrated (`storySteps`; `from` defaults to 0, the whole
 * story), memoized per moment and window and per event: a window that moved by a step narrates
 * the one event new to it, whatever lies before `from` is never narrated (a story of 20,000 steps
 * shows its last few), and each run of events not yet narrated is replayed once.
 */
export function selectStory(s: History, from = 0): StoryStep[] {
  let byCursor = storyOf.get(s.timeline);
  if (!byCursor) storyOf.set(s.timeline, (byCursor = new Map()));
  const events = s.timeline.events;
  const n = Math.min(s.cursor, events.length);
  const start = Math.max(0, Math.min(from, n));
  const key = start === 0 ? s.cursor : `${s.cursor}:${start}`;
  let steps = byCursor.get(key);
  if (steps) return steps;
  for (let i = start; i < n; ) {
    if (stepOf.has(events[i]!)) {
      i++;
      continue;
    }
    let end = i + 1;
    while (end < n && !stepOf.has(events[end]!)) end++;
    if (i === n - 1) stepOf.set(events[i]!, storyStep(s.timeline, i, selectSimState(s)));
    else storySteps(s.timeline, end, i).forEach((step, k) => stepOf.set(events[i + k]!, step));
    i = end;
  }
  steps = events.slice(start, n).map((e) => stepOf.get(e)!);
  if (byCursor.size >= STATES_PER_TIMELINE) byCursor.delete(byCursor.keys().next().value!);
  byCursor.set(key, steps);
  return steps;
}

/* The run view. */

/** A moment of a world run: the run (its timeline, causes and actor checkpoints) and a cursor. */
export interface RunMoment {
  run: Run;
  cursor: number;
}

interface RunDerived {
  state: SimState;
  actors: ActorState;
  leases?: LeaseView[];
  counts?: QueueCounts;
  workers?: WorkerView[];
  pending?: string[];
  lanes?: PendingLaneView[];
}

const RUN_MOMENTS_KEPT = 8;
const runCache = new WeakMap<Run, Map<number, RunDerived>>();

function derived(m: RunMoment): RunDerived {
  let byCursor = runCache.get(m.run);
  if (!byCursor) runCache.set(m.run, (byCursor = new Map()));
  let d = byCursor.get(m.cursor);
  if (!d) {
    d = { state: selectSimState({ timeline: m.run.timeline, cursor: m.cursor }), actors: actorsAt(m.run, m.cursor) };
    if (byCursor.size >= RUN_MOMENTS_KEPT) byCursor.delete(byCursor.keys().next().value!);
    byCursor.set(m.cursor, d);
  }
  return d;
}

/** The simulation state at the cursor (never mutate it). */
export function selectRunState(m: RunMoment): SimState {
  return derived(m).state;
}

/** The actors at the cursor (never mutate them). */
export function selectRunActors(m: RunMoment): ActorState {
  return derived(m).actors;
}

/** The leases in active at the cursor. */
export function selectRunLeases(m: RunMoment): LeaseView[] {
  const d = derived(m);
  return (d.leases ??= selectLeases(d.state));
}

/** Pending, active, dead and completed counts at the cursor. */
export function selectRunCounts(m: RunMoment): QueueCounts {
  const d = derived(m);
  return (d.counts ??= selectCounts(d.state));
}

/** The worker lane at the cursor. */
export function selectRunWorkers(m: RunMoment): WorkerView[] {
  const d = derived(m);
  return (d.workers ??= selectWorkers(d.actors, selectRunLeases(m)));
}

/** The next few pending ids at the cursor (claim order). */
export function selectNextPending(m: RunMoment): string[] {
  const d = derived(m);
  return (d.pending ??= selectPendingIds(d.state, 3));
}

/** Every pending lane at the cursor (the shared lane, then each group's), with its first few ids. */
export function selectRunPendingLanes(m: RunMoment): PendingLaneView[] {
  const d = derived(m);
  return (d.lanes ??= selectPendingLanes(d.state, 4, m.run.config?.workers.lanes ?? []));
}

const figuresOf = new WeakMap<Run, RecoveryFigures>();

/** Recovery latency and false recoveries over the whole run (the tuning panel's figures), memoized per run. */
export function selectRecoveryFigures(run: Run): RecoveryFigures {
  let f = figuresOf.get(run);
  if (!f) figuresOf.set(run, (f = recoveryFigures(run)));
  return f;
}

/** The event that led to the cursor, with its cause, or null at the start. */
export function selectLastEntry(m: RunMoment): { event: SimEvent; cause: Cause | undefined } | null {
  return m.cursor === 0 ? null : { event: m.run.timeline.events[m.cursor - 1]!, cause: m.run.causes[m.cursor - 1] };
}

/**
 * The tag of the last entry: its world fact (`worker/paused`), else the engine's event type,
 * which says what happened, not what was asked: a claim on an empty lane is
 * `claim/foundNothing`, an extend answered -1 `lease/lost`, a late complete `complete/rejected`.
 */
export function selectEntryType(m: RunMoment): EntryType | null {
  const e = selectLastEntry(m);
  return e ? entryType(e.event.type, e.cause) : null;
}

/** Whether the last entry is bad news (shown as a warning): a lost lease, a rejected complete, a failed script, a crash, a dead letter. */
export function selectIsWarning(m: RunMoment): boolean {
  const e = selectLastEntry(m);
  if (!e) return false;
  const t = e.event.type;
  if (t === 'lease/lost' || t === 'complete/rejected' || t === 'script/failed' || t === 'worker/crashed') return true;
  return t === 'sweep/ran' && factOf(e.event.facts, 'job/deadLettered') !== undefined;
}

/** The run view's narration panel, what it shows and nothing else: the clock, the step, the sentence, and whether it warns. */
export interface NarrationLineView {
  clockLabel: string;
  /** The time shown (`t = 3.0 s`); `viewMs` may sit between two events while playing. */
  clock: string;
  step: string;
  text: string;
  warning: boolean;
}

/** The run view's narration panel at `m`, the clock at `viewMs` (milliseconds from the run's start). Serialisable. */
export function selectNarrationLine(m: RunMoment, viewMs: number): NarrationLineView {
  return {
    clockLabel: CLOCK.label,
    clock: CLOCK.time(viewMs),
    step: CLOCK.step(m.cursor, m.run.timeline.events.length),
    text: selectNarrationText(m),
    warning: selectIsWarning(m),
  };
}

/** The narration of the last event (one or two sentences), or a line for the start. */
export function selectNarrationText(m: RunMoment): string {
  const e = selectLastEntry(m);
  if (!e) return RUN_TEXT.start;
  const input = e.event.input;
  // A crash names every lease its worker left in active, not only the job the cause names.
  const held = input.op === 'crash' ? selectRunLeases(m).filter((l) => l.worker === input.worker).map((l) => l.id) : undefined;
  return narrate(e.event, e.cause, m.run.timeline.header, held);
}

/** The scrub slider's aria-valuetext: "step 12 of 40: w1 claimed cmd-001, t = 3.0 s". */
export function selectStepText(m: RunMoment): string {
  const n = m.run.timeline.events.length;
  const e = selectLastEntry(m);
  if (!e) return LABEL.stepTextStart(n);
  return LABEL.stepText(m.cursor, n, label(e.event, e.cause), e.event.nowMs - m.run.timeline.header.clockStartMs);
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
    const facts = entryFacts(e, cause);
    if (e.type === 'sweep/ran') {
      marks!.push({ atMs, kind: factOf(facts, 'job/deadLettered') ? 'dead' : factOf(facts, 'job/recovered') ? 'recovered' : 'sweep' });
    } else if (factOf(facts, 'worker/crashed')) marks!.push({ atMs, kind: 'crash' });
    else if (factOf(facts, 'worker/paused')) marks!.push({ atMs, kind: 'pause' });
  });
  marksOf.set(run, marks);
  return marks;
}
