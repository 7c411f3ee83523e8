import { describe, expect, it } from 'vitest';
import type { Input } from '../../sim/engine/input';
import { HUB } from '../presets/hub';
import { queueKeys } from '../../sim/queue/keys';
import { buildTimeline, stateAt } from '../../sim/timeline/timeline';
import { selectJobs } from './jobs';

const hub = buildTimeline(HUB.header, HUB.inputs);
const fieldsAt = (cursor: number, id: string) => [...selectJobs(stateAt(hub, cursor)).find((j) => j.id === id)!.fields.keys()];

describe('selectJobs', () => {
  it("lists JOB-c's hash fields in HGETALL's order before the sweep: state, attempts, worker, token", () => {
    // enqueue writes state; claim's HINCRBY appends attempts, its HSET keeps state in place and appends worker, token.
    expect(fieldsAt(HUB.startCursor, 'JOB-c')).toEqual(['state', 'attempts', 'worker', 'token']);
  });

  it('puts the fields a sweep deleted back at the end when a claim writes them again', () => {
    // The sweep appends stalled and deletes worker and token; w5's claim of JOB-b appends them after stalled.
    expect(fieldsAt(HUB.startCursor + 1, 'JOB-b')).toEqual(['state', 'attempts', 'stalled']);
    expect(fieldsAt(HUB.inputs.length, 'JOB-b')).toEqual(['state', 'attempts', 'stalled', 'worker', 'token']);
  });

  it('keeps a field named like an integer where Redis lists it, not first as an object would', () => {
    const key = queueKeys(HUB.header.queue).job('j1');
    const inputs: Input[] = [
      { at: 0, op: 'enqueue', job: 'j1' },
      { at: 0, op: 'redis', command: ['HSET', key, '7', 'x'] },
      { at: 0, op: 'redis', command: ['HSET', key, 'state', 'pending'] },
    ];
    const t = buildTimeline(HUB.header, inputs);
    const j1 = selectJobs(stateAt(t, inputs.length)).find((j) => j.id === 'j1')!;
    expect([...j1.fields]).toEqual([['state', 'pending'], ['7', 'x']]);
  });
});
