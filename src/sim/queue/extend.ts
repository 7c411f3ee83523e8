import { luaIntegerReply } from '../redis/numbers';
import type { Reply } from '../redis/reply';
import { luaNumberArg, type ScriptContext } from './scriptContext';

/**
 * extend (scripts/extend.lua; docs/model.md "The verbs"). KEYS: active, job hash. ARGV: id, token,
 * leaseMs. Only the holder of the current token whose id is still in `active` moves its deadline
 * to `now + leaseMs`. An expired lease that no sweep has read yet can still be extended.
 * Reply: the new deadline in milliseconds, or -1 (lease lost: fenced).
 */
export function extend(r: ScriptContext, [active, jobKey]: string[], [id, token, leaseMs]: string[]): Reply {
  const now = r.now(4);
  if (r.call(6, 'HGET', jobKey!, 'token') !== token) return -1;
  if (r.call(9, 'ZSCORE', active!, id!) === null) return -1;
  const deadline = now + luaNumberArg(leaseMs!, 'leaseMs');
  r.call(13, 'ZADD', active!, 'XX', deadline, id!);
  return luaIntegerReply(deadline);
}
