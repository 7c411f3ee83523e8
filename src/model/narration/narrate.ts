import type { Cause } from '../../sim/actors/cause';
import type { SimEvent } from '../../sim/engine/event';
import type { ScenarioHeader } from '../../sim/engine/input';
import { factOf, factsOf } from '../../sim/events/facts';
import { parseToken } from '../../sim/events/lease';
import { queueKeys } from '../../sim/queue/keys';
import { formatReply } from '../selectors/formatCommand';
import { formatClock } from '../selectors/formatDuration';
import { LABEL, RUN, type ScanActor } from './catalogue';

export { ordinal } from './catalogue';

/*
 * The run view's voice: what one event of a world run did and why, from the event's facts and
 * its cause (who acted and why). The views never re-derive it; the sentences are in `catalogue`.
 */

/** A server time as an offset from the run's start: `t = 15.0 s`, `t = 26 min 19.9 s`. */
function at(header: ScenarioHeader, ms: number): string {
  return `t = ${formatClock(ms - header.clockStartMs, true)}`;
}

function who(cause: Cause | undefined, fallback: string): string {
  return cause?.actor ?? fallback;
}

function tokenWorker(token: string): string {
  return parseToken(token)?.worker ?? LABEL.aWorker;
}

/**
 * One or two sentences that tell what `event` did and why, for the narration line and the
 * screen reader's live region. `cause` is the run's cause of that event (absent: a plain step).
 * Times are shown as offsets from `header.clockStartMs`, durations in s or ms. `held`, for a
 * crash: every job whose lease the worker held in active (a crash writes nothing, so the state
 * right after it says); absent, the cause's one job.
 */
export function narrate(event: SimEvent, cause: Cause | undefined, header: ScenarioHeader, held?: readonly string[]): string {
  const input = event.input;
  const facts = event.facts;
  const failed = factOf(facts, 'script/failed');
  switch (input.op) {
    case 'enqueue': {
      if (factOf(facts, 'enqueue/ignored')) return RUN.enqueueIgnored(input.job);
      if (failed) return RUN.enqueueFailed(input.job, failed.error);
      const source = cause?.by === 'learner' ? 'learner' : cause?.by === 'file' ? 'file' : 'producer';
      return RUN.enqueued(source, input.job, cause?.poison === true);
    }
    case 'claim': {
      const w = who(cause, input.worker);
      const claimed = factOf(facts, 'job/claimed');
      if (claimed) {
        const why = cause?.why === 'woken' || cause?.why === 'free' ? cause.why : 'other';
        return RUN.claimed(w, claimed.jobId, claimed.token, at(header, claimed.deadlineMs), claimed.deadlineMs - event.nowMs, why);
      }
      if (failed) return RUN.claimFailed(w, failed.error);
      return RUN.claimFoundNothing(w);
    }
    case 'extend': {
      const w = who(cause, tokenWorker(input.token));
      const extended = factOf(facts, 'lease/extended');
      if (extended) return RUN.extended(w, input.job, at(header, extended.deadlineMs));
      return RUN.extendFenced(w, input.job, input.token);
    }
    case 'complete': {
      const w = who(cause, tokenWorker(input.token));
      if (factOf(facts, 'job/completed')) return RUN.completed(w, input.job);
      return RUN.completeRejected(w, input.job, input.token);
    }
    case 'sweep':
    case 'reap':
      return narrateScan(input.op, event, input.op === 'sweep' ? input.maxStalled ?? header.maxStalled : header.maxStalled, header.queue, input.limit);
    case 'crash': {
      const w = who(cause, input.worker);
      const job = cause?.job;
      const jobs = held ?? (job ? [job] : []);
      const after = RUN.crashAfter(jobs);
      if (cause?.why === 'poison') return RUN.crashPoison(job, w, after);
      if (cause?.why === 'fault') return RUN.crashFault(w, after);
      if (cause?.by === 'learner') return RUN.crashByLearner(w, after);
      if (cause?.by === 'story') return RUN.crashInStory(w, jobs, after);
      return RUN.crashed(w, after);
    }
    case 'redis':
      if (cause?.actor === 'operator' && cause.job !== undefined && input.command[0] === 'DEL') return RUN.operatorDeletedJob(cause.job, input.command[1] ?? '', formatReply(event.reply));
      return RUN.rawCommand(input.command, formatReply(event.reply));
    case 'tick':
      return narrateTick(cause);
  }
}

