import { describe, expect, it } from 'vitest';
import { applyInput } from '../../sim/engine/applyInput';
import { initialState } from '../../sim/engine/simState';
import type { Step } from '../../sim/format/scenario';
import { factsOf } from '../../sim/events/facts';
import { queueKeys } from '../../sim/queue/keys';
import { buildBoundRun } from '../dives/bound/bound';
import { boundProgress, detectProgress, oneStepProgress } from './diveProgress';
import { BOUND_DEFAULTS, boundRunOf } from '../dives/bound/boundModel';
import { DETECT_DEFAULTS } from '../dives/detect/detectModel';
import { ONE_STEP_DEFAULTS, CASE_SCHEDULE } from '../dives/oneStep/oneStepModel';

/*
 * The facts the course page states in its text, checked on the simulator: if the model changes,
 * these fail and the page's sentences must change with it (src/ui/course/CoursePage.tsx).
 */
const header = { format: 'emq-scenario/1' as const, name: 'course facts', queue: 'q', clockStartMs: 1_767_225_600_000, maxStalled: 3, leaseMs: 10_000 };
const k = queueKeys('q');
function run(steps: Step[], maxStalled = 3) {
  const state = initialState({ ...header, maxStalled });
  const events = steps.map((s, i) => applyInput(state, s, i));
  return { state, events };
}

describe('what the course page says, on the simulator', () => {
  it('“a deadline equal to now is expired”: a sweep at the deadline’s very millisecond recovers the job', () => {
    const { state } = run([{ at: 0, op: 'enqueue', job: 'j1' }, { at: 0, op: 'claim', worker: 'w1' }, { at: 10_000, op: 'sweep' }]);
    expect(state.keyspace.zscore(k.pending, 'j1')).not.toBeNull();
    const early = run([{ at: 0, op: 'enqueue', job: 'j1' }, { at: 0, op: 'claim', worker: 'w1' }, { at: 9_999, op: 'sweep' }]);
    expect(early.state.keyspace.zscore(k.active, 'j1')).not.toBeNull();
  });

  it('“the maxStalled-th stall dead-letters … and stays there”: the poison job reaches the dead set on its Mth stall and no later beat takes it out', () => {
    for (const m of [1, 2, 3, 5]) {
      const runOf = (beats: number) => buildBoundRun({ maxStalled: m, mode: 'sweep' }, Array.from({ length: beats }, () => 'beat' as const));
      if (m > 1) expect(runOf(m - 1).dead).toBe(false);
      expect(runOf(m).dead).toBe(true);
      expect(runOf(m + 3).steps.at(-1)!.lane).toBe('dead');
    }
  });

  it('“a poison job … comes back for ever” under the count-free reaper: its stall count stays unset and it is never dead-lettered', () => {
    const r = buildBoundRun({ maxStalled: 2, mode: 'reap' }, Array.from({ length: 12 }, () => 'beat' as const));
    expect(r.dead).toBe(false);
    expect(r.steps.every((s) => s.stalled === 0)).toBe(true);
  });

  it('“HINCRBY on a key that does not exist creates it … holding just that field”', () => {
    const { state, events } = run([{ at: 0, op: 'redis', command: ['HINCRBY', k.job('gone'), 'stalled', '1'] }]);
    expect(events[0]!.reply).toBe(1);
    expect(state.keyspace.hgetall(k.job('gone'))).toEqual(new Map([['stalled', '1']]));
  });

  it('“a job with a group goes back to its own group’s lane, not the shared pending”', () => {
    const { state, events } = run([
      { at: 0, op: 'enqueue', job: 'j1', group: 'eu' },
      { at: 0, op: 'claim', worker: 'w1', group: 'eu' },
      { at: 10_000, op: 'sweep' },
    ]);
    expect(factsOf(events[2]!.facts, 'job/recovered')[0]!.lane).toBe(k.groupPending('eu'));
    expect(state.keyspace.zscore(k.groupPending('eu'), 'j1')).not.toBeNull();
    expect(state.keyspace.zscore(k.pending, 'j1')).toBeNull();
  });

  it('“the old token is deleted: a stale worker’s extend or complete now gets -1”', () => {
    const { events } = run([
      { at: 0, op: 'enqueue', job: 'j1' },
      { at: 0, op: 'claim', worker: 'w1' },
      { at: 10_000, op: 'sweep' },
      { at: 10_001, op: 'claim', worker: 'w2' },
      { at: 12_000, op: 'extend', job: 'j1', token: 'w1:1' },
      { at: 12_000, op: 'complete', job: 'j1', token: 'w1:1' },
    ]);
    expect(events[4]!.reply).toBe(-1);
    expect(events[5]!.reply).toBe(-1);
  });
});

describe('the dive cards: how far the learner got', () => {
  it('says a dive was never opened when the page shell keeps no state for it', () => {
    expect([detectProgress(null), boundProgress(null), oneStepProgress(null)]).toEqual(['Not opened yet.', 'Not opened yet.', 'Not opened yet.']);
  });

  it('reads each dive’s own state: the detect now and its expired leases, the bound beats, the one-step moves', () => {
    // While the learner's prediction of the read is open in the dive, the card does not answer it.
    expect(detectProgress(DETECT_DEFAULTS)).toBe('Now set to t = 20.000 s; your prediction of what the read returns there is still open.');
    expect(detectProgress({ ...DETECT_DEFAULTS, predictionOpen: false })).toBe('Now set to t = 20.000 s: 4 of 6 leases read as expired.');
    const bound = { ...BOUND_DEFAULTS, maxStalled: 2, actions: ['beat', 'beat'] as const };
    expect(boundProgress({ ...bound, actions: [...bound.actions], cursor: boundRunOf({ ...bound, actions: [...bound.actions] }).steps.length })).toBe('2 beats run; the poison job is in the morgue.');
    expect(boundProgress({ ...bound, actions: ['beat'], cursor: boundRunOf({ ...bound, actions: ['beat'] }).steps.length })).toBe('1 beat run; the poison job is still looping.');
    expect(oneStepProgress({ ...ONE_STEP_DEFAULTS, schedule: [...CASE_SCHEDULE], cursor: CASE_SCHEDULE.length })).toMatch(/^9 moves scheduled, every sweeper done; [1-9] anomal/);
  });
});
