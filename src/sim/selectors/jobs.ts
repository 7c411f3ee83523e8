import type { SimState } from '../engine/simState';
import { queueKeys } from '../queue/keys';

/** Where a job is: one of the three lanes, or finished. */
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
  /** The job hash, fields sorted by bytes; empty when the hash is gone (an orphan id). */
  fields: Record<string, string>;
  hashExists: boolean;
  deadlineMs: number | null;
  stalled: number;
  attempts: number;
  worker: string | null;
  token: string | null;
  /** True when the worker holding the lease has crashed (the scenario said so). */
  workerCrashed: boolean;
}

const JOB_FIELD_ORDER = ['state', 'worker', 'token', 'attempts', 'stalled', 'group', 'data'];

/**
 * Every job of the queue: each id found in a job hash or in one of the lanes, sorted by id bytes
 * order of first appearance (pending lanes, active, dead, then other hashes).
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
  return order.map((id) => {
    const hash = ks.hgetall(k.job(id));
    const map = new Map(Object.entries(hash ?? {}));
    // No prototype: a field named `__proto__` (a raw HSET may write one) stays a field.
    const fields: Record<string, string> = Object.create(null);
    const names = [...map.keys()].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1));
    for (const f of names) fields[f] = map.get(f)!;
    const w = where.get(id);
    const lane: Lane = w?.lane ?? (map.get('state') === 'completed' ? 'completed' : 'unknown');
    const worker = map.get('worker') ?? null;
    return {
      id,
      lane,
      laneKey: w?.key ?? null,
      group: map.get('group') ?? null,
      fields,
      hashExists: hash !== null,
      deadlineMs: lane === 'active' ? w!.score : null,
      stalled: Number(map.get('stalled') ?? 0) || 0,
      attempts: Number(map.get('attempts') ?? 0) || 0,
      worker,
      token: map.get('token') ?? null,
      workerCrashed: worker !== null && state.crashed.includes(worker),
    };
  });
}

function rank(field: string): number {
  const i = JOB_FIELD_ORDER.indexOf(field);
  return i === -1 ? JOB_FIELD_ORDER.length : i;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
