import { describe, expect, it } from 'vitest';
import { HUB } from '../presets/hub';
import { buildTimeline, stateAt } from '../../sim/timeline/timeline';
import { selectJobs } from './jobs';
import { cycleId, displayOrder, groupByLane, pendingLanes, storyGroups } from './laneGroups';

const timeline = buildTimeline(HUB.header, HUB.inputs);
const jobsAt = (cursor: number) => selectJobs(stateAt(timeline, cursor));

describe('groupByLane', () => {
  it('puts the four hub jobs in active before the sweep, in the order ZRANGEBYSCORE reads them', () => {
    const g = groupByLane(jobsAt(HUB.startCursor));
    expect(g.active.map((j) => j.id)).toEqual(['JOB-b', 'JOB-c', 'JOB-d', 'JOB-a']);
    expect(g.pending).toEqual([]);
  });

  it('puts JOB-b and JOB-c in pending, JOB-d in dead and JOB-a in active after the sweep', () => {
    const g = groupByLane(jobsAt(HUB.startCursor + 1));
    expect(g.pending.map((j) => j.id)).toEqual(['JOB-b', 'JOB-c']);
    expect(g.active.map((j) => j.id)).toEqual(['JOB-a']);
    expect(g.dead.map((j) => j.id)).toEqual(['JOB-d']);
  });
});

describe('displayOrder and cycleId', () => {
  it('walks pending, then active, then dead', () => {
    expect(displayOrder(jobsAt(HUB.startCursor + 1))).toEqual(['JOB-b', 'JOB-c', 'JOB-a', 'JOB-d']);
  });

  it('starts at the first job going forward and at the last going back, and wraps', () => {
    const order = ['a', 'b', 'c'];
    expect(cycleId(order, null, 1)).toBe('a');
    expect(cycleId(order, null, -1)).toBe('c');
    expect(cycleId(order, 'c', 1)).toBe('a');
    expect(cycleId(order, 'a', -1)).toBe('c');
    expect(cycleId([], null, 1)).toBeNull();
  });
});

describe('pendingLanes', () => {
  it('splits pending by its sorted set: the queue’s own lane first, then each group’s lane with a job', async () => {
    const { queueKeys } = await import('../../sim/queue/keys');
    const keys = queueKeys('billing');
    const view = (id: string, laneKey: string) => ({ id, laneKey }) as unknown as import('./jobs').JobView;
    const lanes = pendingLanes([view('a', 'emq:{billing}:g:acme:pending'), view('b', keys.pending), view('c', 'emq:{billing}:g:acme:pending'), view('d', 'emq:{billing}:g:z:pending')], keys);
    expect(lanes.map((l) => [l.group, l.key, l.jobs.map((j) => j.id)])).toEqual([
      [null, 'emq:{billing}:pending', ['b']],
      ['acme', 'emq:{billing}:g:acme:pending', ['a', 'c']],
      ['z', 'emq:{billing}:g:z:pending', ['d']],
    ]);
    expect(pendingLanes([], keys)).toEqual([{ key: keys.pending, group: null, jobs: [] }]);
  });

  it('draws each group the story names, empty or not, in the story’s order, from the first moment', async () => {
    const { queueKeys } = await import('../../sim/queue/keys');
    const keys = queueKeys('billing');
    const named = storyGroups([
      { at: 0, op: 'enqueue', job: 'a', group: 'zeta' },
      { at: 0, op: 'enqueue', job: 'b' },
      { at: 1, op: 'claim', worker: 'w1', group: 'acme' },
      { at: 2, op: 'enqueue', job: 'c', group: 'zeta' },
    ]);
    expect(named).toEqual(['zeta', 'acme']);
    const view = (id: string, laneKey: string) => ({ id, laneKey }) as unknown as import('./jobs').JobView;
    expect(pendingLanes([view('a', 'emq:{billing}:g:zeta:pending')], keys, named).map((l) => [l.group, l.key, l.jobs.length])).toEqual([
      [null, 'emq:{billing}:pending', 0],
      ['zeta', 'emq:{billing}:g:zeta:pending', 1],
      ['acme', 'emq:{billing}:g:acme:pending', 0],
    ]);
  });
});
