import { useId, type ReactNode } from 'react';
import { HUB_CHIP, READOUT, say, STORY } from '../../model/narration/catalogue';
import type { ReadoutCard, ReadoutText } from '../../model/hub/hubReadout';
import { selectReadout } from '../../store/selectors';
import { useHub } from './useHub';

/**
 * The readout: what the last step did, then the selected job: its hash, its deadline against
 * now in words, and what the next sweep will do with it and why. One polite live region holds
 * only the last step's sentence (and an announcement), so a screen reader hears what changed
 * once, not the whole card. It renders `selectReadout` (src/model/hub/hubReadout.ts), its one read.
 */
export function Readout({ children }: { children?: ReactNode }) {
  const view = useHub(selectReadout);
  const titleId = useId();
  const { lastStep, selection } = view;
  return (
    <section className="readout" aria-labelledby={titleId}>
      <div className="readout__bar">
        <h2 id={titleId} className="panel-title">{READOUT.title}</h2>
        {children}
      </div>
      <div className="readout__live">
        {/* The live region is what changed, in a sentence; the job card below is read on demand, not announced whole. */}
        <div className={`readout__event tone-${lastStep.tone}`} role="status" aria-live="polite" aria-atomic="true">
          <p className="readout__kicker">{READOUT.lastStep}</p>
          {lastStep.announcement !== null && <p className="readout__announce">{lastStep.announcement}</p>}
          <p>{typeof lastStep.text === 'string' ? lastStep.text : say(lastStep.text)}</p>
          {lastStep.caption !== null && (
            <p className="readout__caption">
              <strong>{STORY.captionLabel}: </strong>
              {lastStep.caption}
            </p>
          )}
        </div>
        {selection.kind === 'missing' && <p className="readout__empty">{say(selection.text)}</p>}
        {selection.kind === 'none' && (
          <p className="readout__empty">
            {say(selection.before)}<kbd>{selection.key}</kbd>{say(selection.after)}
          </p>
        )}
        {selection.kind === 'job' && <JobCard card={selection.card} />}
      </div>
    </section>
  );
}

function JobCard({ card }: { card: ReadoutCard }) {
  const { next, hash, score } = card;
  return (
    <article className="job-card" aria-label={say(card.label)}>
      <header className="job-card__head">
        <h3 className="job-card__id">{card.id}</h3>
        <span className={`badge badge--${card.lane}`}>{HUB_CHIP.laneName(card.lane)}</span>
        {card.deadline && <span className={`job-card__deadline${card.deadline.expired ? ' is-expired' : ''}`}>{card.deadline.text}</span>}
      </header>
      <p className="job-card__where">{card.where}</p>
      {next.withheld ? (
        <div className="verdict verdict--withheld">
          <p className="verdict__label">{say(next.text)}</p>
        </div>
      ) : (
        <div className={`verdict verdict--${next.verdict.replace(/ /g, '-')}`}>
          <p className="verdict__label">
            {READOUT.nextSweep}<strong><span aria-hidden="true">{READOUT.icon[next.verdict]} </span>{say(next.words)}</strong>
          </p>
          <p className="verdict__why">{next.why}</p>
        </div>
      )}
      {!next.withheld && next.atLeastOnce && (
        <p className="warning">
          <strong><span aria-hidden="true">⚠ </span>{READOUT.atLeastOnce}</strong>
          {next.atLeastOnce}
        </p>
      )}
      <dl className="hash">
        <div className="hash__key">
          <dt>{READOUT.hgetall}</dt>
          <dd><code>{hash.key}</code></dd>
        </div>
        {hash.rows.map((row, i) => (
          <div key={i}>
            <dt><Cut text={row.field} /></dt>
            <dd>
              <code><Cut text={row.value} /></code>
              {row.note && <span className="hash__note">{say(row.note)}</span>}
            </dd>
          </div>
        ))}
        {hash.stalledUnset && (
          <div>
            <dt>{READOUT.stalledField}</dt>
            <dd>
              <span className="hash__note">{say(hash.stalledUnset)}</span>
            </dd>
          </div>
        )}
      </dl>
      {score && (
        <dl className="hash hash--score">
          <div className="hash__key">
            <dt>{READOUT.zscore}</dt>
            <dd>
              <code>
                {score.key} {score.member}
              </code>
            </dd>
          </div>
          <div>
            <dt>{READOUT.score}</dt>
            <dd>
              <code>{score.value}</code>
              <span className="hash__note">{say(score.note)}</span>
            </dd>
          </div>
        </dl>
      )}
    </article>
  );
}

/** A field or value, cut to its first characters with its length said when it is too long to print whole. */
function Cut({ text }: { text: ReadoutText }) {
  return (
    <>
      {text.text}
      {text.cut && <span className="hash__cut">{say(text.cut)}</span>}
    </>
  );
}
