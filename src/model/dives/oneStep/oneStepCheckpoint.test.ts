import { describe, expect, it } from 'vitest';
import { resultsOf } from '../checkpoint';
import { oneStepQuestion } from './oneStepCheckpoint';
import { flagsOf, replay } from './oneStep';
import { ONE_STEP_DEFAULTS, reduceOneStep, type OneStepAction, type OneStepState } from './oneStepModel';

const run = (s: OneStepState, ...actions: OneStepAction[]) => actions.reduce(reduceOneStep, s);

describe('the one-step checkpoint', () => {
  it('asks nothing before an interleaving is loaded', () => {
    expect(oneStepQuestion(ONE_STEP_DEFAULTS)).toBeNull();
  });

  it('on the Bull #356 interleaving, the answer is yes, from the replay\'s own double-count flag', () => {
    const s = run(ONE_STEP_DEFAULTS, { type: 'loadCase' });
    const q = oneStepQuestion(s)!;
    expect(flagsOf(replay(s.setup, s.schedule)).some((f) => f.kind === 'double-count')).toBe(true);
    expect(q.items[0]!.truth).toBe('yes');
    expect(q.items[0]!.why).toContain('Stall counted twice');
    const checked = run(s, { type: 'predict', key: q.key, item: 'double-count', choice: 'no' }, { type: 'checkPrediction', key: q.key });
    expect(resultsOf(q, checked.checkpoint)).toEqual([expect.objectContaining({ choice: 'no', truth: 'yes', held: false })]);
  });

  it('in atomic mode no order counts twice, so the answer is no', () => {
    const atomic = run(ONE_STEP_DEFAULTS, { type: 'toggleMode' }, { type: 'move', actor: 'sweeper:A' }, { type: 'move', actor: 'sweeper:B' });
    const q = oneStepQuestion(atomic)!;
    expect(q.items[0]!.truth).toBe('no');
    const checked = run(atomic, { type: 'predict', key: q.key, item: 'double-count', choice: 'no' }, { type: 'checkPrediction', key: q.key });
    expect(resultsOf(q, checked.checkpoint)![0]!.held).toBe(true);
  });

  it('drops the guess when another interleaving is loaded', () => {
    const s = run(ONE_STEP_DEFAULTS, { type: 'loadCase' });
    const q = oneStepQuestion(s)!;
    const guessed = run(s, { type: 'predict', key: q.key, item: 'double-count', choice: 'yes' }, { type: 'checkPrediction', key: q.key }, { type: 'move', actor: 'sweeper:B' });
    expect(resultsOf(oneStepQuestion(guessed)!, guessed.checkpoint)).toBeNull();
  });
});
