import { CHECKPOINT } from '../../narration/catalogue';
import type { CheckpointQuestion } from '../checkpoint';
import { checkpointKeyOf, nextRecoveryOf, type BoundState } from './boundModel';

/**
 * The bound dive's checkpoint: where does the job go on the next stall, back to pending or to the
 * morgue? Asked while a recovery is ahead (not once the job rests in the morgue); the truth is
 * that recovery's step in the dive's own run (`buildBoundRun` on the emulation), the reason the
 * stall count against maxStalled (a reaper never counts). The key is the setting, the retries and
 * the step (`checkpointKeyOf`), so each stall gets its own question. Source: docs/model.md "The verbs" (sweep).
 */
export function boundQuestion(s: BoundState): CheckpointQuestion | null {
  const next = nextRecoveryOf(s);
  const key = checkpointKeyOf(s);
  if (!next || key === null) return null;
  const { step } = next;
  const dead = step.lane === 'dead';
  const byReaper = step.step.op === 'reap';
  return {
    key,
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
