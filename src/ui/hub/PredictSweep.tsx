import { useEffect, useId, useRef } from 'react';
import { PREDICT } from '../../model/narration/catalogue';
import { selectPredictPanel, selectWithheld } from '../../store/selectors';
import { useHub, useHubStore } from './useHub';
import '../theme/widget.css';
import '../predict/predict.css';

/**
 * Predict, then reveal: before a sweep, one radio group per job in active (recover, dead-letter,
 * stay in flight); right after the sweep, which guesses held and the catalogue's reason. The
 * guesses live in the hub's model (`guess` actions); the truth is the sweep's own facts. It renders
 * `selectPredictPanel` (`predictPanel`, src/model/hub/hubPredict.ts), its one read.
 */
export function PredictSweep() {
  const view = useHub(selectPredictPanel);
  const store = useHubStore();
  const name = useId();
  // Opened with its button, the form takes focus on its first radio (the button it replaces is gone).
  const form = useRef<HTMLFieldSetElement>(null);
  const focusForm = useRef(false);
  useEffect(() => {
    if (!focusForm.current || !form.current) return;
    focusForm.current = false;
    form.current.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
  });
  switch (view.kind) {
    case 'none':
      return null;
    case 'reveal':
      return (
        <section className="predict" aria-label={PREDICT.revealHeading}>
          <h3 className="predict__legend">{PREDICT.revealHeading}</h3>
          <p className="predict__summary">{view.summary}</p>
          <ul className="predict__rows">
            {view.rows.map((r) => (
              <li key={r.jobId} className={`predict__row${r.mark === null ? '' : r.mark === 'held' ? ' is-held' : ' is-missed'}`}>
                <p>
                  {r.mark !== null && <span className="predict__mark" aria-hidden="true">{r.mark === 'held' ? '✓ ' : '✗ '}</span>}
                  {r.text}
                </p>
                <p className="predict__why">{r.why}</p>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'closed': {
      const open = () => {
        focusForm.current = true;
        store.dispatch({ type: 'openPrediction' });
      };
      return (
        <div className="predict predict--closed">
          <button type="button" className="btn btn--small btn--quiet" onClick={open}>
            {PREDICT.hubOpen}
          </button>
        </div>
      );
    }
    case 'open':
      return (
        <fieldset className="predict" ref={form}>
          <legend className="predict__legend">{PREDICT.hubLegend}</legend>
          <p className="predict__intro">{PREDICT.hubIntro}</p>
          <div className="predict__jobs">
            {view.jobs.map((job) => (
              <fieldset key={job.id} className="predict__job" aria-label={job.label}>
                <legend aria-hidden="true">{job.id}</legend>
                {job.choices.map((c) => (
                  <label key={c.guess}>
                    <input type="radio" name={`${name}-${job.id}`} value={c.guess} checked={c.checked} onChange={() => store.dispatch({ type: 'guess', jobId: job.id, guess: c.guess })} />
                    {c.label}
                  </label>
                ))}
              </fieldset>
            ))}
          </div>
          <div className="predict__actions">
            <button type="button" className="btn btn--small btn--quiet" onClick={() => store.dispatch({ type: 'skipPrediction' })}>
              {PREDICT.skip}
            </button>
          </div>
        </fieldset>
      );
  }
}

/** Why the next sweep's outcome is withheld at this moment (the model's rule, `nextSweepWithheld`), or null when it is shown. */
export function useOutcomeWithheld(): 'guessing' | 'open' | null {
  return useHub(selectWithheld);
}
