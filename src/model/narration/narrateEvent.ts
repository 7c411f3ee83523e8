import type { SimEvent } from '../../sim/engine/event';
import type { SimState } from '../../sim/engine/simState';
import { factOf, scannedJobs } from '../../sim/events/facts';
import { isExpired, parseToken } from '../../sim/events/lease';
import { formatOffset } from '../selectors/formatDuration';
import { selectJobs, type JobView } from '../selectors/jobs';
import { queueKeys } from '../../sim/queue/keys';
import { HUB } from './catalogue';

/** What one step did, in a sentence or three a learner reads under the lanes. */
export interface Narration {
  text: string;
  /** `warning` when the step shows a hazard the page teaches (a fenced worker, a dead letter). */
  tone: 'neutral' | 'warning';
}

/**
 * The hub's voice. Narrates event `index` of `events` from the state right after it (`after`).
 * Explanations come from the event's own facts, so the text cannot drift from what the script
 * did; a rejected `complete`/`extend` names why (the token the hash holds now, which sweep took
 * the lease back) and where the job is now (at-least-once delivery, docs/model.md "Consequences").
 * The sentences are in `catalogue` (HUB).
 */
export function narrateEvent(events: readonly SimEvent[], index: number, after: SimState): Narration {
  const e = events[index]!;
  const at = formatOffset(e.nowMs - after.header.clockStartMs);
  const jobs = selectJobs(after);
  const failed = factOf(e.facts, 'script/failed');
  const err = failed?.error ?? null;
  const input = e.input;
  const neutral = (text: string): Narration => ({ text, tone: 'neutral' });
  const warning = (text: string): Narration => ({ text, tone: 'warning' });
  switch (input.op) {
    case 'tick': {
      const expired = jobs.filter((j) => j.deadlineMs !== null && isExpired(j.deadlineMs, e.nowMs)).map((j) => j.id);
      return neutral(HUB.ticked(at, expired));
    }
    case 'sweep': {
      if (err) return warning(HUB.sweepFailed(at, err));
      const maxStalled = input.maxStalled ?? after.header.maxStalled;
      // What stays in active: live leases, and expired ones the sweep's LIMIT did not reach.
      const left = jobs.filter((j) => j.lane === 'active');
      const expired = (j: JobView) => input.limit !== undefined && j.deadlineMs !== null && isExpired(j.deadlineMs, e.nowMs);
      const stays =
        HUB.liveStay(left.filter((j) => !expired(j)).map((j) => j.id)) +
        (input.limit === undefined ? '' : HUB.leftByLimit(left.filter(expired).map((j) => j.id), input.limit));
      const shared = queueKeys(after.header.queue).pending;
      const parts = e.facts.flatMap((f) =>
        f.type === 'job/deadLettered' ? [HUB.sweepDeadLettered(f.jobId, f.stallCount, maxStalled)]
          : f.type === 'job/orphanDropped' ? [HUB.sweepOrphan(f.jobId)]
            : f.type === 'job/recovered' ? [HUB.sweepRecovered(f.jobId, f.stallCount, maxStalled, f.lane === shared ? null : f.lane)]
              : []);
      if (parts.length === 0) return neutral(HUB.sweepFoundNothing(at, stays));
      const text = HUB.sweepRan(at, parts, stays);
      return factOf(e.facts, 'job/deadLettered') ? warning(text) : neutral(text);
    }
    case 'reap': {
      if (err) return warning(HUB.reapFailed(at, err));
      const moved = scannedJobs(e.facts);
      return moved.length === 0 ? neutral(HUB.reapFoundNothing(at)) : neutral(HUB.reapRecovered(at, moved));
    }
    case 'complete':
    case 'extend': {
      const worker = parseToken(input.token)?.worker ?? input.token;
      const verb = input.op;
      if (err) return warning(HUB.verbFailed(worker, verb, input.job, err));
      const rejected = factOf(e.facts, 'lease/lost') ?? factOf(e.facts, 'complete/rejected');
      if (!rejected) {
        const extended = factOf(e.facts, 'lease/extended');
        return extended
          ? neutral(HUB.extended(worker, input.job, formatOffset(extended.deadlineMs - after.header.clockStartMs)))
          : neutral(HUB.completed(worker, input.job, input.token));
      }
      return warning(HUB.rejected(worker, verb, input.job, lostBecause(events, index, rejected.heldToken, after), whereNow(jobs.find((j) => j.id === input.job), worker, verb)));
    }
    case 'claim': {
      if (err) return warning(HUB.claimFailed(input.worker, err));
      const claimed = factOf(e.facts, 'job/claimed');
      if (!claimed) return neutral(HUB.claimFoundNothing(input.worker, at));
      return neutral(HUB.claimed(input.worker, claimed.jobId, at, claimed.token, formatOffset(claimed.deadlineMs - after.header.clockStartMs)));
    }
    case 'enqueue':
      return factOf(e.facts, 'enqueue/ignored') ? neutral(HUB.enqueueIgnored(input.job)) : neutral(HUB.enqueued(input.job, at));
    case 'crash':
      // A crash writes nothing: the leases it leaves are those the worker holds in active right after it.
      return neutral(HUB.crashed(input.worker, at, jobs.filter((j) => j.lane === 'active' && j.worker === input.worker).map((j) => j.id)));
    case 'redis': {
      const set = factOf(e.facts, 'stallCount/set');
      if (set) return neutral(HUB.stallCountSet(at, set.jobId, set.stallCount, after.header.maxStalled));
      const ran = factOf(e.facts, 'command/ran');
      const error = ran?.error ?? null;
      const text = HUB.rawCommand(at, input.command[0]!, error);
      return error ? warning(text) : neutral(text);
    }
  }
}

function lostBecause(events: readonly SimEvent[], index: number, heldToken: string | null, after: SimState): string {
  const e = events[index]!;
  const input = e.input as { job: string; token: string };
  if (heldToken === input.token) return HUB.tokenMatchedButGone(input.job);
  const taker = lastTakeBack(events, index, input.job);
  const by = taker ? HUB.takenBackBy(taker.input.op === 'sweep' ? 'sweep' : 'reap', formatOffset(taker.nowMs - after.header.clockStartMs)) : '';
  if (heldToken === null) return HUB.tokenGone(input.token, by);
  return HUB.tokenChanged(input.token, heldToken, by);
}

function lastTakeBack(events: readonly SimEvent[], index: number, job: string): SimEvent | null {
  for (let i = index - 1; i >= 0; i--) {
    const e = events[i]!;
    if ((e.input.op === 'sweep' || e.input.op === 'reap') && scannedJobs(e.facts).includes(job)) return e;
  }
  return null;
}

function whereNow(job: JobView | undefined, worker: string, verb: 'complete' | 'extend'): string {
  const place = !job ? HUB.jobGone
    : job.lane === 'pending' ? HUB.backInPending(job.id)
      : job.lane === 'active' ? HUB.leasedToAnother(job.id, job.worker)
        : job.lane === 'dead' ? HUB.inDeadSet(job.id)
          : HUB.inLane(job.id, job.lane);
  const work = verb === 'complete' ? HUB.mayRunTwice(worker) : HUB.mustStop(worker);
  return `${place} ${work}`;
}
