import { readdirSync, readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateRun } from '../actors/run';
import { STEP_OPS } from '../format/scenario';
import { WORLD_PRESETS } from '../../model/presets/worldPresets';
import { MAX_CAPTION_CHARS, parseStory } from '../story/story';
import { exportRun, formatScenario, readInterventions } from './exportRun';
import { SCENARIO_LIMITS, utf8Length } from './limits';
import { parseScenario } from './parseScenario';
import { ScenarioError } from './scenarioError';

/*
 * docs/emq-scenario-1.schema.json (JSON Schema draft 2020-12, https://json-schema.org/draft/2020-12)
 * against the readers of docs/scenario-format.md: `parseStory` (which runs `parseScenario`) and
 * `readInterventions` (the run view's import). A file is accepted by the readers exactly when the
 * schema accepts it AND it keeps the rules a schema cannot express, which the schema's top-level
 * `description` lists too and `beyondSchema` below checks:
 *   1. each step's `at` is not less than the previous step's;
 *   2. at most 5,000 distinct job ids across the `enqueue` steps;
 *   3. the file is at most 4 MiB of UTF-8 (never reached here: every file is small);
 *   4. `story.openAt` and every `story.captions` key is a step of the file (< steps.length; with
 *      `"stepsFrom": 1`, openAt <= steps.length and a caption key from 1 to steps.length);
 *   5. `story.select` is a job some `enqueue` step names;
 *   6. a caption is at most 500 UTF-16 code units (the schema's maxLength counts code points, so
 *      an emoji counts 1 there and 2 in the reader);
 *   7. in `interventions`, `at` and `before` do not go backwards and `before` <= steps.length.
 * The mutations do not stay clear of these: they hit rules 1, 4, 5, 6 and 7 on purpose, and the
 * property compares the readers with "schema valid and beyondSchema holds", knowingly.
 */

const ROOT = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, ROOT), 'utf8');
const SCHEMA = JSON.parse(read('docs/emq-scenario-1.schema.json')) as object;
// strictTuples off: a command is an open tuple (`prefixItems` holds its name, `items` every word
// after it), which draft 2020-12 means exactly so, but which Ajv's strict mode flags as possibly
// unintended. Every other strict check stays on.
const validate = new Ajv2020({ strict: true, strictTuples: false, allErrors: true }).compile(SCHEMA);

const CASE_FILES = readdirSync(new URL('test/cases/', ROOT))
  .filter((f) => f.endsWith('.scenario.json'))
  .sort()
  .map((f) => `test/cases/${f}`);
const STORY_FILES = readdirSync(new URL('public/stories/', ROOT))
  .filter((f) => f.endsWith('.story.json'))
  .sort()
  .map((f) => `public/stories/${f}`);

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether every reader of the page takes the file: the hub (`parseStory`) and the run view's import (`readInterventions`). */
function readersAccept(text: string): boolean {
  try {
    const file = parseStory(text);
    readInterventions(JSON.parse(text), file.scenario.steps.length);
    return true;
  } catch (e) {
    if (!(e instanceof ScenarioError)) throw e;
    return false;
  }
}

/**
 * The rules (numbered as in the comment above) that a file the schema accepts still breaks. Each
 * check takes only the part the schema cannot hold (a caption over 500 UTF-16 units but not over
 * 500 characters, an `openAt` past the file's last step but within the schema's 19,999), so a
 * bound of the schema set too loose shows as a disagreement instead of hiding behind this list.
 */
