import { luaIntegerReply } from '../redis/numbers';
import type { Reply } from '../redis/reply';
import { luaNumberArg, type ScriptContext } from './scriptContext';

/** What one sweep did to one job. */
export type SweepOutcome = 'recovered' | 'dead' | 'orphan';

/**
 * sweep (scripts/sweep.lua; MODEL.md "The verbs"). KEYS: active, pending, dead. ARGV:
 * maxStalled, limit ('' = none), queue key prefix. Reads `ZRANGEBYSCORE active -inf now`
 * (inclusive: a deadline equal to now is expired), then for each id in that order: ZREM;
 * a missing job hash is an orphan (nothing written, so no ghost hash); else HINCRBY stalled,
 * HDEL worker token, and at `stalled >= maxStalled` the morgue, else back to its lane.
 * Reply: `[[id, outcome, stalled], …]` (stalled is 0 for an orphan).
 */
export function sweep(r: ScriptContext, [active, pending, dead]: string[], [maxStalled, limit, prefix]: string[]): Reply {
  const now = r.now(5);
  const ids = (limit === ''
    ? r.call(9, 'ZRANGEBYSCORE', active!, '-inf', now)
    : r.call(11, 'ZRANGEBYSCORE', active!, '-inf', now, 'LIMIT', 0, limit!)) as string[];
  const out: Reply[] = [];
  // tonumber(ARGV[1]) is pure, so reading it once (at the first job, as the script first does)
  // changes nothing but the cost.
  let max: number | undefined;
  for (const id of ids) {
    r.call(15, 'ZREM', active!, id);
    const job = `${prefix}job:${id}`;
    if (r.call(17, 'EXISTS', job) === 0) {
      out.push([id, 'orphan', 0]);
      continue;
    }
    const st = r.call(20, 'HINCRBY', job, 'stalled', 1) as number;
    r.call(21, 'HDEL', job, 'worker', 'token');
    if (st >= (max ??= luaNumberArg(maxStalled!, 'maxStalled'))) {
      r.call(23, 'HSET', job, 'state', 'dead');
      r.call(24, 'ZADD', dead!, 0, id);
      out.push([id, 'dead', luaIntegerReply(st)]);
    } else {
      const group = r.call(27, 'HGET', job, 'group');
      const lane = group === null ? pending! : `${prefix}g:${group}:pending`;
      r.call(32, 'ZADD', lane, 0, id);
      r.call(33, 'HSET', job, 'state', 'pending');
      out.push([id, 'recovered', luaIntegerReply(st)]);
    }
  }
  return out;
}
