import { formatCount, SCENARIO_LIMITS, utf8Length } from './limits';
import { ScenarioError } from './scenarioError';
import { STEP_OPS, type Scenario, type Step, type StepOp } from '../format/scenario';
import { editDistance } from './editDistance';

type Json = Record<string, unknown>;

export const STEP_FIELDS: Record<StepOp, { required: string[]; optional: string[] }> = {
  enqueue: { required: ['job'], optional: ['group', 'data'] },
  claim: { required: ['worker'], optional: ['group', 'leaseMs'] },
  extend: { required: ['job', 'token'], optional: ['leaseMs'] },
  complete: { required: ['job', 'token'], optional: [] },
  sweep: { required: [], optional: ['maxStalled', 'limit'] },
  reap: { required: [], optional: ['limit'] },
  crash: { required: ['worker'], optional: [] },
  redis: { required: ['command'], optional: [] },
};

/**
 * A value as a message quotes it: one line of at most about 40 characters. A number JSON cannot
 * hold (`1e400` reads as Infinity) is named as such, and a value nested too deep to print is
 * described, never stringified (that would overflow the stack).
 */
export function show(value: unknown): string {
  if (value === undefined) return 'nothing (the field is missing)';
  if (typeof value === 'number' && !Number.isFinite(value)) return `${value} (not a finite number)`;
  if (typeof value === 'string' && value.length > 40) return `${JSON.stringify(value.slice(0, 37)).slice(0, -1)}..."`;
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return Array.isArray(value) ? 'an array nested too deeply to show' : 'a value nested too deeply to show';
  }
  return text === undefined ? String(value) : text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/** A field name from the file as a message names it: on one line, at most 40 characters. */
export function fieldName(name: string): string {
  if (/^[A-Za-z0-9_$.[\]-]{1,40}$/.test(name)) return name;
  const quoted = JSON.stringify(name.length > 37 ? `${name.slice(0, 37)}` : name).slice(1, -1);
  return name.length > 37 ? `${quoted}...` : quoted;
}

