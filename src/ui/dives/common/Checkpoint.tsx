import { useId } from 'react';
import { choicesAt, resultsOf, type CheckpointAction, type CheckpointAnswers, type CheckpointQuestion } from '../../../model/dives/checkpoint';
import { CHECKPOINT } from '../../../model/narration/catalogue';
import '../../theme/widget.css';
import '../../predict/predict.css';

/**
 * In place of a checkpoint whose answer is on the page: one button that asks the question again
 * (the dive then withholds the answer until the learner checks, skips or moves on).
 */
export function OpenPrediction({ label, onOpen }: { label: string; onOpen(): void }) {
  return (
    <div className="predict predict--closed">
      <button type="button" className="btn btn--small btn--quiet" onClick={onOpen}>
        {label}
      </button>
    </div>
  );
}

/**
 * A dive's checkpoint as a form: a group named by the question, one radio group per item, Check,
 * and after Check, per item the guess, the simulator's answer and why (in a polite live region).
 * Everything it shows comes from `question` (the dive's model) and the catalogue. With `onSkip`
 * (the dive's next step waits for a prediction), it says so and offers "Skip predicting".
 */
export function Checkpoint({
  question,
  answers,
  dispatch,
  onSkip,
}: {
  question: CheckpointQuestion;
  answers: CheckpointAnswers | null;
  dispatch(a: CheckpointAction): void;
  onSkip?: () => void;
}) {
  const name = useId();
  const choices = choicesAt(answers, question.key);
  const results = resultsOf(question, answers);
  const labelOf = (itemId: string, value: string | null) => (value === null ? null : (question.items.find((i) => i.id === itemId)?.options.find((o) => o.value === value)?.label ?? value));
  return (
    <fieldset className="predict predict--dive">
      <legend className="predict__legend">{question.legend}</legend>
      {question.items.map((it) => (
        <fieldset key={it.id} className="predict__job" aria-label={it.label}>
          <legend aria-hidden="true">{question.items.length > 1 ? it.id : it.label}</legend>
          {it.options.map((o) => (
            <label key={o.value}>
              <input
                type="radio"
                name={`${name}-${it.id}`}
                value={o.value}
                checked={choices[it.id] === o.value}
                onChange={() => dispatch({ type: 'predict', key: question.key, item: it.id, choice: o.value })}
              />
              {o.label}
            </label>
          ))}
        </fieldset>
      ))}
      <div className="predict__actions">
        <button type="button" className="btn btn--small" onClick={() => dispatch({ type: 'checkPrediction', key: question.key })}>
          {CHECKPOINT.check}
        </button>
        {onSkip && (
          <button type="button" className="btn btn--small btn--quiet" onClick={onSkip}>
            {CHECKPOINT.skip}
          </button>
        )}
      </div>
      {onSkip && <p className="predict__intro">{CHECKPOINT.waiting}</p>}
      <div aria-live="polite">
        {results && (
          <>
            <p className="predict__summary">{CHECKPOINT.summary(results.filter((r) => r.held).length, results.length)}</p>
            <ul className="predict__rows">
              {results.map((r) => {
                const item = question.items.find((i) => i.id === r.id)!;
                return (
                  <li key={r.id} className={`predict__row${r.choice === null ? '' : r.held ? ' is-held' : ' is-missed'}`}>
                    <p>
                      {r.choice !== null && <span className="predict__mark" aria-hidden="true">{r.held ? '✓ ' : '✗ '}</span>}
                      {CHECKPOINT.row(question.items.length > 1 ? r.id : item.label.replace(/\?$/, ''), labelOf(r.id, r.choice), labelOf(r.id, r.truth)!, r.held)}
                    </p>
                    <p className="predict__why">{r.why}</p>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>
    </fieldset>
  );
}
