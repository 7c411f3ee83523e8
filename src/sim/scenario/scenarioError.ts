/**
 * A scenario that cannot be run, with where and why: `step` is the 0-based index in `steps`
 * (absent for top-level problems), `field` the field at fault. `message` is one line, e.g.
 * `step 3 (claim): field "leaseMs": must be a positive whole number of milliseconds, got "30s"`.
 */
export class ScenarioError extends Error {
  constructor(
    readonly problem: string,
    readonly step?: number,
    readonly field?: string,
    readonly op?: string,
  ) {
    const where = step === undefined ? '' : `step ${step}${op ? ` (${op})` : ''}: `;
    const what = field === undefined ? '' : `field "${field}": `;
    super(`${where}${what}${problem}`);
    this.name = 'ScenarioError';
  }
}
