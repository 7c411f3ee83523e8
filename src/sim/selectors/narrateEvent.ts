import type { SimEvent } from '../engine/event';
import type { SimState } from '../engine/simState';
import { isErrorReply, type Reply } from '../format/reply';
import { formatOffset } from './formatDuration';
import { selectJobs, type JobView } from './jobs';
import { queueKeys } from '../queue/keys';

/** What one step did, in a sentence or three a learner reads under the lanes. */
export interface Narration {
  text: string;
  /** `warning` when the step shows a hazard the page teaches (a fenced worker, a dead letter). */
  tone: 'neutral' | 'warning';
}

/**
 * Narrates event `index` of `events` from the state right after it (`after`). Explanations come
 * from the event's own reply and calls, so the text cannot drift from what the script did; a
 * rejected `complete`/`extend` names why (the token the hash holds now, which sweep took the
 * lease back) and where the job is now (at-least-once delivery, MODEL.md "Consequences").
 */
export function narrateEvent(events: readonly SimEvent[], index: number, after: SimState): Narration {
  const e = events[index]!;
  const at = formatOffset(e.nowMs - after.header.clockStartMs);
  const jobs = selectJobs(after);
  const err = isErrorReply(e.reply) ? e.reply.error : null;
  const input = e.input;
  switch (input.op) {
    case 'tick': {
      const expired = jobs.filter((j) => j.deadlineMs !== null && j.deadlineMs <= e.nowMs).map((j) => j.id);
      const tail = expired.length === 0
        ? 'No lease is past its deadline yet.'
        : `${count(expired.length, 'lease')} ${expired.length === 1 ? 'is' : 'are'} past the deadline (${list(expired)}), yet ${expired.length === 1 ? 'it stays' : 'they stay'} in active: expiry alone moves nothing until a sweep reads the active set.`;
      return { text: `The clock moved to ${at}; nothing else happened. ${tail}`, tone: 'neutral' };
    }
    case 'sweep': {
      if (err) return { text: `The sweep at ${at} stopped with an error (${err}); the writes it made before the error stay (Redis has no rollback).`, tone: 'warning' };
      const rows = e.reply as [string, string, number][];
      const maxStalled = input.maxStalled ?? after.header.maxStalled;
      const live = jobs.filter((j) => j.lane === 'active').map((j) => j.id);
      const stays = live.length === 0 ? '' : ` ${possessive(live)} ${live.length === 1 ? 'lease is' : 'leases are'} still live, so ${live.length === 1 ? 'it stays' : 'they stay'} in active.`;
      if (rows.length === 0) {
        return { text: `The sweep ran at ${at}: ZRANGEBYSCORE found no lease with a deadline at or before now, so nothing moved.${stays}`, tone: 'neutral' };
      }
      const parts = rows.map(([id, outcome, st]) =>
        outcome === 'dead' ? `${id} dead-lettered (stall ${st} of ${maxStalled})`
          : outcome === 'orphan' ? `${id} dropped as an orphan (its hash is gone)`
            : `${id} recovered to pending (stall ${st} of ${maxStalled})`);
      return {
        text: `The sweep ran at ${at} and read ${count(rows.length, 'expired lease')}: ${parts.join(', ')}.${stays}`,
        tone: rows.some((r) => r[1] === 'dead') ? 'warning' : 'neutral',
      };
    }
    case 'reap': {
      if (err) return { text: `The reaper at ${at} stopped with an error (${err}).`, tone: 'warning' };
      const rows = e.reply as [string, string][];
      return rows.length === 0
        ? { text: `The reaper ran at ${at} and found no expired lease.`, tone: 'neutral' }
        : { text: `The reaper ran at ${at} and moved ${list(rows.map((r) => r[0]))} back without counting a stall.`, tone: 'neutral' };
    }
    case 'complete':
    case 'extend': {
      const worker = workerOf(input.token);
      const verb = input.op;
      if (err) return { text: `${worker}'s ${verb} for ${input.job} failed: ${err}.`, tone: 'warning' };
      if (e.reply !== -1) {
        return verb === 'complete'
          ? { text: `${worker} completed ${input.job} with token ${input.token}: the token matched and the id was still in active.`, tone: 'neutral' }
          : { text: `${worker} extended ${input.job}'s lease to ${formatOffset((e.reply as number) - after.header.clockStartMs)}.`, tone: 'neutral' };
      }
      return { text: `${worker}'s ${verb === 'complete' ? 'late complete' : 'extend'} for ${input.job} was rejected: -1, lease lost. ${lostBecause(events, index, input.job, input.token, after)} ${whereNow(jobs.find((j) => j.id === input.job), worker, verb)}`, tone: 'warning' };
    }
    case 'claim': {
      if (err) return { text: `${input.worker}'s claim failed: ${err}.`, tone: 'warning' };
      if (e.reply === null) return { text: `${input.worker} tried to claim at ${at}, but pending was empty.`, tone: 'neutral' };
      const [id, token, deadline] = e.reply as [string, string, number];
      return { text: `${input.worker} claimed ${id} at ${at}: token ${token}, lease until ${formatOffset(deadline - after.header.clockStartMs)}.`, tone: 'neutral' };
    }
    case 'enqueue':
      return e.reply === 0
        ? { text: `${input.job} already exists, so enqueue changed nothing.`, tone: 'neutral' }
        : { text: `${input.job} was enqueued in pending at ${at}.`, tone: 'neutral' };
    case 'crash':
      return { text: `${input.worker} crashed at ${at}. A crash writes nothing to Redis: its lease stays in active until the deadline passes and a sweep reads it.`, tone: 'neutral' };
    case 'redis': {
      const set = err ? null : stallSet(input.command, after);
      if (set) {
        const m = after.header.maxStalled;
        const why = set.count === m - 1 ? ` to start it one stall from the limit: the next stall makes ${m} of maxStalled ${m}, so the next sweep that takes its lease dead-letters it` : '';
        return { text: `A raw HSET at ${at} set ${set.job}'s stall count to ${set.count}${why}. No verb writes this: the scenario set it directly.`, tone: 'neutral' };
      }
      return { text: `A raw command ran at ${at}: ${input.command[0]}${err ? ` failed (${err})` : ''}.`, tone: err ? 'warning' : 'neutral' };
    }
  }
}

