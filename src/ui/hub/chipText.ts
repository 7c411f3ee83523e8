import type { JobExplanation } from '../../model/selectors/explainJob';
import { formatDuration } from '../../model/selectors/formatDuration';
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
  const stall = `stall ${job.stalled}/${maxStalled}`;
  const stallWords = `stall ${job.stalled} of ${maxStalled}`;
  const worker = job.worker ? `${job.worker}${job.workerCrashed ? ' ✕' : ''}` : null;
  const workerWords = job.worker ? `, worker ${job.worker}${job.workerCrashed ? ' crashed' : ''}` : '';
  switch (job.lane) {
    case 'active': {
      const d = job.deadlineMs! - nowMs;
      const expired = d <= 0;
      const short = d < 0 ? `expired ${formatDuration(-d)} ago` : d === 0 ? 'expired: deadline = now' : `live, ${formatDuration(d)} left`;
      return { name: `${job.id}, active, ${why.deadlineText}, ${stallWords}${workerWords}`, worker, lines: [short, stall], expired };
    }
    case 'pending':
      return {
        name: `${job.id}, pending${position === 0 ? ', next to be claimed' : position !== undefined ? `, ${ordinal(position + 1)} in line` : ''}, ${stallWords}`,
        worker: null,
        lines: [stall],
        expired: false,
      };
    case 'dead':
      return { name: `${job.id}, dead, ${stallWords}`, worker: null, lines: [`☠ ${stall}`], expired: false };
    default:
      return { name: `${job.id}, ${job.lane}`, worker: null, lines: [job.lane], expired: false };
  }
}

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${s}`;
}
