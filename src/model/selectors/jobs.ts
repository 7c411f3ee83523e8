import type { SimState } from '../../sim/engine/simState';
import { queueKeys } from '../../sim/queue/keys';

/**
 * Where a job is, by the key that holds its id: `pending` (or a group's lane), `active`, `dead`;
 * `completed` (its hash says so, no set holds it); `unknown` (neither).
 */
export type Lane = 'pending' | 'active' | 'dead' | 'completed' | 'unknown';

/**
 * One job as the views show it, read from the keyspace (docs/model.md "Keyspace"). `deadlineMs` is
 * the lease deadline (the `active` score, server clock, milliseconds since the epoch).
 */
export interface JobView {
  id: string;
  lane: Lane;
  /** The sorted set the id is in (`emq:{q}:pending`, a group lane, active or dead). */
  laneKey: string | null;
  group: string | null;
  /**
   * The job hash as `HGETALL` (https://redis.io/docs/latest/commands/hgetall/) replies it, in
   * Redis's order, never re-sorted: a small hash is a listpack, so fields come in insertion order
   * (an HSET of an existing field keeps its place, HDEL closes up, a re-added field goes last;
   * `HashValue`, checked against redis-server by test/conformance/readoutOrder.redis.test.ts).
   * A Map, so a field named like an integer keeps its place too (an object would list it first).
   * Empty when the hash is gone (an orphan id). Fields: docs/model.md "Keyspace".
   */
  fields: ReadonlyMap<string, string>;
  hashExists: boolean;
  deadlineMs: number | null;
  stalled: number;
  attempts: number;
  worker: string | null;
  token: string | null;
  /** True when the worker holding the lease has crashed (the scenario said so). */
  workerCrashed: boolean;
}

/**
 * Every job of the queue: each id found in a job hash or in one of the lanes, in order of first
 * appearance: the lanes' members in `ZRANGE key 0 -1` order (score, then id bytes; docs/model.md
 * "Keyspace"), lane by lane in the keyspace's key order, then ids that only have a hash.
 */
export function selectJobs(state: SimState): JobView[] {
  const k = queueKeys(state.header.queue);
  const ks = state.keyspace;
  const where = new Map<string, { lane: Lane; key: string; score: number }>();
  const order: string[] = [];
  const note = (id: string, lane: Lane, key: string, score: number) => {
    if (!where.has(id)) order.push(id);
    where.set(id, { lane, key, score });
  };
  const groupLane = new RegExp(`^${escape(k.prefix)}g:.*:pending$`);
  for (const key of ks.keys()) {
    if (ks.type(key) !== 'zset') continue;
    const lane: Lane | null = key === k.pending || groupLane.test(key) ? 'pending' : key === k.active ? 'active' : key === k.dead ? 'dead' : null;
    if (!lane) continue;
    for (const [id, score] of ks.zrangeAll(key)) note(id, lane, key, score);
  }
  const jobPrefix = `${k.prefix}job:`;
  for (const key of ks.keys()) {
    if (key.startsWith(jobPrefix)) {
      const id = key.slice(jobPrefix.length);
      if (!where.has(id)) order.push(id);
    }
  }
  // A Set: a long story crashes a thousand workers, and every job asks.
  const crashed = new Set(state.crashed);
  return order.map((id) => {
    const hash = ks.hgetall(k.job(id));
    const map = hash ?? new Map<string, string>();
    const w = where.get(id);
    const lane: Lane = w?.lane ?? (map.get('state') === 'completed' ? 'completed' : 'unknown');
    const worker = map.get('worker') ?? null;
    return {
      id,
      lane,
      laneKey: w?.key ?? null,
      group: map.get('group') ?? null,
      fields: map,
      hashExists: hash !== null,
      deadlineMs: lane === 'active' ? w!.score : null,
      stalled: Number(map.get('stalled') ?? 0) || 0,
      attempts: Number(map.get('attempts') ?? 0) || 0,
      worker,
      token: map.get('token') ?? null,
      workerCrashed: worker !== null && crashed.has(worker),
    };
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
