import type { Cause } from '../actors/cause';
import type { SimEvent } from '../engine/event';
import type { ScenarioHeader } from '../engine/input';
import { isErrorReply, type Reply } from '../format/reply';
import { formatDuration } from '../selectors/formatDuration';

/*
 * Teaching text for one event of a run: what happened and why, from the event (its input and
 * reply) and its cause (who acted and why). The views never re-derive it. The words follow
 * the model: a lease deadline at or before now is expired; the maxStalled-th stall dead-letters; -1 means
 * the lease was lost and the worker is fenced; delivery is at-least-once.
 */

type SweepRow = [string, string, number];

/** A server time as an offset from the run's start: `t = 15.0 s`, `t = 26 min 19.9 s`. */
function at(header: ScenarioHeader, ms: number): string {
  const off = ms - header.clockStartMs;
  if (off < 60_000) return `t = ${(off / 1000).toFixed(1)} s`;
  const min = Math.floor(off / 60_000);
  return `t = ${min} min ${((off - min * 60_000) / 1000).toFixed(1)} s`;
}

function who(cause: Cause | undefined, fallback: string): string {
  return cause?.actor ?? fallback;
}

/** `1st`, `2nd`, `3rd`, `4th`, `11th`, `22nd`: the stall that dead-letters is the maxStalled-th. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

function jobList(ids: string[]): string {
  if (ids.length <= 3) return ids.join(', ').replace(/, ([^,]*)$/, ' and $1');
  return `${ids.slice(0, 2).join(', ')} and ${ids.length - 2} more`;
}

function errorText(reply: Reply): string {
  return isErrorReply(reply) ? reply.error : JSON.stringify(reply);
}

/**
 * One or two sentences that tell what `event` did and why, for the narration line and the
 * screen reader's live region. `cause` is the run's cause of that event (absent: a plain step).
 * Times are shown as offsets from `header.clockStartMs`, durations in s or ms.
 */
export function narrate(event: SimEvent, cause: Cause | undefined, header: ScenarioHeader): string {
  const input = event.input;
  const reply = event.reply;
  const byLearner = cause?.by === 'learner';
  switch (input.op) {
    case 'enqueue': {
      const source = byLearner ? 'You added' : cause?.by === 'file' ? 'The file enqueued' : 'The producer enqueued';
      if (reply === 0) return `${input.job} already exists, so enqueue changed nothing (reply 0).`;
      if (isErrorReply(reply)) return `Enqueueing ${input.job} failed: ${reply.error}.`;
      return `${source} ${input.job}${cause?.poison ? ', a poison job' : ''}: it waits in pending until a worker claims it.`;
    }
    case 'claim': {
      const w = who(cause, input.worker);
      if (Array.isArray(reply)) {
        const [id, token, deadline] = reply as [string, string, number];
        const why =
          cause?.why === 'woken' ? ` It was blocked on the empty lane and woke because a job landed in pending.`
          : cause?.why === 'free' ? ` It was free and asked for more work.`
          : '';
        return `${w} claimed ${id} with token ${token}: its lease runs until ${at(header, deadline)}, ${formatDuration(deadline - event.nowMs)} from now.${why}`;
      }
      if (reply === null) return `${w} asked for a job, but pending was empty: it now blocks until a job is added.`;
      return `${w}'s claim failed: ${errorText(reply)}.`;
    }
    case 'extend': {
      const w = who(cause, input.token.split(':')[0] ?? 'a worker');
      if (typeof reply === 'number' && reply >= 0) {
        return `${w}'s heartbeat extended ${input.job}'s lease to ${at(header, reply)}: the deadline stays ahead of now, so no sweep takes it.`;
      }
      return `${w} tried to extend ${input.job} but got -1: a sweep already took the expired lease and deleted token ${input.token}, so ${w} is fenced and drops the job.`;
    }
    case 'complete': {
      const w = who(cause, input.token.split(':')[0] ?? 'a worker');
      if (reply === 1) return `${w} completed ${input.job} while it still held the lease (reply 1).`;
      return `${w}'s late complete of ${input.job} was rejected with -1: token ${input.token} was deleted when a sweep took the expired lease. Its work ran anyway, so the job may have run twice: delivery is at-least-once.`;
    }
    case 'sweep':
    case 'reap':
      return narrateScan(input.op, reply, input.op === 'sweep' ? input.maxStalled ?? header.maxStalled : header.maxStalled);
    case 'crash': {
      const w = who(cause, input.worker);
      const job = cause?.job;
      const after = job ? ` Nobody will extend ${job}'s lease now; once it lapses, the next sweep puts it back and counts a stall.` : ' It held no lease, so nothing is left behind in Redis.';
      if (cause?.why === 'poison') return `${job ?? 'The job'} is poison: it crashed ${w}, the worker running it.${after}`;
      if (cause?.why === 'fault') return `${w} crashed mid-job (a random fault).${after}`;
      if (byLearner) return `You crashed ${w}.${after}`;
      if (cause?.by === 'story') return `${w}'s handler crashed mid-dispatch${job ? ` while holding ${job}` : ''}.${after}`;
      return `${w} crashed; a crash writes nothing to Redis.${after}`;
    }
    case 'redis':
      return `A raw command ran: ${input.command.join(' ')} → ${JSON.stringify(reply)}.`;
    case 'tick':
      return narrateTick(cause);
  }
}

