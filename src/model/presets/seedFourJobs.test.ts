import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASES_DIR } from '../../../test/recordedCases';
import { buildTimeline, stateAt } from '../../sim/timeline/timeline';
import { HUB } from './hub';
import { SEED_FOUR_JOBS } from './seedFourJobs';

describe('the hub preset', () => {
  it('is the shared seed-four-jobs scenario, unchanged', () => {
    const shared = JSON.parse(readFileSync(join(CASES_DIR, 'seed-four-jobs.scenario.json'), 'utf8'));
    expect(SEED_FOUR_JOBS).toEqual(shared);
  });

  it('opens just before the sweep with the clock at t = 35 s', () => {
    const t = buildTimeline(HUB.header, HUB.inputs);
    const s = stateAt(t, HUB.startCursor);
    expect(s.nowMs - HUB.header.clockStartMs).toBe(35_000);
    expect(HUB.inputs[HUB.startCursor]!.op).toBe('sweep');
  });
});
