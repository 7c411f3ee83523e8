import type { ScenarioHeader } from '../engine/input';

/**
 * Everything that decides a world run, as plain JSON: the queue's scenario header, the seed, and
 * the plans of its actors. Times are milliseconds; `…AtMs` and `startMs` are offsets from
 * `clockStartMs` (like a step's `at`), `…Ms` durations. The same config always yields the same run.
 */
export interface WorldConfig {
  /** The scenario header every exported run carries: queue, clockStartMs, maxStalled, leaseMs, name. */
  header: ScenarioHeader;
  seed: number;
  /** No actor acts after this offset; a run's future is generated up to here. */
  horizonMs: number;
  workers: WorkerPlan;
  producer: ProducerPlan;
  /** The sweep on a beat (with the header's maxStalled); `null`: nobody sweeps. */
  sweeper: BeatPlan | null;
  /** The count-free reap on a beat; `null`: no reaper. */
  reaper: BeatPlan | null;
  /** Random faults drawn each time a worker claims a job. */
  faults: FaultPlan;
  /** A story's planned faults, at fixed times, in order of `atMs`. */
  story: StoryFault[];
}

/** The worker pool: `count` workers named `w1`…`wN` (their slots). */
export interface WorkerPlan {
  count: number;
  /** How long a job's work takes: drawn uniformly from `[min, max]` per claim (a job may override). */
  workMs: [number, number];
  /** A worker extends its lease this long after its claim or its last extend. */
  heartbeatMs: number;
  /** A crashed worker's supervisor starts a new incarnation this long after the crash; `null`: never. */
  restartMs: number | null;
  /** A poison job crashes the worker running it this long after the claim. */
  poisonCrashMs: number;
  /**
   * The fairness group each slot claims from, by slot index (`lanes[0]` for `w1`): a group's lane
   * is `emq:{q}:g:<group>:pending` (docs/model.md "Keyspace"); `null` or absent: the queue's own lane.
   */
  lanes?: (string | null)[];
}

/** Jobs to enqueue: a fixed list (a burst is several at one time) and/or a steady rate. */
export interface ProducerPlan {
  jobs: JobPlan[];
  rate: RatePlan | null;
  /** Job ids are `idPrefix` + a zero-padded sequence number, so they sort by arrival. */
  idPrefix: string;
  /** Digits of the sequence number (e.g. 4: `job-0001`). */
  idDigits: number;
}

/** One planned job. */
export interface JobPlan {
  atMs: number;
  /** The job crashes whichever worker runs it. */
  poison?: boolean;
  /** The job hash's `data` field (e.g. `{"cmd":"/roll"}`). */
  data?: string;
  /** Fixed work time instead of a draw from `workers.workMs`. */
  workMs?: number;
  /** The job's fairness group: it waits in `emq:{q}:g:<group>:pending`, and the sweep puts it back there. */
  group?: string;
}

/** `count` jobs from `startMs`, one every `everyMs` on average (exponential gaps when `jitter`). */
export interface RatePlan {
  startMs: number;
  everyMs: number;
  count: number;
  jitter: boolean;
}

/** An actor that acts every `everyMs`, first at `startMs`. `limit` caps how many ids one pass reads. */
export interface BeatPlan {
  everyMs: number;
  startMs: number;
  limit?: number;
}

/**
 * Per run of a job: the chance the worker crashes during it, or else pauses (a long GC pause).
 * Each job draws from streams of its own (src/sim/actors/worker.ts, `workerClaimed`), so the same
 * seed crashes the same jobs whatever the lease, heartbeat or sweep cadence.
 */
export interface FaultPlan {
  crashChance: number;
  pauseChance: number;
  /** A random pause lasts a whole number of milliseconds drawn from `[min, max]`. */
  pauseMs: [number, number];
}

/**
 * A planned fault of a story: worker slot `worker` crashes, pauses or resumes at `atMs`; or an
 * operator deletes job `job`'s hash (`DEL emq:{q}:job:<id>`, a raw command) while its id is
 * still in active, so the next sweep meets an orphan (docs/model.md "The verbs", sweep).
 */
export type StoryFault =
  | { atMs: number; kind: 'crash' | 'pause' | 'resume'; worker: string }
  | { atMs: number; kind: 'deleteJob'; job: string };

export const NO_FAULTS: FaultPlan = { crashChance: 0, pauseChance: 0, pauseMs: [0, 0] };

/** The fairness group slot `slot` (`w2`) claims from, or `null` for the queue's own lane. */
export function laneOfSlot(plan: WorkerPlan, slot: string): string | null {
  const i = Number(slot.slice(1)) - 1;
  return plan.lanes?.[i] ?? null;
}

/** The slot names of a pool: `w1`…`wN`. */
export function workerSlots(plan: WorkerPlan): string[] {
  return Array.from({ length: plan.count }, (_, i) => `w${i + 1}`);
}

/**
 * Whether the seed changes anything in a world of this config: a random fault, a jittered
 * arrival rate, or a work time drawn from a range. A story preset without any is the same run
 * for every seed.
 */
export function usesRandomness(config: WorldConfig): boolean {
  const f = config.faults;
  if (f.crashChance > 0 || f.pauseChance > 0) return true;
  if (config.producer.rate?.jitter) return true;
  const [lo, hi] = config.workers.workMs;
  // A job with its own fixed work time draws nothing.
  return lo !== hi && (config.producer.rate !== null || config.producer.jobs.some((j) => j.workMs === undefined));
}
