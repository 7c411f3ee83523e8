import { describe, expect, it } from 'vitest';
import { resultsOf } from '../checkpoint';
import { detectQuestion } from './detectCheckpoint';
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
