import { describe, expect, it } from 'vitest';
import { resultsOf } from '../checkpoint';
import { boundQuestion } from './boundCheckpoint';
import { BOUND_DEFAULTS, boundRunOf, reduceBound, type BoundDiveAction, type BoundState } from './boundModel';

const run = (s: BoundState, ...actions: BoundDiveAction[]) => actions.reduce(reduceBound, s);
const beat: BoundDiveAction = { type: 'advance', count: 1, toEndOfBeat: true };
/** "Skip predicting": these tests step past a checkpoint they do not answer. */
const skip: BoundDiveAction = { type: 'skipPrediction' };

describe('the bound checkpoint', () => {
  it('before the 1st stall of maxStalled 3 the answer is back to pending; before the 3rd it is the morgue', () => {
    expect(boundQuestion(BOUND_DEFAULTS)!.items[0]!.truth).toBe('back to pending');
    const twoStalls = run(BOUND_DEFAULTS, skip, beat, beat);
    const q = boundQuestion(twoStalls)!;
    expect(q.legend).toContain('stall 3, maxStalled 3');
    expect(q.items[0]!.truth).toBe('the morgue (dead)');
    // The truth is the run's own next step: after one more beat the job is in the morgue.
    const after = run(twoStalls, beat);
    expect(boundRunOf(after).steps[after.cursor - 1]!.lane).toBe('dead');
    expect(boundQuestion(after)).toBeNull();
  });

  it('checks the guess: a learner who expects a third chance is told why the morgue', () => {
    const s = run(BOUND_DEFAULTS, skip, beat, beat);
    const q = boundQuestion(s)!;
    const checked = run(s, { type: 'predict', key: q.key, item: 'lane', choice: 'back to pending' }, { type: 'checkPrediction', key: q.key });
    const [r] = resultsOf(q, checked.checkpoint)!;
    expect(r).toMatchObject({ choice: 'back to pending', truth: 'the morgue (dead)', held: false });
    expect(r!.why).toContain('3 ≥ maxStalled 3');
  });

  it('under a reaper no stall is counted, so no stall prediction is asked and stepping never waits for one', () => {
    for (const mode of ['reap', 'reapThenSweep'] as const) {
      const start = run(BOUND_DEFAULTS, { type: 'configure', mode });
      expect(boundQuestion(start)).toBeNull();
      const s = run(start, { type: 'advance', count: 10, toEndOfBeat: true });
      expect(s.cursor).toBeGreaterThan(30);
      expect(boundQuestion(s)).toBeNull();
    }
  });

  it('asks a new question at the next stall, so the old guess does not carry over', () => {
    const q1 = boundQuestion(BOUND_DEFAULTS)!;
    const s = run(BOUND_DEFAULTS, { type: 'predict', key: q1.key, item: 'lane', choice: 'back to pending' }, { type: 'checkPrediction', key: q1.key }, beat);
    const q2 = boundQuestion(s)!;
    expect(q2.key).not.toBe(q1.key);
    expect(resultsOf(q2, s.checkpoint)).toBeNull();
  });
});
