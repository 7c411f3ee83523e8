import type { Input } from '../../sim/engine/input';
import { parseToken } from '../../sim/events/lease';
import type { CompleteStep, SweepStep } from '../../sim/format/scenario';
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
  worker: parseToken(late.token)!.worker,
  delayMs: late.at - sweep.at,
};

/**
 * The inputs the hub's own buttons run, built in one place so a replay of the recorded story (and
 * a link's `then=`) produces the same input, key for key. `at` is ms after the clock start.
 */
export const hubInput = {
  sweep: (at: number): Input => ({ at, op: 'sweep' }),
  tick: (at: number): Input => ({ at, op: 'tick' }),
  lateComplete: (now: number): Input => ({ at: now + LATE_COMPLETE.delayMs, op: 'complete', job: LATE_COMPLETE.job, token: LATE_COMPLETE.token }),
};

/** How far "Advance the clock" moves the server clock. */
export const ADVANCE_MS = 5000;
