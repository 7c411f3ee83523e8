import { scannedJobs } from '../../events/facts';
import { CHECKPOINT } from '../../narration/catalogue';
import type { CheckpointQuestion } from '../checkpoint';
import type { BoundStep } from './bound';
import { boundRunOf, restsInMorgue, type BoundState } from './boundModel';

/** The next step after the cursor that takes the job out of active (a sweep or reaper that read it), with its index. */
function nextRecovery(s: BoundState): { step: BoundStep; index: number } | null {
  // The run grows a beat at a time: look one beat further than what is built so far.
  for (const actions of [s.actions, [...s.actions, 'beat' as const]]) {
    const steps = boundRunOf({ ...s, actions }).steps;
    for (let i = s.cursor; i < steps.length; i++) {
      const st = steps[i]!;
      if ((st.step.op === 'sweep' || st.step.op === 'reap') && scannedJobs(st.event.facts).length > 0) return { step: st, index: i };
    }
  }
  return null;
}

/**
 * The bound dive's checkpoint: where does the job go on the next stall, back to pending or to the
 * morgue? Asked while a recovery is ahead (not once the job rests in the morgue); the truth is
 * that recovery's step in the dive's own run (`buildBoundRun` on the emulation), the reason the
 * stall count against maxStalled (a reaper never counts). The key is the setting, the actions and
 * the step, so each stall gets its own question. Source: MODEL.md "Dead-lettering".
 */
export function boundQuestion(s: BoundState): CheckpointQuestion | null {
  if (restsInMorgue(s)) return null;
  const next = nextRecovery(s);
  if (!next) return null;
  const { step, index } = next;
  const dead = step.lane === 'dead';
  const byReaper = step.step.op === 'reap';
  return {
    key: `${s.maxStalled}|${s.mode}|${s.actions.length}|${index}`,
    legend: CHECKPOINT.boundLegend(byReaper ? step.stalled + 1 : step.stalled, s.maxStalled),
    items: [
      {
        id: 'lane',
        label: CHECKPOINT.boundFor,
        options: [
          { value: CHECKPOINT.toPending, label: CHECKPOINT.toPending },
          { value: CHECKPOINT.toMorgue, label: CHECKPOINT.toMorgue },
        ],
        truth: dead ? CHECKPOINT.toMorgue : CHECKPOINT.toPending,
        why: byReaper ? CHECKPOINT.boundWhyReaper(step.stalled) : dead ? CHECKPOINT.boundWhyDead(step.stalled, s.maxStalled) : CHECKPOINT.boundWhyPending(step.stalled, s.maxStalled),
      },
    ],
  };
}
