import { describe, expect, it } from 'vitest';
import { boundQuestion } from './boundCheckpoint';
import { beatsOf, BOUND_DEFAULTS, boundRunOf, canAdvance, canRetry, checkpointKeyOf, currentStep, predictionAwaited, reduceBound, stallOutcomeWithheld, tallyOf, type BoundDiveAction, type BoundState } from './boundModel';

const run = (s: BoundState, ...actions: BoundDiveAction[]) => actions.reduce(reduceBound, s);
const beat: BoundDiveAction = { type: 'advance', count: 1, toEndOfBeat: true };
/** "Skip predicting": these tests step past the checkpoint without answering it. */
const skip: BoundDiveAction = { type: 'skipPrediction' };

describe('the bound dive reducer', () => {
  it('climbs the stall count one beat at a time and rests in the morgue at the M-th stall', () => {
    const one = run(BOUND_DEFAULTS, skip, beat);
    expect(currentStep(one)).toMatchObject({ stalled: 1, lane: 'pending' });
    const dead = run(one, beat, beat);
    expect(currentStep(dead)).toMatchObject({ stalled: 3, lane: 'dead' });
    expect(canAdvance(dead)).toBe(false);
    expect(run(dead, beat)).toBe(dead);
  });

  it('stops before the first recovery until the learner predicts where the job goes, or skips predicting', () => {
    expect(predictionAwaited(BOUND_DEFAULTS)).toBe(true);
    const waiting = run(BOUND_DEFAULTS, beat);
    // The claim and the crash run; the sweep, which answers the question, waits.
    expect(currentStep(waiting).step.op).toBe('crash');
    expect(canAdvance(waiting)).toBe(false);
    expect(run(waiting, beat)).toBe(waiting);
    const q = boundQuestion(waiting)!;
    // The guess made before the claim still stands at the crash: it is the same stall.
    expect(boundQuestion(BOUND_DEFAULTS)!.key).toBe(q.key);
    const guessed = run(waiting, { type: 'predict', key: q.key, item: 'lane', choice: 'the morgue (dead)' });
    expect(currentStep(run(guessed, beat))).toMatchObject({ stalled: 1, lane: 'pending' });
    expect(currentStep(run(waiting, skip, beat))).toMatchObject({ stalled: 1, lane: 'pending' });
    // Past the first recovery the later stalls do not wait (the opening prediction is done).
    const later = run(guessed, beat, beat, beat);
    expect(currentStep(later)).toMatchObject({ stalled: 3, lane: 'dead' });
    // The loop waits at the same place, and stops there.
    let s = run(BOUND_DEFAULTS, { type: 'togglePlay' });
    for (let i = 0; i < 3; i++) s = reduceBound(s, { type: 'tick' });
    expect(currentStep(s).step.op).toBe('crash');
    expect(s.playing).toBe(false);
    // A reset opens it again.
    expect(predictionAwaited(run(BOUND_DEFAULTS, skip, beat, { type: 'reset' }))).toBe(true);
  });

  it('steps one command at a time inside a beat: claim, crash, sweep', () => {
    const s = run(BOUND_DEFAULTS, { type: 'advance', count: 1, toEndOfBeat: false }, { type: 'advance', count: 1, toEndOfBeat: false });
    expect(currentStep(s).step.op).toBe('crash');
    expect(s.actions).toEqual(['beat']);
  });

  it('retries only from the morgue: a plain retry keeps the count, a reset retry starts from 0', () => {
    expect(run(BOUND_DEFAULTS, { type: 'retry', reset: false })).toBe(BOUND_DEFAULTS);
    const dead = run({ ...BOUND_DEFAULTS, maxStalled: 2 }, skip, beat, beat);
    expect(canRetry(dead)).toBe(true);
    const kept = run(dead, { type: 'retry', reset: false });
    expect(currentStep(kept)).toMatchObject({ stalled: 2, lane: 'pending' });
    expect(currentStep(run(kept, beat))).toMatchObject({ stalled: 3, lane: 'dead' });
    const fresh = run(dead, { type: 'retry', reset: true });
    expect(currentStep(fresh)).toMatchObject({ stalled: 0, lane: 'pending' });
  });

  it('with only the count-free reaper, ten beats loop ten times and never count', () => {
    const s = run(BOUND_DEFAULTS, { type: 'configure', mode: 'reap' }, skip, { type: 'advance', count: 10, toEndOfBeat: true });
    expect(currentStep(s)).toMatchObject({ stalled: 0, recoveries: 10, lane: 'pending' });
    expect(canAdvance(s)).toBe(true);
  });

  it('keeps the run built under each setting and brings it back with the setting', () => {
    const built = run(BOUND_DEFAULTS, beat);
    const other = run(built, { type: 'configure', mode: 'reap' });
    expect(other).toMatchObject({ mode: 'reap', actions: [], cursor: 1 });
    expect(Object.keys(other.kept)).toEqual(['3:sweep']);
    const back = run(other, { type: 'configure', mode: 'sweep' });
    expect(back).toMatchObject({ actions: ['beat'], cursor: built.cursor, kept: {} });
  });

  it('the loop plays beat after beat and stops by itself in the morgue', () => {
    let s = run(BOUND_DEFAULTS, skip, { type: 'togglePlay' });
    for (let i = 0; i < 5; i++) s = reduceBound(s, { type: 'tick' });
    expect(currentStep(s).lane).toBe('dead');
    expect(s.playing).toBe(false);
  });

  it('going back one step stops the loop and keeps the run; reset empties it', () => {
    const s = run(BOUND_DEFAULTS, beat, { type: 'togglePlay' }, { type: 'back' });
    expect(s).toMatchObject({ playing: false, actions: ['beat'] });
    expect(s.cursor).toBe(run(BOUND_DEFAULTS, beat).cursor - 1);
    expect(run(s, { type: 'reset' })).toMatchObject({ actions: [], cursor: 1 });
  });

  it('builds one run per setting and actions, shared by every reader', () => {
    const s = run(BOUND_DEFAULTS, beat);
    expect(boundRunOf({ ...s })).toBe(boundRunOf(s));
  });

  it('sums each beat up in a table row: the claim, the crash and what the sweep did', () => {
    const s = run(BOUND_DEFAULTS, skip, beat, beat, beat);
    expect(beatsOf(boundRunOf(s).steps)).toEqual([
      { beat: 1, summary: 'w1 claims, crashes, sweep: stall 1, recovered', stalled: 1, lane: 'pending' },
      { beat: 2, summary: 'w2 claims, crashes, sweep: stall 2, recovered', stalled: 2, lane: 'pending' },
      { beat: 3, summary: 'w3 claims, crashes, sweep: stall 3 → morgue', stalled: 3, lane: 'dead' },
    ]);
  });
});

