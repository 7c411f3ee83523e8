import { queueKeys } from '../../../sim/queue/keys';
import { predictedAt, reduceCheckpoint, stepWithheld, type CheckpointAction, type CheckpointAnswers, type SkipPredictionAction } from '../checkpoint';
import { peekField, peekScore } from '../common';
import { exploreInterleavings, type ExploreResult } from './explore';
import { CLAIMERS, DEFAULT_SETUP, enabledActors, move, replay, SWEEPERS, type ActorId, type Flag, type OneStepSession, type OneStepSetup } from './oneStep';

/** The interleaving of the recorded case test/cases/client-loop-double-recovery (without its final claim by C). */
export const CASE_SCHEDULE: readonly ActorId[] = ['sweeper:A', 'sweeper:B', 'sweeper:A', 'sweeper:A', 'sweeper:A', 'worker:B', 'sweeper:B', 'sweeper:B', 'sweeper:B'];

/** Every actor the dive can have, in button order (a setup uses the first sweepers and claimers). */
export const ALL_ACTORS: readonly ActorId[] = [...SWEEPERS.map((n) => `sweeper:${n}` as const), ...CLAIMERS.map((n) => `worker:${n}` as const)];

/** The one-step dive: its setup, the loaded schedule (who moves, in order) and how much of it has run. */
export interface OneStepState {
  setup: OneStepSetup;
  schedule: readonly ActorId[];
  /** How many moves of `schedule` have run (0..schedule.length). */
  cursor: number;
  /** The explorer's counts for this setup, once counted. */
  explored: ExploreResult | null;
  /** The learner asked for the counts and they are being walked (off the page's main thread). */
  exploring: boolean;
  /** While exploring: how many complete orders the walk has counted so far (null otherwise). */
  progress: number | null;
  /** Which walk is the current one (each `explore` starts a new one): a stale walk's reports are ignored. */
  exploreRun: number;
  /** The learner's prediction about the loaded interleaving (oneStepCheckpoint.ts), or null. */
  checkpoint: CheckpointAnswers | null;
  /**
   * The opening prediction is still open: from the dive's opening, a reset or the case loaded,
   * until the learner checks, skips predicting, steps past a prediction or makes a move of their
   * own (another order than the loaded one). While it is, Step forward waits for a prediction
   * about the loaded interleaving (`forwardWithheld`).
   */
  predictionOpen: boolean;
}

export const ONE_STEP_DEFAULTS: OneStepState = {
  setup: DEFAULT_SETUP,
  schedule: [],
  cursor: 0,
  explored: null,
  exploring: false,
  progress: null,
  exploreRun: 0,
  checkpoint: null,
  predictionOpen: true,
};

export type OneStepAction =
  /** `actor` moves now: replays the loaded move if it is the same actor, or cuts the schedule here and appends it. */
  | { type: 'move'; actor: ActorId }
  | { type: 'forward' }
  | { type: 'back' }
  | { type: 'reset' }
  | { type: 'loadCase' }
  | { type: 'toggleMode' }
  /** A new setup empties the schedule and the explorer's counts; too many jobs for the sweepers fall back to 1. */
  | { type: 'configure'; setup: Partial<OneStepSetup> }
  /** Ask for the counts: starts walk number `exploreRun + 1` (the view runs it in a Web Worker). */
  | { type: 'explore' }
  /** Count the current walk here and now, synchronously (Node, tests). */
  | { type: 'explore/run' }
  /** The walk `run` has counted `counted` complete orders so far. */
  | { type: 'explore/progress'; run: number; counted: number }
  /** The walk `run` is done. */
  | { type: 'explore/done'; run: number; result: ExploreResult }
  /** Stop the walk: no counts, the explorer is ready again. */
  | { type: 'explore/cancel' }
  /** Load one of the explorer's examples, stopped right after its first move that raises `kind` (the end for a clean one). */
  | { type: 'showExample'; schedule: readonly ActorId[]; kind: Flag['kind'] | null }
  /** The checkpoint: a guess, or Check (checkpoint.ts). */
  | CheckpointAction
  /** "Skip predicting": Step forward replays the loaded interleaving without a guess. */
  | SkipPredictionAction;

const sessions = new WeakMap<readonly ActorId[], Map<string, OneStepSession>>();
/**
 * The session after the moves that have run (`replay`), built once per setup, schedule and
 * cursor, so every reader (and every widget on the page) shares one. A cursor one past a session
 * already built moves on from it (one `move`), so stepping a schedule forward never replays it
 * from the start.
 */
