import { describe, expect, it } from 'vitest';
import { HUB } from '../presets/hub';
import { buildTimeline, stateAt } from '../../sim/timeline/timeline';
import { HUB as HUB_TEXT } from '../narration/catalogue';
import { explainJob } from './explainJob';
import { selectJobs } from './jobs';
import { predictSweep } from './predictSweep';

/** The hub's story with the clock stopped at `atMs` (ms after the start) instead of 35 s. */
function at(atMs: number) {
  const t = buildTimeline(HUB.header, [...HUB.inputs.slice(0, HUB.startCursor - 1), { at: atMs, op: 'tick' }]);
  return stateAt(t, t.events.length);
}

describe('a job whose deadline equals now', () => {
  it('is called expired in one wording everywhere the readout speaks of it, never "expires" and then "passed"', () => {
    const state = at(30_000);
    const job = selectJobs(state).find((j) => j.id === 'JOB-b')!;
    expect(job.deadlineMs).toBe(state.nowMs);
    const e = explainJob(state, job, predictSweep(state));
    expect(e.deadlineText).toMatch(/^expired just now: a deadline at or before now is expired$/);
    expect(e.where).toContain('its deadline is at or before now');
    for (const text of [e.deadlineText!, e.where, e.why]) {
      expect(text).not.toMatch(/has passed|expires now|past the deadline/);
    }
    expect(e.verdict).toBe('recover');
  });

  it('is listed as expired by the clock-moved narration in the same words', () => {
    expect(HUB_TEXT.ticked('t = 30.000 s', ['JOB-b'])).toContain('1 lease is expired, deadline at or before now (JOB-b)');
  });
});
