import type { Scenario } from '../format/scenario';
import { SCENARIO_LIMITS } from '../scenario/limits';
import { parseScenario, readScenarioJson, show } from '../scenario/parseScenario';
import { ScenarioError, ScenarioErrors } from '../scenario/scenarioError';
import { didYouMean, scenarioProblems } from '../scenario/scenarioProblems';

/**
 * What a course author adds to an `emq-scenario/1` file to tell a story with it in the hub: the
 * top-level `story` object (docs/scenario-format.md, "The story block"). Here, once read, step
 * numbers are the 0-based indexes of `steps`, whatever numbering the file wrote them in.
 */
export interface Story {
  /** The hub opens just after the step of this index ran (-1: at the start); null: after the file's last step. */
  openAt: number | null;
  /** The job selected when the hub opens (an `enqueue`d id of the file); null: none. */
  select: string | null;
  /** A caption per step, shown in the readout while that step is the last one run. */
  captions: ReadonlyMap<number, string>;
  /** How the file wrote its step numbers (`story.stepsFrom`); absent: no story block, or from 0. */
  stepsFrom?: 0 | 1;
  /** The heading the hub shows for the story (`story.title`, trimmed); absent: the scenario's `name`. */
  title?: string;
}

/** A file read as a story: its scenario (steps, queue, header) and its story fields. */
export interface StoryFile {
  scenario: Scenario;
  story: Story;
}

/** The longest caption, in characters: a caption is a sentence or two beside the readout. */
export const MAX_CAPTION_CHARS = 500;

/** The longest story title, in characters (code points, as the JSON Schema's maxLength counts): a heading, not a paragraph. */
export const MAX_TITLE_CHARS = 120;

/** The story block's fields; `stepsFrom` says how its step numbers count (docs/scenario-format.md). */
export const STORY_FIELDS = ['stepsFrom', 'title', 'openAt', 'select', 'captions'] as const;

/** A file without story fields tells the plain story: open after the last step, nothing selected. */
export const NO_STORY: Story = { openAt: null, select: null, captions: new Map() };

/**
 * How a story block counts its steps: `"stepsFrom": 1` (the one numbering: the page's "step N",
 * step 0 the start) or, without the field, from 0 as files written before it did (`openAt: 13`
 * is the page's step 14). Null: the field is there but is neither 0 nor 1.
 */
export function stepsFromOf(block: Record<string, unknown>): 0 | 1 | null {
  if (!Object.hasOwn(block, 'stepsFrom')) return 0;
  return block.stepsFrom === 0 || block.stepsFrom === 1 ? block.stepsFrom : null;
}

/**
 * Reads the `story` block of a file's parsed JSON against its `steps` (an array: its length and
 * the jobs its enqueue steps name), reporting every problem through `report` (a ScenarioError naming
 * the field, `story.openAt`, `story.captions.7`, …) instead of stopping at the first. Returns the
 * story read from the fields that are right. Step numbers are read as `stepsFrom` says; the Story
 * holds 0-based indexes of `steps` (`openAt` -1: the start).
 */
