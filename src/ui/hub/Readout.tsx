import { useId, type ReactNode } from 'react';
import { formatOffset } from '../../sim/selectors/formatDuration';
import type { NextSweepVerdict } from '../../sim/selectors/explainJob';
import { queueKeys } from '../../sim/queue/keys';
import { stallHistory } from '../../sim/selectors/storySteps';
import { selectExplanation, selectJobViews, selectNarration, selectSimState } from '../../store/selectors';
import { captionAt } from '../../sim/hub/hubModel';
import { JOB, PREDICT, STORY } from '../../sim/narration/catalogue';
import { useOutcomeWithheld } from './PredictSweep';
import { useHub } from './useHub';
import { useMoment } from './useMoment';
import { isExpired } from '../../sim/events/lease';

const VERDICT: Record<NextSweepVerdict, { icon: string; words: string }> = {
  recover: { icon: '↩', words: 'recover: back to pending' },
  'dead-letter': { icon: '☠', words: 'dead-letter: into the dead set' },
  'stay in flight': { icon: '⏱', words: 'stay in flight' },
  'drop orphan': { icon: '⌀', words: 'drop the orphan id' },
  'not in active': { icon: '–', words: 'nothing (not in active)' },
};

/**
 * The readout: what the last step did, then the selected job: its hash, its deadline against
 * now in words, and what the next sweep will do with it and why. One polite live region holds
 * only the last step's sentence (and an announcement), so a screen reader hears what changed
 * once, not the whole card.
 */
export function Readout({ children }: { children?: ReactNode }) {
  const at = useMoment();
  const announcement = useHub((s) => s.announcement);
  const caption = useHub(captionAt);
  const selectedId = useHub((s) => s.selectedJobId);
  const state = selectSimState(at);
  const narration = selectNarration(at);
  const job = selectedId === null ? null : (selectJobViews(at).find((j) => j.id === selectedId) ?? null);
  const why = job ? selectExplanation(at, job) : null;
  const start = state.header.clockStartMs;
  const keys = queueKeys(state.header.queue);
  const titleId = useId();
  const stalls = job ? stallHistory(at.timeline.events, at.cursor, job.id) : null;
  // While the learner predicts, the verdict and its reason (the at-least-once warning says it too) would answer the question.
  const withheld = useOutcomeWithheld() !== null;
  return (
    <section className="readout" aria-labelledby={titleId}>
      <div className="readout__bar">
        <h2 id={titleId} className="panel-title">Readout</h2>
        {children}
      </div>
      <div className="readout__live">
        {/* The live region is what changed, in a sentence; the job card below is read on demand, not announced whole. */}
        <div className={`readout__event tone-${narration?.tone ?? 'neutral'}`} role="status" aria-live="polite" aria-atomic="true">
          <p className="readout__kicker">Last step</p>
          {announcement && <p className="readout__announce">{announcement}</p>}
          <p>{narration ? narration.text : 'Nothing has run yet.'}</p>
          {caption !== null && (
            <p className="readout__caption">
              <strong>{STORY.captionLabel}: </strong>
              {caption}
            </p>
          )}
        </div>
        {selectedId !== null && !job && <p className="readout__empty">{selectedId} does not exist at this step.</p>}
        {selectedId === null && (
          <p className="readout__empty">
            Select a job (click it, or press <kbd>j</kbd>) to see its hash, its deadline against now, and what the next sweep will do with it.
          </p>
        )}
        {job && why && (
          <article className="job-card" aria-label={`${job.id} details`}>
            <header className="job-card__head">
              <h3 className="job-card__id">{job.id}</h3>
              <span className={`badge badge--${job.lane}`}>{job.lane}</span>
              {why.deadlineText && <span className={`job-card__deadline${isExpired(job.deadlineMs!, state.nowMs) ? ' is-expired' : ''}`}>{why.deadlineText}</span>}
            </header>
            <p className="job-card__where">{why.where}</p>
            {withheld ? (
              <div className="verdict verdict--withheld">
                <p className="verdict__label">{PREDICT.verdictWithheld}</p>
              </div>
            ) : (
              <div className={`verdict verdict--${why.verdict.replace(/ /g, '-')}`}>
                <p className="verdict__label">
                  Next sweep: <strong><span aria-hidden="true">{VERDICT[why.verdict].icon} </span>{VERDICT[why.verdict].words}</strong>
                </p>
                <p className="verdict__why">{why.why}</p>
              </div>
            )}
            {!withheld && why.atLeastOnce && (
              <p className="warning">
                <strong><span aria-hidden="true">⚠ </span>At-least-once: </strong>
                {why.atLeastOnce}
              </p>
            )}
            <dl className="hash">
              <div className="hash__key">
                <dt>HGETALL</dt>
                <dd><code>{keys.job(job.id)}</code></dd>
              </div>
              {[...job.fields].map(([f, v]) => (
                <div key={f}>
                  <dt>{f}</dt>
                  <dd>
                    <code>{v}</code>
                    {f === 'worker' && job.workerCrashed && <span className="hash__note"> (crashed)</span>}
                    {f === 'attempts' && <span className="hash__note"> {JOB.attemptsNote}</span>}
                    {f === 'stalled' && stalls && <span className="hash__note"> {JOB.stalledNote(state.header.maxStalled, stalls.set, stalls.counted)}</span>}
                  </dd>
                </div>
              ))}
              {!job.fields.has('stalled') && job.hashExists && (
                <div>
                  <dt>stalled</dt>
                  <dd>
                    <span className="hash__note">not set (counts as 0 of {state.header.maxStalled})</span>
                  </dd>
                </div>
              )}
            </dl>
            {job.deadlineMs !== null && (
              <dl className="hash hash--score">
                <div className="hash__key">
                  <dt>ZSCORE</dt>
                  <dd>
                    <code>
                      {keys.active} {job.id}
                    </code>
                  </dd>
                </div>
                <div>
                  <dt>→ score</dt>
                  <dd>
                    <code>{job.deadlineMs}</code>
                    <span className="hash__note">
                      {' '}
                      the lease deadline, not a hash field: {formatOffset(job.deadlineMs - start)}; now {formatOffset(state.nowMs - start)}
                    </span>
                  </dd>
                </div>
              </dl>
            )}
          </article>
        )}
      </div>
    </section>
  );
}
