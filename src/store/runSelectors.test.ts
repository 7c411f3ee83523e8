import { describe, expect, it } from 'vitest';
import { runFromScenario } from '../sim/actors/run';
import { parseScenario } from '../sim/scenario/parseScenario';
import { selectEntryType, selectIsWarning, selectNarrationLine, selectNarrationText, selectStripMarks } from './selectors';

const header = { format: 'emq-scenario/1', name: 'tags', queue: 'q', clockStartMs: 1_700_000_000_000, maxStalled: 1, leaseMs: 1000 };
const run = runFromScenario(
  parseScenario({
    ...header,
    steps: [
      { at: 0, op: 'claim', worker: 'w2' },
      { at: 0, op: 'enqueue', job: 'j1' },
      { at: 0, op: 'claim', worker: 'w1' },
      { at: 2000, op: 'sweep' },
      { at: 2100, op: 'extend', job: 'j1', token: 'w1:1' },
      { at: 2200, op: 'complete', job: 'j1', token: 'w1:1' },
      { at: 2300, op: 'crash', worker: 'w1' },
    ],
  }),
);
const at = (cursor: number) => ({ run, cursor });

describe('the run view tags each entry with what happened', () => {
  it('tags a claim on an empty pending as claim/foundNothing, not job/claimed', () => {
    expect(selectNarrationText(at(1))).toMatch(/asked for a job, but pending was empty/);
    expect(selectEntryType(at(1))).toBe('claim/foundNothing');
    expect(selectEntryType(at(3))).toBe('job/claimed');
  });

  it('tags an extend answered -1 as lease/lost and a late complete as complete/rejected, both warnings', () => {
    expect(selectEntryType(at(5))).toBe('lease/lost');
    expect(selectEntryType(at(6))).toBe('complete/rejected');
    expect(selectNarrationText(at(6))).toMatch(/rejected with -1/);
    expect([selectIsWarning(at(5)), selectIsWarning(at(6)), selectIsWarning(at(3))]).toEqual([true, true, false]);
  });

  it('marks the dead-lettering sweep and the crash on the strip as two kinds', () => {
    expect(selectStripMarks(run).map((m) => m.kind)).toEqual(['dead', 'crash']);
  });
});

describe('the run view’s narration panel reads one view', () => {
  it('gives the clock, the step, the sentence and the warning the panel shows, as plain data', () => {
    const view = selectNarrationLine(at(4), 2000);
    expect(view).toEqual({ clockLabel: 'server clock', clock: 't = 2.0 s', step: 'step 4 of 7', text: selectNarrationText(at(4)), warning: selectIsWarning(at(4)) });
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
    expect(selectNarrationLine(at(6), 2200).warning).toBe(true);
  });
});
