import { CHECKPOINT } from '../../narration/catalogue';
import type { CheckpointQuestion } from '../checkpoint';
import { detectBase, readOf, secondsText, timeText, type DetectState } from './detectModel';

/**
 * The detect dive's checkpoint: at this now (and this clock and skew), which leases does
 * `ZRANGEBYSCORE active -inf now` return? One item per lease, `returned` or `not returned`; the
 * truth is the dive's own read (`readOf`, the emulation's reply), the reason its deadline against
 * the read's bound (inclusive: MODEL.md "The verbs"). The key is the moment, so moving now drops
 * the guesses made at another.
 */
export function detectQuestion(s: DetectState): CheckpointQuestion {
  const read = readOf(s);
  const { leases, state } = detectBase();
  const start = state.header.clockStartMs;
  const bound = timeText(read.boundMs - start);
  return {
    key: `${s.nowMs}|${s.clock}|${s.skewMs}`,
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
