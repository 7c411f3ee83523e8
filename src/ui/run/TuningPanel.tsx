import { useDeferredValue, useId, useState } from 'react';
import { RUN_TOOLS } from '../../model/narration/catalogue';
import {
  MAX_SWEEP_LIMIT, sweepLimitOf, TUNING_RANGES, tuningChange, tuningOf,
  type RecoveryFigures, type SweepLimit, type Tuning,
} from '../../model/run/tuning';
import { selectRecoveryFigures } from '../../store';
import { useRun, useRunStore } from './useRun';
import { RUN_VIEW } from '../../model/narration/runText';
import { formatSeconds } from '../../model/selectors/formatDuration';

const KNOBS: { key: keyof Tuning; label: string; hint: string }[] = (['leaseMs', 'heartbeatMs', 'sweepEveryMs'] as const).map((key) => ({ key, ...RUN_VIEW.knobs[key] }));

/** The LIMITs the select offers besides none (and the run's own, when it is another). */
const LIMIT_CHOICES = [1, 2, 3, 4, 5, 6, 8, 10, 20, 50, MAX_SWEEP_LIMIT];

/** Seconds with one decimal (`12.5 s`), or a dash when there is nothing to measure. */
function seconds(ms: number | null): string {
  return ms === null ? RUN_VIEW.none : formatSeconds(ms);
}

const settings = (t: Tuning, limit: SweepLimit) => RUN_TOOLS.settings(t.leaseMs, t.heartbeatMs, t.sweepEveryMs, limit);

/**
 * Lease length, heartbeat interval, sweep cadence and the sweep's LIMIT, and what the run
 * measured: recovery latency (a crash to the job back in pending: median and max) beside false
 * recoveries (leases taken from slow-but-alive workers). Apply regenerates the run (same seed, so
 * the same jobs crash); the run before stays beside it, and one sentence says what the change
 * bought and what it cost.
 */
export function TuningPanel() {
  const { dispatch } = useRunStore();
  const run = useRun((s) => s.run);
  const source = useRun((s) => s.source);
  const before = useRun((s) => s.before ?? null);
  const titleId = useId();
  const idBase = useId();
  const current = run.config ? tuningOf(run.config) : null;
  const currentLimit = run.config ? sweepLimitOf(run.config) : null;
  const [draft, setDraft] = useState<Tuning | null>(current);
  const [limitDraft, setLimitDraft] = useState<SweepLimit>(currentLimit);
  const [shownFor, setShownFor] = useState(run.config);
  if (shownFor !== run.config) {
    // A new run (another preset, Apply, an import) shows its own values.
    setShownFor(run.config);
    setDraft(current);
    setLimitDraft(currentLimit);
  }
  // The figures read every fact of the run (the busy hour: thousands): a new run's come in a render of their own.
  const figuresRun = useDeferredValue(run);
  if (!current || !draft || source.presetId === null) return null;
  const figures = selectRecoveryFigures(figuresRun);
  const limitChanged = limitDraft !== currentLimit;
  const changed = limitChanged || KNOBS.some((k) => draft[k.key] !== current[k.key]);
  const limitId = `${idBase}-limit`;
  const limits = [...new Set([...LIMIT_CHOICES, ...(currentLimit === null ? [] : [currentLimit])])].sort((a, b) => a - b);
  const sentence = before
    ? RUN_TOOLS.tradeOff(tuningChange(before, current, currentLimit), figures, before.figures)
    : RUN_TOOLS.tradeOffNow(current.leaseMs, figures);
  return (
    <section className="run-tuning" aria-labelledby={titleId}>
      <h2 id={titleId}>{RUN_VIEW.tuning}</h2>
      <form
        className="run-tuning__form"
        onSubmit={(e) => {
          e.preventDefault();
          dispatch({ type: 'tune', tuning: draft, ...(limitChanged ? { limit: limitDraft } : {}) });
        }}
      >
        {KNOBS.map((k) => {
          const [min, max, step] = TUNING_RANGES[k.key];
          const id = `${idBase}-${k.key}`;
          return (
            <div key={k.key} className="run-tuning__knob">
              <label htmlFor={id}>
                {k.label} <output htmlFor={id}>{seconds(draft[k.key])}</output>
              </label>
              <input
                id={id}
                type="range"
                min={min}
                max={max}
                step={step}
                value={draft[k.key]}
                aria-valuetext={formatSeconds(draft[k.key], RUN_VIEW.secondsSpoken)}
                aria-describedby={`${id}-hint`}
                onChange={(e) => setDraft({ ...draft, [k.key]: Number(e.currentTarget.value) })}
              />
              <span id={`${id}-hint`} className="run-tuning__hint">{k.hint}</span>
            </div>
          );
        })}
        <div className="run-tuning__knob">
          <label htmlFor={limitId}>{RUN_TOOLS.limitLabel}</label>
          <select
            id={limitId}
            value={limitDraft === null ? 'none' : String(limitDraft)}
            aria-describedby={`${limitId}-hint`}
            onChange={(e) => setLimitDraft(e.currentTarget.value === 'none' ? null : Number(e.currentTarget.value))}
          >
            <option value="none">{RUN_TOOLS.limitNone}</option>
            {limits.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <span id={`${limitId}-hint`} className="run-tuning__hint">{RUN_TOOLS.limitHint}</span>
        </div>
        <button type="submit" className="btn btn--small" disabled={!changed}>
          {RUN_VIEW.runAgain}
        </button>
      </form>
      <div className="run-tuning__results">
        {before && <Figures caption={`${RUN_TOOLS.previousRun}: ${settings(before.tuning, before.limit)}`} figures={before.figures} was />}
        <Figures caption={`${RUN_TOOLS.thisRun}: ${settings(current, currentLimit)}`} figures={figures} />
      </div>
      <p className="run-tuning__tradeoff" aria-live="polite">
        {sentence}
      </p>
      {current.heartbeatMs >= current.leaseMs && (
        <p className="run-tuning__warning" role="note">
          {RUN_TOOLS.heartbeatNotShorter(current.heartbeatMs, current.leaseMs)}
        </p>
      )}
      <p className="run-tuning__note">{RUN_TOOLS.figuresNote(figures.latenciesMs.length, figures.crashesHolding)}</p>
    </section>
  );
}

/** One run's three figures under a caption naming its settings; `was`: the run before the last change. */
function Figures({ caption, figures, was = false }: { caption: string; figures: RecoveryFigures; was?: boolean }) {
  const captionId = useId();
  const mark = (name: string) => (was ? { 'data-figure-before': name } : { 'data-figure': name });
  return (
    <div role="group" aria-labelledby={captionId} className={`run-tuning__run${was ? ' run-tuning__run--before' : ''}`}>
      <p id={captionId} className="run-tuning__caption">
        {caption}
      </p>
      <dl className="run-tuning__figures">
        <div className="run-tuning__figure" {...mark('latency-median')}>
          <dt>{RUN_VIEW.latencyMedian}</dt>
          <dd>{seconds(figures.medianMs)}</dd>
        </div>
        <div className="run-tuning__figure" {...mark('latency-max')}>
          <dt>{RUN_VIEW.latencyMax}</dt>
          <dd>{seconds(figures.maxMs)}</dd>
        </div>
        <div className="run-tuning__figure" {...mark('false-recoveries')}>
          <dt>{RUN_VIEW.falseRecoveries}</dt>
          <dd>{figures.falseRecoveries}</dd>
        </div>
      </dl>
    </div>
  );
}
