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