function narrateScan(actor: ScanActor, event: SimEvent, maxStalled: number, queue: string, limit: number | undefined): string {
  const facts = event.facts;
  const failed = factOf(facts, 'script/failed');
  if (failed) return RUN.scanFailed(actor, failed.error);
  const recovered = factsOf(facts, 'job/recovered');
  const dead = factsOf(facts, 'job/deadLettered');
  const orphans = factsOf(facts, 'job/orphanDropped');
  const n = recovered.length + dead.length + orphans.length;
  if (n === 0) return RUN.scanFoundNothing(actor);
  const parts: string[] = [];
  // A grouped job goes back to its group's lane: each lane gets its own clause.
  const shared = queueKeys(queue).pending;
  const plain = recovered.filter((f) => f.lane === shared);
  if (plain.length) parts.push(RUN.scanRecovered(actor, plain.map((f) => f.jobId), plain[0]!.stallCount, maxStalled));
  for (const lane of new Set(recovered.filter((f) => f.lane !== shared).map((f) => f.lane))) {
    const inLane = recovered.filter((f) => f.lane === lane);
    parts.push(RUN.scanRecoveredToGroup(actor, inLane.map((f) => f.jobId), lane, inLane[0]!.stallCount, maxStalled));
  }
  if (dead.length) parts.push(RUN.scanDeadLettered(dead.map((f) => f.jobId), maxStalled));
  if (orphans.length) parts.push(RUN.scanOrphans(orphans.map((f) => f.jobId)));
  return RUN.scanFound(actor, n, parts) + (limit !== undefined && n >= limit ? RUN.scanHitLimit(limit) : '');
}

function narrateTick(cause: Cause | undefined): string {
  const w = cause?.actor ?? LABEL.theWorker;
  const you = cause?.by === 'learner';
  switch (cause?.fact) {
    case 'worker/paused':
      if (cause.by === 'sim') return RUN.pausedBySim(w, cause.ms ?? 0, cause.job);
      return RUN.paused(w, you, cause.job);
    case 'worker/resumed':
      return RUN.resumed(w, you, cause.ms ?? 0);
    case 'worker/restarted':
      return RUN.restarted(cause.slot ?? w, w, you);
    case 'job/markedPoison':
      return cause.by === 'file' ? RUN.poisonMarkedInFile(cause.job) : RUN.poisonMarked(cause.job);
  }
  if (cause?.by === 'story') return RUN.storyFaultMissed(cause.slot ?? w);
  return RUN.clockMoved;
}

/**
 * A few words for a list row or a slider's aria-valuetext: `w1 claimed cmd-001`,
 * `sweep recovered 2`, `w1 fenced (-1)`.
 */
export function label(event: SimEvent, cause: Cause | undefined): string {
  const input = event.input;
  const facts = event.facts;
  switch (input.op) {
    case 'enqueue':
      return LABEL.enqueued(input.job);
    case 'claim': {
      const claimed = factOf(facts, 'job/claimed');
      const w = cause?.actor ?? input.worker;
      return claimed ? LABEL.claimed(w, claimed.jobId) : LABEL.claimFoundNothing(w);
    }
    case 'extend':
      return factOf(facts, 'lease/lost') ? LABEL.extendFenced(cause?.actor ?? LABEL.someWorker) : LABEL.extended(cause?.actor ?? LABEL.someWorker, input.job);
    case 'complete':
      return factOf(facts, 'job/completed') ? LABEL.completed(cause?.actor ?? LABEL.someWorker, input.job) : LABEL.completeRejected(cause?.actor ?? LABEL.someWorker);
    case 'sweep':
    case 'reap': {
      const rec = factsOf(facts, 'job/recovered').length;
      const dead = factsOf(facts, 'job/deadLettered').length;
      const orphans = factsOf(facts, 'job/orphanDropped').length;
      if (rec + dead + orphans === 0) return LABEL.scanFoundNothing(input.op);
      return LABEL.scan(input.op, rec, dead);
    }
    case 'crash':
      return LABEL.crashed(cause?.actor ?? input.worker);
    case 'redis':
      return LABEL.rawCommand(input.command[0]!);
    case 'tick':
      switch (cause?.fact) {
        case 'worker/paused': return LABEL.paused(cause.actor);
        case 'worker/resumed': return LABEL.resumed(cause.actor);
        case 'worker/restarted': return LABEL.restarted(cause.actor);
        case 'job/markedPoison': return LABEL.poisonMarked(cause.job);
        default: return LABEL.clockMoved;
      }
  }
}
