import type { Input } from '../../sim/engine/input';
import { headerOf } from '../../sim/engine/input';
import { SEED_FOUR_JOBS } from './seedFourJobs';

/** The index of the seed scenario's sweep step. */
const SWEEP_INDEX = SEED_FOUR_JOBS.steps.findIndex((s) => s.op === 'sweep');
const SWEEP_AT = SEED_FOUR_JOBS.steps[SWEEP_INDEX]!.at;

/**
 * The hub widget's run: the seed scenario with one `tick` to the sweep's time inserted before
 * the sweep, so the page can open at the moment just before it (clock at t = 35 s, leases
 * visibly expired). `startCursor` is that moment: every input before the sweep has run.
 */
export const HUB = {
  header: headerOf(SEED_FOUR_JOBS),
  inputs: [
    ...SEED_FOUR_JOBS.steps.slice(0, SWEEP_INDEX),
    { at: SWEEP_AT, op: 'tick' },
    ...SEED_FOUR_JOBS.steps.slice(SWEEP_INDEX),
  ] as Input[],
  startCursor: SWEEP_INDEX + 1,
};
