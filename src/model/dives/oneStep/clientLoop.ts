import type { QueueKeys } from '../../../sim/queue/keys';
import { replyInteger, replyStrings } from '../../../sim/events/decodeFacts';
import type { Reply } from '../../../sim/format/reply';
import { formatReply } from '../../selectors/formatCommand';

/**
 * Lines of `clientLoop.txt` (1-based) that each command of the loop runs. A test checks every
 * number against the file, so the panel can never light a wrong line.
 */
export const CLIENT_LOOP_LINES = {
  clock: 3,
  read: 4,
  loop: 5,
  zrem: 6,
  hincrby: 7,
  /** Not a command of the loop: where sweep.lua's HDEL worker token stands, and why the loop skips it. */
  hdel: 8,
  branch: 11,
  zaddDead: 12,
  zaddPending: 14,
} as const;

/**
 * Where one client-loop sweeper stands: before its read, inside its loop (which command of which
 * id comes next), or done. `ids` is what its ZRANGEBYSCORE returned: a private copy that other
 * clients cannot change, which is exactly why it can go stale.
 */
export type LoopPc =
  | { at: 'read' }
  | { at: 'zrem' | 'hincrby'; ids: string[]; i: number }
  | { at: 'zadd'; ids: string[]; i: number; stalled: number }
  | { at: 'done'; ids: string[] };

/** The next command of a client-loop sweeper, or null when it is done. */
export interface LoopCommand {
  argv: string[];
  /** The `clientLoop.txt` lines it runs (first = the command's own line). */
  lines: number[];
  /** The job id it touches (null for the read). */
  id: string | null;
  kind: 'read' | 'zrem' | 'hincrby' | 'zadd';
}

/** A sweeper before its first command. */
export const LOOP_START: LoopPc = { at: 'read' };

/**
 * The command a client-loop sweeper sends next: `ZRANGEBYSCORE active -inf <nowMs>` first (nowMs
 * is the sweeper's own clock, milliseconds since the epoch), then for each id `ZREM`, `HINCRBY
 * stalled 1`, and `ZADD` to dead (when the count reached `maxStalled`) or to pending. Returns null
 * when the loop is finished. Source: docs/model.md "The contrasts (the dives)".
 */
export function nextLoopCommand(pc: LoopPc, k: QueueKeys, nowMs: number, maxStalled: number): LoopCommand | null {
  const L = CLIENT_LOOP_LINES;
  switch (pc.at) {
    case 'read':
      return { argv: ['ZRANGEBYSCORE', k.active, '-inf', String(nowMs)], lines: [L.read, L.clock], id: null, kind: 'read' };
    case 'zrem':
      return { argv: ['ZREM', k.active, pc.ids[pc.i]!], lines: [L.zrem, L.loop], id: pc.ids[pc.i]!, kind: 'zrem' };
    case 'hincrby':
      return { argv: ['HINCRBY', k.job(pc.ids[pc.i]!), 'stalled', '1'], lines: [L.hincrby], id: pc.ids[pc.i]!, kind: 'hincrby' };
    case 'zadd': {
      const id = pc.ids[pc.i]!;
      // The branch uses the count this sweeper's own HINCRBY returned, not the job's state.
      return pc.stalled >= maxStalled
        ? { argv: ['ZADD', k.dead, '0', id], lines: [L.zaddDead, L.branch], id, kind: 'zadd' }
        : { argv: ['ZADD', k.pending, '0', id], lines: [L.zaddPending, L.branch], id, kind: 'zadd' };
    }
    case 'done':
      return null;
  }
}

/**
 * Where the sweeper stands after its command got `reply`. The loop never looks at ZREM's reply:
 * the naive loop in the wild doesn't, and checking it would not help anyway when a worker
 * re-claimed the job in between (ZREM then replies 1 and removes the new lease).
 * Throws on a reply the loop cannot use (an error from ZRANGEBYSCORE or HINCRBY).
 */
export function afterLoopCommand(pc: LoopPc, reply: Reply): LoopPc {
  const next = (ids: string[], i: number): LoopPc => (i < ids.length ? { at: 'zrem', ids, i } : { at: 'done', ids });
  switch (pc.at) {
    case 'read': {
      const ids = replyStrings(reply);
      if (!ids) throw new Error(`ZRANGEBYSCORE replied ${formatReply(reply)}, not a list of ids`);
      return next(ids, 0);
    }
    case 'zrem':
      return { at: 'hincrby', ids: pc.ids, i: pc.i };
    case 'hincrby': {
      const stalled = replyInteger(reply);
      if (stalled === null) throw new Error(`HINCRBY replied ${formatReply(reply)}, not an integer`);
      return { at: 'zadd', ids: pc.ids, i: pc.i, stalled };
    }
    case 'zadd':
      return next(pc.ids, pc.i + 1);
    case 'done':
      return pc;
  }
}
