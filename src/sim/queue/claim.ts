import { luaIntegerReply, luaNumberToString } from '../redis/numbers';
import type { Reply } from '../redis/reply';
import { luaNumberArg, type ScriptContext } from './scriptContext';

/**
 * claim (scripts/claim.lua; docs/model.md "The verbs"). KEYS: pending lane, active.
 * ARGV: worker, leaseMs, job key prefix. Pops the first pending id (lowest score, then bytes),
 * bumps `attempts`, and leases it until `now + leaseMs` (server clock, milliseconds); the fencing
 * token is `worker:attempts`. Reply: `[id, token, deadlineMs]`, or `null` when the lane is empty.
 */
export function claim(r: ScriptContext, [lane, active]: string[], [worker, leaseMs, jobPrefix]: string[]): Reply {
  const now = r.now(4);
  const popped = r.call(6, 'ZPOPMIN', lane!) as string[];
  if (popped.length === 0) return null;
  const id = popped[0]!;
  const job = jobPrefix! + id;
  const n = r.call(12, 'HINCRBY', job, 'attempts', 1) as number;
  // Lua's `..` writes the number with %.14g: attempt 1e14 makes the token `w1:1e+14`.
  const token = `${worker}:${luaNumberToString(n)}`;
  const deadline = now + luaNumberArg(leaseMs!, 'leaseMs');
  r.call(15, 'ZADD', active!, deadline, id);
  r.call(16, 'HSET', job, 'state', 'active', 'worker', worker!, 'token', token);
  return [id, token, luaIntegerReply(deadline)];
}
