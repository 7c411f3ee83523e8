import type { Cause, WorldFact } from '../actors/cause';
import { replayScenarioSteps, type ReplayProgress, type Run } from '../actors/run';
import { toScenario } from '../engine/input';
import { formatCount, SCENARIO_LIMITS } from './limits';
import { parseScenario, readScenarioJson, show } from './parseScenario';
import { ScenarioError, ScenarioErrors } from './scenarioError';
import type { Scenario } from '../format/scenario';
import { readStoryBlock, storyFileProblems, type Story } from '../story/story';

/**
 * A world-only fact of a run (something Redis never sees), kept in an exported file's top-level
 * `interventions` field, which emq-scenario/1 readers ignore: `{"at": 12000, "op": "pause",
 * "worker": "w1", "before": 7}`. `before` is the index of the step it came just before (the
 * number of steps when it is last), so a fact at the same `at` as a step keeps its place.
 * `worker` is the worker id the steps use; `slot` its slot when different (a restarted `w1.2`
 * lives in slot `w1`); `job` the job concerned; `ms` a pause's planned length or a resume's
 * measured one; `by` who set it off in the run (`learner`, `story`, `sim`).
 */
export interface ExportedFact {
  at: number;
  op: FactOp;
  before: number;
  worker?: string;
  slot?: string;
  job?: string;
  ms?: number;
  by?: string;
}

export type FactOp = 'pause' | 'resume' | 'restart' | 'poison';

const OP_OF_FACT: Record<WorldFact, FactOp> = { 'worker/paused': 'pause', 'worker/resumed': 'resume', 'worker/restarted': 'restart', 'job/markedPoison': 'poison' };
const FACT_OF_OP: Record<FactOp, WorldFact> = { pause: 'worker/paused', resume: 'worker/resumed', restart: 'worker/restarted', poison: 'job/markedPoison' };

/** An exported run: an `emq-scenario/1` plus the world-only facts its steps cannot carry, and the story block of the file it came from. */
export type RunFile = Scenario & { interventions?: ExportedFact[]; story?: Readonly<Record<string, unknown>> };

/**
 * The story of the file a run was imported from (`importRun`, `importRunSteps`): its `story`
 * block as the file wrote it (null: the file had none), which the run's export and link keep,
 * and that block read (`Story`: 0-based step indexes, NO_STORY without a block).
 */
export interface RunStory {
  block: Readonly<Record<string, unknown>> | null;
  story: Story;
}

// Keyed by the imported run itself: a file's run is never forked or extended (it has no actors),
// so the run object the import returned is the one the view keeps while it shows that file.
const STORY_OF_RUN = new WeakMap<Run, RunStory>();

/** The story of the file `run` was imported from; null for a run that was not imported (a preset's). */
export function storyOfRun(run: Run): RunStory | null {
  return STORY_OF_RUN.get(run) ?? null;
}

/**
 * Where the run view opens an imported run (a cursor into its events): just after the story's
 * `openAt` step and the world facts (pauses, restarts) recorded before the next step, so a story
 * saved just after an intervention reopens with it shown; 0 (the start) without `openAt`, for a
 * run not imported, or for `openAt` the start. Source: docs/scenario-format.md ("The story block").
 */
export function openingCursor(run: Run): number {
  const openAt = storyOfRun(run)?.story.openAt ?? null;
  if (openAt === null || openAt < 0) return 0;
  const events = run.timeline.events;
  let steps = 0;
  let c = 0;
  while (c < events.length && steps <= openAt) {
    if (events[c]!.input.op !== 'tick') steps += 1;
    c += 1;
  }
  // Just after step openAt (0-based), and the facts up to the next step.
  while (c < events.length && events[c]!.input.op === 'tick') c += 1;
  return c;
}

/**
 * A run as an `emq-scenario/1` (docs/scenario-format.md): its header and every step, in order, with `tick`s
 * dropped (they only move the clock, and each step carries its own `at`). The world facts those
 * ticks record (pauses, resumes, restarts, poison marks, a job added as poison) never reach
 * Redis; they go to the top-level `interventions` field (absent when there are none), so
 * replaying the steps gives the same replies and keyspaces as the run, and `importRun` shows
 * the facts again.
 */