function beyondSchema(file: Json, text: string): string[] {
  const broken: string[] = [];
  const steps = file.steps as Json[];
  const n = steps.length;
  const lastStep = SCENARIO_LIMITS.steps - 1;
  if (steps.some((s, i) => i > 0 && (s.at as number) < (steps[i - 1]!.at as number))) broken.push('1: at goes backwards');
  if (new Set(steps.filter((s) => s.op === 'enqueue').map((s) => s.job)).size > SCENARIO_LIMITS.jobs) broken.push('2: too many jobs');
  if (utf8Length(text) > SCENARIO_LIMITS.fileBytes) broken.push('3: over 4 MiB');
  if (isObject(file.story)) {
    const { openAt, select, captions, stepsFrom } = file.story;
    // Counting from 1, step n is the last one (and 20,000 is within the schema); from 0, n - 1.
    const pastSteps = (step: number) => (stepsFrom === 1 ? step > n && step <= SCENARIO_LIMITS.steps : step >= n && step <= lastStep);
    if (typeof openAt === 'number' && pastSteps(openAt)) broken.push('4: openAt past the last step');
    if (isObject(captions) && Object.keys(captions).some((k) => pastSteps(Number(k)))) broken.push('4: a caption past the last step');
    if (typeof select === 'string' && select !== '' && !steps.some((s) => s.op === 'enqueue' && s.job === select)) broken.push('5: select names no enqueued job');
    const units = (c: unknown) => typeof c === 'string' && c.length > MAX_CAPTION_CHARS && [...c].length <= MAX_CAPTION_CHARS;
    if (isObject(captions) && Object.values(captions).some(units)) broken.push('6: a caption over 500 UTF-16 code units');
  }
  if (Array.isArray(file.interventions)) {
    const list = file.interventions as Json[];
    const before = (i: number) => list[i]!.before as number;
    if (list.some((f, i) => i > 0 && (f.at as number) < (list[i - 1]!.at as number))) broken.push('7: intervention at goes backwards');
    if (list.some((_, i) => (before(i) > n && before(i) <= SCENARIO_LIMITS.steps) || (i > 0 && before(i) < before(i - 1)))) {
      broken.push('7: intervention before goes backwards or past the steps');
    }
  }
  return broken;
}

/** The schema's verdict and the readers' on one text, with what explains a difference. */
function verdicts(text: string) {
  const value: unknown = JSON.parse(text);
  const schema = validate(value);
  const errors = schema ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
  const beyond = schema ? beyondSchema(value as Json, text) : [];
  return { schema, beyond, readers: readersAccept(text), errors };
}

/** `obj[key] = value` as JSON.parse would do it: an own property even for `__proto__`. */
function put(obj: Json | unknown[], key: string | number, value: unknown): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

// ---- small valid files -------------------------------------------------------------------------

const JOBS = ['j1', 'j2', 'inv-1001', 'ü', '😀'];
const WORKERS = ['w1', 'w2', 'east-1'];
const anyString = fc.oneof(fc.constantFrom('', 'x', 'w1:1', 'ü', '{"total":1}'), fc.string({ maxLength: 6 }));
const nonEmpty = fc.oneof(fc.constantFrom('g1', 'tenant-7', ' '), fc.string({ minLength: 1, maxLength: 6 }));
const positive = fc.oneof(fc.integer({ min: 1, max: 100_000 }), fc.constant(Number.MAX_SAFE_INTEGER));
const whole = fc.oneof(fc.integer({ min: -5, max: 1_000 }), fc.constantFrom(Number.MIN_SAFE_INTEGER, 0, Number.MAX_SAFE_INTEGER));
const job = fc.constantFrom(...JOBS);
const worker = fc.constantFrom(...WORKERS);

