/*
 * A dive's checkpoint: one question at the dive's key moment, answered before the dive shows it.
 * The learner's choices live in the dive's state (reduced here); the question, its options and the
 * truth come from the dive's own simulator (each dive's `<dive>Question` selector), never typed in.
 */

/** The learner's choices for one moment (`key`), and whether they asked to check them. */
export interface CheckpointAnswers {
  key: string;
  choices: Readonly<Record<string, string>>;
  checked: boolean;
}

/** What a checkpoint can be told: a choice for one item, or Check (both at the moment `key`). */
export type CheckpointAction =
  | { type: 'predict'; key: string; item: string; choice: string }
  | { type: 'checkPrediction'; key: string };

/** One option of an item: its value and its words. */
export interface CheckpointOption {
  value: string;
  label: string;
}

/** One thing to predict: its id, its group's accessible name, its options, the simulator's answer and why. */
export interface CheckpointItem {
  id: string;
  label: string;
  options: readonly CheckpointOption[];
  truth: string;
  why: string;
}

/** A dive's question at one moment (`key` changes when the moment does, which drops old choices). */
export interface CheckpointQuestion {
  key: string;
  legend: string;
  items: readonly CheckpointItem[];
}

/** One item's result after Check. */
export interface CheckpointResult {
  id: string;
  choice: string | null;
  truth: string;
  held: boolean;
  why: string;
}

/** The choices that apply at `key` (none when they were made at another moment). */
export function choicesAt(answers: CheckpointAnswers | null, key: string): Readonly<Record<string, string>> {
  return answers && answers.key === key ? answers.choices : {};
}

/**
 * The checkpoint's reducer: a choice at a new moment starts afresh; a changed choice un-checks, so
 * the verdict always speaks of the choices on screen; Check at a moment with no choice still
 * reveals (the learner may just want the answer). Returns `answers` itself when nothing changes.
 */
export function reduceCheckpoint(answers: CheckpointAnswers | null, a: CheckpointAction): CheckpointAnswers | null {
  const choices = choicesAt(answers, a.key);
  if (a.type === 'predict') {
    if (choices[a.item] === a.choice && answers?.key === a.key && !answers.checked) return answers;
    return { key: a.key, choices: { ...choices, [a.item]: a.choice }, checked: false };
  }
  if (answers?.key === a.key && answers.checked) return answers;
  return { key: a.key, choices, checked: true };
}

/** The results of a checked question (null before Check, or when the choices are about another moment). */
export function resultsOf(q: CheckpointQuestion, answers: CheckpointAnswers | null): CheckpointResult[] | null {
  if (!answers || answers.key !== q.key || !answers.checked) return null;
  return q.items.map((it) => {
    const choice = Object.hasOwn(answers.choices, it.id) ? answers.choices[it.id]! : null;
    return { id: it.id, choice, truth: it.truth, held: choice === it.truth, why: it.why };
  });
}

/** The learner declines to predict: the dive steps on past its checkpoint without a guess. */
export type SkipPredictionAction = { type: 'skipPrediction' };

/** Has the learner predicted at `key`: a choice made there, or Check pressed there (which reveals even with none)? */
export function predictedAt(answers: CheckpointAnswers | null, key: string): boolean {
  return !!answers && answers.key === key && (answers.checked || Object.keys(answers.choices).length > 0);
}

/**
 * The rule that keeps a dive from stepping past its checkpoint without a prediction, as the hub
 * withholds its next sweep: while the dive's opening prediction is open (`predictionOpen`: from
 * the dive's opening or a reset, until the learner checks, skips predicting or steps past a
 * checkpoint they predicted), the step that would show the answer to the question at
 * `key` waits until the learner predicts there (`predictedAt`). `key` is null when no question
 * is asked (nothing is withheld then).
 */
export function stepWithheld(key: string | null, answers: CheckpointAnswers | null, predictionOpen: boolean): boolean {
  return key !== null && predictionOpen && !predictedAt(answers, key);
}
