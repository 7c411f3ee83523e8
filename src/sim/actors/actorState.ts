import { workerSlots, type WorldConfig } from './config';
import { keyedRng, seedRng, type RngState } from './rng';

/**
 * The actors' side of a world, as plain JSON (so it clones, checkpoints and compares as data).
 * Times are offsets in milliseconds from `clockStartMs`, except `HeldJob.deadlineMs`, which is
 * the lease deadline as Redis replied it (server clock, milliseconds since the epoch).
 */
export interface ActorState {
  /**
   * The work stream: each job's first run takes its next value (jobs are first claimed in id
   * order, so the k-th value is the k-th job's at any tuning). Arrivals, faults and later runs
   * draw from streams of their own (`producer.rng`, `keyedRng`), never from this one.
   */
  rng: RngState;
  /** Jobs enqueued so far by the producer and the learner: the next id's sequence number - 1. */
  seq: number;
  producer: ProducerState;
  sweeper: BeatState;
  reaper: BeatState;
  /** Index of the next story fault to happen. */
  story: number;
  /** Ids of jobs known to crash their worker. */
  poison: string[];
  /** Fixed work times of planned jobs, by job id. */
  workMs: Record<string, number>;
  /**
   * How many runs of each job ended with its worker crashing (absent: none). A run draws its
   * random crash from the job's stream for that count (`keyedRng`), so a run that only repeats
   * one that did not crash (after a false recovery) does not crash either: a shorter lease adds
   * runs, not crashes.
   */
  crashedRuns: Record<string, number>;
  workers: WorkerState[];
  /**
   * Slots of the workers blocked on an empty lane, longest-waiting first: Redis serves blocked
   * pops first come, first served, and every job added to pending wakes the one at the front.
   */
  waiting: string[];
}

export interface ProducerState {
  /** The stream of the rate's gaps between arrivals, apart from every other draw (so a tuning leaves the arrivals as they were). */
  rng: RngState;
  /** Index of the next job of `producer.jobs`. */
  next: number;
  /** Jobs of the rate made so far, and when the next one arrives (`null`: the rate is done). */
  rateMade: number;
  rateNextAtMs: number | null;
}

export interface BeatState {
  /** When the next pass runs; `null` when there is no such actor. */
  nextAtMs: number | null;
  passes: number;
}

/** Alive and acting; paused (alive but silent, e.g. a long GC pause); or crashed (dead). */
export type Liveness = 'alive' | 'paused' | 'crashed';

export interface WorkerState {
  /** The pool slot (`w2`): stable across restarts. */
  slot: string;
  /** The process's worker id (`w2`, then `w2.2` after a restart): tokens are `id:attempt`. */
  id: string;
  incarnation: number;
  liveness: Liveness;
  /** When an idle, alive worker claims next; `null` while it is blocked waiting or holding a job. */
  claimAtMs: number | null;
  /** The reason of that claim (`start`, `free`, `woken`). */
  claimWhy: 'start' | 'free' | 'woken';
  job: HeldJob | null;
  pausedAtMs: number | null;
  /** When a random pause ends on its own; `null` for a pause only a resume ends. */
  resumeAtMs: number | null;
  /** When the supervisor restarts a crashed worker; `null`: it stays down. */
  restartAtMs: number | null;
  /** Jobs this slot completed (reply 1), and extends or completes that got -1 (fenced). */
  completed: number;
  fenced: number;
}

/** What a worker holds after a successful claim, and when it will act on it. */
export interface HeldJob {
  id: string;
  token: string;
  /** Lease deadline as Redis replied (server clock, ms since the epoch). */
  deadlineMs: number;
  claimedAtMs: number;
  /** When the work finishes and the worker completes; `null` for a poison job (it never finishes). */
  doneAtMs: number | null;
  heartbeatAtMs: number;
  /** When the worker crashes while running it (poison, or a random crash); `null`: it will not. */
  crashAtMs: number | null;
  crashWhy: 'poison' | 'fault' | null;
  /** When a random pause starts during this job, and for how long. */
  pauseAtMs: number | null;
  pauseForMs: number;
}

/** The actors before anything happened: every worker about to make its first claim at `0`. */
export function initialActors(config: WorldConfig): ActorState {
  const p = config.producer;
  return {
    rng: seedRng(config.seed),
    seq: 0,
    producer: { rng: keyedRng(config.seed, 'arrivals').rng, next: 0, rateMade: 0, rateNextAtMs: p.rate && p.rate.count > 0 ? p.rate.startMs : null },
    sweeper: { nextAtMs: config.sweeper ? config.sweeper.startMs : null, passes: 0 },
    reaper: { nextAtMs: config.reaper ? config.reaper.startMs : null, passes: 0 },
    story: 0,
    poison: [],
    workMs: {},
    crashedRuns: {},
    workers: workerSlots(config.workers).map((slot) => newWorker(slot, 1, 0, 'start')),
    waiting: [],
  };
}

/** A fresh, alive, idle worker process in `slot` that claims at `claimAtMs`. */
export function newWorker(slot: string, incarnation: number, claimAtMs: number | null, why: WorkerState['claimWhy']): WorkerState {
  return {
    slot,
    id: incarnation === 1 ? slot : `${slot}.${incarnation}`,
    incarnation,
    liveness: 'alive',
    claimAtMs,
    claimWhy: why,
    job: null,
    pausedAtMs: null,
    resumeAtMs: null,
    restartAtMs: null,
    completed: 0,
    fenced: 0,
  };
}

/** A deep copy (actor state is plain JSON). */
export function cloneActors(a: ActorState): ActorState {
  return structuredClone(a);
}

/** The worker in `slot`, or undefined. */
export function workerInSlot(a: ActorState, slot: string): WorkerState | undefined {
  return a.workers.find((w) => w.slot === slot);
}

/**
 * The actor state of a file replayed as is: no plan, no workers yet (each appears when a step
 * first names it), nobody scheduled.
 */
export function observedActors(): ActorState {
  return {
    rng: 0,
    seq: 0,
    producer: { rng: 0, next: 0, rateMade: 0, rateNextAtMs: null },
    sweeper: { nextAtMs: null, passes: 0 },
    reaper: { nextAtMs: null, passes: 0 },
    story: 0,
    poison: [],
    workMs: {},
    crashedRuns: {},
    workers: [],
    waiting: [],
  };
}
