/**
 * The number an author reads for the step at 0-based index `index` of `steps`: steps are counted
 * from 1, the way the page counts them ("step 14 of 16" is the moment the 14th step has run;
 * step 0 is the start, before any step). One numbering for the file's messages, `story.openAt`,
 * the caption keys, the hub's link (`step=`), "How we got here" and Reset
 * (docs/scenario-format.md, "How steps are numbered").
 */
export function stepNumber(index: number): number {
  return index + 1;
}

/**
 * A scenario that cannot be run, with where and why: `step` is the 0-based index in `steps`
 * (absent for top-level problems), `field` the field at fault. `message` is one line that counts
 * steps from 1 (`stepNumber`), e.g. for index 3:
 * `step 4 (claim): field "leaseMs": must be a positive whole number of milliseconds, got "30s"`.
 */
export class ScenarioError extends Error {
  constructor(
    readonly problem: string,
    readonly step?: number,
    readonly field?: string,
    readonly op?: string,
  ) {
    const where = step === undefined ? '' : `step ${stepNumber(step)}${op ? ` (${op})` : ''}: `;
    const what = field === undefined ? '' : `field "${field}": `;
    super(`${where}${what}${problem}`);
    this.name = 'ScenarioError';
  }
}

/**
 * Every problem of a file at once (`checkStoryFile`), thrown where one error used to be: its
 * `message` is the first problem's (what `parseScenario` or `parseStory` names), `problems` all
 * of them, one line each, in file order.
 */
export class ScenarioErrors extends ScenarioError {
  constructor(
    first: ScenarioError,
    readonly problems: readonly string[],
  ) {
    super(first.problem, first.step, first.field, first.op);
    this.name = 'ScenarioErrors';
  }
}
