import type { SimEvent } from '../sim/engine/event';
import type { SimState } from '../sim/engine/simState';
import { explainJob, type JobExplanation } from '../sim/selectors/explainJob';
import { selectJobs, type JobView } from '../sim/selectors/jobs';
import { groupByLane, type LaneGroups } from '../sim/selectors/laneGroups';
import { narrateEvent, type Narration } from '../sim/selectors/narrateEvent';
import { predictSweep, type SweepPrediction } from '../sim/selectors/predictSweep';
import { storySteps, type StoryStep } from '../sim/selectors/storySteps';
import { stateAt, type Timeline } from '../sim/timeline/timeline';
import type { HubState as SimStoreState } from '../sim/hub/hubModel';

// Derived values are cached on (timeline, cursor) and then on the SimState object, so every
// component asking for the same moment gets the same references (stable for React and zustand)
// and a timeline dropped by a fork or reset frees its cache.
const STATES_PER_TIMELINE = 16;
const states = new WeakMap<Timeline, Map<number, SimState>>();
const jobsOf = new WeakMap<SimState, JobView[]>();
const predictionOf = new WeakMap<SimState, SweepPrediction>();
const explanationsOf = new WeakMap<SimState, Map<string, JobExplanation>>();
const narrationOf = new WeakMap<SimState, Narration | null>();

/** The simulation at the cursor: `stateAt(timeline, cursor)`, memoized. Never mutate it. */
export function selectSimState(s: Pick<SimStoreState, 'timeline' | 'cursor'>): SimState {
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
export function selectJobViews(s: Pick<SimStoreState, 'timeline' | 'cursor'>): JobView[] {
  const state = selectSimState(s);
  let jobs = jobsOf.get(state);
  if (!jobs) jobsOf.set(state, (jobs = selectJobs(state)));
  return jobs;
}

/** What a sweep at the current server time would do (`predictSweep`), memoized. */
export function selectPrediction(s: Pick<SimStoreState, 'timeline' | 'cursor'>): SweepPrediction {
  const state = selectSimState(s);
  let p = predictionOf.get(state);
  if (!p) predictionOf.set(state, (p = predictSweep(state)));
  return p;
}

/** The event that produced the state at the cursor, or null at the very start. */
export function selectLastEvent(s: Pick<SimStoreState, 'timeline' | 'cursor'>): SimEvent | null {
  return s.cursor > 0 ? s.timeline.events[s.cursor - 1]! : null;
}

/** The narration of the last event (`narrateEvent`), memoized; null at the very start. */
export function selectNarration(s: Pick<SimStoreState, 'timeline' | 'cursor'>): Narration | null {
  const state = selectSimState(s);
  if (!narrationOf.has(state)) narrationOf.set(state, s.cursor > 0 ? narrateEvent(s.timeline.events, s.cursor - 1, state) : null);
  return narrationOf.get(state)!;
}

/** The selected job as it is at the cursor, or null (none selected, or it does not exist yet). */
export function selectSelectedJob(s: SimStoreState): JobView | null {
  return s.selectedJobId === null ? null : selectJobViews(s).find((j) => j.id === s.selectedJobId) ?? null;
}

/** `explainJob` for one job at the cursor, memoized per job. */
export function selectExplanation(s: Pick<SimStoreState, 'timeline' | 'cursor'>, job: JobView): JobExplanation {
  const state = selectSimState(s);
  let byJob = explanationsOf.get(state);
  if (!byJob) explanationsOf.set(state, (byJob = new Map()));
  let x = byJob.get(job.id);
  if (!x) byJob.set(job.id, (x = explainJob(state, job, selectPrediction(s))));
  return x;
}

const lanesOf = new WeakMap<JobView[], LaneGroups>();

/** The jobs at the cursor split by lane (`groupByLane`), memoized. */
export function selectLaneGroups(s: Pick<SimStoreState, 'timeline' | 'cursor'>): LaneGroups {
  const jobs = selectJobViews(s);
  let g = lanesOf.get(jobs);
  if (!g) lanesOf.set(jobs, (g = groupByLane(jobs)));
  return g;
}

const storyOf = new WeakMap<Timeline, Map<number, StoryStep[]>>();

/** The events before the cursor, each narrated (`storySteps`), memoized. */
export function selectStory(s: Pick<SimStoreState, 'timeline' | 'cursor'>): StoryStep[] {
  let byCursor = storyOf.get(s.timeline);
  if (!byCursor) storyOf.set(s.timeline, (byCursor = new Map()));
  let steps = byCursor.get(s.cursor);
  if (!steps) byCursor.set(s.cursor, (steps = storySteps(s.timeline, s.cursor)));
  return steps;
}