const stepBody: fc.Arbitrary<Json> = fc.oneof(
  fc.record({ op: fc.constant('enqueue'), job, group: nonEmpty, data: anyString }, { requiredKeys: ['op', 'job'] }),
  fc.record({ op: fc.constant('claim'), worker, group: nonEmpty, leaseMs: positive }, { requiredKeys: ['op', 'worker'] }),
  fc.record({ op: fc.constant('extend'), job, token: anyString, leaseMs: positive }, { requiredKeys: ['op', 'job', 'token'] }),
  fc.record({ op: fc.constant('complete'), job, token: anyString }),
  fc.record({ op: fc.constant('sweep'), maxStalled: positive, limit: whole }, { requiredKeys: ['op'] }),
  fc.record({ op: fc.constant('reap'), limit: whole }, { requiredKeys: ['op'] }),
  fc.record({ op: fc.constant('crash'), worker }),
  fc.record({ op: fc.constant('redis'), command: fc.array(anyString, { minLength: 1, maxLength: 4 }) }),
);
const steps = fc
  .array(fc.tuple(fc.oneof(fc.integer({ min: 0, max: 5_000 }), fc.constant(SCENARIO_LIMITS.atMs)), stepBody), { maxLength: 8 })
  .map((list) => {
    let at = 0;
    return list.map(([delta, body]): Json => {
      at = Math.min(at + delta, SCENARIO_LIMITS.atMs);
      return { at, ...body };
    });
  });
const caption = fc.oneof(
  fc.constantFrom('Step the sweep.', ' padded ', 'x'.repeat(500), '😀'.repeat(250)),
  fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== ''),
);
const FACT_OPS = ['pause', 'resume', 'restart', 'poison'] as const;

/** A valid file: a header, ordered steps, and maybe `$schema`, a story and interventions that fit the steps. */
const generatedFile: fc.Arbitrary<Json> = fc
  .record({
    name: anyString,
    queue: nonEmpty,
    clockStartMs: fc.oneof(fc.integer({ min: 0, max: 2e12 }), fc.constantFrom(0, SCENARIO_LIMITS.clockStartMs)),
    maxStalled: positive,
    leaseMs: positive,
    steps,
    schema: fc.option(fc.constantFrom('../../docs/emq-scenario-1.schema.json', ''), { nil: undefined }),
  })
  .chain(({ schema, ...header }) => {
    const n = header.steps.length;
    const enqueued = [...new Set(header.steps.filter((s) => s.op === 'enqueue').map((s) => s.job as string))];
    const step = fc.integer({ min: 0, max: Math.max(0, n - 1) });
    const story = fc
      .record(
        {
          stepsFrom: fc.constantFrom(0, 1),
          title: fc.constantFrom('A title', ' padded ', '😀'.repeat(120)),
          openAt: step,
          select: enqueued.length ? fc.constantFrom(...enqueued) : fc.constant(undefined),
          captions: fc.dictionary(step.map(String), caption, { maxKeys: 3 }),
        },
        { requiredKeys: [] },
      )
      // Counting from 1, the same steps are one more (a caption key 1 to n, openAt up to n).
      .map((s) =>
        s.stepsFrom !== 1
          ? s
          : {
              ...s,
              ...(s.openAt !== undefined ? { openAt: s.openAt + 1 } : {}),
              ...(s.captions ? { captions: Object.fromEntries(Object.entries(s.captions).map(([k, v]) => [String(Number(k) + 1), v])) } : {}),
            },
      );
    const fact = fc.record({ dAt: fc.integer({ min: -3, max: 2_000 }), dBefore: fc.integer({ min: 0, max: 2 }), op: fc.constantFrom(...FACT_OPS), who: worker, job, ms: fc.option(whole, { nil: undefined }) });
    const interventions = fc.array(fact, { maxLength: 4 }).map((list) => {
      let at = -5;
      let before = 0;
      return list.map(({ dAt, dBefore, op, who, job: id, ms }): Json => {
        at += Math.abs(dAt);
        before = Math.min(before + dBefore, n);
        const f: Json = { at, op, before, ...(op === 'poison' ? { job: id } : { worker: who }), by: 'learner' };
        if (ms !== undefined) f.ms = ms;
        return f;
      });
    });
    return fc.record({ story: fc.option(n ? story : fc.constant({}), { nil: undefined }), interventions: fc.option(interventions, { nil: undefined }) }).map(({ story: s, interventions: iv }) => {
      const file: Json = schema === undefined ? {} : { $schema: schema };
      Object.assign(file, { format: 'emq-scenario/1', ...header });
      if (s !== undefined) file.story = Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined));
      if (iv !== undefined) file.interventions = iv;
      return file;
    });
  });

