import { useDeferredValue, useId, useState } from 'react';
import { TUNING_RANGES, tuningOf, type Tuning } from '../../sim/run/tuning';
import { selectRecoveryFigures } from '../../store';
import { useRun, useRunStore } from './useRun';

const KNOBS: { key: keyof Tuning; label: string; hint: string }[] = [
  { key: 'leaseMs', label: 'Lease length', hint: 'how long a claim or extend holds the job' },
  { key: 'heartbeatMs', label: 'Heartbeat interval', hint: 'how often a working worker extends' },
  { key: 'sweepEveryMs', label: 'Sweep cadence', hint: 'how often the sweep reads active' },
];

/** Seconds with one decimal (`12.5 s`), or a dash when there is nothing to measure. */
function seconds(ms: number | null): string {
  return ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`;
}

/**
 * Lease length, heartbeat interval and sweep cadence as sliders, and what the run measured:
 * recovery latency (a crash to the job back in pending: median and max) beside false
 * recoveries (leases taken from slow-but-alive workers). Apply regenerates the run (same seed).
 */
export function TuningPanel() {
  const { dispatch } = useRunStore();
  const run = useRun((s) => s.run);
  const source = useRun((s) => s.source);
  const titleId = useId();
  const idBase = useId();
  const current = run.config ? tuningOf(run.config) : null;
  const [draft, setDraft] = useState<Tuning | null>(current);
  const [shownFor, setShownFor] = useState(run.config);
  if (shownFor !== run.config) {
    // A new run (another preset, Apply, an import) shows its own values.
    setShownFor(run.config);
    setDraft(current);
  }
  // The figures read every fact of the run (the busy hour: thousands): a new run's come in a render of their own.
  const figuresRun = useDeferredValue(run);
  if (!current || !draft || source.presetId === null) return null;
  const figures = selectRecoveryFigures(figuresRun);
  const changed = KNOBS.some((k) => draft[k.key] !== current[k.key]);
  return (
    <section className="run-tuning" aria-labelledby={titleId}>
      <h2 id={titleId}>Tuning</h2>
      <form
        className="run-tuning__form"
        onSubmit={(e) => {
          e.preventDefault();
          dispatch({ type: 'tune', tuning: draft });
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
                aria-valuetext={`${(draft[k.key] / 1000).toFixed(1)} seconds`}
                aria-describedby={`${id}-hint`}
                onChange={(e) => setDraft({ ...draft, [k.key]: Number(e.currentTarget.value) })}
              />
              <span id={`${id}-hint`} className="run-tuning__hint">{k.hint}</span>
            </div>
          );
        })}
        <button type="submit" className="btn btn--small" disabled={!changed}>
          Run again with these
        </button>
      </form>
      <dl className="run-tuning__figures" aria-live="polite">
        <div className="run-tuning__figure" data-figure="latency-median">
          <dt>Recovery latency, median</dt>
          <dd>{seconds(figures.medianMs)}</dd>
        </div>
        <div className="run-tuning__figure" data-figure="latency-max">
          <dt>Recovery latency, max</dt>
          <dd>{seconds(figures.maxMs)}</dd>
        </div>
        <div className="run-tuning__figure" data-figure="false-recoveries">
          <dt>False recoveries</dt>
          <dd>{figures.falseRecoveries}</dd>
        </div>
      </dl>
      <p className="run-tuning__note">
        Over the whole run: latency runs from a worker's crash to its job back in pending ({figures.latenciesMs.length} of {figures.crashesHolding} crashed jobs
        recovered); a false recovery is a lease the sweep took from a worker that was still alive, only slow or paused, so the job may run twice.
      </p>
    </section>
  );
}

