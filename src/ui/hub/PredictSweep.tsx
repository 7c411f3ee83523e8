import { useEffect, useId, useRef } from 'react';
import { GUESSES, guessesApply, nextSweepWithheld, predictableJobs, revealOf, revealSummary, type Guess } from '../../sim/hub/hubPredict';
import { PREDICT } from '../../sim/narration/catalogue';
import { selectSimState } from '../../store/selectors';
import { useHub, useHubStore } from './useHub';
import { useMoment } from './useMoment';
import '../theme/widget.css';
import '../predict/predict.css';

/**
 * Predict, then reveal: before a sweep, one radio group per job in active (recover, dead-letter,
 * stay in flight); right after the sweep, which guesses held and the catalogue's reason. The
 * guesses live in the hub's model (`guess` actions); the truth is the sweep's own facts.
 */
export function PredictSweep() {
  const at = useMoment();
  const guesses = useHub((s) => s.guesses);
  const predictionOpen = useHub((s) => s.predictionOpen);
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
  const reveal = revealOf(guesses, at.timeline, at.cursor);
  if (reveal) {
    return (
      <section className="predict" aria-label={PREDICT.revealHeading}>
        <h3 className="predict__legend">{PREDICT.revealHeading}</h3>
        <p className="predict__summary">
          {revealSummary(reveal)}
        </p>
        <ul className="predict__rows">
          {reveal.map((r) => (
            <li key={r.jobId} className={`predict__row${r.guess === null ? '' : r.held ? ' is-held' : ' is-missed'}`}>
              <p>
                {r.guess !== null && <span className="predict__mark" aria-hidden="true">{r.held ? '✓ ' : '✗ '}</span>}
                {PREDICT.row(r.jobId, r.guess === null ? null : PREDICT.guessLabel(r.guess), r.actual, r.held)}
              </p>
              <p className="predict__why">{r.why}</p>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const jobs = predictableJobs(selectSimState(at));
  if (jobs.length === 0) return null;
  const mine = guessesApply(guesses, at.timeline, at.cursor) ? guesses.byJob : {};
  const choose = (jobId: string, guess: Guess) => store.dispatch({ type: 'guess', jobId, guess });
  const withheld = nextSweepWithheld({ timeline: at.timeline, cursor: at.cursor, guesses, predictionOpen }, selectSimState(at)) !== null;
  // One rule decides "a prediction is open" (nextSweepWithheld): the radios are offered only then,
  // never beside the forecast and the verdict that answer them; else the learner can open one here.
  if (!withheld) {
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
  return (
    <fieldset className="predict" ref={form}>
      <legend className="predict__legend">{PREDICT.hubLegend}</legend>
      <p className="predict__intro">{PREDICT.hubIntro}</p>
      <div className="predict__jobs">
        {jobs.map((id) => (
          <fieldset key={id} className="predict__job" aria-label={PREDICT.guessFor(id)}>
            <legend aria-hidden="true">{id}</legend>
            {GUESSES.map((g) => (
              <label key={g}>
                <input type="radio" name={`${name}-${id}`} value={g} checked={mine[id] === g} onChange={() => choose(id, g)} />
                {PREDICT.guessLabel(g)}
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

/** Why the next sweep's outcome is withheld at this moment (the model's rule, `nextSweepWithheld`), or null when it is shown. */
export function useOutcomeWithheld(): 'guessing' | 'open' | null {
  const at = useMoment();
  const guesses = useHub((s) => s.guesses);
  const predictionOpen = useHub((s) => s.predictionOpen);
  return nextSweepWithheld({ timeline: at.timeline, cursor: at.cursor, guesses, predictionOpen }, selectSimState(at));
}
