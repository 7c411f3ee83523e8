import { nextRandom, seedRng, type RngState } from '../../sim/actors/rng';
import { QUIZ } from '../narration/catalogue';
import { drawQuestion, QUIZ_IDEAS, type QuizQuestion } from './questions';

/**
 * "Check your understanding": the seed of the round's numbers, which option the learner picked
 * per question, and what each Check found. The questions are derived from the seed
 * (`questionsOf`), so the state is small and a round is the same on every render.
 */
export interface QuizState {
  /** The seeded generator's state (a uint32) the round's questions are drawn from. */
  seed: RngState;
  /** How many times "More questions" was pressed (the questions' ids carry it). */
  round: number;
  /** Question id → the option id picked. */
  picked: Record<string, string>;
  /** Question id → the option id that was checked (absent: not checked since the last pick). */
  checked: Record<string, string>;
}

export type QuizAction = { type: 'pick'; question: string; option: string } | { type: 'check'; question: string } | { type: 'more' };

/** The first round: seed 1, nothing picked. */
export const QUIZ_START: QuizState = { seed: seedRng(1), round: 0, picked: {}, checked: {} };

const cache = new Map<string, readonly QuizQuestion[]>();
/**
 * The round's questions, one per idea in QUIZ_IDEAS order, drawn from `seed` (memoized: every
 * render and every widget on the page shares one list per seed).
 */
export function questionsOf(s: Pick<QuizState, 'seed' | 'round'>): readonly QuizQuestion[] {
  const key = `${s.seed}:${s.round}`;
  let qs = cache.get(key);
  if (!qs) {
    const rng = { rng: s.seed };
    qs = QUIZ_IDEAS.map((idea) => drawQuestion(idea, rng, s.round));
    if (cache.size > 20) cache.clear();
    cache.set(key, qs);
  }
  return qs;
}

/**
 * The reducer: `pick` records a choice (and clears that question's last check), `check` records
 * the picked option as checked (nothing without a pick), `more` draws the next seed and starts a
 * fresh round.
 */
export function reduceQuiz(s: QuizState, a: QuizAction): QuizState {
  switch (a.type) {
    case 'pick': {
      const { [a.question]: _gone, ...checked } = s.checked;
      return { ...s, picked: { ...s.picked, [a.question]: a.option }, checked };
    }
    case 'check': {
      const option = s.picked[a.question];
      return option === undefined ? s : { ...s, checked: { ...s.checked, [a.question]: option } };
    }
    case 'more':
      return { seed: nextRandom(s.seed)[1] ^ (s.round + 1) * 0x9e3779b1 >>> 0, round: s.round + 1, picked: {}, checked: {} };
  }
}

/** What the feedback says for `question` now: null before a Check, else right or wrong and why. */
export function feedbackOf(s: QuizState, question: QuizQuestion): { right: boolean; text: string } | null {
  const option = s.checked[question.id];
  if (option === undefined) return null;
  const right = option === question.answer;
  const answerText = question.options.find((o) => o.id === question.answer)!.text;
  return { right, text: `${right ? QUIZ.right : QUIZ.wrong(answerText)} ${question.why}` };
}

/**
 * The round's running score: how many of its questions have a Check standing (`answered`; a new
 * pick clears that question's), how many of those were right, and how many questions the round has.
 */
export function scoreOf(s: QuizState): { answered: number; right: number; total: number } {
  const questions = questionsOf(s);
  let answered = 0;
  let right = 0;
  for (const q of questions) {
    const option = s.checked[q.id];
    if (option === undefined) continue;
    answered++;
    if (option === q.answer) right++;
  }
  return { answered, right, total: questions.length };
}
