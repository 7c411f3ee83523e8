import type { SimEvent } from '../engine/event';
import type { SimState } from '../engine/simState';
import { explainJob } from '../selectors/explainJob';
import { selectJobs } from '../selectors/jobs';
import { predictSweep } from '../selectors/predictSweep';
import { PREDICT } from '../narration/catalogue';
import { stateAt, type Timeline } from '../timeline/timeline';

/** What a learner can guess a sweep does with a job in `active` (docs/model.md "The verbs", sweep). */
export type Guess = 'recover' | 'dead-letter' | 'stay in flight';

/** The three guesses, in the order the page offers them. */
export const GUESSES: readonly Guess[] = ['recover', 'dead-letter', 'stay in flight'];

/**
 * The learner's guesses about the sweep that follows one moment of a hub's timeline: `at` is the
 * cursor the guesses were made at, `last` the event just before it (null at cursor 0), so a fork
 * that rewrites the past is told from a replay of it.
 */
export interface HubGuesses {
  at: number;
  last: SimEvent | null;
  byJob: Readonly<Record<string, Guess>>;
}

/** What a sweep did with a job, in the words of the guesses (an orphan id is dropped). */
export type SweepFate = Guess | 'drop orphan';

/** One job's line of the reveal: the guess (null: none made), what happened, whether it held, and why. */
export interface RevealRow {
  jobId: string;
  guess: Guess | null;
  actual: SweepFate;
  held: boolean;
  /** The catalogue's reason (the readout's "why" at the moment the guess was made). */
  why: string;
}

/** Are `guesses` about the moment at `cursor` on `timeline` (same past, same cursor)? */
export function guessesApply(guesses: HubGuesses | null, timeline: Timeline, cursor: number): guesses is HubGuesses {
  if (!guesses || guesses.at > timeline.events.length) return false;
  const last = guesses.at > 0 ? timeline.events[guesses.at - 1]! : null;
  return last === guesses.last && cursor === guesses.at;
}

/** The jobs a learner can predict at a moment: every job whose lease is in `active`, by id (a form reads in a stable order). */
export function predictableJobs(state: SimState): string[] {
  return activeJobs(state).map((j) => j.id);
}

function activeJobs(state: SimState) {
  return selectJobs(state)
    .filter((j) => j.lane === 'active')
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The reveal of a prediction: non-null only when the cursor sits just after a `sweep/ran` event
 * that ran at the guessed moment. The truth is the sweep's own facts (`job/recovered`,
 * `job/deadLettered`, `job/orphanDropped`); a job of `active` the sweep did not read stayed in
 * flight. The reasons are the catalogue's, from `explainJob` at the guessed moment.
 */
export function revealOf(guesses: HubGuesses | null, timeline: Timeline, cursor: number): RevealRow[] | null {
  if (!guesses || cursor !== guesses.at + 1 || cursor > timeline.events.length) return null;
  const sweep = timeline.events[guesses.at]!;
  const last = guesses.at > 0 ? timeline.events[guesses.at - 1]! : null;
  if (last !== guesses.last || sweep.type !== 'sweep/ran') return null;
  const before = stateAt(timeline, guesses.at);
  const fate = new Map<string, SweepFate>();
  for (const f of sweep.facts) {
    if (f.type === 'job/recovered') fate.set(f.jobId, 'recover');
    else if (f.type === 'job/deadLettered') fate.set(f.jobId, 'dead-letter');
    else if (f.type === 'job/orphanDropped') fate.set(f.jobId, 'drop orphan');
  }
  // The reason is the readout's: the same prediction, at the server time the sweep really ran.
  const prediction = predictSweep(before, sweep.nowMs);
  const jobs = activeJobs(before);
  return jobs.map((job) => {
    const actual = fate.get(job.id) ?? 'stay in flight';
    const guess = Object.hasOwn(guesses.byJob, job.id) ? guesses.byJob[job.id]! : null;
    return { jobId: job.id, guess, actual, held: guess === actual, why: explainJob(before, job, prediction).why };
  });
}

/**
 * Why the next sweep's outcome (the forecast line, the readout's "Next sweep" verdict and its
 * reason) is withheld at this moment, or null when it is shown:
 * - `guessing`: the learner has guesses open at this moment (the sweep will say which held);
 * - `open`: the opening prediction is open (`HubState.predictionOpen`) and there is something to
 *   predict (a job in active) — until the learner steps, moves or skips predicting.
 * Once the sweep ran (a reveal is shown) nothing is withheld: the prediction is answered.
 * `state` is the hub's model; `sim` the keyspace at its cursor (`stateAt(timeline, cursor)`).
 */
export function nextSweepWithheld(
  state: { timeline: Timeline; cursor: number; guesses: HubGuesses | null; predictionOpen: boolean },
  sim: SimState,
): 'guessing' | 'open' | null {
  const { timeline, cursor, guesses } = state;
  if (revealOf(guesses, timeline, cursor) !== null) return null;
  if (predictableJobs(sim).length === 0) return null;
  if (guessesApply(guesses, timeline, cursor) && Object.keys(guesses.byJob).length > 0) return 'guessing';
  return state.predictionOpen ? 'open' : null;
}

/** The reveal's one-line summary from the catalogue: `3 of 4 predictions held.` */
export function revealSummary(rows: readonly RevealRow[]): string {
  const guessed = rows.filter((r) => r.guess !== null);
  return PREDICT.summary(guessed.filter((r) => r.held).length, guessed.length, rows.length);
}