export function readStoryBlock(top: Record<string, unknown>, steps: readonly unknown[], report: (e: ScenarioError) => void): Story {
  if (!Object.hasOwn(top, 'story')) return NO_STORY;
  const s = top.story;
  if (typeof s !== 'object' || s === null || Array.isArray(s)) {
    report(new ScenarioError(`must be an object such as {"stepsFrom": 1, "openAt": 3, "select": "job-1"}, got ${show(s)}`, undefined, 'story'));
    return NO_STORY;
  }
  const fields = s as Record<string, unknown>;
  for (const name of Object.keys(fields)) {
    if (!(STORY_FIELDS as readonly string[]).includes(name)) {
      report(new ScenarioError(`is not a story field (${STORY_FIELDS.join(', ')})${didYouMean(name, STORY_FIELDS)}`, undefined, `story.${fieldName(name)}`));
    }
  }
  let from = stepsFromOf(fields);
  if (from === null) {
    report(new ScenarioError(`must be 1 (steps counted as the page counts them) or 0 (from 0, as files written before), got ${show(fields.stepsFrom)}`, undefined, 'story.stepsFrom'));
    from = 1;
  }
  const count = steps.length;
  // stepsFrom 1: 0 (the start) to count; from 0: 0 to count - 1, each the index of a step.
  const [low, high] = from === 1 ? [0, count] : [0, count - 1];
  const stepRange = high < low ? 'the file has no steps' : `must be a step of the file, ${low} to ${high}`;
  const isStep = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= low && n <= high;
  const index = (n: number) => n - from;

  let title: string | undefined;
  if (Object.hasOwn(fields, 'title')) {
    const t = fields.title;
    if (typeof t !== 'string' || t.trim() === '') {
      report(new ScenarioError(typeof t === 'string' ? `must hold at least one character that is not a space, got ${show(t)}` : `must be a string, got ${show(t)}`, undefined, 'story.title'));
    } else if ([...t].length > MAX_TITLE_CHARS) {
      report(new ScenarioError(`is ${[...t].length} characters long, over the limit of ${MAX_TITLE_CHARS}`, undefined, 'story.title'));
    } else title = t.trim();
  }

  let openAt: number | null = null;
  if (Object.hasOwn(fields, 'openAt')) {
    if (!isStep(fields.openAt)) report(new ScenarioError(`${stepRange}, got ${show(fields.openAt)}`, undefined, 'story.openAt'));
    else openAt = index(fields.openAt);
  }

  let select: string | null = null;
  if (Object.hasOwn(fields, 'select')) {
    const id = fields.select;
    if (typeof id !== 'string' || id === '') report(new ScenarioError(`must be a job id, got ${show(id)}`, undefined, 'story.select'));
    else if (!steps.some((step) => isEnqueueOf(step, id))) {
      const jobs = [...new Set(steps.flatMap((step) => (isEnqueueOf(step) ? [(step as { job: string }).job] : [])))];
      report(new ScenarioError(`must be a job the file enqueues, got ${show(id)}${didYouMean(id, jobs)}`, undefined, 'story.select'));
    } else select = id;
  }

  const captions = new Map<number, string>();
  if (Object.hasOwn(fields, 'captions')) {
    const c = fields.captions;
    if (typeof c !== 'object' || c === null || Array.isArray(c)) {
      report(new ScenarioError(`must be an object of step → text such as {"3": "The sweep runs."}, got ${show(c)}`, undefined, 'story.captions'));
    } else {
      // From 1, a caption belongs to a step that ran: 1 to count (step 0, the start, has none).
      const captionRange = from === 1 ? (count === 0 ? 'the file has no steps' : `must be a step of the file, 1 to ${count}`) : stepRange;
      for (const [key, text] of Object.entries(c as Record<string, unknown>)) {
        const field = `story.captions.${fieldName(key)}`;
        const n = /^(0|[1-9]\d{0,5})$/.test(key) ? Number(key) : NaN;
        if (!isStep(n) || (from === 1 && n === 0)) report(new ScenarioError(`names no step: a caption's key ${captionRange}`, undefined, field));
        else if (typeof text !== 'string' || text.trim() === '') {
          report(new ScenarioError(typeof text === 'string' ? `must hold at least one character that is not a space, got ${show(text)}` : `must be a string, got ${show(text)}`, undefined, field));
        } else if (text.length > MAX_CAPTION_CHARS) {
          report(new ScenarioError(`is ${text.length} characters long, over the limit of ${MAX_CAPTION_CHARS}`, undefined, field));
        } else captions.set(index(n), text.trim());
      }
    }
  }
  return { openAt, select, captions, ...(from === 1 ? { stepsFrom: 1 as const } : {}), ...(title !== undefined ? { title } : {}) };
}

function isEnqueueOf(step: unknown, id?: string): boolean {
  if (typeof step !== 'object' || step === null) return false;
  const s = step as { op?: unknown; job?: unknown };
  return s.op === 'enqueue' && typeof s.job === 'string' && (id === undefined || s.job === id);
}

/**
 * Reads a story file: an `emq-scenario/1` file (the rules of `parseScenario`) and its optional
 * top-level `story`: `{ stepsFrom?: 1, title?: "heading", openAt?: <step>, select?: "<job id>",
 * captions?: { "<step>": "text" } }` (`readStoryBlock`). Accepts the text or an already-parsed value. Throws
 * `ScenarioErrors` only, carrying every problem of the file (`problems`, one line each, the
 * scenario's first, as `checkStoryFile` lists them) with the first as its message: the scenario's
 * own (naming the step and field, as parseScenario names it), else the story's (`story.openAt`,
 * `story.captions.7`, …): an unknown field, a step that is not one of the file's, a job the file
 * never enqueues, an empty or overlong caption or title. Source: docs/scenario-format.md ("The story block").
 */
export function parseStory(input: string | unknown): StoryFile {
  const raw: unknown = typeof input === 'string' ? readScenarioJson(input) : input;
  let scenario: Scenario;
  try {
    scenario = parseScenario(raw);
  } catch (e) {
    if (!(e instanceof ScenarioError)) throw e;
    const all = storyFileProblems(raw).map((p) => p.message);
    throw new ScenarioErrors(e, all.length ? all : [e.message]);
  }
  const found: ScenarioError[] = [];
  const story = readStoryBlock(raw as Record<string, unknown>, scenario.steps, (p) => found.push(p));
  if (found.length) throw new ScenarioErrors(found[0]!, found.map((p) => p.message));
  return { scenario, story };
}

/**
 * Every error of a story file's parsed JSON at once, in file order: the scenario's
 * (`scenarioProblems`), then the story block's (`readStoryBlock`, read against the steps as they
 * are, when `steps` is an array). `[]`: `parseStory` accepts the file.
 */
export function storyFileProblems(raw: unknown): ScenarioError[] {
  const out = scenarioProblems(raw);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return out;
  const top = raw as Record<string, unknown>;
  if (Array.isArray(top.steps) && top.steps.length <= SCENARIO_LIMITS.steps) readStoryBlock(top, top.steps, (p) => out.push(p));
  return out;
}

/** The number of steps run when the hub opens on `file`: just after `openAt`, else after every step. */
export function openCursor(file: StoryFile): number {
  return file.story.openAt === null ? file.scenario.steps.length : file.story.openAt + 1;
}

/** A key from the file as a message names it: one line, at most 40 characters. */
function fieldName(name: string): string {
  if (/^[A-Za-z0-9_$-]{1,40}$/.test(name)) return name;
  return JSON.stringify(name.slice(0, 37)).slice(1, -1) + (name.length > 37 ? '...' : '');
}