export function sessionOf(s: Pick<OneStepState, 'setup' | 'schedule' | 'cursor'>): OneStepSession {
  let byKey = sessions.get(s.schedule);
  if (!byKey) sessions.set(s.schedule, (byKey = new Map()));
  const { mode, sweepers, jobs, claims, maxStalled } = s.setup;
  const setupKey = `${mode}|${sweepers}|${jobs}|${claims}|${maxStalled}|`;
  let session = byKey.get(setupKey + s.cursor);
  if (!session) {
    const before = s.cursor > 0 ? byKey.get(setupKey + (s.cursor - 1)) : undefined;
    session = before ? move(before, s.schedule[s.cursor - 1]!) : replay(s.setup, s.schedule.slice(0, s.cursor));
    byKey.set(setupKey + s.cursor, session);
  }
  return session;
}

/** The checkpoint's moment: the setup and the loaded schedule; null while nothing is loaded (no question). */
export function checkpointKeyOf(s: Pick<OneStepState, 'setup' | 'schedule'>): string | null {
  if (s.schedule.length === 0) return null;
  const { mode, sweepers, jobs, claims, maxStalled } = s.setup;
  return `${mode}|${sweepers}|${jobs}|${claims}|${maxStalled}|${s.schedule.join(',')}`;
}

/**
 * Is the checkpoint's answer already on the page: every loaded move has run, or one that ran
 * counted a stall twice (its flag says so)? Then nothing about this interleaving is left to predict.
 */
export function answerShown(s: Pick<OneStepState, 'setup' | 'schedule' | 'cursor'>): boolean {
  return s.cursor >= s.schedule.length || sessionOf(s).moves.some((m) => m.flags.some((f) => f.kind === 'double-count'));
}

/**
 * Is a prediction open: an interleaving is loaded, its answer is not on the page yet
 * (`answerShown`), and the learner has not checked at this key? The one condition the checkpoint's
 * form and Step forward's wait read, so the form never asks beside its own answer.
 */
export function predictionAsked(s: OneStepState): boolean {
  const key = checkpointKeyOf(s);
  if (key === null || answerShown(s)) return false;
  return !(s.checkpoint?.key === key && s.checkpoint.checked);
}

/** Is the checkpoint's form on the page: a prediction is open, or the learner predicted at this key (their choice and its verdict stay)? */
export function checkpointShown(s: OneStepState): boolean {
  const key = checkpointKeyOf(s);
  return key !== null && (predictionAsked(s) || predictedAt(s.checkpoint, key));
}

/**
 * Does Step forward wait for a prediction? While the opening prediction is open and a loaded move
 * is still ahead, the learner first predicts whether the interleaving counts a stall twice (a
 * choice, or Check) or skips predicting (`stepWithheld`, checkpoint.ts). Replaying the loaded
 * next mover by its own button waits the same way; moving someone else starts another order.
 */
export function forwardWithheld(s: OneStepState): boolean {
  return predictionAsked(s) && stepWithheld(checkpointKeyOf(s), s.checkpoint, s.predictionOpen);
}

/** Can Step forward replay the next loaded move now? */
export function canForward(s: OneStepState): boolean {
  return s.cursor < s.schedule.length && !forwardWithheld(s);
}

/** Can `actor` move now: the session lets it, and it is not the loaded next move waiting for a prediction. */
export function canMove(s: OneStepState, actor: ActorId): boolean {
  return enabledOf(s).includes(actor) && !(s.schedule[s.cursor] === actor && forwardWithheld(s));
}

/** Is `actor` part of this setup (has a button and a key)? */
export function inSetup(setup: OneStepSetup, actor: ActorId): boolean {
  const [kind, name] = actor.split(':') as ['sweeper' | 'worker', string];
  return kind === 'sweeper' ? SWEEPERS.indexOf(name as (typeof SWEEPERS)[number]) < setup.sweepers : CLAIMERS.indexOf(name as (typeof CLAIMERS)[number]) < setup.claims;
}

/** The actors of the setup, in button order. */
export function actorsOf(setup: OneStepSetup): ActorId[] {
  return ALL_ACTORS.filter((a) => inSetup(setup, a));
}

/** Can the case interleaving (Bull #356) be loaded? It needs client loops, two sweepers or more, one job and a claim. */
export function caseFits(setup: OneStepSetup): boolean {
  return setup.mode === 'client' && setup.sweepers >= 2 && setup.jobs === 1 && setup.claims >= 1;
}

/** Does `schedule` replay under `setup` (every move possible when it comes)? */
export function replays(setup: OneStepSetup, schedule: readonly ActorId[]): boolean {
  try {
    replay(setup, schedule);
    return true;
  } catch {
    return false;
  }
}

const load = (s: OneStepState, schedule: readonly ActorId[], cursor: number): OneStepState => ({ ...s, schedule, cursor });

/**
 * The one-step dive's rules (pure). A move is possible only for an actor the session lets
 * move (`enabledActors`); moving someone else than the loaded next mover drops the rest of the
 * loaded schedule; an example the setup cannot replay is refused (the state stays). While the
 * opening prediction is open, Step forward (and the loaded next mover's button) waits for a
 * prediction or "Skip predicting" (`forwardWithheld`), as the hub withholds its next sweep. The explorer's
 * walk is deterministic: `explore/run` counts it here; the page runs the same walk in a Web Worker
 * and reports it with `explore/progress` and `explore/done` (tagged with the walk's number, so a
 * cancelled or superseded walk's late reports change nothing). Source: Bull issue #356 and PR #359;
 * the recorded case test/cases/client-loop-double-recovery.
 */