function narrateScan(op: 'sweep' | 'reap', reply: Reply, maxStalled: number): string {
  const actor = op === 'sweep' ? 'sweep' : 'reap';
  if (isErrorReply(reply)) return `The ${actor} failed: ${reply.error}; the writes before the error stay (Redis has no rollback).`;
  const rows = (Array.isArray(reply) ? reply : []) as SweepRow[];
  if (rows.length === 0) return `The ${actor}er's beat found no lease with a deadline at or before now: nothing moved.`;
  const parts: string[] = [];
  const recovered = rows.filter((r) => r[1] === 'recovered');
  const dead = rows.filter((r) => r[1] === 'dead');
  const orphans = rows.filter((r) => r[1] === 'orphan');
  if (recovered.length) {
    const counted = op === 'sweep' ? ` (stall ${recovered.length === 1 ? `${recovered[0]![2]} of ${maxStalled}` : `counted, below ${maxStalled}`})` : ' without counting a stall';
    parts.push(`put ${jobList(recovered.map((r) => r[0]))} back in pending${counted}`);
  }
  if (dead.length) {
    parts.push(`sent ${jobList(dead.map((r) => r[0]))} to the morgue: the stall count reached maxStalled ${maxStalled} (the ${ordinal(maxStalled)} stall dead-letters)`);
  }
  if (orphans.length) parts.push(`dropped ${jobList(orphans.map((r) => r[0]))} whose job hash is gone`);
  const n = rows.length;
  return `The ${actor} found ${n} expired lease${n === 1 ? '' : 's'} (deadline at or before now) and ${parts.join('; ')}.`;
}

function narrateTick(cause: Cause | undefined): string {
  const w = cause?.actor ?? 'A worker';
  const you = cause?.by === 'learner';
  switch (cause?.fact) {
    case 'worker/paused': {
      const holding = cause.job ? ` while holding ${cause.job}` : '';
      if (cause.by === 'sim') return `${w} froze in a ${formatDuration(cause.ms ?? 0)} GC pause${holding}: alive but silent, it sends no heartbeats.`;
      return `${you ? `You paused ${w}` : `${w} froze in a long GC pause`}${holding}: alive but silent, it sends no heartbeats until it resumes.`;
    }
    case 'worker/resumed':
      return `${you ? `You resumed ${w}` : `${w} woke`} after ${formatDuration(cause.ms ?? 0)} and carries on as if no time had passed: timers that came due fire now.`;
    case 'worker/restarted':
      return `${you ? 'You restarted' : 'The supervisor restarted'} ${cause.slot ?? w} as ${w}: a new process with a new worker id, so its tokens differ; it asks for work at once.`;
    case 'job/markedPoison':
      if (cause.by === 'file') return `${cause.job} is marked as poison in the file: whichever worker claims it next will crash.`;
      return `You marked ${cause.job} as poison: whichever worker claims it next will crash.`;
  }
  if (cause?.by === 'story') return `The story's planned fault for ${cause.slot ?? w} no longer applies, so nothing happened.`;
  return `The clock moved on; nothing else happened.`;
}

/**
 * A few words for a list row or a slider's aria-valuetext: `w1 claimed cmd-001`,
 * `sweep recovered 2`, `w1 fenced (-1)`.
 */
export function label(event: SimEvent, cause: Cause | undefined): string {
  const input = event.input;
  const reply = event.reply;
  switch (input.op) {
    case 'enqueue':
      return `${input.job} enqueued`;
    case 'claim':
      return Array.isArray(reply) ? `${cause?.actor ?? input.worker} claimed ${reply[0]}` : `${cause?.actor ?? input.worker} found nothing`;
    case 'extend':
      return reply === -1 ? `${cause?.actor ?? 'worker'} fenced on extend (-1)` : `${cause?.actor ?? 'worker'} extended ${input.job}`;
    case 'complete':
      return reply === 1 ? `${cause?.actor ?? 'worker'} completed ${input.job}` : `${cause?.actor ?? 'worker'}'s complete rejected (-1)`;
    case 'sweep':
    case 'reap': {
      const rows = (Array.isArray(reply) ? reply : []) as SweepRow[];
      if (rows.length === 0) return `${input.op} found nothing`;
      const dead = rows.filter((r) => r[1] === 'dead').length;
      const rec = rows.filter((r) => r[1] === 'recovered').length;
      return [`${input.op}`, rec ? `recovered ${rec}` : '', dead ? `dead-lettered ${dead}` : ''].filter(Boolean).join(' ');
    }
    case 'crash':
      return `${cause?.actor ?? input.worker} crashed`;
    case 'redis':
      return `${input.command[0]} ran`;
    case 'tick':
      switch (cause?.fact) {
        case 'worker/paused': return `${cause.actor} paused`;
        case 'worker/resumed': return `${cause.actor} resumed`;
        case 'worker/restarted': return `${cause.actor} restarted`;
        case 'job/markedPoison': return `${cause.job} marked poison`;
        default: return 'clock moved';
      }
  }
}
