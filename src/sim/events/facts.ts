import type { VerbName } from '../queue/invocation';

/*
 * What an input did to the queue, in the past tense, decoded once from the script's reply by
 * `decodeFacts`. Views, actors and narration read these and never the reply. Times are server
 * clock milliseconds since the epoch; `lane` is the key of the pending lane a job went back to.
 */

/** Who read the expired leases: the sweep (counts a stall) or the count-free reaper. */
export type Scanner = 'sweep' | 'reap';

export type Fact =
  | { type: 'job/enqueued'; jobId: string; group: string | null }
  /** enqueue replied 0: the job hash already existed, nothing was written. */
  | { type: 'enqueue/ignored'; jobId: string }
  | { type: 'job/claimed'; jobId: string; token: string; worker: string; attempt: number; deadlineMs: number }
  | { type: 'claim/foundNothing'; worker: string }
  | { type: 'lease/extended'; jobId: string; token: string; worker: string; deadlineMs: number }
  /** extend replied -1. `heldToken` is the token the job hash holds now (null: none). */
  | { type: 'lease/lost'; jobId: string; token: string; worker: string; heldToken: string | null }
  | { type: 'job/completed'; jobId: string; token: string; worker: string }
  /** complete replied -1, as `lease/lost`. */
  | { type: 'complete/rejected'; jobId: string; token: string; worker: string; heldToken: string | null }
  /** A sweep or reap put an expired lease back in its lane; `stallCount` is the job's count after it. */
  | { type: 'job/recovered'; jobId: string; lane: string; stallCount: number; by: Scanner }
  /** The sweep's stall count reached maxStalled: the job went to the dead set (the morgue). */
  | { type: 'job/deadLettered'; jobId: string; stallCount: number }
  /** An id in active whose job hash is gone: removed from active, nothing else written. */
  | { type: 'job/orphanDropped'; jobId: string; by: Scanner }
  | { type: 'worker/crashed'; worker: string }
  /** A command inside the verb's script raised `error`; the writes before it stay (no rollback). */
  | { type: 'script/failed'; verb: VerbName; error: string }
  /** A raw command; `error` is Redis's message when it failed. */
  | { type: 'command/ran'; command: readonly string[]; error: string | null }
  /** A raw `HSET <job> stalled N`: the scenario set a stall count directly (no verb writes one). */
  | { type: 'stallCount/set'; jobId: string; stallCount: number }
  | { type: 'clock/advanced' }
  /*
   * World facts: what a run's actors did that Redis never sees (the input is a plain tick). They
   * come from the run's cause of the event (`entryFacts` in src/sim/actors/cause.ts), not from a reply.
   */
  /** A worker froze (a GC pause): alive but silent; `forMs` is set when the pause ends on its own. */
  | { type: 'worker/paused'; worker: string; jobId: string | null; forMs: number | null }
  | { type: 'worker/resumed'; worker: string; afterMs: number }
  /** The supervisor started slot `slot` again as the new process `worker` (`w2.2`). */
  | { type: 'worker/restarted'; slot: string; worker: string }
  | { type: 'job/markedPoison'; jobId: string };

export type FactType = Fact['type'];

/** The facts of type `T` among `facts`, typed as such. */
export function factsOf<T extends FactType>(facts: readonly Fact[], type: T): Extract<Fact, { type: T }>[] {
  return facts.filter((f): f is Extract<Fact, { type: T }> => f.type === type);
}

/** The first fact of type `T`, or undefined. */
export function factOf<T extends FactType>(facts: readonly Fact[], type: T): Extract<Fact, { type: T }> | undefined {
  return facts.find((f): f is Extract<Fact, { type: T }> => f.type === type);
}

/** The jobs a sweep or reap took out of active (recovered, dead-lettered or dropped), in its order. */
export function scannedJobs(facts: readonly Fact[]): string[] {
  return facts.flatMap((f) => (f.type === 'job/recovered' || f.type === 'job/deadLettered' || f.type === 'job/orphanDropped' ? [f.jobId] : []));
}
