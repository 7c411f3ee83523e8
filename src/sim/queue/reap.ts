import type { Reply } from '../format/reply';
import type { ScriptContext } from './scriptContext';

/**
 * reap (scripts/reap.lua; docs/model.md "The verbs"): the count-free reaper. The same scan and
 * orphan rule as the sweep, but no stall count, so a poison job loops forever.
 * KEYS: active, pending. ARGV: limit ('' = none), queue key prefix.
 * Reply: `[[id, 'recovered' | 'orphan'], …]`.
 */
export function reap(r: ScriptContext, [active, pending]: string[], [limit, prefix]: string[]): Reply {
  const now = r.now(5);
  const ids = (limit === ''
    ? r.zrangeByScore(9, active!, '-inf', now)
    : r.zrangeByScore(11, active!, '-inf', now, 0, limit!));
  const out: Reply[] = [];
  // ipairs as an index loop: a for…of here allocated an iterator result per id (4 MB in a
  // sweep of 100,000).
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    r.zrem(15, active!, id);
    const job = `${prefix}job:${id}`;
    if (r.exists(17, job) === 0) {
      out.push([id, 'orphan']);
      continue;
    }
    r.hdel(20, job, 'worker', 'token');
    const group = r.hget(21, job, 'group');
    const lane = group === null ? pending! : `${prefix}g:${group}:pending`;
    r.zadd(26, lane, 0, id);
    r.hset(27, job, 'state', 'pending');
    out.push([id, 'recovered']);
  }
  return out;
}