export function exportRun(run: Run): RunFile {
  const scenario = toScenario(run.timeline.header, run.timeline.inputs);
  const facts: ExportedFact[] = [];
  let steps = 0;
  run.timeline.inputs.forEach((input, i) => {
    const cause = run.causes[i];
    if (input.op !== 'tick') {
      steps += 1;
      // A job the learner added as poison: the mark comes right after its enqueue.
      if (input.op === 'enqueue' && cause?.poison) facts.push({ at: input.at, op: 'poison', before: steps, job: input.job, by: cause.by });
      return;
    }
    if (!cause?.fact) return;
    const f: ExportedFact = { at: input.at, op: OP_OF_FACT[cause.fact], before: steps };
    if (cause.fact === 'job/markedPoison') f.job = cause.job;
    else {
      f.worker = cause.actor;
      if (cause.slot !== undefined && cause.slot !== cause.actor) f.slot = cause.slot;
      if (cause.job !== undefined) f.job = cause.job;
      if (cause.ms !== undefined) f.ms = cause.ms;
    }
    f.by = cause.by;
    facts.push(f);
  });
  const story = storyOfRun(run)?.block;
  return { ...scenario, ...(facts.length ? { interventions: facts } : {}), ...(story ? { story } : {}) };
}

/**
 * The scenario's JSON text: the header one field a line, then one step a line (and one
 * intervention a line), then the story block on one line, so a long export stays readable and
 * diffs line by line. `parseScenario` reads the steps back unchanged; `importRun` reads the
 * interventions and the story too.
 */
