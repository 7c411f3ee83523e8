import type { Reply } from '../format/reply';
import type { ScriptContext } from './scriptContext';

/**
 * reap (scripts/reap.lua; MODEL.md "The verbs"): the count-free reaper. The same scan and
 * orphan rule as the sweep, but no stall count, so a poison job loops forever.
 * KEYS: active, pending. ARGV: limit ('' = none), queue key prefix.
 * Reply: `[[id, 'recovered' | 'orphan'], …]`.
 */
export function reap(r: ScriptContext, [active, pending]: string[], [limit, prefix]: string[]): Reply {
  const now = r.now(5);
  const ids = (limit === ''
    ? r.call(9, 'ZRANGEBYSCORE', active!, '-inf', now)
    : r.call(11, 'ZRANGEBYSCORE', active!, '-inf', now, 'LIMIT', 0, limit!)) as string[];
  const out: Reply[] = [];
  for (const id of ids) {
    r.call(15, 'ZREM', active!, id);
    const job = `${prefix}job:${id}`;
    if (r.call(17, 'EXISTS', job) === 0) {
      out.push([id, 'orphan']);
      continue;
    }
    r.call(20, 'HDEL', job, 'worker', 'token');
    const group = r.call(21, 'HGET', job, 'group');
    const lane = group === null ? pending! : `${prefix}g:${group}:pending`;
    r.call(26, 'ZADD', lane, 0, id);
    r.call(27, 'HSET', job, 'state', 'pending');
    out.push([id, 'recovered']);
  }
  return out;
}
