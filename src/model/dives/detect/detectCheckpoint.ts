import { CHECKPOINT } from '../../narration/catalogue';
import { resultsOf, type CheckpointQuestion } from '../checkpoint';
import { detectBase, readOf, secondsText, timeText, type DetectState } from './detectModel';

/** The checkpoint's moment: now, clock and skew (a guess made at another is dropped). */
const detectKey = (s: DetectState): string => `${s.nowMs}|${s.clock}|${s.skewMs}`;

/**
 * Is what the read returns (the chart's "returned" marks, the reply list) withheld? Yes while the
 * learner predicts: guesses made at this moment and not yet checked, or the opening prediction
 * still open (`DetectState.predictionOpen`: until Check, a step of the sweep or a move of now).
 * Once checked at this moment, it is shown.
 */
export function readWithheld(s: DetectState): boolean {
  const a = s.checkpoint;
  if (a && a.key === detectKey(s)) {
    if (a.checked) return false;
    if (Object.keys(a.choices).length > 0) return true;
  }
  return s.predictionOpen;
}

/**
 * Is the checkpoint's form on the page? While the learner predicts (`readWithheld`: the one
 * condition for "a prediction is open", which also hides the chart's marks, the reply, the probe
 * panel's k, the skew verdict and the narration of the read) or to show what Check found at
 * this moment. Otherwise the read is on the page, so the form is not asked beside its answer: the
 * view offers to open a prediction instead (`openPrediction`).
 */
export function checkpointShown(s: DetectState): boolean {
  return readWithheld(s) || resultsOf(detectQuestion(s), s.checkpoint) !== null;
}

/**
 * The detect dive's checkpoint: at this now (and this clock and skew), which leases does
 * `ZRANGEBYSCORE active -inf now` return? One item per lease, `returned` or `not returned`; the
 * truth is the dive's own read (`readOf`, the emulation's reply), the reason its deadline against
 * the read's bound (inclusive: docs/model.md "The verbs"). The key is the moment, so moving now drops
 * the guesses made at another.
 */
export function detectQuestion(s: DetectState): CheckpointQuestion {
  const read = readOf(s);
  const { leases, state } = detectBase();
  const start = state.header.clockStartMs;
  const bound = timeText(read.boundMs - start);
  return {
    key: detectKey(s),
    legend: CHECKPOINT.detectLegend(bound),
    items: leases.map((l) => {
      const inRead = read.ids.includes(l.id);
      const deadline = `t = ${secondsText(l.deadlineMs - start)}`;
      return {
        id: l.id,
        label: CHECKPOINT.detectFor(l.id),
        options: [
          { value: CHECKPOINT.returned, label: CHECKPOINT.returned },
          { value: CHECKPOINT.notReturned, label: CHECKPOINT.notReturned },
        ],
        truth: inRead ? CHECKPOINT.returned : CHECKPOINT.notReturned,
        why: inRead ? CHECKPOINT.detectWhyIn(l.id, deadline, bound) : CHECKPOINT.detectWhyOut(l.id, deadline, bound),
      };
    }),
  };
}
