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
