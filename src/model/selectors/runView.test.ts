import { describe, expect, it } from 'vitest';
import { actorsAt, generateRun } from '../../sim/actors/run';
import { busyHour } from '../presets/busyHour';
import { slowWorker } from '../presets/slowWorker';
import { stateAt } from '../../sim/timeline/timeline';
import { selectJobs } from './jobs';
import { selectCounts, selectLeases, selectPendingIds, selectWorkers } from './runView';

const slow = generateRun(slowWorker());
const at = (pred: (i: number) => boolean) => slow.timeline.events.findIndex((_, i) => pred(i)) + 1;

describe('run view selectors', () => {
  it('list the leases in active in deadline order, expired when the deadline is at or before now', () => {
    const c = at((i) => slow.causes[i]!.fact === 'worker/paused');
    const leases = selectLeases(stateAt(slow.timeline, c));
    expect(leases).toEqual([{ id: 'img-001', deadlineMs: 1767225613000, worker: 'w1', token: 'w1:1', attempts: 1, stalled: 0, expired: false }]);
  });

  it("show a paused worker's belief next to Redis's lease, and mark it fenced once a sweep took the lease", () => {
    const beforeSweep = at((i) => slow.causes[i]!.fact === 'worker/paused');
    const w1 = () => selectWorkers(actorsAt(slow, c), selectLeases(stateAt(slow.timeline, c)))[0]!;
    let c = beforeSweep;
    expect(w1()).toMatchObject({ liveness: 'paused', believes: { job: 'img-001', token: 'w1:1' }, fenced: false });
    c = at((i) => slow.timeline.events[i]!.facts.some((f) => f.type === 'job/recovered'));
    expect(w1()).toMatchObject({ liveness: 'paused', believes: { job: 'img-001', token: 'w1:1' }, fenced: true, leases: [] });
    const w2 = selectWorkers(actorsAt(slow, c + 1), selectLeases(stateAt(slow.timeline, c + 1)))[1]!;
    expect(w2).toMatchObject({ believes: { job: 'img-001', token: 'w2:2' }, fenced: false });
    expect(w2.leases.map((l) => l.token)).toEqual(['w2:2']);
  });

  it('count pending, active, dead and completed as selectJobs does, without reading every job', () => {
    const run = generateRun(busyHour(3, { jobs: 80, workers: 5 }));
    for (const c of [0, 50, 200, 400, run.timeline.events.length]) {
      const s = stateAt(run.timeline, Math.min(c, run.timeline.events.length));
      const jobs = selectJobs(s);
      const n = (lane: string) => jobs.filter((j) => j.lane === lane).length;
      expect(selectCounts(s)).toEqual({ pending: n('pending'), active: n('active'), dead: n('dead'), completed: n('completed') });
      expect(selectPendingIds(s, 3)).toEqual(jobs.filter((j) => j.lane === 'pending').slice(0, 3).map((j) => j.id));
    }
  });
});
