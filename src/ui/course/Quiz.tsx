import { useId } from 'react';
import { useStore } from 'zustand';
import { LINKS, QUIZ, QUIZ_VIEW } from '../../model/narration/catalogue';
import type { QuizQuestion } from '../../model/quiz/questions';
import { feedbackOf, questionsOf, QUIZ_START, reduceQuiz, scoreOf, type QuizAction, type QuizState } from '../../model/quiz/quizModel';
import { createWidgetStore, type WidgetStore } from '../../store/createWidgetStore';
import { useKept } from '../app/viewShell';
import { QUIZ_ANCHOR } from './quizAnchor';

type QuizStore = WidgetStore<QuizState, QuizAction>;

/**
 * "Check your understanding": a region of generated questions (src/model/quiz), each a group of
 * radio options with a Check button and a live feedback line that says right or wrong, why, and
 * links to the view and step that shows it (in a new tab, so the answers here are kept); above
 * them, the round's running score (sticky while the questions scroll). The quiz's state is kept
 * by the page shell, like a view's.
 */
export function Quiz({ hrefOf }: { hrefOf(view: string, params?: Record<string, string>): string }) {
  const store = useKept('course-quiz', () => createWidgetStore(reduceQuiz, QUIZ_START) as QuizStore);
  const state = useStore(store);
  const titleId = useId();
  const questions = questionsOf(state);
  const score = scoreOf(state);
  return (
    <section id={QUIZ_ANCHOR} className="course__section quiz" aria-labelledby={titleId}>
      <h2 id={titleId} tabIndex={-1}>
        {QUIZ_VIEW.heading}
      </h2>
      <p>{QUIZ_VIEW.intro}</p>
      {/* Each question's feedback is read out already: the score is not a live region of its own. */}
      <p className="quiz__score" data-testid="quiz-score">
        {QUIZ.score(score.answered, score.right, score.total)}
      </p>
      <ol className="quiz__list">
        {questions.map((q, i) => (
          <li key={q.id}>
            <Question n={i + 1} q={q} state={state} dispatch={store.dispatch} hrefOf={hrefOf} />
          </li>
        ))}
      </ol>
      <button type="button" className="btn" onClick={() => store.dispatch({ type: 'more' })}>
        {QUIZ_VIEW.more}
      </button>
    </section>
  );
}

function Question({ n, q, state, dispatch, hrefOf }: { n: number; q: QuizQuestion; state: QuizState; dispatch(a: QuizAction): void; hrefOf(view: string, params?: Record<string, string>): string }) {
  const name = useId();
  const feedback = feedbackOf(state, q);
  const picked = state.picked[q.id];
  return (
    <fieldset className="quiz__question">
      <legend>
        <span className="quiz__n">{QUIZ_VIEW.questionN(n)}</span>
        {q.prompt}
      </legend>
      {q.options.map((o) => (
        <label key={o.id} className="quiz__option">
          <input type="radio" name={name} value={o.id} checked={picked === o.id} onChange={() => dispatch({ type: 'pick', question: q.id, option: o.id })} />{' '}
          {o.text}
        </label>
      ))}
      <button type="button" className="btn btn--small" disabled={picked === undefined} onClick={() => dispatch({ type: 'check', question: q.id })}>
        {QUIZ_VIEW.check}
      </button>
      <div className={`quiz__feedback${feedback ? (feedback.right ? ' is-right' : ' is-wrong') : ''}`} role="status" aria-live="polite">
        {feedback && (
          <>
            <p>{feedback.text}</p>
            <p>
              <a href={`${hrefOf(q.link.view, q.link.params)}${q.link.hash}`} target="_blank" rel="noopener">
                {QUIZ.seeIt(q.link.label)}
                <span className="sr-only"> {LINKS.opensInNewTab}</span>
              </a>
            </p>
          </>
        )}
      </div>
    </fieldset>
  );
}
