import type { Input } from '../engine/input';
import { isErrorReply, type Reply } from '../format/reply';
import { queueKeys, type QueueKeys } from '../queue/keys';
import type { Keyspace } from '../redis/keyspace';
import type { Fact, Scanner } from './facts';
import { parseToken } from './lease';

/**
 * The one place that reads a reply's structure. Decodes what `input` did from the reply its
 * script (or raw command) gave, into past-tense facts, one per job touched (docs/model.md "The verbs":
 * claim `[id, token, deadlineMs]` or nil; extend a deadline or -1; complete 1 or -1; sweep rows
 * `[id, outcome, st]`; reap rows `[id, outcome]`). `after` is the keyspace right after the input
 * ran: it says which lane a recovered job went to, the stall count a reap left, and which token
 * a fenced worker's job hash holds now. `queue` is the scenario's queue name.
 */
export function decodeFacts(input: Input, reply: Reply, after: Keyspace, queue: string): Fact[] {
  const k = queueKeys(queue);
  if (input.op === 'tick') return [{ type: 'clock/advanced' }];
  if (input.op === 'crash') return [{ type: 'worker/crashed', worker: input.worker }];
  if (input.op === 'redis') return decodeCommand(input.command, reply, k);
  if (isErrorReply(reply)) return [{ type: 'script/failed', verb: input.op, error: reply.error }];
  switch (input.op) {
    case 'enqueue':
      return [reply === 0 ? { type: 'enqueue/ignored', jobId: input.job } : { type: 'job/enqueued', jobId: input.job, group: input.group ?? null }];
    case 'claim': {
      if (!Array.isArray(reply)) return [{ type: 'claim/foundNothing', worker: input.worker }];
      const [jobId, token, deadlineMs] = reply as [string, string, number];
      return [{ type: 'job/claimed', jobId, token, worker: input.worker, attempt: parseToken(token)?.attempt ?? 0, deadlineMs }];
    }
    case 'extend': {
      const base = { jobId: input.job, token: input.token, worker: workerOfToken(input.token) };
      if (reply === -1) return [{ type: 'lease/lost', ...base, heldToken: after.hget(k.job(input.job), 'token') }];
      return [{ type: 'lease/extended', ...base, deadlineMs: reply as number }];
    }
    case 'complete': {
      const base = { jobId: input.job, token: input.token, worker: workerOfToken(input.token) };
      if (reply === -1) return [{ type: 'complete/rejected', ...base, heldToken: after.hget(k.job(input.job), 'token') }];
      return [{ type: 'job/completed', ...base }];
    }
    case 'sweep':
    case 'reap':
      return decodeScan(input.op, reply as Reply[], after, k);
  }
}

/** The worker a token names; a token no claim made (typed by hand) names itself. */
function workerOfToken(token: string): string {
  return parseToken(token)?.worker ?? token;
}

function decodeScan(by: Scanner, rows: Reply[], after: Keyspace, k: QueueKeys): Fact[] {
  return rows.map((row): Fact => {
    const [jobId, outcome, st] = row as [string, 'recovered' | 'dead' | 'orphan', number | undefined];
    if (outcome === 'orphan') return { type: 'job/orphanDropped', jobId, by };
    if (outcome === 'dead') return { type: 'job/deadLettered', jobId, stallCount: st! };
    const job = k.job(jobId);
    const group = after.hget(job, 'group');
    const stallCount = by === 'sweep' ? st! : Number(after.hget(job, 'stalled') ?? 0) || 0;
    return { type: 'job/recovered', jobId, lane: k.lane(group ?? undefined), stallCount, by };
  });
}

function decodeCommand(command: readonly string[], reply: Reply, k: QueueKeys): Fact[] {
  const error = isErrorReply(reply) ? reply.error : null;
  const facts: Fact[] = [{ type: 'command/ran', command, error }];
  const set = error === null ? stallCountSet(command, k) : null;
  if (set) facts.push({ type: 'stallCount/set', ...set });
  return facts;
}

/** A raw `HSET <job key> … stalled N …`: which job and N, else null. */
function stallCountSet(command: readonly string[], k: QueueKeys): { jobId: string; stallCount: number } | null {
  if (command[0]?.toUpperCase() !== 'HSET' || command.length < 4) return null;
  const prefix = k.job('');
  if (!command[1]!.startsWith(prefix)) return null;
  for (let i = 2; i + 1 < command.length; i += 2) {
    if (command[i] === 'stalled') return { jobId: command[1]!.slice(prefix.length), stallCount: Number(command[i + 1]) };
  }
  return null;
}

/*
 * The dives also run raw commands as a client would (the naive client loop, the list pattern).
 * These read the shape of one such reply, so that reading stays in this file too.
 */

/** A raw command's reply as a list of strings (ZRANGEBYSCORE, ZRANGE), or null when it is not one. */
export function replyStrings(reply: Reply): string[] | null {
  return Array.isArray(reply) && reply.every((r): r is string => typeof r === 'string') ? reply : null;
}

/** A raw command's integer reply (ZREM, ZADD, HINCRBY, LREM), or null when it is not one. */
export function replyInteger(reply: Reply): number | null {
  return typeof reply === 'number' ? reply : null;
}

/** A raw command's bulk-string reply (LMOVE, HGET), or null for nil or any other shape. */
export function replyString(reply: Reply): string | null {
  return typeof reply === 'string' ? reply : null;
}
