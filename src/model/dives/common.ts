import type { Keyspace } from '../../sim/redis/keyspace';
import { formatOffset } from '../selectors/formatDuration';
import type { Reply } from '../../sim/format/reply';

/**
 * Which text a dive's script panel shows. The `.lua` names are the product's own scripts
 * (`src/sim/queue/scripts/`); the others are the dives' pseudocode files beside their models.
 */
export type ScriptId =
  | 'sweep.lua' | 'reap.lua' | 'claim.lua' | 'extend.lua' | 'complete.lua' | 'enqueue.lua'
  | 'clientLoop' | 'clientClockSweep' | 'listReaper';

/**
 * What a dive shows for one step: the script and the 1-based line(s) that light up, and one
 * sentence that says what happened and why. Lines are empty when the step ran no script line
 * (a crash, a manual command typed by an operator).
 */
export interface Frame {
  script: ScriptId | null;
  lines: number[];
  narration: string;
}

/**
 * A hash field read straight from the keyspace, without running a command. The dives use it to
 * know the ground truth (which lease a sweeper is really touching) that the client itself cannot
 * see; it is never part of a run that is exported to Redis. Returns null when the key or field
 * is missing (or the key is not a hash).
 */
export function peekField(ks: Keyspace, key: string, field: string): string | null {
  return ks.hget(key, field);
}

/** The score of `member` in the sorted set `key`, read without a command; null when absent. */
export function peekScore(ks: Keyspace, key: string, member: string): number | null {
  return ks.zscore(key, member);
}

/** A server time as seconds after the scenario start, the way every dive prints it: `t = 30.002 s`. */
export function at(nowMs: number, clockStartMs: number): string {
  return formatOffset(nowMs - clockStartMs);
}

/** A reply as a learner reads it in a sentence: `[j1]`, `1`, `nil`, `(error) ERR …`. */
export function showReply(reply: Reply): string {
  if (reply === null) return 'nil';
  if (typeof reply === 'number') return String(reply);
  if (typeof reply === 'string') return reply;
  if (Array.isArray(reply)) return `[${reply.map(showReply).join(', ')}]`;
  return `(error) ${reply.error}`;
}

