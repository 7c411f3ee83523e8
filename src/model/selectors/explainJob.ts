import type { SimState } from '../../sim/engine/simState';
import type { JobView } from './jobs';
import type { SweepPrediction } from './predictSweep';
import { isExpired, parseToken } from '../../sim/events/lease';
import { JOB } from '../narration/catalogue';
import type { StallHistory } from './storySteps';

/**
 * What the next sweep will do with a job: the three outcomes the page teaches, or nothing.
 * `left by limit`: the lease is expired, but the sweep's LIMIT stops its read before this id.
 */
export type NextSweepVerdict = 'recover' | 'dead-letter' | 'stay in flight' | 'drop orphan' | 'not in active' | 'left by limit';

/** A job's readout: why it is where it is, and what the next sweep does with it and why. */
export interface JobExplanation {
  /** `expired 5.0 s ago`, `expires in 15.0 s`, or null outside `active`. */
  deadlineText: string | null;
  /** One sentence: where the job is and why. */
  where: string;
  verdict: NextSweepVerdict;
  /** The group lane key a recovery puts the job back in; null for the shared pending lane or no recovery. */
  lane: string | null;
  /** The next sweep's LIMIT, when it leaves this expired job in active (`left by limit`); else null. */
  limit: number | null;
  /** One or two sentences: why the next sweep does that. */
  why: string;
  /** Set when the lease is lost while its worker may still run: the at-least-once warning. */
  atLeastOnce: string | null;
}

/**
 * Explains one job from the state and the prediction of the next sweep (`predictSweep`), in the
 * terms of docs/model.md: lease deadline against the server clock (inclusive bound), stall count
 * against maxStalled, fencing tokens, at-least-once delivery.
 */
export function explainJob(
  _state: SimState,
  job: JobView,
  next: SweepPrediction,
  maxStalled = next.maxStalled,
  /** Where the job's stall count came from (`stallHistory`, storySteps.ts), when the caller has the timeline. */
  stalls: StallHistory | null = null,
): JobExplanation {
  const now = next.nowMs;
  let deadlineText: string | null = null;
  if (job.deadlineMs !== null) {
    const d = job.deadlineMs - now;
    deadlineText = d > 0 ? JOB.expiresIn(d) : d === 0 ? JOB.expiresNow : JOB.expiredAgo(-d);
  }
  const owner = job.worker ?? JOB.itsWorker;
  const predicted = next.outcomes[job.id];
  let where: string;
  switch (job.lane) {
    case 'pending':
      where = JOB.waiting(job.group, job.stalled, maxStalled);
      break;
    case 'active':
      where = !job.hashExists
        ? JOB.orphanInActive
        : job.deadlineMs !== null && isExpired(job.deadlineMs, now)
          ? JOB.leaseExpired(owner, tokenText(job.token), job.workerCrashed)
          : JOB.inFlight(owner, tokenText(job.token), job.workerCrashed);
      break;
    case 'dead':
      where = stalls ? JOB.inMorgue(job.stalled, stalls.set, stalls.counted) : JOB.inMorgue(job.stalled);
      break;
    case 'completed':
      where = JOB.completed;
      break;
    default:
      where = job.hashExists ? JOB.inNoLane(job.fields.get('state') ?? '?') : JOB.hashGone;
  }
  const none = { lane: null, limit: null };
  if (job.lane !== 'active') {
    return { deadlineText, where, verdict: 'not in active', ...none, why: JOB.notInActive, atLeastOnce: null };
  }
  if (!predicted) {
    // The sweep reads every expired lease unless its LIMIT stopped the read first.
    if (next.limit !== null && job.deadlineMs !== null && isExpired(job.deadlineMs, now)) {
      return { deadlineText, where, verdict: 'left by limit', lane: null, limit: next.limit, why: JOB.leftByLimit(next.limit), atLeastOnce: null };
    }
    return {
      deadlineText,
      where,
      verdict: 'stay in flight',
      ...none,
      why: job.hashExists ? JOB.staysInFlight(job.workerCrashed) : JOB.orphanLater,
      atLeastOnce: null,
    };
  }
  if (predicted.outcome === 'orphan') {
    return { deadlineText, where, verdict: 'drop orphan', ...none, why: JOB.dropOrphan, atLeastOnce: null };
  }
  const atLeastOnce = job.workerCrashed
    ? null
    : JOB.atLeastOnce(owner);
  const cause = job.workerCrashed ? JOB.causeCrashed(owner) : JOB.causeLate(owner);
  if (predicted.outcome === 'dead') {
    return {
      deadlineText,
      where,
      verdict: 'dead-letter',
      ...none,
      why: JOB.deadLetter(cause, predicted.stalled, maxStalled),
      atLeastOnce,
    };
  }
  // A grouped job goes back to its group's own lane: the readout names that key (the sweep's fact says which).
  const lane = predicted.lane;
  return {
    deadlineText,
    where,
    verdict: 'recover',
    lane,
    limit: null,
    why: JOB.recover(cause, predicted.stalled, maxStalled, lane),
    atLeastOnce,
  };
}

/** A fencing token in words, once: `token w3:1 = worker w3, attempt 1`. */
export function tokenText(token: string | null): string {
  if (token === null) return JOB.noToken;
  const parsed = parseToken(token);
  return parsed ? JOB.token(token, parsed.worker, parsed.attempt) : JOB.tokenOnly(token);
}
