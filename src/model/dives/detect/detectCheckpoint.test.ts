import { describe, expect, it } from 'vitest';
import { resultsOf } from '../checkpoint';
import { detectQuestion, readWithheld } from './detectCheckpoint';
import { DETECT_DEFAULTS, readOf, reduceDetect, type DetectAction, type DetectState } from './detectModel';

const run = (s: DetectState, ...actions: DetectAction[]) => actions.reduce(reduceDetect, s);

describe('the detect checkpoint', () => {
  it('asks about every lease, and its answer is the read the dive runs at that now (a deadline equal to now is returned)', () => {
    const q = detectQuestion(DETECT_DEFAULTS);
    const read = readOf(DETECT_DEFAULTS);
    expect(q.items.map((i) => i.id)).toEqual(['j1', 'j2', 'j3', 'j4', 'j5', 'j6']);
    expect(q.items.filter((i) => i.truth === 'returned').map((i) => i.id)).toEqual(read.ids);
    expect(q.items.find((i) => i.id === 'j3')!.why).toContain('at or before the read');
  });

  it('checks the learner\'s guesses against the read: one held, one did not', () => {
    const q = detectQuestion(DETECT_DEFAULTS);
    const s = run(
      DETECT_DEFAULTS,
      { type: 'predict', key: q.key, item: 'j3', choice: 'returned' },
      { type: 'predict', key: q.key, item: 'j5', choice: 'returned' },
      { type: 'checkPrediction', key: q.key },
    );
    const r = resultsOf(q, s.checkpoint)!;
    expect(r.find((x) => x.id === 'j3')).toMatchObject({ choice: 'returned', held: true });
    expect(r.find((x) => x.id === 'j5')).toMatchObject({ choice: 'returned', truth: 'not returned', held: false });
    expect(r.find((x) => x.id === 'j1')!.choice).toBeNull();
  });

  it('shows no verdict before Check, and drops the guesses when now moves', () => {
    const q = detectQuestion(DETECT_DEFAULTS);
    const guessed = run(DETECT_DEFAULTS, { type: 'predict', key: q.key, item: 'j3', choice: 'returned' });
    expect(resultsOf(q, guessed.checkpoint)).toBeNull();
    const moved = run(guessed, { type: 'setNow', nowMs: 25_000 }, { type: 'checkPrediction', key: detectQuestion({ ...guessed, nowMs: 25_000 }).key });
    const r = resultsOf(detectQuestion(moved), moved.checkpoint)!;
    expect(r.every((x) => x.choice === null)).toBe(true);
  });

  it('answers with the sweeper\'s clock when the read uses it: a fast clock returns a live lease', () => {
    const s = { ...DETECT_DEFAULTS, nowMs: 25_000, clock: 'sweeper' as const, skewMs: 8_000 };
    const q = detectQuestion(s);
    expect(q.items.find((i) => i.id === 'j5')!.truth).toBe('returned');
    expect(readOf(s).early).toContain('j5');
  });
});

describe('what the read returns, while the learner predicts it', () => {
  it('is withheld when the dive opens, and while guesses are not yet checked', () => {
    expect(readWithheld(DETECT_DEFAULTS)).toBe(true);
    const q = detectQuestion(DETECT_DEFAULTS);
    expect(readWithheld(run(DETECT_DEFAULTS, { type: 'predict', key: q.key, item: 'j3', choice: 'returned' }))).toBe(true);
  });

  it('is shown once the learner checks, even with no guess', () => {
    const q = detectQuestion(DETECT_DEFAULTS);
    expect(readWithheld(run(DETECT_DEFAULTS, { type: 'checkPrediction', key: q.key }))).toBe(false);
  });

  it('is shown once the learner moves now or steps the sweep', () => {
    expect(readWithheld(run(DETECT_DEFAULTS, { type: 'setNow', nowMs: 25_000 }))).toBe(false);
    expect(readWithheld(run(DETECT_DEFAULTS, { type: 'nextDeadline' }))).toBe(false);
    expect(readWithheld(run(DETECT_DEFAULTS, { type: 'stepSweep' }))).toBe(false);
  });

  it('is withheld again when the learner guesses at a later moment, until Check', () => {
    const moved = run(DETECT_DEFAULTS, { type: 'setNow', nowMs: 25_000 });
    const q = detectQuestion(moved);
    const guessed = run(moved, { type: 'predict', key: q.key, item: 'j5', choice: 'returned' });
    expect(readWithheld(guessed)).toBe(true);
    expect(readWithheld(run(guessed, { type: 'checkPrediction', key: q.key }))).toBe(false);
  });

  it('is withheld again after Reset', () => {
    expect(readWithheld(run(DETECT_DEFAULTS, { type: 'stepSweep' }, { type: 'reset' }))).toBe(true);
  });
});
