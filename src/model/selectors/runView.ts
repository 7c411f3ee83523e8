import type { ActorState, Liveness } from '../../sim/actors/actorState';
import type { SimState } from '../../sim/engine/simState';
import { isExpired } from '../../sim/events/lease';
import { queueKeys } from '../../sim/queue/keys';
import { sortByBytes } from '../../sim/redis/bytes';

/*
 * Selectors of the run view. They read only the sorted sets and the few hashes they need, never
 * every job, so a frame of the busy hour (1,000+ job hashes) stays cheap.
 */

/** One lease in `active`, as Redis holds it. Times: server clock, ms since the epoch. */
export interface LeaseView {
  id: string;
  deadlineMs: number;
  /** The hash's `worker` and `token` (null once a sweep deleted them). */
  worker: string | null;
  token: string | null;
  attempts: number;
  stalled: number;
  /** The deadline is at or before now: the next sweep takes it (docs/model.md: the bound is inclusive). */
  expired: boolean;
}

/** Every lease in `active`, in Redis's order (deadline, then id bytes). */
export function selectLeases(state: SimState): LeaseView[] {
  const k = queueKeys(state.header.queue);
  const ks = state.keyspace;
  return ks.zrangeAll(k.active).map(([id, deadlineMs]) => {
    const job = k.job(id);
    return {
      id,
      deadlineMs,
      worker: ks.hget(job, 'worker'),
      token: ks.hget(job, 'token'),
      attempts: Number(ks.hget(job, 'attempts') ?? 0) || 0,
      stalled: Number(ks.hget(job, 'stalled') ?? 0) || 0,
      expired: isExpired(deadlineMs, state.nowMs),
    };
  });
}

/** How many jobs are where: the sizes of the three sorted sets, and the completed job hashes. */
export interface QueueCounts {
  pending: number;
  active: number;
  dead: number;
  completed: number;
}

/** The queue's counts at this moment (pending counts the plain lane and every group lane). */
export function selectCounts(state: SimState): QueueCounts {
  const k = queueKeys(state.header.queue);
  const jobPrefix = `${k.prefix}job:`;
  const counts: QueueCounts = { pending: 0, active: 0, dead: 0, completed: 0 };
  const ks = state.keyspace;
  for (const key of ks.keys()) {
    const type = ks.type(key);
    if (type === 'hash') {
      if (key.startsWith(jobPrefix) && ks.hget(key, 'state') === 'completed') counts.completed += 1;
    } else if (type === 'zset') {
      if (key === k.active) counts.active = ks.zcard(key);
      else if (key === k.dead) counts.dead = ks.zcard(key);
      else if (key === k.pending || (key.startsWith(`${k.prefix}g:`) && key.endsWith(':pending'))) counts.pending += ks.zcard(key);
    }
  }
  return counts;
}

/** The first `n` pending ids of the plain lane, in claim order. */
export function selectPendingIds(state: SimState, n: number): string[] {
  return state.keyspace.zrangeAll(queueKeys(state.header.queue).pending).slice(0, n).map(([id]) => id);
}

/** One pending lane: the queue's shared lane (`group` null) or a fairness group's own. */
export interface PendingLaneView {
  /** The sorted set: `emq:{q}:pending` or `emq:{q}:g:<group>:pending`. */
  key: string;
  group: string | null;
  /** How many ids wait in it. */
  size: number;
  /** Its first `n` ids, in claim order (ZPOPMIN takes the first). */
  first: string[];
}

/**
 * Every pending lane at this moment, the shared lane first, then each group's lane in key byte
 * order: every group lane in the keyspace, plus those named in `groups` (the lanes the workers
 * claim from), shown even while empty (Redis deletes an emptied sorted set). docs/model.md "Keyspace".
 */
export function selectPendingLanes(state: SimState, n: number, groups: readonly (string | null)[] = []): PendingLaneView[] {
  const k = queueKeys(state.header.queue);
  const head = `${k.prefix}g:`;
  const names = new Set<string>();
  for (const g of groups) if (g !== null) names.add(g);
  for (const key of state.keyspace.keys()) {
    if (key.startsWith(head) && key.endsWith(':pending') && key.length > head.length + ':pending'.length - 1 && state.keyspace.type(key) === 'zset') {
      names.add(key.slice(head.length, -':pending'.length));
    }
  }
  const lane = (key: string, group: string | null): PendingLaneView => {
    const all = state.keyspace.zrangeAll(key);
    return { key, group, size: all.length, first: all.slice(0, n).map(([id]) => id) };
  };
  const grouped = sortByBytes([...names].map((g) => k.groupPending(g)));
  return [lane(k.pending, null), ...grouped.map((key) => lane(key, key.slice(head.length, -':pending'.length)))];
}

/** One worker slot as the lane shows it: what it believes and what Redis says. */
export interface WorkerView {
  slot: string;
  /** The current process's id (`w2.2` after a restart). */
  id: string;
  liveness: Liveness;
  /** The job the worker believes it holds, with its token; null when it holds none. */
  believes: { job: string; token: string } | null;
  /** Leases in `active` whose hash names any process of this slot (a crashed one's linger). */
  leases: LeaseView[];
  /** It believes it holds a lease whose token Redis no longer has: its next extend or complete gets -1. */
  fenced: boolean;
  /** Blocked on an empty lane, waiting for a job. */
  waiting: boolean;
  /** Free and about to claim (it finished a job, restarted, or was just woken). */
  claiming: boolean;
  completed: number;
  rejected: number;
}

/** The worker lane: each slot's belief (actor state) next to Redis's leases (`leases`). */
export function selectWorkers(actors: ActorState, leases: readonly LeaseView[]): WorkerView[] {
  return actors.workers.map((w) => {
    // A slot's processes are `w2`, `w2.2`, `w2.3`…: a crashed incarnation's lease stays in its row.
    const ofSlot = (worker: string | null) => worker !== null && (worker === w.slot || worker === w.id || (worker.startsWith(`${w.slot}.`) && /^\d+$/.test(worker.slice(w.slot.length + 1))));
    const mine = leases.filter((l) => ofSlot(l.worker));
    const believes = w.job ? { job: w.job.id, token: w.job.token } : null;
    const fenced = believes !== null && !mine.some((l) => l.token === believes.token);
    return {
      slot: w.slot,
      id: w.id,
      liveness: w.liveness,
      believes,
      leases: mine,
      fenced,
      waiting: actors.waiting.includes(w.slot),
      claiming: w.liveness === 'alive' && !w.job && w.claimAtMs !== null,
      completed: w.completed,
      rejected: w.fenced,
    };
  });
}
