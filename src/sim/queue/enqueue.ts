import type { Reply } from '../format/reply';
import type { ScriptContext } from './scriptContext';

/**
 * enqueue (scripts/enqueue.lua; docs/model.md "The verbs"). KEYS: job hash, pending lane.
 * ARGV: id, group ('' = none), '1' when data is given, data. Reply: 1 added, 0 already there.
 */
export function enqueue(r: ScriptContext, [jobKey, lane]: string[], [id, group, hasData, data]: string[]): Reply {
  if (r.call(4, 'EXISTS', jobKey!) === 1) return 0;
  r.call(7, 'HSET', jobKey!, 'state', 'pending');
  if (group !== '') r.call(9, 'HSET', jobKey!, 'group', group!);
  if (hasData === '1') r.call(12, 'HSET', jobKey!, 'data', data!);
  r.call(14, 'ZADD', lane!, 0, id!);
  return 1;
}
