import type { SimState } from '../../sim/engine/simState';
import { isExpired } from '../../sim/events/lease';
import { said, type Said } from '../narration/catalogue';
import type { Narration } from '../narration/narrateEvent';
import { queueKeys } from '../../sim/queue/keys';
import type { JobExplanation, NextSweepVerdict } from '../selectors/explainJob';
import type { JobView, Lane } from '../selectors/jobs';
import type { StallHistory } from '../selectors/storySteps';

/**
 * The most characters of a hash field or value the readout prints; a longer one is cut there and
 * its length shown, so a job whose `data` is half a megabyte does not make the page megapixels tall.
 */
export const READOUT_MAX_CHARS = 200;

/** A hash field or value as the readout prints it: its first characters and, when cut, its full length. */
export interface ReadoutText {
  text: string;
  /** Null when printed whole; else the sentence giving the full length (`… 504,102 characters`). */
  cut: Said<'cutValue'> | null;
}

/** One `HGETALL` row of the selected job: field and value as Redis replies them, and the readout's note beside it. */
export interface ReadoutHashRow {
  field: ReadoutText;
  value: ReadoutText;
  note: Said<'workerCrashed' | 'attemptsNote' | 'stalledNote'> | null;
}

/** What the next sweep does with the selected job, or the line that withholds it while a prediction is open. */
export type ReadoutNext =
  | { withheld: true; text: Said<'verdictWithheld'> }
  | { withheld: false; verdict: NextSweepVerdict; words: Said<'verdict'>; why: string; atLeastOnce: string | null };

/** The selected job's card. Sentences the narrators composed (explainJob) arrive as text; the readout's own as descriptors. */
export interface ReadoutCard {
  id: string;
  label: Said<'cardLabel'>;
  lane: Lane;
  /** `expired 5.0 s ago`, `expires in 15.0 s`; null outside active. */
  deadline: { text: string; expired: boolean } | null;
  where: string;
  next: ReadoutNext;
  /** `HGETALL <key>`: the rows in Redis's reply order (`JobView.fields`), and the note when `stalled` is not set. */
  hash: { key: string; rows: ReadoutHashRow[]; stalledUnset: Said<'stalledUnset'> | null };
  /** `ZSCORE <active> <id>` → the lease deadline (ms since the epoch); null outside active. */
  score: { key: string; member: string; value: number; note: Said<'scoreNote'> } | null;
}

/**
 * Everything the hub's readout shows, serialisable: the last step's sentence (and the
 * announcement, the author's caption), then the selected job, or why none is shown.
 */
export interface ReadoutView {
  lastStep: {
    tone: Narration['tone'];
    announcement: string | null;
    /** The hub narrator's sentence for the last step; `nothingYet` at step 0. */
    text: string | Said<'nothingYet'>;
    caption: string | null;
  };
  selection:
    | { kind: 'none'; before: Said<'promptBefore'>; key: string; after: Said<'promptAfter'> }
    | { kind: 'missing'; text: Said<'missing'> }
    | { kind: 'job'; card: ReadoutCard };
}

/** What `hubReadout` reads: the moment's state and the memoized read models of it. */
export interface ReadoutSources {
  sim: SimState;
  jobs: readonly JobView[];
  /** The job to show (the hub's selection), or null. */
  jobId: string | null;
  narration: Narration | null;
  announcement: string;
  caption: string | null;
  /** Is the next sweep's outcome withheld (a prediction is open: `nextSweepWithheld`)? */
  withheld: boolean;
  /** `explainJob` of a job at this moment, against the next sweep (`selectExplanation`). */
  explain: (job: JobView) => JobExplanation;
  /** Where a job's stall count came from (`stallHistory`). */
  stalls: (jobId: string) => StallHistory;
}

/**
 * The readout's read model (docs/model.md "Keyspace" for the hash and the lease score): one
 * lookup of the job by id, then its facts and sentence descriptors. The component renders it.
 */
export function hubReadout(src: ReadoutSources): ReadoutView {
  const { narration } = src;
  const lastStep = {
    tone: narration?.tone ?? 'neutral',
    announcement: src.announcement === '' ? null : src.announcement,
    text: narration ? narration.text : said('nothingYet'),
    caption: src.caption,
  };
  if (src.jobId === null) return { lastStep, selection: { kind: 'none', before: said('promptBefore'), key: 'j', after: said('promptAfter') } };
  const job = src.jobs.find((j) => j.id === src.jobId);
  if (!job) return { lastStep, selection: { kind: 'missing', text: said('missing', src.jobId) } };
  return { lastStep, selection: { kind: 'job', card: card(src, job) } };
}

function card(src: ReadoutSources, job: JobView): ReadoutCard {
  const { sim } = src;
  const why = src.explain(job);
  const keys = queueKeys(sim.header.queue);
  const start = sim.header.clockStartMs;
  const maxStalled = sim.header.maxStalled;
  const stalls = src.stalls(job.id);
  const rows = [...job.fields].map(([f, v]): ReadoutHashRow => ({
    field: cut(f),
    value: cut(v),
    note:
      f === 'worker' && job.workerCrashed ? said('workerCrashed')
      : f === 'attempts' ? said('attemptsNote')
      : f === 'stalled' ? said('stalledNote', maxStalled, stalls.set, stalls.counted)
      : null,
  }));
  // While the learner predicts, the verdict and its reason (the at-least-once warning says it too) would answer the question.
  const next: ReadoutNext = src.withheld
    ? { withheld: true, text: said('verdictWithheld') }
    : { withheld: false, verdict: why.verdict, words: said('verdict', why.verdict, why.lane, why.limit), why: why.why, atLeastOnce: why.atLeastOnce };
  return {
    id: job.id,
    label: said('cardLabel', job.id),
    lane: job.lane,
    deadline: why.deadlineText !== null && job.deadlineMs !== null ? { text: why.deadlineText, expired: isExpired(job.deadlineMs, sim.nowMs) } : null,
    where: why.where,
    next,
    hash: { key: keys.job(job.id), rows, stalledUnset: !job.fields.has('stalled') && job.hashExists ? said('stalledUnset', maxStalled) : null },
    score: job.deadlineMs === null ? null : { key: keys.active, member: job.id, value: job.deadlineMs, note: said('scoreNote', job.deadlineMs - start, sim.nowMs - start) },
  };
}

/** `text` whole when short; else its first READOUT_MAX_CHARS characters (never half a surrogate pair) and its length. */
function cut(text: string): ReadoutText {
  if (text.length <= READOUT_MAX_CHARS) return { text, cut: null };
  let end = READOUT_MAX_CHARS;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return { text: text.slice(0, end), cut: said('cutValue', text.length) };
}
