import { describe, expect, it } from 'vitest';
import { flagsOf } from './oneStep';
import { oneStepQuestion } from './oneStepCheckpoint';
import { actorsOf, canForward, canMove, CASE_SCHEDULE, forwardWithheld, jobRowsOf, ONE_STEP_DEFAULTS, reduceOneStep, sessionOf, type OneStepAction, type OneStepState } from './oneStepModel';

const run = (s: OneStepState, ...actions: OneStepAction[]) => actions.reduce(reduceOneStep, s);

describe('the one-step dive reducer', () => {
  it('a move appends to the schedule; replaying the loaded next mover only moves the cursor', () => {
    const s = run(ONE_STEP_DEFAULTS, { type: 'move', actor: 'sweeper:A' }, { type: 'move', actor: 'sweeper:B' });
    expect(s).toMatchObject({ schedule: ['sweeper:A', 'sweeper:B'], cursor: 2 });
    const back = run(s, { type: 'back' });
    const again = run(back, { type: 'move', actor: 'sweeper:B' });
    expect(again.schedule).toBe(back.schedule);
    expect(again.cursor).toBe(2);
  });

  it('moving someone else than the loaded next mover drops the rest of the loaded schedule', () => {
    const loaded = run(ONE_STEP_DEFAULTS, { type: 'loadCase' }, { type: 'skipPrediction' }, { type: 'forward' });
    const s = run(loaded, { type: 'move', actor: 'worker:B' });
    expect(s.schedule).toEqual(['sweeper:A', 'worker:B']);
  });

  it('Step forward waits on a loaded interleaving until the learner predicts or skips predicting', () => {
    const loaded = run(ONE_STEP_DEFAULTS, { type: 'loadCase' });
    expect(forwardWithheld(loaded)).toBe(true);
    expect(canForward(loaded)).toBe(false);
    expect(run(loaded, { type: 'forward' })).toBe(loaded);
    // The loaded next mover's own button replays the same move: it waits too; another mover starts another order.
    expect(canMove(loaded, 'sweeper:A')).toBe(false);
    expect(run(loaded, { type: 'move', actor: 'sweeper:A' })).toBe(loaded);
    expect(canMove(loaded, 'sweeper:B')).toBe(true);
    const key = oneStepQuestion(loaded)!.key;
    const guessed = run(loaded, { type: 'predict', key, item: 'double-count', choice: 'yes' });
    expect(run(guessed, { type: 'forward' }).cursor).toBe(1);
    expect(run(loaded, { type: 'skipPrediction' }, { type: 'forward' }).cursor).toBe(1);
    // Once past, the rest of the order steps on; a reset opens the prediction again.
    const past = run(guessed, { type: 'forward' }, { type: 'back' }, { type: 'forward' }, { type: 'forward' });
    expect(past.cursor).toBe(2);
    expect(forwardWithheld(run(past, { type: 'reset' }, { type: 'loadCase' }))).toBe(false);
    expect(forwardWithheld(run(ONE_STEP_DEFAULTS, { type: 'loadCase' }, { type: 'reset' }, { type: 'loadCase' }))).toBe(true);
  });

  it('refuses a move by an actor who cannot move (done, or not in the setup)', () => {
    expect(run(ONE_STEP_DEFAULTS, { type: 'move', actor: 'sweeper:C' })).toBe(ONE_STEP_DEFAULTS);
    expect(run(ONE_STEP_DEFAULTS, { type: 'move', actor: 'worker:C' })).toBe(ONE_STEP_DEFAULTS);
  });

  it('stepping the Bull #356 case forward flags the double delivery, then the double count', () => {
    let s = run(ONE_STEP_DEFAULTS, { type: 'loadCase' });
    expect(s.cursor).toBe(0);
    // "Skip predicting": this test steps past the checkpoint without answering it.
    s = run(s, { type: 'skipPrediction' });
    for (let i = 0; i < 7; i++) s = reduceOneStep(s, { type: 'forward' });
    expect(flagsOf(sessionOf(s)).map((f) => f.kind)).toEqual(['double-delivery']);
    s = run(s, { type: 'forward' });
    expect(flagsOf(sessionOf(s)).map((f) => f.kind)).toEqual(['double-delivery', 'double-count']);
    expect(run(s, { type: 'forward' }, { type: 'forward' }).cursor).toBe(CASE_SCHEDULE.length);
  });

  it('the case cannot be loaded in atomic mode, and a new setup empties the run and the counts', () => {
    const atomic = run(ONE_STEP_DEFAULTS, { type: 'loadCase' }, { type: 'toggleMode' });
    expect(atomic).toMatchObject({ schedule: [], cursor: 0, explored: null });
    expect(atomic.setup.mode).toBe('atomic');
    expect(run(atomic, { type: 'loadCase' })).toBe(atomic);
  });

  it('too many jobs for the sweepers fall back to one job', () => {
    const s = run(ONE_STEP_DEFAULTS, { type: 'configure', setup: { jobs: 2 } }, { type: 'configure', setup: { sweepers: 3 } });
    expect(s.setup).toMatchObject({ sweepers: 3, jobs: 1 });
    expect(actorsOf(s.setup)).toEqual(['sweeper:A', 'sweeper:B', 'sweeper:C', 'worker:B']);
  });

  it('counts the interleavings only after asking, and zero anomalies in atomic mode', () => {
    expect(run(ONE_STEP_DEFAULTS, { type: 'explore/run' })).toBe(ONE_STEP_DEFAULTS);
    const counted = run(ONE_STEP_DEFAULTS, { type: 'explore' }, { type: 'explore/run' });
    expect(counted.exploring).toBe(false);
    expect(counted.explored).toMatchObject({ interleavings: 396, doubleCount: 360, doubleDelivery: 60 });
    const atomic = run(ONE_STEP_DEFAULTS, { type: 'toggleMode' }, { type: 'explore' }, { type: 'explore/run' });
    expect(atomic.explored).toMatchObject({ interleavings: 6, doubleCount: 0, doubleDelivery: 0 });
  });

  it('a walk reports its progress, can be cancelled, and a stale walk changes nothing', () => {
    const asked = run(ONE_STEP_DEFAULTS, { type: 'explore' });
    expect(asked).toMatchObject({ exploring: true, progress: 0, exploreRun: 1 });
    const halfway = run(asked, { type: 'explore/progress', run: 1, counted: 120 });
    expect(halfway.progress).toBe(120);
    expect(run(halfway, { type: 'explore/progress', run: 0, counted: 5 })).toBe(halfway);
    const cancelled = run(halfway, { type: 'explore/cancel' });
    expect(cancelled).toMatchObject({ exploring: false, progress: null, explored: null });
    const result = run(ONE_STEP_DEFAULTS, { type: 'explore' }, { type: 'explore/run' }).explored!;
    expect(run(cancelled, { type: 'explore/done', run: 1, result })).toBe(cancelled);
    const again = run(cancelled, { type: 'explore' });
    expect(again.exploreRun).toBe(2);
    expect(run(again, { type: 'explore/done', run: 1, result }).explored).toBeNull();
    expect(run(again, { type: 'explore/done', run: 2, result })).toMatchObject({ exploring: false, progress: null, explored: { interleavings: 396 } });
  });

  it('changing the setup stops a walk under way', () => {
    const s = run(ONE_STEP_DEFAULTS, { type: 'explore' }, { type: 'configure', setup: { claims: 2 } });
    expect(s).toMatchObject({ exploring: false, progress: null, explored: null });
  });

  it("an explorer example stops right after the move that raises its kind of flag", () => {
    const counted = run(ONE_STEP_DEFAULTS, { type: 'explore' }, { type: 'explore/run' });
    const s = run(counted, { type: 'showExample', schedule: counted.explored!.examples.doubleDelivery!, kind: 'double-delivery' });
    const moves = sessionOf(s).moves;
    expect(moves[moves.length - 1]!.flags.map((f) => f.kind)).toContain('double-delivery');
    expect(moves.slice(0, -1).flatMap((m) => m.flags).map((f) => f.kind)).not.toContain('double-delivery');
    expect(s.schedule).toEqual(counted.explored!.examples.doubleDelivery);
  });
});

