import { describe, expect, it } from 'vitest';
import { HUB } from '../presets/hub';
import { buildTimeline, forkAt, stateAt } from '../../sim/timeline/timeline';
import { narrateEvent } from './narrateEvent';

const timeline = buildTimeline(HUB.header, HUB.inputs);
const narrate = (t = timeline, cursor: number) => narrateEvent(t.events, cursor - 1, stateAt(t, cursor));

describe('narrateEvent', () => {
  it('says the tick to t = 35 s moved nothing although three leases are past their deadline', () => {
    const n = narrate(timeline, HUB.startCursor);
    expect(n.text).toContain('The clock moved to t = 35.000 s');
    expect(n.text).toContain('3 leases are expired, deadline at or before now (JOB-b, JOB-c and JOB-d)');
    expect(n.text).toContain('expiry alone moves nothing');
  });

  it('lists each outcome of the sweep with its stall count, and the live lease that stays', () => {
    const n = narrate(timeline, HUB.startCursor + 1);
    expect(n.text).toBe(
      'The sweep ran at t = 35.000 s and read 3 expired leases: JOB-b recovered to pending (stall 1 of 3), ' +
        "JOB-c recovered to pending (stall 1 of 3), JOB-d dead-lettered (stall 3 of 3). JOB-a's lease is still live, so it stays in active.",
    );
    expect(n.tone).toBe('warning');
  });

  it("explains w3's rejected late complete: the sweep deleted its token and the job is back in pending", () => {
    const n = narrate(timeline, HUB.startCursor + 2);
    expect(n.text).toContain("w3's late complete for JOB-c was rejected: -1, lease lost.");
    expect(n.text).toContain('Its token w3:1 is gone');
    expect(n.text).toContain('The sweep at t = 35.000 s deleted it when it took the lease back.');
    expect(n.text).toContain('JOB-c is already back in pending');
    expect(n.text).toContain('at-least-once');
  });

  it('says a complete before any sweep succeeds, since an expired lease no sweep has read is still valid', () => {
    const t = forkAt(timeline, HUB.startCursor, [{ at: 35_000, op: 'complete', job: 'JOB-c', token: 'w3:1' }]);
    expect(narrate(t, HUB.startCursor + 1).text).toBe('w3 completed JOB-c with token w3:1: the token matched and the id was still in active.');
  });

  it('says an empty sweep moved nothing', () => {
    const t = forkAt(timeline, HUB.startCursor + 1, [{ at: 35_000, op: 'sweep' }]);
    expect(narrate(t, HUB.startCursor + 2).text).toContain('found no lease with a deadline at or before now, so nothing moved.');
  });

  it('names the new token when another worker claimed the job before the late complete', () => {
    const t = forkAt(timeline, HUB.startCursor + 1, [
      { at: 36_000, op: 'claim', worker: 'w5' },
      { at: 36_000, op: 'claim', worker: 'w6' },
      { at: 37_000, op: 'complete', job: 'JOB-c', token: 'w3:1' },
    ]);
    const n = narrate(t, HUB.startCursor + 4);
    expect(n.text).toContain('the hash now holds w6:2');
    expect(n.text).toContain('JOB-c is leased to w6 now.');
  });

  it('names the new token on a fenced extend too (the first command of extend reads TIME, not the token)', () => {
    const t = forkAt(timeline, HUB.startCursor + 1, [
      { at: 36_000, op: 'claim', worker: 'w5' },
      { at: 36_000, op: 'claim', worker: 'w6' },
      { at: 37_000, op: 'extend', job: 'JOB-c', token: 'w3:1' },
    ]);
    const n = narrate(t, HUB.startCursor + 4);
    expect(n.text).toContain("w3's extend for JOB-c was rejected: -1, lease lost. Its token w3:1 no longer matches: the hash now holds w6:2");
    expect(n.text).toContain('w3 must stop: the job is no longer its to finish.');
  });
});

describe('the raw HSET of a stall count', () => {
  it('says which job it set and that it starts one stall from the limit', () => {
    const i = HUB.inputs.findIndex((x) => x.op === 'redis');
    expect(narrate(timeline, i + 1).text).toBe(
      "A raw HSET at t = 0.000 s set JOB-d's stall count to 2 to start it one stall from the limit: the next stall makes 3 of maxStalled 3, so the next sweep that takes its lease dead-letters it. No verb writes this: the scenario set it directly.",
    );
  });
});
