import { luaIntegerReply } from '../redis/numbers';
import type { Reply } from '../redis/reply';
import { luaNumberArg, type ScriptContext } from './scriptContext';

/** What one sweep did to one job. */
export type SweepOutcome = 'recovered' | 'dead' | 'orphan';

/**
 * sweep (scripts/sweep.lua; docs/model.md "The verbs"). KEYS: active, pending, dead. ARGV:
 * maxStalled, limit ('' = none), queue key prefix. Reads `ZRANGEBYSCORE active -inf now`
 * (inclusive: a deadline equal to now is expired), then for each id in that order: ZREM;
 * a missing job hash is an orphan (nothing written, so no ghost hash); else HINCRBY stalled,
 * HDEL worker token, and at `stalled >= maxStalled` the morgue, else back to its lane.
 * Reply: `[[id, outcome, stalled], …]` (stalled is 0 for an orphan).
 */
export function sweep(r: ScriptContext, [active, pending, dead]: string[], [maxStalled, limit, prefix]: string[]): Reply {
  const now = r.now(5);
  const ids = (limit === ''
    ? r.zrangeByScore(9, active!, '-inf', now)
    : r.zrangeByScore(11, active!, '-inf', now, 0, limit!));
  const out: Reply[] = [];
  // tonumber(ARGV[1]) is pure, so reading it once (at the first job, as the script first does)
  // changes nothing but the cost.
  let max: number | undefined;
  // `ARGV[3] .. 'job:' .. id`: the constant part joined once, not once per id.
  const jobPrefix = `${prefix}job:`;
  // ipairs as an index loop: a for…of here allocated an iterator result per id (4 MB in a
  // sweep of 100,000).
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    r.zrem(15, active!, id);
    const job = jobPrefix + id;
    if (r.exists(17, job) === 0) {
      out.push([id, 'orphan', 0]);
      continue;
    }
    const st = r.hincrby(20, job, 'stalled', 1);
    r.hdel(21, job, 'worker', 'token');
    if (st >= (max ??= luaNumberArg(maxStalled!, 'maxStalled'))) {
      r.hset(23, job, 'state', 'dead');
      r.zadd(24, dead!, 0, id);
      out.push([id, 'dead', luaIntegerReply(st)]);
    } else {
      const group = r.hget(27, job, 'group');
      const lane = group === null ? pending! : `${prefix}g:${group}:pending`;
      r.zadd(32, lane, 0, id);
      r.hset(33, job, 'state', 'pending');
      out.push([id, 'recovered', luaIntegerReply(st)]);
    }
  }
  return out;
}