describe('the one-step dive reducer on bad input', () => {
  it('refuses an example schedule the setup cannot replay, keeping the run as it was', () => {
    const s = run(ONE_STEP_DEFAULTS, { type: 'move', actor: 'sweeper:A' });
    expect(run(s, { type: 'showExample', schedule: ['sweeper:C'], kind: null })).toBe(s);
  });
});

describe('the one-step dive, read as Redis holds it', () => {
  it('before anyone moves, j1 is in active under the crashed Worker A’s expired lease', () => {
    expect(jobRowsOf(sessionOf(ONE_STEP_DEFAULTS))).toEqual([
      expect.objectContaining({ id: 'j1', leaseUntilMs: 1_767_225_630_000, pending: false, dead: false, worker: 'A', stalled: null, runByLiveWorker: false }),
    ]);
  });

  it('after the Bull #356 case, j1 waits in pending, counted twice, while Worker B still runs it', () => {
    const s = { ...ONE_STEP_DEFAULTS, schedule: CASE_SCHEDULE, cursor: CASE_SCHEDULE.length };
    expect(jobRowsOf(sessionOf(s))).toEqual([expect.objectContaining({ id: 'j1', leaseUntilMs: null, pending: true, worker: 'B', stalled: '2', runByLiveWorker: true })]);
  });
});
