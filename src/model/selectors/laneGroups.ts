import type { Input } from '../../sim/engine/input';
import type { QueueKeys } from '../../sim/queue/keys';
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
 * pending lane first (always, even empty), then a lane for each group that holds a job or that
 * `named` lists (the groups a story names, `storyGroups`: drawn empty from the first moment, though
 * Redis keeps no empty sorted set). The named lanes come in `named`'s order, then any other lane
 * holding a job in the keyspace's order of its keys (a raw command's lane, say). The group of a
 * job is read from the key, which is what a claim for that group pops from.
 */
export function pendingLanes(pending: readonly JobView[], keys: Pick<QueueKeys, 'pending' | 'prefix'>, named: readonly string[] = []): PendingLane[] {
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
  if (named.length === 0) return [main, ...lanes.values()];
  // The named lanes in the story's order, so a lane keeps its place as it empties and fills again.
  const ordered = named.map((group) => lanes.get(`${head}${group}:pending`) ?? { key: `${head}${group}:pending`, group, jobs: [] });
  const rest = [...lanes.values()].filter((l) => !named.includes(l.group!));
  return [main, ...ordered, ...rest];
}

/**
 * Every group a story's inputs name, in file order without repeats: the `group` of an `enqueue`
 * or a `claim` (docs/scenario-format.md, "Step kinds"), wherever in the story it comes.
 */
export function storyGroups(inputs: readonly Input[]): string[] {
  const seen = new Set<string>();
  for (const input of inputs) if ((input.op === 'enqueue' || input.op === 'claim') && input.group !== undefined) seen.add(input.group);
  return [...seen];
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
