import type { CompleteStep, SweepStep } from '../../sim/scenario/types';
import { HUB } from '../../sim/presets/hub';

const sweep = HUB.inputs.find((i): i is SweepStep => i.op === 'sweep')!;
const late = HUB.inputs.find((i): i is CompleteStep => i.op === 'complete' && i.at >= sweep.at)!;

/**
 * The hub's second act, read from the preset so the button and the recorded story cannot
 * disagree: after the sweep, the slow worker (JOB-c's w3) sends its complete, `delayMs` later.
 */
export const LATE_COMPLETE = {
  job: late.job,
  token: late.token,
  worker: late.token.slice(0, late.token.lastIndexOf(':')),
  delayMs: late.at - sweep.at,
};
