import type { SimState } from '../engine/simState';
import { formatDuration } from './formatDuration';
import type { JobView } from './jobs';
import type { SweepPrediction } from './predictSweep';
import { isExpired, parseToken } from '../events/lease';

/** What the next sweep will do with a job: the three outcomes the page teaches, or nothing. */
export type NextSweepVerdict = 'recover' | 'dead-letter' | 'stay in flight' | 'drop orphan' | 'not in active';

/** A job's readout: why it is where it is, and what the next sweep does with it and why. */
export interface JobExplanation {
  /** `expired 5.0 s ago`, `expires in 15.0 s`, or null outside `active`. */
  deadlineText: string | null;
  /** One sentence: where the job is and why. */
  where: string;
  verdict: NextSweepVerdict;
  /** One or two sentences: why the next sweep does that. */
  why: string;
  /** Set when the lease is lost while its worker may still run: the at-least-once warning. */
  atLeastOnce: string | null;
}

/**
 * Explains one job from the state and the prediction of the next sweep (`predictSweep`), in the
 * terms of MODEL.md: lease deadline against the server clock (inclusive bound), stall count
 * against maxStalled, fencing tokens, at-least-once delivery.
 */
export function explainJob(state: SimState, job: JobView, next: SweepPrediction, maxStalled = state.header.maxStalled): JobExplanation {
  const now = next.nowMs;
  let deadlineText: string | null = null;
  if (job.deadlineMs !== null) {
    const d = job.deadlineMs - now;
    deadlineText = d > 0 ? `expires in ${formatDuration(d)}` : d === 0 ? 'expires now: a deadline equal to now counts as expired' : `expired ${formatDuration(-d)} ago`;
  }
  const owner = job.worker ?? 'its worker';
  const predicted = next.outcomes[job.id];
  let where: string;
  switch (job.lane) {
    case 'pending':
      where = `Waiting in ${job.group ? `the ${job.group} lane` : 'pending'} for a worker to claim it${job.stalled ? `; it has stalled ${job.stalled} of ${maxStalled} times` : ''}.`;
      break;
    case 'active':
      where =
        job.deadlineMs !== null && isExpired(job.deadlineMs, now)
          ? `Lease expired: its deadline has passed, but no sweep has read it yet, so it is still in active, leased to ${owner} (${tokenText(job.token)})${job.workerCrashed ? `, who has crashed` : ''}.`
          : `In flight: ${owner} holds its lease (${tokenText(job.token)}) until the deadline${job.workerCrashed ? `, but ${owner} has crashed, so nobody will extend it` : ''}.`;
      break;
    case 'dead':
      where = `In the morgue (dead-letter set) after ${job.stalled} stalls; no sweep touches it again.`;
      break;
    case 'completed':
      where = 'Completed: its owner finished it while still holding the lease.';
      break;
    default:
      where = job.hashExists ? `Its hash says state "${job.fields.state ?? '?'}", but it is in no lane.` : 'Its job hash is gone.';
  }
  if (job.lane !== 'active') {
    return { deadlineText, where, verdict: 'not in active', why: 'The sweep only reads the active set, so it leaves this job alone.', atLeastOnce: null };
  }
  if (!predicted) {
    return {
      deadlineText,
      where,
      verdict: 'stay in flight',
      why: `Its deadline is after now, so ZRANGEBYSCORE active -inf now does not return it: the lease is live${job.workerCrashed ? ' for now; once it lapses the sweep will take it' : ''}.`,
      atLeastOnce: null,
    };
  }
  if (predicted.outcome === 'orphan') {
    return { deadlineText, where, verdict: 'drop orphan', why: 'Its deadline has passed but its job hash is gone: the sweep removes the id and writes nothing else (no ghost hash).', atLeastOnce: null };
  }
  const atLeastOnce = job.workerCrashed
    ? null
    : `${owner} has not crashed: it is alive but missed its heartbeat. The sweep cannot tell slow from dead, so another worker may run this job while ${owner} is still on it: the work can happen twice (at-least-once delivery), so handlers must be idempotent. ${owner}'s late complete will get -1 because its token is deleted.`;
  const cause = job.workerCrashed ? `${owner} crashed, so nobody extended the lease` : `${owner} did not extend the lease in time`;
  if (predicted.outcome === 'dead') {
    return {
      deadlineText,
      where,
      verdict: 'dead-letter',
      why: `${cause}. The sweep bumps its stall count to ${predicted.stalled}, which reaches maxStalled ${maxStalled}, so it goes to the dead set instead of back to pending.`,
      atLeastOnce,
    };
  }
  return {
    deadlineText,
    where,
    verdict: 'recover',
    why: `${cause}, and its deadline is at or before now. The sweep bumps its stall count to ${predicted.stalled} (below maxStalled ${maxStalled}) and puts it back in ${job.group ? `its group lane` : 'pending'} for another worker.`,
    atLeastOnce,
  };
}

/** A fencing token in words, once: `token w3:1 = worker w3, attempt 1`. */
export function tokenText(token: string | null): string {
  if (token === null) return 'no token';
  const parsed = parseToken(token);
  return parsed ? `token ${token} = worker ${parsed.worker}, attempt ${parsed.attempt}` : `token ${token}`;
}