function lostBecause(events: readonly SimEvent[], index: number, job: string, token: string, after: SimState): string {
  const check = events[index]!.calls[0];
  const held = check && !isErrorReply(check.reply) ? (check.reply as Reply) : undefined;
  if (held === token) return `The token still matched, but ${job} was no longer in active.`;
  const taker = lastTakeBack(events, index, job);
  const by = taker ? ` ${taker.input.op === 'sweep' ? 'The sweep' : 'The reaper'} at ${formatOffset(taker.nowMs - after.header.clockStartMs)} deleted it when it took the lease back.` : '';
  if (held === null) return `Its token ${token} is gone: the job hash holds no token now.${by}`;
  return `Its token ${token} no longer matches: the hash now holds ${String(held)}, so another worker claimed the job since.${by}`;
}

function lastTakeBack(events: readonly SimEvent[], index: number, job: string): SimEvent | null {
  for (let i = index - 1; i >= 0; i--) {
    const e = events[i]!;
    if ((e.input.op === 'sweep' || e.input.op === 'reap') && Array.isArray(e.reply) && e.reply.some((r) => Array.isArray(r) && r[0] === job)) return e;
  }
  return null;
}

function whereNow(job: JobView | undefined, worker: string, verb: 'complete' | 'extend'): string {
  const place = !job ? `The job is gone.`
    : job.lane === 'pending' ? `${job.id} is already back in pending, where another worker can claim it.`
      : job.lane === 'active' ? `${job.id} is leased to ${job.worker ?? 'another worker'} now.`
        : job.lane === 'dead' ? `${job.id} is in the dead set.`
          : `${job.id} is ${job.lane}.`;
  const work = verb === 'complete' ? `${worker} may have done the work anyway, so it can happen twice: delivery is at-least-once, and handlers must be idempotent.` : `${worker} must stop: the job is no longer its to finish.`;
  return `${place} ${work}`;
}

/** The worker part of a token `worker:n` (workers may contain colons; the counter cannot). */
function workerOf(token: string): string {
  const i = token.lastIndexOf(':');
  return i > 0 ? token.slice(0, i) : token;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function list(ids: readonly string[]): string {
  return ids.length <= 1 ? ids.join('') : `${ids.slice(0, -1).join(', ')} and ${ids[ids.length - 1]}`;
}

function possessive(ids: readonly string[]): string {
  return ids.length === 1 ? `${ids[0]}'s` : `${list(ids)}'s`;
}

/** A raw `HSET <job key> stalled N` (the scenario presetting a stall count): which job and N, else null. */
export function stallSet(command: readonly string[], state: SimState): { job: string; count: number } | null {
  if (command[0]?.toUpperCase() !== 'HSET' || command.length < 4) return null;
  const prefix = queueKeys(state.header.queue).job('');
  if (!command[1]!.startsWith(prefix)) return null;
  for (let i = 2; i + 1 < command.length; i += 2) {
    if (command[i] === 'stalled') return { job: command[1]!.slice(prefix.length), count: Number(command[i + 1]) };
  }
  return null;
}