export function formatScenario(s: RunFile): string {
  const { steps, interventions, story, ...header } = s;
  const head = Object.entries(header).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`);
  const list = (name: string, items: readonly unknown[], last: boolean) => {
    const comma = last ? '' : ',';
    if (!items.length) return [`  ${JSON.stringify(name)}: []${comma}`];
    return [`  ${JSON.stringify(name)}: [`, ...items.map((x, i) => `    ${JSON.stringify(x)}${i === items.length - 1 ? '' : ','}`), `  ]${comma}`];
  };
  const ivs = interventions?.length ? list('interventions', interventions, false) : [];
  const tail = story ? [...list('steps', steps, false), `  "story": ${JSON.stringify(story)}`] : list('steps', steps, true);
  return ['{', ...head, ...ivs, ...tail, '}', ''].join('\n');
}

/** A download name for the scenario: `the-busy-hour-1-000-jobs-20-workers.scenario.json`. */
export function scenarioFileName(s: Scenario): string {
  const slug = s.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80).replace(/-+$/, '');
  return `${slug || 'run'}.scenario.json`;
}

/**
 * The `interventions` of a file's parsed JSON (empty when absent), checked: each needs a whole
 * `at` and `before` (in order, within the steps), a known `op`, and a `worker` (or, for
 * `poison`, a `job`). Throws `ScenarioError` naming the entry and field.
 */
export function readInterventions(raw: unknown, stepCount: number): ExportedFact[] {
  if (typeof raw !== 'object' || raw === null || !Object.hasOwn(raw, 'interventions')) return [];
  const list = (raw as { interventions: unknown }).interventions;
  if (!Array.isArray(list)) throw new ScenarioError('must be an array of {"at", "op", "worker"} objects', undefined, 'interventions');
  if (list.length > SCENARIO_LIMITS.steps) {
    throw new ScenarioError(`has ${formatCount(list.length)} entries, more than the limit of ${formatCount(SCENARIO_LIMITS.steps)}`, undefined, 'interventions');
  }
  let prev = { at: -Infinity, before: 0 };
  return list.map((x: unknown, i) => {
    const bad = (field: string, problem: string) => new ScenarioError(problem, undefined, `interventions[${i}].${field}`);
    if (typeof x !== 'object' || x === null || Array.isArray(x)) throw new ScenarioError('must be an object', undefined, `interventions[${i}]`);
    const f = x as Record<string, unknown>;
    if (!Number.isSafeInteger(f.at) || (f.at as number) < prev.at) throw bad('at', `must be a whole number of milliseconds, not before the previous one, got ${show(f.at)}`);
    if (!Number.isSafeInteger(f.before) || (f.before as number) < prev.before || (f.before as number) > stepCount) {
      throw bad('before', `must be a step index from ${prev.before} to ${stepCount}, got ${show(f.before)}`);
    }
    if (typeof f.op !== 'string' || !Object.hasOwn(FACT_OF_OP, f.op)) throw bad('op', `must be one of ${Object.keys(FACT_OF_OP).join(', ')}, got ${show(f.op)}`);
    const need = f.op === 'poison' ? 'job' : 'worker';
    if (typeof f[need] !== 'string' || !(f[need] as string)) throw bad(need, `must be a non-empty string, got ${show(f[need])}`);
    for (const k of ['worker', 'slot', 'job', 'by'] as const) if (Object.hasOwn(f, k) && typeof f[k] !== 'string') throw bad(k, `must be a string, got ${show(f[k])}`);
    if (Object.hasOwn(f, 'ms') && !Number.isSafeInteger(f.ms)) throw bad('ms', `must be a whole number of milliseconds, got ${show(f.ms)}`);
    prev = { at: f.at as number, before: f.before as number };
    return f as unknown as ExportedFact;
  });
}

/** The cause a replayed file gives an exported fact (`by: 'file'`: the file says so). */
export function causeOfFact(f: ExportedFact): Cause {
  const fact = FACT_OF_OP[f.op];
  const cause: Cause = { actor: f.worker ?? 'file', by: 'file', why: 'replay', fact };
  if (f.op !== 'poison') cause.slot = f.slot ?? f.worker;
  if (f.job !== undefined) cause.job = f.job;
  if (f.ms !== undefined) cause.ms = f.ms;
  return cause;
}

/**
 * Reads an `emq-scenario/1` file into a run that replays its steps as they are (no actors plan a
 * future; the workers it names are observed), with its `interventions` (pauses, resumes,
 * restarts, poison marks) shown again in their places, and its story block kept (`storyOfRun`).
 * Throws `ScenarioError` with a one-line message naming the step (or intervention) and field
 * when the file is not valid: a `ScenarioErrors` listing every problem (`problems`) when the
 * scenario or its story block breaks rules (the checks of `checkStoryFile`).
 */
export function importRun(text: string): Run {
  const steps = importRunSteps(text);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/**
 * `importRun` in chunks, for a large file: a generator that parses the text (throwing what
 * `importRun` throws), then yields the replay's progress (`done` of `total` steps) every few
 * hundred steps, and returns the same Run. The page runs it a slice at a time between frames.
 */
export function* importRunSteps(text: string): Generator<ReplayProgress, Run, void> {
  const raw = readScenarioJson(text);
  // Every problem at once, as `sim --check` and the hub list them (the story block's included).
  const problems = storyFileProblems(raw);
  if (problems.length) throw new ScenarioErrors(problems[0]!, problems.map((p) => p.message));
  const scenario = parseScenario(raw);
  const top = raw as Record<string, unknown>;
  const story = readStoryBlock(top, scenario.steps, () => {});
  const facts = readInterventions(raw, scenario.steps.length);
  // A poison mark right after its job's enqueue is a job added as poison: it belongs to that step.
  const poisonSteps = new Set<number>();
  const ticks = facts.filter((f) => {
    const step = scenario.steps[f.before - 1];
    if (f.op !== 'poison' || step?.op !== 'enqueue' || step.job !== f.job || step.at !== f.at) return true;
    poisonSteps.add(f.before - 1);
    return false;
  });
  const run = yield* replayScenarioSteps(scenario, ticks.map((f) => ({ before: f.before, at: f.at, cause: causeOfFact(f) })), poisonSteps);
  STORY_OF_RUN.set(run, { block: Object.hasOwn(top, 'story') ? (top.story as Record<string, unknown>) : null, story });
  return run;
}