// ---- mutations --------------------------------------------------------------------------------

const KEYS = [
  // top level
  'format', 'name', 'queue', 'clockStartMs', 'maxStalled', 'leaseMs', 'steps', 'story', 'interventions', '$schema',
  // steps
  'at', 'op', 'job', 'worker', 'token', 'group', 'data', 'limit', 'command',
  // story and captions
  'stepsFrom', 'title', 'openAt', 'select', 'captions', '0', '1', '7', '8', '19999', '20000', '007', '-1', '1.0', ' 1',
  // interventions
  'before', 'slot', 'ms', 'by',
  // misspelt, unknown and prototype names
  'stroy', 'Story', 'leaseMS', 'maxStaled', '$id', 'padding', '', 'at ', '__proto__', 'constructor', 'toString',
];

/** Values a hand edit puts in: wrong types, negative, fractional, zero, huge, empty, blank, overlong. */
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(0, -1, 1, 1.5, 0.5, -2.5, 2 ** 53, 2 ** 53 - 1, -(2 ** 53 - 1), -(2 ** 53), 1e16, 1e21, 8_640_000_000_000_000, 8_640_000_000_000_001, 604_800_000, 604_800_001, 19_999, 20_000, 20_001, 500),
  fc.integer({ min: -3, max: 12 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(
    '', ' ', '\n\t\u00a0\ufeff', 'x', '0', '1', 'emq-scenario/1', 'emq-scenario/2', 'emq-trace/1', ...STEP_OPS, ...FACT_OPS, 'explode', 'Sweep',
    'j1', 'inv-1001', 'w1', 'ü', 'x'.repeat(500), 'x'.repeat(501), '😀'.repeat(250), '😀'.repeat(251), '../../docs/emq-scenario-1.schema.json',
  ),
  fc.string({ maxLength: 5 }),
  fc.constantFrom(null, true, false),
  fc.constantFrom([], ['ZCARD', 'k'], [1], [''], {}, { openAt: 0 }, { '0': 'x' }, { at: 0, op: 'sweep' }, { at: 0, op: 'pause', before: 0, worker: 'w1' }),
);

/**
 * A change that the schema lets through and that sits on a boundary of a rule it cannot express:
 * a step 1 ms before the previous one (or after the next), `openAt` and a caption key at the last
 * step or one past it, a `select` of an enqueued job or of none, a caption of 250 or 251 emoji, an
 * intervention going back in time with `before` at the step count or one past it, the last step
 * at the 7-day limit or 1 ms past it.
 */
function nearMiss(file: Json, pick: number): void {
  const steps = (Array.isArray(file.steps) ? file.steps : []) as unknown[];
  const n = steps.length;
  const i = n ? pick % n : 0;
  const at = (k: number) => (isObject(steps[k]) && typeof steps[k].at === 'number' ? steps[k].at : 0);
  const edge = (pick >> 4) % 2;
  const story = () => {
    if (!isObject(file.story)) put(file, 'story', {});
    return file.story as Json;
  };
  // Counting from 1 (`"stepsFrom": 1`) the last step is n, not n - 1.
  const from1 = () => (isObject(file.story) && file.story.stepsFrom === 1 ? 1 : 0);
  const captions = () => {
    const s = story();
    if (!isObject(s.captions)) put(s, 'captions', {});
    return s.captions as Json;
  };
  switch (pick % 8) {
    case 0:
      if (isObject(steps[i])) put(steps[i], 'at', Math.max(0, at(i - 1) - 1));
      break;
    case 1:
      if (isObject(steps[i])) put(steps[i], 'at', Math.min(SCENARIO_LIMITS.atMs, at(i + 1) + 1));
      break;
    case 2:
      put(story(), 'openAt', n - 1 + from1() + edge);
      break;
    case 3: {
      const job = steps.find((s): s is Json => isObject(s) && s.op === 'enqueue')?.job;
      put(story(), 'select', edge || job === undefined ? 'never-enqueued' : job);
      break;
    }
    case 4:
      put(captions(), String(n - 1 + from1() + edge), 'A caption.');
      break;
    case 5:
      if (!Array.isArray(file.interventions)) put(file, 'interventions', []);
      (file.interventions as unknown[]).push({ at: -10 + edge * 1e6, op: 'pause', before: n + edge, worker: 'w1' });
      break;
    case 6:
      put(captions(), '0', '😀'.repeat(250 + edge));
      break;
    case 7: {
      const last = steps[n - 1];
      if (isObject(last)) put(last, 'at', SCENARIO_LIMITS.atMs + edge);
      break;
    }
  }
}

const SAFE = Number.MAX_SAFE_INTEGER;
const POSITIVE_EDGES = [0, 1, -1, 1.5, SAFE, SAFE + 1];
const WHOLE_EDGES = [-SAFE, -SAFE - 1, -1, 0, 0.5, SAFE, SAFE + 1];
const NON_EMPTY_EDGES = ['', ' ', 'x', 1];
const ANY_STRING_EDGES = ['', 1, null];
/** For each field, values on either side of each of its rules: zero, one, the limit and one past it, a fraction, empty, a wrong type. */
const EDGES: Record<string, unknown[]> = {
  format: ['emq-scenario/1', 'emq-scenario/2', '', null],
  name: ANY_STRING_EDGES,
  queue: NON_EMPTY_EDGES,
  clockStartMs: [-1, 0, 1.5, SCENARIO_LIMITS.clockStartMs, SCENARIO_LIMITS.clockStartMs + 1],
  maxStalled: POSITIVE_EDGES,
  leaseMs: POSITIVE_EDGES,
  steps: [[], {}, null],
  story: [{}, [], null, 'story'],
  interventions: [[], {}, null],
  $schema: ['', 'x', 1, null],
  at: [-1, 0, 0.5, SCENARIO_LIMITS.atMs, SCENARIO_LIMITS.atMs + 1, ...WHOLE_EDGES],
  op: [...STEP_OPS, 'pause', 'resume', 'restart', 'poison', 'explode', 'Sweep', ''],
  job: NON_EMPTY_EDGES,
  worker: NON_EMPTY_EDGES,
  group: NON_EMPTY_EDGES,
  select: NON_EMPTY_EDGES,
  token: ANY_STRING_EDGES,
  data: ANY_STRING_EDGES,
  slot: ANY_STRING_EDGES,
  by: ANY_STRING_EDGES,
  limit: WHOLE_EDGES,
  ms: WHOLE_EDGES,
  command: [[], [''], ['ZCARD', 'k'], [1], 'ZCARD', null, ['ZADD\u0000x', 'z'], ['\u0000'], ['ZCARD', 'k\u0000']],
  openAt: [-1, 0, 0.5, 19_999, 20_000, 20_001, '0'],
  stepsFrom: [0, 1, 2, -1, 0.5, '1', null, true],
  title: ['', ' ', 'x', 'x'.repeat(120), 'x'.repeat(121), '😀'.repeat(120), '😀'.repeat(121), 7, null],
  before: [-1, 0, 0.5, 20_000, 20_001],
  captions: [{}, [], { '0': 'x' }, null],
};
/** Keys a caption may be given by hand: steps written with a leading zero, a sign, a fraction, a space or an exponent. */
const CAPTION_KEYS = ['0', '1', '2', '00', '01', '-0', '+1', '1.0', ' 1', '1 ', '1e0', '0x1', '١'];
/** A caption's value on either side of its rules: blank, one character, 500 and 501 characters, 250 and 251 emoji. */
const CAPTION_EDGES = [' ', '\u00a0\ufeff\n', 'x', 'x'.repeat(500), 'x'.repeat(501), '😀'.repeat(250), '😀'.repeat(251), 7, null];

interface Mutation {
  where: 'top' | 'step' | 'story' | 'captions' | 'intervention' | 'command' | 'edge';
  kind: 'delete' | 'set' | 'replace';
  pick: number;
  key: string | null;
  /** Put the field's own edge value (`EDGES`, `CAPTION_EDGES`) and, in captions, maybe an odd key (`CAPTION_KEYS`); else `value`. */
  edge: boolean;
  edgeValue: number;
  edgeKey: number;
  value: unknown;
}
const mutation: fc.Arbitrary<Mutation> = fc.record({
  where: fc.constantFrom('top', 'step', 'step', 'story', 'captions', 'intervention', 'command', 'edge', 'edge'),
  kind: fc.constantFrom('delete', 'set', 'set', 'replace'),
  pick: fc.nat(),
  key: fc.oneof(fc.constant(null), fc.constantFrom(...KEYS)),
  edge: fc.constantFrom(true, true, false),
  edgeValue: fc.nat({ max: 1_000 }),
  edgeKey: fc.nat({ max: 1_000 }),
  value: nasty,
});

/** Applies one mutation in place (`file` is a fresh copy); returns the file, which `replace` at the top may swap. */
function mutate(file: unknown, m: Mutation): unknown {
  if (!isObject(file)) return m.kind === 'replace' ? m.value : file;
  const story = (create: boolean): Json | null => {
    if (!isObject(file.story) && create) put(file, 'story', {});
    return isObject(file.story) ? file.story : null;
  };
  const list = (name: 'steps' | 'interventions') => (Array.isArray(file[name]) ? (file[name] as unknown[]) : []);
  let parent: Json | unknown[] | null = null;
  let slot: string | number = '';
  switch (m.where) {
    case 'edge':
      nearMiss(file, m.pick);
      return file;
    case 'top':
      if (m.kind === 'replace') return m.value;
      parent = file;
      break;
    case 'step':
    case 'intervention': {
      const items = list(m.where === 'step' ? 'steps' : 'interventions');
      if (items.length) [parent, slot] = [items, m.pick % items.length];
      else if (m.where === 'intervention' && m.kind !== 'delete') [parent, slot] = [(file.interventions = [{}]) as unknown[], 0];
      break;
    }
    case 'story': {
      const s = story(m.kind !== 'delete');
      if (s) [parent, slot] = [file, 'story'];
      break;
    }
    case 'captions': {
      const s = story(m.kind !== 'delete');
      if (s && !isObject(s.captions) && m.kind !== 'delete') put(s, 'captions', {});
      if (s && isObject(s.captions)) [parent, slot] = [s, 'captions'];
      break;
    }
    case 'command': {
      const redis = list('steps').filter((s): s is Json => isObject(s) && Array.isArray(s.command));
      if (!redis.length) return file;
      const words = redis[m.pick % redis.length]!.command as unknown[];
      if (m.kind === 'delete') words.splice(m.pick % (words.length + 1), 1);
      else if (m.kind === 'set') put(words, m.pick % (words.length + 1), m.value);
      else put(redis[m.pick % redis.length]!, 'command', m.value);
      return file;
    }
  }
  if (parent === null) return file;
  if (m.kind === 'replace') {
    put(parent, slot, m.value);
    return file;
  }
  const target = parent === file && m.where === 'top' ? file : (parent as Json)[slot as string];
  if (!isObject(target)) return file;
  const own = Object.keys(target);
  if (m.kind === 'delete') {
    const key = m.key !== null && Object.hasOwn(target, m.key) ? m.key : own[m.pick % Math.max(1, own.length)];
    if (key !== undefined) delete target[key];
  } else {
    const captionKey = m.where === 'captions' && m.edge && m.edgeKey % 2 === 0 ? CAPTION_KEYS[(m.edgeKey >> 1) % CAPTION_KEYS.length] : undefined;
    const key = captionKey ?? m.key ?? own[m.pick % Math.max(1, own.length)] ?? (m.where === 'captions' ? '0' : 'x');
    const edges = m.where === 'captions' ? CAPTION_EDGES : EDGES[key];
    put(target, key, m.edge && edges ? edges[m.edgeValue % edges.length] : m.value);
  }
  return file;
}

const BASES = [...CASE_FILES, ...STORY_FILES].map((path) => JSON.parse(read(path)) as Json);
const base = fc.oneof(fc.constantFrom(...BASES), generatedFile);
/** The properties' fixed seed: the same files and mutations on every run. */
const SEED = 20_260_301;

// ---- the tests --------------------------------------------------------------------------------

describe('the JSON Schema of emq-scenario/1 (docs/emq-scenario-1.schema.json)', () => {
  it('compiles in ajv’s strict mode as draft 2020-12', () => {
    expect((SCHEMA as { $schema: string }).$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(typeof validate).toBe('function');
  });

  it.each([...CASE_FILES, ...STORY_FILES])('accepts %s, and so do the readers', (path) => {
    const v = verdicts(read(path));
    expect(v.errors).toEqual([]);
    expect(v.beyond).toEqual([]);
    expect(v.readers).toBe(true);
  });

  it('accepts what the run view exports, interventions included (the slow worker’s pause and resume)', () => {
    for (const p of WORLD_PRESETS.filter((w) => ['slow-worker', 'crash-loop', 'command-worker'].includes(w.id))) {
      const exported = exportRun(generateRun(p.config(p.defaultSeed)));
      if (p.id === 'slow-worker') expect(exported.interventions?.map((f) => f.op)).toEqual(['pause', 'resume']);
      expect({ preset: p.id, ...verdicts(formatScenario(exported)) }).toEqual({ preset: p.id, schema: true, beyond: [], readers: true, errors: [] });
    }
  });

  it('accepts every small file the generator makes, as the readers do (so the mutations start from valid files)', () => {
    fc.assert(
      fc.property(generatedFile, (file) => {
        const v = verdicts(JSON.stringify(file));
        expect(v).toEqual({ schema: true, beyond: [], readers: true, errors: [] });
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  it('agrees with parseStory and readInterventions on thousands of valid and mutated files (seeded)', () => {
    const seen = { accepted: 0, refusedBySchema: 0, refusedBeyondSchema: 0 };
    fc.assert(
      fc.property(base, fc.array(mutation, { maxLength: 3 }), (file, mutations) => {
        let mutated: unknown = structuredClone(file);
        for (const m of mutations) mutated = mutate(mutated, m);
        const text = JSON.stringify(mutated);
        const v = verdicts(text);
        const why = `schema: ${v.schema} ${v.errors.slice(0, 3).join('; ')}; beyond the schema: ${v.beyond.join('; ') || 'none'}; file: ${text.slice(0, 300)}`;
        expect(v.readers, why).toBe(v.schema && v.beyond.length === 0);
        if (v.readers) seen.accepted++;
        else if (!v.schema) seen.refusedBySchema++;
        else seen.refusedBeyondSchema++;
      }),
      { seed: SEED, numRuns: 2_500 },
    );
    // both verdicts, and the rules beyond the schema, are exercised
    expect(seen.accepted).toBeGreaterThan(250);
    expect(seen.refusedBySchema).toBeGreaterThan(800);
    expect(seen.refusedBeyondSchema).toBeGreaterThan(50);
  });

  it('lists in its description every rule it cannot express', () => {
    const description = (SCHEMA as { description: string }).description;
    for (const rule of ['previous step', '5,000 distinct job ids', '4 MiB', 'story.openAt', 'story.select', 'UTF-16', 'interventions']) {
      expect(description).toContain(rule);
    }
  });
});

describe('the top level of a scenario file', () => {
  const header = { format: 'emq-scenario/1', name: 'n', queue: 'q', clockStartMs: 0, maxStalled: 3, leaseMs: 1000, steps: [] };
  const problem = (value: unknown) => {
    try {
      parseStory(JSON.stringify(value));
    } catch (e) {
      expect(e).toBeInstanceOf(ScenarioError);
      return (e as Error).message;
    }
    return 'no error';
  };

  it('refuses a misspelt "stroy", naming it and the field it meant, and so does the schema', () => {
    const file = { ...header, stroy: { captions: { '0': 'lost' } } };
    expect(problem(file)).toBe('field "stroy": is not a top-level field; did you mean "story"?');
    expect(validate(file)).toBe(false);
    expect(problem({ ...header, leaseMS: 5 })).toBe('field "leaseMS": is not a top-level field; did you mean "leaseMs"?');
  });

  it('refuses an unknown top-level field that looks like none, listing the fields a file takes', () => {
    expect(problem({ ...header, padding: 'x' })).toBe(
      'field "padding": is not a top-level field (a file takes format, name, queue, clockStartMs, maxStalled, leaseMs, steps, interventions, story, $schema)',
    );
  });

  it('accepts "$schema" as a string pointing at the schema, in the parser and the schema alike', () => {
    const file = { $schema: '../../docs/emq-scenario-1.schema.json', ...header };
    expect(parseScenario(JSON.stringify(file)).steps).toEqual([]);
    expect(problem(file)).toBe('no error');
    expect(validate(file)).toBe(true);
    expect(problem({ ...header, $schema: 1 })).toBe('field "$schema": must be a string: the address of the JSON Schema, got 1');
    expect(validate({ ...header, $schema: 1 })).toBe(false);
  });

  it('refuses a command name holding a NUL byte in the parser and the schema alike, and takes a NUL in an argument', () => {
    const file = (command: string[]) => ({ ...header, steps: [{ at: 0, op: 'redis', command }] });
    expect(problem(file(['ZADD\u0000x', 'z', '1', 'a']))).toBe(
      'step 1 (redis): field "command": a command name cannot contain a NUL byte: Redis itself answers it differently from one start to the next',
    );
    expect(validate(file(['ZADD\u0000x', 'z', '1', 'a']))).toBe(false);
    expect(problem(file(['ZADD', 'z\u0000', '1', 'a\u0000']))).toBe('no error');
    expect(validate(file(['ZADD', 'z\u0000', '1', 'a\u0000']))).toBe(true);
  });

  it('keeps "story" and "interventions" for their own readers', () => {
    expect(parseScenario(JSON.stringify({ ...header, story: 'left to parseStory', interventions: 'left to importRun' })).steps).toEqual([]);
  });
});

describe('where the schema knowingly differs from the readers', () => {
  const header = { format: 'emq-scenario/1', name: 'n', queue: 'q', clockStartMs: 0, maxStalled: 3, leaseMs: 1000 };
  const steps = [{ at: 0, op: 'enqueue', job: 'j1' }];

  it('a caption of 251 emoji is 251 characters to the schema and 502 UTF-16 code units to parseStory, which refuses it', () => {
    const v = verdicts(JSON.stringify({ ...header, steps, story: { captions: { '0': '😀'.repeat(251) } } }));
    expect(v).toMatchObject({ schema: true, beyond: ['6: a caption over 500 UTF-16 code units'], readers: false });
    expect(verdicts(JSON.stringify({ ...header, steps, story: { captions: { '0': '😀'.repeat(250) } } }))).toMatchObject({ schema: true, readers: true });
  });

  it('a step going back in time, an openAt past the last step and a select of no enqueued job pass the schema only', () => {
    expect(verdicts(JSON.stringify({ ...header, steps: [{ at: 5, op: 'sweep' }, { at: 4, op: 'sweep' }] }))).toMatchObject({ schema: true, readers: false });
    expect(verdicts(JSON.stringify({ ...header, steps, story: { openAt: 1 } }))).toMatchObject({ schema: true, readers: false });
    expect(verdicts(JSON.stringify({ ...header, steps, story: { select: 'j2' } }))).toMatchObject({ schema: true, readers: false });
  });
});