describe('the poison-job panel’s tally', () => {
  /** The state with the next stall's question checked (no guess), so the budget is on the page. */
  const revealed = (s: BoundState): BoundState => ({ ...s, checkpoint: { key: checkpointKeyOf(s) ?? '', choices: {}, checked: true } });
  const at = (s: Partial<BoundState>): BoundState => {
    const state = { ...BOUND_DEFAULTS, ...s };
    return revealed({ ...state, cursor: boundRunOf(state).steps.length });
  };

  it('while the next stall is predicted (not yet checked), says no budget: the prediction asks exactly that', () => {
    const s = { ...at({ maxStalled: 3, actions: beats(2) }), checkpoint: null };
    expect(stallOutcomeWithheld(s)).toBe(true);
    expect(tallyOf(s)).not.toMatch(/at most|before the 3rd stall|morgue/);
    expect(stallOutcomeWithheld(revealed(s))).toBe(false);
    expect(tallyOf(revealed(s))).toContain('at most 2 before the 3rd stall');
  });
  const beats = (n: number) => Array.from({ length: n }, () => 'beat' as const);

  it('after “Retry and reset the count” and one more beat, says why the recoveries passed M − 1 instead of “3 of the 2 allowed”', () => {
    const text = tallyOf(at({ maxStalled: 3, actions: [...beats(3), 'retryReset', 'beat'] }));
    expect(text).not.toMatch(/of the \d+ allowed/);
    expect(text).toMatch(/^Recoveries so far: 3, more than the 2 one budget allows: the operator's HSET stalled 0 reset the count/);
    expect(text).toContain('1 since that reset');
  });

  it('states the real recoveries in every mode, and a bound only where the stall count is one', () => {
    for (const maxStalled of [1, 2, 3]) {
      for (const mode of ['sweep', 'reap', 'reapThenSweep'] as const) {
        const runs: BoundState['actions'][] = [beats(maxStalled + 2)];
        if (mode === 'sweep') runs.push([...beats(maxStalled), 'retry', ...beats(2)], [...beats(maxStalled), 'retryReset', ...beats(maxStalled + 1)]);
        for (const actions of runs) {
          const s = at({ maxStalled, mode, actions });
          for (let cursor = 1; cursor <= s.cursor; cursor++) {
            const here = revealed({ ...s, cursor });
            const { recoveries, stalled, sinceReset } = currentStep(here);
            const text = tallyOf(here);
            expect(text, `${mode} ${actions.join(',')} @${cursor}`).toContain(` so far: ${recoveries}`);
            if (mode !== 'sweep') {
              expect(text).toContain(`stall count stays at ${stalled} and nothing bounds them`);
            } else if (sinceReset === null) {
              // No reset: the count is the lifetime budget, so the recoveries never pass M − 1.
              expect(recoveries).toBeLessThanOrEqual(maxStalled - 1);
              expect(text).toContain(`at most ${maxStalled - 1} before the`);
            } else {
              expect(sinceReset).toBeLessThanOrEqual(maxStalled - 1);
              expect(text).toContain('HSET stalled 0 reset the count');
            }
          }
        }
      }
    }
  });
});
