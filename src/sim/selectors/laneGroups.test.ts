import { describe, expect, it } from 'vitest';
import { HUB } from '../presets/hub';
import { buildTimeline, stateAt } from '../timeline/timeline';
import { selectJobs } from './jobs';
import { cycleId, displayOrder, groupByLane } from './laneGroups';

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
