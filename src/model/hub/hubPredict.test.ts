import { describe, expect, it } from 'vitest';
import { HUB } from '../presets/hub';
import { buildTimeline, stateAt } from '../../sim/timeline/timeline';
import { hubInitial, reduceHub, type HubAction, type HubState } from './hubModel';
import { nextSweepWithheld, predictableJobs, revealOf, revealSummary } from './hubPredict';

const timeline = buildTimeline(HUB.header, HUB.inputs);
const sweep: HubAction = { type: 'run', input: { at: 35_000, op: 'sweep' } };

function drive(...actions: HubAction[]): HubState {
  return actions.reduce(reduceHub, hubInitial({ timeline, cursor: HUB.startCursor }));
}
const reveal = (s: HubState) => revealOf(s.guesses, s.timeline, s.cursor);
const withheld = (s: HubState) => nextSweepWithheld(s, stateAt(s.timeline, s.cursor));

describe("the next sweep's outcome while the learner predicts", () => {
  it('is withheld at the opening step, before any guess', () => {
    expect(withheld(drive())).toBe('open');
  });

  it('is withheld while guesses are open, and shown right after the sweep that answers them', () => {
    const guessed = drive({ type: 'guess', jobId: 'JOB-b', guess: 'recover' });
    expect(withheld(guessed)).toBe('guessing');
    expect(withheld(reduceHub(guessed, sweep))).toBeNull();
  });

  it('is shown once the learner steps the sweep without predicting, or steps back and forth', () => {
    expect(withheld(drive(sweep))).toBeNull();
    expect(withheld(drive({ type: 'moveTo', cursor: HUB.startCursor - 1 }, { type: 'moveTo', cursor: HUB.startCursor }))).toBeNull();
  });

  it('is shown once the learner skips predicting, which also forgets the guesses made', () => {
    const s = drive({ type: 'guess', jobId: 'JOB-b', guess: 'recover' }, { type: 'skipPrediction' });
    expect(s.guesses).toBeNull();
    expect(withheld(s)).toBeNull();
  });

  it('is withheld again when the learner guesses after skipping', () => {
    expect(withheld(drive({ type: 'skipPrediction' }, { type: 'guess', jobId: 'JOB-a', guess: 'recover' }))).toBe('guessing');
  });

  it('is not withheld when no lease is in active (nothing to predict)', () => {
    expect(predictableJobs(stateAt(timeline, 0))).toEqual([]);
    expect(withheld(hubInitial({ timeline, cursor: 0 }))).toBeNull();
  });
});

describe('predict, then reveal on the hub', () => {
  it('offers a guess for every job whose lease is in active just before the sweep', () => {
    expect(predictableJobs(stateAt(timeline, HUB.startCursor))).toEqual(['JOB-a', 'JOB-b', 'JOB-c', 'JOB-d']);
  });

  it('records one guess per job at the cursor, and a changed mind replaces the guess', () => {
    const s = drive(
      { type: 'guess', jobId: 'JOB-b', guess: 'stay in flight' },
      { type: 'guess', jobId: 'JOB-b', guess: 'recover' },
      { type: 'guess', jobId: 'JOB-d', guess: 'dead-letter' },
    );
    expect(s.guesses).toMatchObject({ at: HUB.startCursor, byJob: { 'JOB-b': 'recover', 'JOB-d': 'dead-letter' } });
  });

  it('shows nothing to reveal before the sweep has run', () => {
    expect(reveal(drive({ type: 'guess', jobId: 'JOB-a', guess: 'recover' }))).toBeNull();
  });

  it('after the sweep, says which guesses held against what the sweep really did, with the reason', () => {
    const s = drive(
      { type: 'guess', jobId: 'JOB-a', guess: 'recover' },
      { type: 'guess', jobId: 'JOB-b', guess: 'recover' },
      { type: 'guess', jobId: 'JOB-c', guess: 'stay in flight' },
      { type: 'guess', jobId: 'JOB-d', guess: 'dead-letter' },
      sweep,
    );
    const rows = reveal(s)!;
    expect(rows.map((r) => [r.jobId, r.actual, r.held])).toEqual([
      ['JOB-a', 'stay in flight', false],
      ['JOB-b', 'recover', true],
      ['JOB-c', 'recover', false],
      ['JOB-d', 'dead-letter', true],
    ]);
    expect(rows[0]!.why).toMatch(/deadline is after now/);
    expect(rows[3]!.why).toMatch(/reaches maxStalled 3/);
    expect(revealSummary(rows)).toBe('2 of 4 predictions held.');
  });

  it('takes the truth from the sweep that ran, not from the story: a later sweep over other leases reveals its own outcome', () => {
    // Advance 40 s past every deadline, guess, then sweep: JOB-a's lease has lapsed too.
    const later = drive({ type: 'run', input: { at: 75_000, op: 'tick' } }, { type: 'guess', jobId: 'JOB-a', guess: 'stay in flight' }, {
      type: 'run',
      input: { at: 75_000, op: 'sweep' },
    });
    expect(reveal(later)!.find((r) => r.jobId === 'JOB-a')).toMatchObject({ guess: 'stay in flight', actual: 'recover', held: false });
  });

  it('names the jobs left without a guess in the summary', () => {
    const rows = reveal(drive({ type: 'guess', jobId: 'JOB-b', guess: 'recover' }, sweep))!;
    expect(rows.find((r) => r.jobId === 'JOB-a')!.guess).toBeNull();
    expect(revealSummary(rows)).toBe('1 of 1 prediction held (3 of the 4 jobs had no guess).');
  });

  it('forgets guesses made at another moment when the learner guesses again elsewhere', () => {
    const s = drive({ type: 'guess', jobId: 'JOB-a', guess: 'recover' }, { type: 'moveTo', cursor: HUB.startCursor - 1 }, { type: 'guess', jobId: 'JOB-b', guess: 'recover' });
    expect(s.guesses).toMatchObject({ at: HUB.startCursor - 1, byJob: { 'JOB-b': 'recover' } });
    expect(s.guesses!.byJob).not.toHaveProperty('JOB-a');
  });

  it('reveals nothing when the past under the guesses was rewritten by a fork', () => {
    const s = drive(
      { type: 'moveTo', cursor: HUB.startCursor - 1 },
      { type: 'guess', jobId: 'JOB-a', guess: 'recover' },
      { type: 'run', input: { at: 40_000, op: 'tick' } },
      { type: 'run', input: { at: 40_000, op: 'sweep' } },
    );
    expect(reveal(s)).toBeNull();
  });

  it('keeps the guesses through stepping back and replaying the sweep', () => {
    const s = drive({ type: 'guess', jobId: 'JOB-d', guess: 'dead-letter' }, sweep, { type: 'moveTo', cursor: HUB.startCursor }, { type: 'moveTo', cursor: HUB.startCursor + 1 });
    expect(reveal(s)!.find((r) => r.jobId === 'JOB-d')!.held).toBe(true);
  });
});