/** A message from elsewhere (a JSON parser) on one line of at most `max` characters. */
function oneLine(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 3)}...` : flat;
}

/**
 * The JSON value of a scenario file's text: refuses a text over `SCENARIO_LIMITS.fileBytes` before
 * parsing it, drops a leading UTF-8 byte order mark (as a browser's `File.text()` does), and names
 * bad JSON on one line. Throws `ScenarioError`.
 */
export function readScenarioJson(text: string): unknown {
  const limit = SCENARIO_LIMITS.fileBytes;
  if (utf8Length(text, limit) > limit) {
    throw new ScenarioError(`is larger than the limit of ${formatCount(limit)} bytes (4 MiB); split the run into smaller files`, undefined, 'file');
  }
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    throw new ScenarioError(`not valid JSON: ${oneLine((e as Error).message)}`);
  }
}

export function isWhole(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

export type Check = (value: unknown) => string | null;

/**
 * Every top-level field a file may hold: the header and `steps` (docs/scenario-format.md), the
 * run view's `interventions` (checked by `readInterventions` in exportRun.ts), the hub's `story`
 * (checked by `parseStory`) and `$schema`, a string that points an editor at
 * docs/emq-scenario-1.schema.json. Any other field is refused, so a misspelt `"stroy"` does not
 * silently drop every caption.
 */
export const TOP_LEVEL_FIELDS = ['format', 'name', 'queue', 'clockStartMs', 'maxStalled', 'leaseMs', 'steps', 'interventions', 'story', '$schema'] as const;


/** The known name `name` is most likely a misspelling of (case ignored, at most 1 edit, 2 for names over 5 characters), or null. */
export function nearest(name: string, known: readonly string[]): string | null {
  if (name.length > 40) return null;
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const k of known) {
    const distance = editDistance(name.toLowerCase(), k.toLowerCase());
    if (distance <= (k.length > 5 ? 2 : 1) && distance < bestDistance) [best, bestDistance] = [k, distance];
  }
  return best;
}

const nonEmptyString: Check = (v) => (typeof v === 'string' && v.length > 0 ? null : `must be a non-empty string, got ${show(v)}`);
const anyString: Check = (v) => (typeof v === 'string' ? null : `must be a string, got ${show(v)}`);
const positiveMs: Check = (v) => (isWhole(v) && v > 0 ? null : `must be a positive whole number of milliseconds, got ${show(v)}`);
const positiveCount: Check = (v) => (isWhole(v) && v > 0 ? null : `must be a whole number of at least 1, got ${show(v)}`);
const wholeNumber: Check = (v) => (isWhole(v) ? null : `must be a whole number, got ${show(v)}`);
/**
 * A raw command: a non-empty array of strings whose first word, the name, holds no NUL byte.
 * Redis 7.0 looks a name up in a dict that hashes all its bytes but compares names with
 * `strcasecmp`, which stops at a NUL (`server.c` commandTableDictType): whether `ZADD\0x` runs
 * ZADD or is an unknown command depends on the hash seed drawn at each server start.
 */
const command: Check = (v) => {
  if (!Array.isArray(v) || v.length === 0 || !v.every((w) => typeof w === 'string')) {
    return `must be a non-empty array of strings such as ["ZCARD", "emq:{q}:active"], got ${show(v)}`;
  }
  if ((v[0] as string).includes('\0')) {
    return 'a command name cannot contain a NUL byte: Redis itself answers it differently from one start to the next';
  }
  return null;
};

export const FIELD_CHECKS: Record<string, Check> = {
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
 * Reads an `emq-scenario/1` file (docs/scenario-format.md) and checks every field. Accepts the file's text
 * or an already-parsed value. Returns the scenario with its steps; throws `ScenarioError` whose
 * one-line message names the step, the field and the problem (bad JSON, a missing or mistyped
 * field, an unknown op or field, `at` going backwards) or the limit it passes
 * (`SCENARIO_LIMITS`: file size, steps, jobs, clock span), and never throws anything else. Times
 * are milliseconds. A leading byte order mark is dropped. The top level takes only
 * `TOP_LEVEL_FIELDS` (an unknown one is refused by name, with the field it is most likely a
 * misspelling of); `story` and `interventions` are left to `parseStory` and `importRun`, and a
 * `$schema` must be a string. docs/emq-scenario-1.schema.json describes the same rules as a JSON
 * Schema (https://json-schema.org/draft/2020-12), and lists those it cannot express.
 */
export function parseScenario(input: string | unknown): Scenario {
  const raw: unknown = typeof input === 'string' ? readScenarioJson(input) : input;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new ScenarioError(`must be a JSON object with "format": "emq-scenario/1", got ${show(raw)}`);
  }
  const top = raw as Json;
  if (top.format !== 'emq-scenario/1') {
    throw new ScenarioError(`must be "emq-scenario/1", got ${show(top.format)}`, undefined, 'format');
  }
  for (const field of Object.keys(top)) {
    if ((TOP_LEVEL_FIELDS as readonly string[]).includes(field)) continue;
    const near = nearest(field, TOP_LEVEL_FIELDS);
    throw new ScenarioError(
      near ? `is not a top-level field; did you mean "${near}"?` : `is not a top-level field (a file takes ${TOP_LEVEL_FIELDS.join(', ')})`,
      undefined,
      fieldName(field),
    );
  }
  if (Object.hasOwn(top, '$schema') && typeof top.$schema !== 'string') {
    throw new ScenarioError(`must be a string: the address of the JSON Schema, got ${show(top.$schema)}`, undefined, '$schema');
  }
  const need = (field: string, check: Check) => {
    if (!Object.hasOwn(top, field)) throw new ScenarioError('is missing', undefined, field);
    const problem = check(top[field]);
    if (problem) throw new ScenarioError(problem, undefined, field);
  };
  need('name', anyString);
  need('queue', nonEmptyString);
  need('clockStartMs', (v) =>
    isWhole(v) && v >= 0 && v <= SCENARIO_LIMITS.clockStartMs
      ? null
      : `must be a whole number of milliseconds since 1970 from 0 to ${SCENARIO_LIMITS.clockStartMs}, got ${show(v)}`,
  );
  need('maxStalled', positiveCount);
  need('leaseMs', positiveMs);
  if (!Array.isArray(top.steps)) throw new ScenarioError(`must be an array of steps, got ${show(top.steps)}`, undefined, 'steps');
  if (top.steps.length > SCENARIO_LIMITS.steps) {
    throw new ScenarioError(`has ${formatCount(top.steps.length)} steps, more than the limit of ${formatCount(SCENARIO_LIMITS.steps)} steps`, undefined, 'steps');
  }
  const jobs = new Set<string>();

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
    if (!Object.hasOwn(s, 'at')) fail('at', 'is missing');
    if (!isWhole(s.at) || s.at < 0) fail('at', `must be a whole number of milliseconds from clockStartMs, got ${show(s.at)}`);
    if ((s.at as number) > SCENARIO_LIMITS.atMs) {
      fail('at', `is past the limit of the clock span, ${formatCount(SCENARIO_LIMITS.atMs)} ms (7 days) after clockStartMs, got ${show(s.at)}`);
    }
    if ((s.at as number) < lastAt) fail('at', `goes backwards: ${s.at} comes after ${lastAt}`);
    lastAt = s.at as number;
    const spec = STEP_FIELDS[op as StepOp];
    for (const field of spec.required) if (!Object.hasOwn(s, field)) fail(field, 'is missing');
    for (const field of Object.keys(s)) {
      if (field === 'at' || field === 'op') continue;
      if (!spec.required.includes(field) && !spec.optional.includes(field)) {
        const allowed = [...spec.required, ...spec.optional];
        fail(fieldName(field), `is not a field of ${op}${allowed.length ? ` (it takes ${allowed.join(', ')})` : ''}`);
      }
      const problem = FIELD_CHECKS[field]!(s[field]);
      if (problem) fail(field, problem);
    }
    if (op === 'enqueue') {
      jobs.add(s.job as string);
      if (jobs.size > SCENARIO_LIMITS.jobs) fail('job', `is job number ${formatCount(jobs.size)}, more than the limit of ${formatCount(SCENARIO_LIMITS.jobs)} jobs`);
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
