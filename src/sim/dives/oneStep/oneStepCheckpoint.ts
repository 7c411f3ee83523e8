import { CHECKPOINT } from '../../narration/catalogue';
import type { CheckpointQuestion } from '../checkpoint';
import { flagsOf, replay } from './oneStep';
import type { OneStepState } from './oneStepModel';

/**
 * The one-step dive's checkpoint: does the loaded interleaving count a stall twice? Asked once an
 * interleaving is loaded (null before); the truth is the whole schedule replayed on the emulation
 * (`replay`: a `double-count` flag at some sweeper's HINCRBY), the reason that flag's own sentence.
 * The key is the setup and the schedule, so loading another order drops the guess.
 */
export function oneStepQuestion(s: OneStepState): CheckpointQuestion | null {
  if (s.schedule.length === 0) return null;
  const { mode, sweepers, jobs, claims, maxStalled } = s.setup;
  const counted = flagsOf(replay(s.setup, s.schedule)).find((f) => f.kind === 'double-count');
  return {
    key: `${mode}|${sweepers}|${jobs}|${claims}|${maxStalled}|${s.schedule.join(',')}`,
    legend: CHECKPOINT.oneStepLegend,
    items: [
      {
        id: 'double-count',
        label: CHECKPOINT.oneStepFor,
        options: [
          { value: CHECKPOINT.yes, label: CHECKPOINT.yes },
          { value: CHECKPOINT.no, label: CHECKPOINT.no },
        ],
        truth: counted ? CHECKPOINT.yes : CHECKPOINT.no,
        why: counted ? CHECKPOINT.oneStepWhyYes(counted.text) : CHECKPOINT.oneStepWhyNo,
      },
    ],
  };
}
