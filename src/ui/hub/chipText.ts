import { isExpired } from '../../sim/events/lease';
import type { JobExplanation } from '../../model/selectors/explainJob';
import { HUB_CHIP } from '../../model/narration/hubText';
import type { JobView } from '../../model/selectors/jobs';

/** What a chip says: its accessible name (id first) and its visible lines. */
export interface ChipText {
  name: string;
  worker: string | null;
  lines: string[];
  expired: boolean;
}

/**
 * The words on a job chip. Every visual cue has words too (expired, stall n/M, crashed), so
 * colour is never the only signal; the accessible name starts with the job id.
 */
export function chipText(job: JobView, why: JobExplanation, nowMs: number, maxStalled: number, position?: number): ChipText {
  const stall = HUB_CHIP.stall(job.stalled, maxStalled);
  const stallWords = HUB_CHIP.stallWords(job.stalled, maxStalled);
  const worker = job.worker ? `${job.worker}${job.workerCrashed ? HUB_CHIP.crashedMark : ''}` : null;
  const workerWords = job.worker ? HUB_CHIP.worker(job.worker, job.workerCrashed) : '';
  switch (job.lane) {
    case 'active': {
      const d = job.deadlineMs! - nowMs;
      const expired = isExpired(job.deadlineMs!, nowMs);
      return { name: HUB_CHIP.active(job.id, why.deadlineText, stallWords, workerWords), worker, lines: [HUB_CHIP.deadline(d), stall], expired };
    }
    case 'pending':
      return {
        name: HUB_CHIP.pending(job.id, stallWords, position),
        worker: null,
        lines: [stall],
        expired: false,
      };
    case 'dead':
      return { name: HUB_CHIP.dead(job.id, stallWords), worker: null, lines: [HUB_CHIP.deadLine(stall)], expired: false };
    default:
      return { name: HUB_CHIP.other(job.id, job.lane), worker: null, lines: [HUB_CHIP.laneName(job.lane)], expired: false };
  }
}