export function reduceOneStep(s: OneStepState, a: OneStepAction): OneStepState {
  switch (a.type) {
    case 'move': {
      if (!canMove(s, a.actor)) return s;
      if (s.schedule[s.cursor] === a.actor) return { ...s, cursor: s.cursor + 1, predictionOpen: false };
      const schedule = [...s.schedule.slice(0, s.cursor), a.actor];
      // The learner's own order: nothing loaded is ahead to predict (as a hub input ends its opening prediction).
      return { ...load(s, schedule, schedule.length), predictionOpen: false };
    }
    case 'forward':
      return canForward(s) ? { ...s, cursor: s.cursor + 1, predictionOpen: false } : s;
    case 'back':
      return s.cursor > 0 ? { ...s, cursor: s.cursor - 1 } : s;
    case 'reset':
      return s.schedule.length > 0 ? { ...load(s, [], 0), predictionOpen: true } : s;
    case 'loadCase':
      return caseFits(s.setup) ? { ...load(s, CASE_SCHEDULE, 0), predictionOpen: true } : s;
    case 'toggleMode':
      return reduceOneStep(s, { type: 'configure', setup: { mode: s.setup.mode === 'client' ? 'atomic' : 'client' } });
    case 'configure': {
      const setup = { ...s.setup, ...a.setup };
      if (setup.sweepers * setup.jobs > 4) setup.jobs = 1;
      // A walk under way counted the old setup: it stops with the rest.
      return { ...s, setup, schedule: [], cursor: 0, explored: null, exploring: false, progress: null };
    }
    case 'explore':
      return s.exploring ? s : { ...s, exploring: true, explored: null, progress: 0, exploreRun: s.exploreRun + 1 };
    case 'explore/run':
      return s.exploring ? { ...s, explored: exploreInterleavings(s.setup), exploring: false, progress: null } : s;
    case 'explore/progress':
      return s.exploring && a.run === s.exploreRun && a.counted !== s.progress ? { ...s, progress: a.counted } : s;
    case 'explore/done':
      return s.exploring && a.run === s.exploreRun ? { ...s, explored: a.result, exploring: false, progress: null } : s;
    case 'explore/cancel':
      return s.exploring ? { ...s, exploring: false, progress: null } : s;
    case 'showExample': {
      if (!replays(s.setup, a.schedule)) return s;
      const moves = replay(s.setup, a.schedule).moves;
      const firstFlag = moves.findIndex((m) => m.flags.some((f) => f.kind === a.kind));
      return load(s, a.schedule, firstFlag === -1 ? a.schedule.length : firstFlag + 1);
    }
    case 'predict':
    case 'checkPrediction': {
      const checkpoint = reduceCheckpoint(s.checkpoint, a);
      const predictionOpen = s.predictionOpen && a.type === 'predict';
      return checkpoint === s.checkpoint && predictionOpen === s.predictionOpen ? s : { ...s, checkpoint, predictionOpen };
    }
    case 'skipPrediction':
      return s.predictionOpen ? { ...s, predictionOpen: false } : s;
  }
}

/** The actors that can move now. */
export function enabledOf(s: OneStepState): ActorId[] {
  return enabledActors(sessionOf(s));
}

/** One job as Redis holds it now (ground truth, read without a command). */
export interface JobRow {
  id: string;
  /** Its lease deadline (server clock, ms since the epoch) while it is in `active`, else null. */
  leaseUntilMs: number | null;
  pending: boolean;
  dead: boolean;
  worker: string | null;
  token: string | null;
  /** The job hash's `stalled` field (null: never counted). */
  stalled: string | null;
  /** A worker other than Worker A (who crashed) believes it owns the job, and is running it. */
  runByLiveWorker: boolean;
}

/** Every job of the session as Redis holds it now, j1 first. */
export function jobRowsOf(session: OneStepSession): JobRow[] {
  const k = queueKeys(session.header.queue);
  return Array.from({ length: session.setup.jobs }, (_, i) => {
    const id = `j${i + 1}`;
    const worker = peekField(session.ks, k.job(id), 'worker');
    return {
      id,
      leaseUntilMs: peekScore(session.ks, k.active, id),
      pending: peekScore(session.ks, k.pending, id) !== null,
      dead: peekScore(session.ks, k.dead, id) !== null,
      worker,
      token: peekField(session.ks, k.job(id), 'token'),
      stalled: peekField(session.ks, k.job(id), 'stalled'),
      runByLiveWorker: worker !== null && worker !== 'A',
    };
  });
}
