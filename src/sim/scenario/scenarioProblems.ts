import { formatCount, SCENARIO_LIMITS } from './limits';
import { FIELD_CHECKS, fieldName, isWhole, nearest, show, STEP_FIELDS, TOP_LEVEL_FIELDS, type Check } from './parseScenario';
import { ScenarioError } from './scenarioError';
import { STEP_OPS, type StepOp } from '../format/scenario';

type Json = Record<string, unknown>;

/** `; did you mean "x"?` when `name` is one edit or two from a known name, else ''. */
export function didYouMean(name: string, known: readonly string[]): string {
  const near = nearest(name, known);
  return near ? `; did you mean "${near}"?` : '';
}

const nonEmpty: Check = (v) => (typeof v === 'string' && v.length > 0 ? null : `must be a non-empty string, got ${show(v)}`);

const HEADER: [string, Check][] = [
  ['name', (v) => (typeof v === 'string' ? null : `must be a string, got ${show(v)}`)],
  ['queue', nonEmpty],
  [
    'clockStartMs',
    (v) =>
      isWhole(v) && v >= 0 && v <= SCENARIO_LIMITS.clockStartMs
        ? null
        : `must be a whole number of milliseconds since 1970 from 0 to ${SCENARIO_LIMITS.clockStartMs}, got ${show(v)}`,
  ],
  ['maxStalled', FIELD_CHECKS.maxStalled!],
  ['leaseMs', FIELD_CHECKS.leaseMs!],
];

/**
 * Every problem of an `emq-scenario/1` file's parsed JSON at once, in file order: the rules of
 * `parseScenario` (docs/scenario-format.md), which throws only the first; the story block and
 * `interventions` are left to their readers. Where parseScenario stops at a step's first bad
 * field, this goes on to the step's other fields and to the next steps; an unknown field, at the
 * top level or in a step, is named with the known field it is most likely a misspelling of. A
 * file over the step limit is named once, its steps unread. Each problem is a `ScenarioError`
 * (its message names the step, counted from 1, and the field). `[]`: parseScenario accepts it.
 */
export function scenarioProblems(raw: unknown): ScenarioError[] {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return [new ScenarioError(`must be a JSON object with "format": "emq-scenario/1", got ${show(raw)}`)];
  }
  const top = raw as Json;
  const out: ScenarioError[] = [];
  if (top.format !== 'emq-scenario/1') out.push(new ScenarioError(`must be "emq-scenario/1", got ${show(top.format)}`, undefined, 'format'));
  for (const field of Object.keys(top)) {
    if ((TOP_LEVEL_FIELDS as readonly string[]).includes(field)) continue;
    const near = nearest(field, TOP_LEVEL_FIELDS);
    out.push(
      new ScenarioError(
        near ? `is not a top-level field; did you mean "${near}"?` : `is not a top-level field (a file takes ${TOP_LEVEL_FIELDS.join(', ')})`,
        undefined,
        fieldName(field),
      ),
    );
  }
  if (Object.hasOwn(top, '$schema') && typeof top.$schema !== 'string') {
    out.push(new ScenarioError(`must be a string: the address of the JSON Schema, got ${show(top.$schema)}`, undefined, '$schema'));
  }
  for (const [field, check] of HEADER) {
    if (!Object.hasOwn(top, field)) out.push(new ScenarioError('is missing', undefined, field));
    else {
      const problem = check(top[field]);
      if (problem) out.push(new ScenarioError(problem, undefined, field));
    }
  }
  if (!Array.isArray(top.steps)) {
    out.push(new ScenarioError(`must be an array of steps, got ${show(top.steps)}`, undefined, 'steps'));
    return out;
  }
  if (top.steps.length > SCENARIO_LIMITS.steps) {
    out.push(new ScenarioError(`has ${formatCount(top.steps.length)} steps, more than the limit of ${formatCount(SCENARIO_LIMITS.steps)} steps`, undefined, 'steps'));
    return out;
  }
  const jobs = new Set<string>();
  let lastAt = 0;
  (top.steps as unknown[]).forEach((value, index) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      out.push(new ScenarioError(`must be an object such as {"at": 0, "op": "sweep"}, got ${show(value)}`, index));
      return;
    }
    const s = value as Json;
    const op = s.op;
    if (typeof op !== 'string' || !(STEP_OPS as readonly string[]).includes(op)) {
      const near = typeof op === 'string' ? didYouMean(op, STEP_OPS) : '';
      out.push(new ScenarioError(`must be one of ${STEP_OPS.join(', ')}, got ${show(op)}${near}`, index, 'op'));
      return;
    }
    const fail = (field: string, problem: string) => out.push(new ScenarioError(problem, index, field, op));
    if (!Object.hasOwn(s, 'at')) fail('at', 'is missing');
    else if (!isWhole(s.at) || s.at < 0) fail('at', `must be a whole number of milliseconds from clockStartMs, got ${show(s.at)}`);
    else if (s.at > SCENARIO_LIMITS.atMs) {
      fail('at', `is past the limit of the clock span, ${formatCount(SCENARIO_LIMITS.atMs)} ms (7 days) after clockStartMs, got ${show(s.at)}`);
    } else if (s.at < lastAt) fail('at', `goes backwards: ${s.at} comes after ${lastAt}`);
    else lastAt = s.at;
    const spec = STEP_FIELDS[op as StepOp];
    const allowed = [...spec.required, ...spec.optional];
    for (const field of spec.required) if (!Object.hasOwn(s, field)) fail(field, 'is missing');
    for (const field of Object.keys(s)) {
      if (field === 'at' || field === 'op') continue;
      if (!allowed.includes(field)) {
        fail(fieldName(field), `is not a field of ${op}${allowed.length ? ` (it takes ${allowed.join(', ')})` : ''}${didYouMean(field, allowed)}`);
        continue;
      }
      const problem = FIELD_CHECKS[field]!(s[field]);
      if (problem) fail(field, problem);
    }
    if (op === 'enqueue' && typeof s.job === 'string' && s.job !== '' && !jobs.has(s.job)) {
      jobs.add(s.job);
      if (jobs.size === SCENARIO_LIMITS.jobs + 1) fail('job', `is job number ${formatCount(jobs.size)}, more than the limit of ${formatCount(SCENARIO_LIMITS.jobs)} jobs`);
    }
  });
  return out;
}
