import { COURSE } from '../narration/catalogue';
import { at } from '../dives/common';
import { DETECT_HEADER } from '../dives/detect/detect';
import { detectBase, readOf, type DetectState } from '../dives/detect/detectModel';
import { readWithheld } from '../dives/detect/detectCheckpoint';
import { restsInMorgue, type BoundState } from '../dives/bound/boundModel';
import { flagsOf, isFinished } from '../dives/oneStep/oneStep';
import { sessionOf, type OneStepState } from '../dives/oneStep/oneStepModel';

/*
 * How far the learner got in each dive, as the course page's cards say it: read from the dive's
 * own state, which the page shell keeps while another view is shown (null: never opened).
 */

export function detectProgress(s: DetectState | null): string {
  if (!s) return COURSE.notOpened;
  const start = DETECT_HEADER.clockStartMs;
  // While the learner predicts that read in the dive, the count would answer it here.
  if (readWithheld(s)) return COURSE.detectPredicting(at(start + s.nowMs, start));
  return COURSE.detectAt(at(start + s.nowMs, start), readOf(s).ids.length, detectBase().leases.length);
}

export function boundProgress(s: BoundState | null): string {
  if (!s) return COURSE.notOpened;
  return COURSE.boundAt(s.actions.filter((a) => a === 'beat').length, restsInMorgue(s));
}

export function oneStepProgress(s: OneStepState | null): string {
  if (!s) return COURSE.notOpened;
  const session = sessionOf(s);
  return COURSE.oneStepAt(s.cursor, isFinished(session), flagsOf(session).length);
}
