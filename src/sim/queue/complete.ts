import type { Reply } from '../format/reply';
import type { ScriptContext } from './scriptContext';

/**
 * complete (scripts/complete.lua; docs/model.md "The verbs"). KEYS: active, job hash. ARGV: id, token.
 * Succeeds only for the current token while the id is still in `active`. Reply: 1, or -1 (lease
 * lost: the work may already have happened twice, so handlers must be idempotent).
 */
export function complete(r: ScriptContext, [active, jobKey]: string[], [id, token]: string[]): Reply {
  if (r.call(4, 'HGET', jobKey!, 'token') !== token) return -1;
  if (r.call(7, 'ZREM', active!, id!) === 0) return -1;
  r.call(10, 'HSET', jobKey!, 'state', 'completed');
  r.call(11, 'HDEL', jobKey!, 'worker', 'token');
  return 1;
}
