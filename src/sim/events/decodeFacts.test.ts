import { describe, expect, it } from 'vitest';
import type { Input, ScenarioHeader } from '../engine/input';
import { buildTimeline } from '../timeline/timeline';
import { isExpired, parseToken } from './lease';

const header: ScenarioHeader = { format: 'emq-scenario/1', name: 'facts', queue: 'q', clockStartMs: 1_000_000, maxStalled: 2, leaseMs: 1000 };

function factsOf(inputs: Input[]) {
  return buildTimeline(header, inputs).events.map((e) => e.facts);
}

describe('events carry typed facts decoded from the reply', () => {
  it('a claim names the job, its token, the worker, the attempt and the lease deadline', () => {
    const facts = factsOf([
      { at: 0, op: 'enqueue', job: 'j1' },
      { at: 0, op: 'enqueue', job: 'j1' },
      { at: 10, op: 'claim', worker: 'w:1' },
      { at: 20, op: 'claim', worker: 'w2' },
    ]);
    expect(facts[0]).toEqual([{ type: 'job/enqueued', jobId: 'j1', group: null }]);
    expect(facts[1]).toEqual([{ type: 'enqueue/ignored', jobId: 'j1' }]);
    expect(facts[2]).toEqual([{ type: 'job/claimed', jobId: 'j1', token: 'w:1:1', worker: 'w:1', attempt: 1, deadlineMs: 1_001_010 }]);
    expect(facts[3]).toEqual([{ type: 'claim/foundNothing', worker: 'w2' }]);
  });

  it('a sweep recovers into the job group lane, then dead-letters at maxStalled; a reap recovers without counting', () => {
    const facts = factsOf([
      { at: 0, op: 'enqueue', job: 'j1', group: 'g' },
      { at: 0, op: 'claim', worker: 'w1', group: 'g' },
      { at: 1000, op: 'sweep' },
      { at: 1000, op: 'claim', worker: 'w1', group: 'g' },
      { at: 2000, op: 'reap' },
      { at: 2000, op: 'claim', worker: 'w1', group: 'g' },
      { at: 3000, op: 'sweep' },
    ]);
    expect(facts[2]).toEqual([{ type: 'job/recovered', jobId: 'j1', lane: 'emq:{q}:g:g:pending', stallCount: 1, by: 'sweep' }]);
    expect(facts[4]).toEqual([{ type: 'job/recovered', jobId: 'j1', lane: 'emq:{q}:g:g:pending', stallCount: 1, by: 'reap' }]);
    expect(facts[6]).toEqual([{ type: 'job/deadLettered', jobId: 'j1', stallCount: 2 }]);
  });

  it('a fenced extend or complete says which token the job hash holds now', () => {
    const t = buildTimeline(header, [
      { at: 0, op: 'enqueue', job: 'j1' },
      { at: 0, op: 'claim', worker: 'w1' },
      { at: 1000, op: 'sweep' },
      { at: 1000, op: 'claim', worker: 'w2' },
      { at: 1100, op: 'extend', job: 'j1', token: 'w1:1' },
      { at: 1100, op: 'complete', job: 'j1', token: 'w1:1' },
      { at: 1200, op: 'extend', job: 'j1', token: 'w2:2' },
      { at: 1300, op: 'complete', job: 'j1', token: 'w2:2' },
    ]);
    const [lost, rejected, extended, completed] = t.events.slice(4);
    expect(lost!.type).toBe('lease/lost');
    expect(lost!.facts).toEqual([{ type: 'lease/lost', jobId: 'j1', token: 'w1:1', worker: 'w1', heldToken: 'w2:2' }]);
    expect(rejected!.facts).toEqual([{ type: 'complete/rejected', jobId: 'j1', token: 'w1:1', worker: 'w1', heldToken: 'w2:2' }]);
    expect(extended!.facts).toEqual([{ type: 'lease/extended', jobId: 'j1', token: 'w2:2', worker: 'w2', deadlineMs: 1_002_200 }]);
    expect(completed!.facts).toEqual([{ type: 'job/completed', jobId: 'j1', token: 'w2:2', worker: 'w2' }]);
  });

  it('an orphan id is dropped, a raw HSET of stalled is a stall count set, a script error is a failed script', () => {
    const t = buildTimeline(header, [
      { at: 0, op: 'enqueue', job: 'j1' },
      { at: 0, op: 'claim', worker: 'w1' },
      { at: 0, op: 'redis', command: ['DEL', 'emq:{q}:job:j1'] },
      { at: 1000, op: 'sweep' },
      { at: 1000, op: 'redis', command: ['HSET', 'emq:{q}:job:j2', 'stalled', '1'] },
      { at: 1000, op: 'redis', command: ['HSET', 'emq:{q}:active', 'f', 'x'] },
      { at: 1000, op: 'sweep' },
      { at: 1000, op: 'crash', worker: 'w1' },
      { at: 2000, op: 'tick' },
    ]);
    const f = t.events.map((e) => e.facts);
    expect(f[3]).toEqual([{ type: 'job/orphanDropped', jobId: 'j1', by: 'sweep' }]);
    expect(f[4]).toEqual([
      { type: 'command/ran', command: ['HSET', 'emq:{q}:job:j2', 'stalled', '1'], error: null },
      { type: 'stallCount/set', jobId: 'j2', stallCount: 1 },
    ]);
    expect(f[6]).toEqual([{ type: 'script/failed', verb: 'sweep', error: expect.stringContaining('WRONGTYPE') }]);
    expect(t.events[6]!.type).toBe('script/failed');
    expect(f[7]).toEqual([{ type: 'worker/crashed', worker: 'w1' }]);
    expect(f[8]).toEqual([{ type: 'clock/advanced' }]);
  });
});

describe('the lease rules', () => {
  it('a deadline equal to now is expired; one millisecond later it is not', () => {
    expect(isExpired(1000, 1000)).toBe(true);
    expect(isExpired(999, 1000)).toBe(true);
    expect(isExpired(1001, 1000)).toBe(false);
  });

  it('a token splits at its last colon into worker and attempt; a hand-typed one is not a token', () => {
    expect(parseToken('w1:3')).toEqual({ worker: 'w1', attempt: 3 });
    expect(parseToken('host:42:7')).toEqual({ worker: 'host:42', attempt: 7 });
    expect(parseToken('w2.2:1')).toEqual({ worker: 'w2.2', attempt: 1 });
    expect(parseToken('nocolon')).toBeNull();
    expect(parseToken(':1')).toBeNull();
    expect(parseToken('w1:x')).toBeNull();
  });
});
