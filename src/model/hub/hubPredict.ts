import type { SimEvent } from '../../sim/engine/event';
import type { SimState } from '../../sim/engine/simState';
import { explainJob } from '../selectors/explainJob';
import { selectJobs } from '../selectors/jobs';
import { predictSweep, type SweepPrediction } from '../selectors/predictSweep';
import type { SweepStep } from '../../sim/format/scenario';
import { PREDICT } from '../narration/catalogue';
import { stateAt, type Timeline } from '../../sim/timeline/timeline';

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
  /** The group lane key a recovery put the job in (null: the shared pending lane, or no recovery). */
  lane: string | null;
  /** The sweep's LIMIT when it left this job expired in active (null: not left by a LIMIT). */
  limit: number | null;
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
  // The reason is the readout's: the same prediction, at the server time the sweep really ran,
  // with the sweep's own LIMIT and maxStalled (a job its LIMIT left is expired, not live).
  const input = sweep.input as SweepStep;
  const prediction = predictSweep(before, sweep.nowMs, input.maxStalled, input.limit);
  const jobs = activeJobs(before);
  return jobs.map((job) => {
    const actual = fate.get(job.id) ?? 'stay in flight';
    const guess = Object.hasOwn(guesses.byJob, job.id) ? guesses.byJob[job.id]! : null;
    const why = explainJob(before, job, prediction);
    return { jobId: job.id, guess, actual, held: guess === actual, lane: why.lane, limit: why.limit, why: why.why };
  });
}

/**
 * The sweep "the next sweep" means at a moment of a hub's timeline (the forecast, the readout's
 * verdict, the Step sweep button): the story's own recorded step at `cursor` when it is a sweep at
 * the current server time `nowMs` (ms since the epoch), with its LIMIT and maxStalled, so Step sweep
 * replays it; otherwise a plain sweep at now (no LIMIT, the scenario's maxStalled). The step's `at`
 * is ms after the clock start (docs/scenario-format.md, sweep).
 */
export function nextSweepInput(timeline: Timeline, cursor: number, nowMs: number): SweepStep {
  const at = nowMs - timeline.header.clockStartMs;
  const recorded = timeline.inputs[cursor];
  if (recorded?.op === 'sweep' && recorded.at === at) return recorded;
  return { at, op: 'sweep' };
}

/** `predictSweep` for the next sweep (`nextSweepInput`) of a moment whose state is `sim`. */
export function predictNextSweep(timeline: Timeline, cursor: number, sim: SimState): SweepPrediction {
  const next = nextSweepInput(timeline, cursor, sim.nowMs);
  return predictSweep(sim, sim.nowMs, next.maxStalled, next.limit);
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

/** A reveal row's line from the catalogue: the guess, what the sweep did (its lane, its LIMIT), and whether it held. */
export function revealRowText(r: RevealRow): string {
  return PREDICT.row(r.jobId, r.guess === null ? null : PREDICT.guessLabel(r.guess), r.actual, r.held, r.lane, r.limit);
}

/**
 * The prediction panel's read model at one moment: nothing to predict (`none`); the button that
 * opens a prediction (`closed`, the next sweep's outcome is on the page); the radios, one group
 * per job in active with the learner's guess checked (`open`); or, right after the sweep, the
 * reveal: the summary and per job the line, whether the guess held, and the reason (`reveal`).
 */
export type PredictPanelView =
  | { kind: 'none' }
  | { kind: 'closed' }
  | { kind: 'open'; jobs: { id: string; label: string; choices: { guess: Guess; label: string; checked: boolean }[] }[] }
  | { kind: 'reveal'; summary: string; rows: { jobId: string; mark: 'held' | 'missed' | null; text: string; why: string }[] };

/** `PredictPanelView` of a hub's state (`sim`: the keyspace at its cursor). */
export function predictPanel(
  state: { timeline: Timeline; cursor: number; guesses: HubGuesses | null; predictionOpen: boolean },
  sim: SimState,
): PredictPanelView {
  const { timeline, cursor, guesses } = state;
  const reveal = revealOf(guesses, timeline, cursor);
  if (reveal) {
    return {
      kind: 'reveal',
      summary: revealSummary(reveal),
      rows: reveal.map((r) => ({ jobId: r.jobId, mark: r.guess === null ? null : r.held ? 'held' : 'missed', text: revealRowText(r), why: r.why })),
    };
  }
  const jobs = predictableJobs(sim);
  if (jobs.length === 0) return { kind: 'none' };
  // One rule decides "a prediction is open" (nextSweepWithheld): the radios are offered only then,
  // never beside the forecast and the verdict that answer them; else the learner can open one.
  if (nextSweepWithheld(state, sim) === null) return { kind: 'closed' };
  const mine = guessesApply(guesses, timeline, cursor) ? guesses.byJob : {};
  return {
    kind: 'open',
    jobs: jobs.map((id) => ({
      id,
      label: PREDICT.guessFor(id),
      choices: GUESSES.map((g) => ({ guess: g, label: PREDICT.guessLabel(g), checked: mine[id] === g })),
    })),
  };
}
