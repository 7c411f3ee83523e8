import { CHECKPOINT } from '../../narration/catalogue';
import { DIVE_VIEW } from '../../narration/diveText';
import type { CheckpointQuestion } from '../checkpoint';
import { flagsOf } from './oneStep';
import { checkpointKeyOf, sessionOf, type OneStepState } from './oneStepModel';

/** One question per schedule and setup: the view re-renders on every move, the replay runs once. */
const questions = new WeakMap<readonly unknown[], Map<string, CheckpointQuestion>>();

/**
 * The one-step dive's checkpoint: does the loaded interleaving count a stall twice? Asked once an
 * interleaving is loaded (null before); the truth is the whole schedule replayed on the emulation
 * (`replay`: a `double-count` flag at some sweeper's HINCRBY), the reason that flag's own sentence.
 * The key is the setup and the schedule (`checkpointKeyOf`), so loading another order drops the
 * guess; the same state gives the same question object.
 */
export function oneStepQuestion(s: Pick<OneStepState, 'setup' | 'schedule'>): CheckpointQuestion | null {
  const key = checkpointKeyOf(s);
  if (key === null) return null;
  let byKey = questions.get(s.schedule);
  if (!byKey) questions.set(s.schedule, (byKey = new Map()));
  let q = byKey.get(key);
  if (!q) byKey.set(key, (q = askOneStep(s, key)));
  return q;
}

function askOneStep(s: Pick<OneStepState, 'setup' | 'schedule'>, key: string): CheckpointQuestion {
  // The whole schedule replayed (shared with the view's sessions, so stepping to the end replays nothing).
  const counted = flagsOf(sessionOf({ setup: s.setup, schedule: s.schedule, cursor: s.schedule.length })).find((f) => f.kind === 'double-count');
  return {
    key,
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
        why: counted ? CHECKPOINT.oneStepWhyYes(DIVE_VIEW.flagTitle(counted.kind), counted.text) : CHECKPOINT.oneStepWhyNo,
      },
    ],
  };
}
