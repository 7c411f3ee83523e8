import type { EventType, SimEvent } from '../engine/event';
import type { Fact } from '../events/facts';

/**
 * Who acted and why, one per event of a world run (stored beside the timeline's events). It is
 * the "why" of the narration and what lets the actor state be replayed from a checkpoint.
 *
 * - `actor`: who ran the input: a worker's id (`w2`, or `w2.2` for its second incarnation),
 *   `producer`, `sweeper`, `reaper`, or `learner` for a learner's job.
 * - `by`: who set it off: the simulation itself (`sim`), the story of a preset (`story`), or the
 *   learner's intervention (`learner`). A file replayed as is says `file`.
 * - `why`: the reason, from the list below.
 * - `fact`: for a `tick` that records something Redis never sees (a pause, a wake-up, a restart,
 *   a poison mark), the past-tense fact it records.
 */
export interface Cause {
  actor: string;
  by: 'sim' | 'story' | 'learner' | 'file';
  why: Why;
  /** The worker slot (`w2`) when a worker acted or was acted on. */
  slot?: string;
  /** The job concerned: the one a worker held, the one enqueued or marked. */
  job?: string;
  /** A duration in milliseconds: how long a pause lasted (on `woke`), or will last (`paused`). */
  ms?: number;
  fact?: WorldFact;
  /** On a learner's `added` job: the job is poison. */
  poison?: boolean;
}

/**
 * Reasons:
 * `arrival` the producer's plan; `added` the learner added a job;
 * `start` a worker's first claim; `free` a worker is free again (finished, fenced, restarted, resumed);
 * `woken` a waiting worker woke because a job was added to pending (a blocking pop returning);
 * `heartbeat` the lease is due for extension; `done` the work finished;
 * `poison` the job crashed its worker; `fault` a random crash or pause; `told` a story or learner said so;
 * `resumed` a pause ended; `restart` the supervisor started a new incarnation;
 * `beat` the sweeper's or reaper's cadence; `replay` an imported file's step.
 */
export type Why =
  | 'arrival'
  | 'added'
  | 'start'
  | 'free'
  | 'woken'
  | 'heartbeat'
  | 'done'
  | 'poison'
  | 'fault'
  | 'told'
  | 'resumed'
  | 'restart'
  | 'beat'
  | 'replay';

/** What a world-only `tick` records (Redis sees none of these; exports drop them). */
export type WorldFact = 'worker/paused' | 'worker/resumed' | 'worker/restarted' | 'job/markedPoison';

/** The type of an entry as the views list it: its world fact, or else the engine event's type. */
export type EntryType = EventType | WorldFact;

/** An entry's type: `cause.fact` for a world-only tick, else `eventType`. */
export function entryType(eventType: EventType, cause: Cause | undefined): EntryType {
  return cause?.fact ?? eventType;
}

/**
 * Everything an entry of a run says happened, typed: the event's facts (decoded from its reply)
 * and, for a world-only tick, the world fact its cause records (`worker/paused` …), so a view
 * reads one list of facts and never the cause's fields or the reply.
 */
export function entryFacts(event: SimEvent, cause: Cause | undefined): Fact[] {
  const world = worldFact(cause);
  return world ? [...event.facts, world] : event.facts;
}

function worldFact(cause: Cause | undefined): Fact | null {
  switch (cause?.fact) {
    case 'worker/paused':
      return { type: 'worker/paused', worker: cause.actor, jobId: cause.job ?? null, forMs: cause.by === 'sim' ? cause.ms ?? 0 : null };
    case 'worker/resumed':
      return { type: 'worker/resumed', worker: cause.actor, afterMs: cause.ms ?? 0 };
    case 'worker/restarted':
      return { type: 'worker/restarted', slot: cause.slot ?? cause.actor, worker: cause.actor };
    case 'job/markedPoison':
      return cause.job === undefined ? null : { type: 'job/markedPoison', jobId: cause.job };
    default:
      return null;
  }
}
