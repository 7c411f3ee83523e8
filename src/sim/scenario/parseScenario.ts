import { ScenarioError } from './scenarioError';
import { STEP_OPS, type Scenario, type Step, type StepOp } from '../format/scenario';

type Json = Record<string, unknown>;

const STEP_FIELDS: Record<StepOp, { required: string[]; optional: string[] }> = {
  enqueue: { required: ['job'], optional: ['group', 'data'] },
  claim: { required: ['worker'], optional: ['group', 'leaseMs'] },
  extend: { required: ['job', 'token'], optional: ['leaseMs'] },
  complete: { required: ['job', 'token'], optional: [] },
  sweep: { required: [], optional: ['maxStalled', 'limit'] },
  reap: { required: [], optional: ['limit'] },
  crash: { required: ['worker'], optional: [] },
  redis: { required: ['command'], optional: [] },
};

function show(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

function isWhole(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

type Check = (value: unknown) => string | null;

const nonEmptyString: Check = (v) => (typeof v === 'string' && v.length > 0 ? null : `must be a non-empty string, got ${show(v)}`);
const anyString: Check = (v) => (typeof v === 'string' ? null : `must be a string, got ${show(v)}`);
const positiveMs: Check = (v) => (isWhole(v) && v > 0 ? null : `must be a positive whole number of milliseconds, got ${show(v)}`);
const positiveCount: Check = (v) => (isWhole(v) && v > 0 ? null : `must be a whole number of at least 1, got ${show(v)}`);
const wholeNumber: Check = (v) => (isWhole(v) ? null : `must be a whole number, got ${show(v)}`);
const command: Check = (v) =>
  Array.isArray(v) && v.length > 0 && v.every((w) => typeof w === 'string')
    ? null
    : `must be a non-empty array of strings such as ["ZCARD", "emq:{q}:active"], got ${show(v)}`;

const FIELD_CHECKS: Record<string, Check> = {
  job: nonEmptyString,
  worker: nonEmptyString,
  token: anyString,
  group: nonEmptyString,
  data: anyString,
  leaseMs: positiveMs,
  maxStalled: positiveCount,
  limit: wholeNumber,
  command,
};

/**
 * Reads an `emq-scenario/1` file (SCENARIO.md) and checks every field. Accepts the file's text
 * or an already-parsed value. Returns the scenario with its steps; throws `ScenarioError` whose
 * one-line message names the step, the field and the problem (bad JSON, a missing or mistyped
 * field, an unknown op or field, `at` going backwards). Times are milliseconds.
 */
export function parseScenario(input: string | unknown): Scenario {
  let raw: unknown = input;
  if (typeof input === 'string') {
    try {
      raw = JSON.parse(input);
    } catch (e) {
      throw new ScenarioError(`not valid JSON: ${(e as Error).message}`);
    }
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new ScenarioError(`must be a JSON object with "format": "emq-scenario/1", got ${show(raw)}`);
  }
  const top = raw as Json;
  if (top.format !== 'emq-scenario/1') {
    throw new ScenarioError(`must be "emq-scenario/1", got ${show(top.format)}`, undefined, 'format');
  }
  const need = (field: string, check: Check) => {
    if (!(field in top)) throw new ScenarioError('is missing', undefined, field);
    const problem = check(top[field]);
    if (problem) throw new ScenarioError(problem, undefined, field);
  };
  need('name', anyString);
  need('queue', nonEmptyString);
  need('clockStartMs', (v) => (isWhole(v) && v >= 0 ? null : `must be a whole number of milliseconds since 1970, got ${show(v)}`));
  need('maxStalled', positiveCount);
  need('leaseMs', positiveMs);
  if (!Array.isArray(top.steps)) throw new ScenarioError(`must be an array of steps, got ${show(top.steps)}`, undefined, 'steps');

  let lastAt = 0;
  const steps = (top.steps as unknown[]).map((value, index): Step => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new ScenarioError(`must be an object such as {"at": 0, "op": "sweep"}, got ${show(value)}`, index);
    }
    const s = value as Json;
    const op = s.op;
    if (typeof op !== 'string' || !(STEP_OPS as readonly string[]).includes(op)) {
      throw new ScenarioError(`must be one of ${STEP_OPS.join(', ')}, got ${show(op)}`, index, 'op');
    }
    const fail = (field: string, problem: string): never => {
      throw new ScenarioError(problem, index, field, op);
    };
    if (!('at' in s)) fail('at', 'is missing');
    if (!isWhole(s.at) || s.at < 0) fail('at', `must be a whole number of milliseconds from clockStartMs, got ${show(s.at)}`);
    if ((s.at as number) < lastAt) fail('at', `goes backwards: ${s.at} comes after ${lastAt}`);
    lastAt = s.at as number;
    const spec = STEP_FIELDS[op as StepOp];
    for (const field of spec.required) if (!(field in s)) fail(field, 'is missing');
    for (const field of Object.keys(s)) {
      if (field === 'at' || field === 'op') continue;
      if (!spec.required.includes(field) && !spec.optional.includes(field)) {
        const allowed = [...spec.required, ...spec.optional];
        fail(field, `is not a field of ${op}${allowed.length ? ` (it takes ${allowed.join(', ')})` : ''}`);
      }
      const problem = FIELD_CHECKS[field]!(s[field]);
      if (problem) fail(field, problem);
    }
    return { ...s } as unknown as Step;
  });

  return {
    format: 'emq-scenario/1',
    name: top.name as string,
    queue: top.queue as string,
    clockStartMs: top.clockStartMs as number,
    maxStalled: top.maxStalled as number,
    leaseMs: top.leaseMs as number,
    steps,
  };
}
