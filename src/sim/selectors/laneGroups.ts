import type { QueueKeys } from '../queue/keys';
import type { JobView } from './jobs';

/** Jobs split by where the views draw them, each lane in its sorted-set order. */
export interface LaneGroups {
  /** Pending (every group lane included), in ZPOPMIN order: the first is claimed next. */
  pending: JobView[];
  /** Active, by lease deadline then id bytes: the order ZRANGEBYSCORE reads them. */
  active: JobView[];
  dead: JobView[];
  /** Completed jobs and hashes in no lane. */
  elsewhere: JobView[];
}

/**
 * Splits `selectJobs` output into lanes. `selectJobs` already lists each sorted set in Redis
 * order (score, then member bytes), so filtering keeps that order without sorting again.
 */
export function groupByLane(jobs: readonly JobView[]): LaneGroups {
  const g: LaneGroups = { pending: [], active: [], dead: [], elsewhere: [] };
  for (const j of jobs) (j.lane === 'pending' || j.lane === 'active' || j.lane === 'dead' ? g[j.lane] : g.elsewhere).push(j);
  return g;
}

/** One pending lane: the queue's own (`group` null) or a group's `emq:{q}:g:<group>:pending`. */
export interface PendingLane {
  key: string;
  group: string | null;
  jobs: JobView[];
}

/**
 * The pending jobs split by the sorted set they wait in (docs/model.md "Keyspace"): the queue's own
 * pending lane first (always, even empty), then each group's lane that holds a job (Redis keeps
 * no empty sorted set), in the keyspace's byte order of their keys. The group is read from the
 * key, which is what a claim for that group pops from.
 */
export function pendingLanes(pending: readonly JobView[], keys: Pick<QueueKeys, 'pending' | 'prefix'>): PendingLane[] {
  const main: PendingLane = { key: keys.pending, group: null, jobs: [] };
  const lanes = new Map<string, PendingLane>();
  const head = `${keys.prefix}g:`;
  for (const j of pending) {
    const key = j.laneKey ?? keys.pending;
    if (key === keys.pending || !key.startsWith(head) || !key.endsWith(':pending')) {
      main.jobs.push(j);
      continue;
    }
    let lane = lanes.get(key);
    if (!lane) lanes.set(key, (lane = { key, group: key.slice(head.length, -':pending'.length), jobs: [] }));
    lane.jobs.push(j);
  }
  return [main, ...lanes.values()];
}

/** The order a learner walks jobs with the keyboard: pending, active, dead, then the rest. */
export function displayOrder(jobs: readonly JobView[]): string[] {
  const g = groupByLane(jobs);
  return [...g.pending, ...g.active, ...g.dead, ...g.elsewhere].map((j) => j.id);
}

/** The id `step` places after `current` in `order`, wrapping around; the first (or last) when nothing is selected. */
export function cycleId(order: readonly string[], current: string | null, step: 1 | -1): string | null {
  if (order.length === 0) return null;
  const i = current === null ? -1 : order.indexOf(current);
  if (i === -1) return step === 1 ? order[0]! : order[order.length - 1]!;
  return order[(i + step + order.length) % order.length]!;
}
