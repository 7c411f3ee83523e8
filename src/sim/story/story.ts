import type { Scenario } from '../format/scenario';
import { parseScenario, readScenarioJson, show } from '../scenario/parseScenario';
import { ScenarioError } from '../scenario/scenarioError';

/**
 * What a course author adds to an `emq-scenario/1` file to tell a story with it in the hub: the
 * top-level `story` object (README "Stories"). Step numbers are the 0-based indexes of `steps`,
 * as a `ScenarioError` names them ("step 3").
 */
export interface Story {
  /** The hub opens just after this step ran; null: after the file's last step. */
  openAt: number | null;
  /** The job selected when the hub opens (an `enqueue`d id of the file); null: none. */
  select: string | null;
  /** A caption per step, shown in the readout while that step is the last one run. */
  captions: ReadonlyMap<number, string>;
}

/** A file read as a story: its scenario (steps, queue, header) and its story fields. */
export interface StoryFile {
  scenario: Scenario;
  story: Story;
}

/** The longest caption, in characters: a caption is a sentence or two beside the readout. */
export const MAX_CAPTION_CHARS = 500;

const STORY_FIELDS = ['openAt', 'select', 'captions'] as const;

/** A file without story fields tells the plain story: open after the last step, nothing selected. */
export const NO_STORY: Story = { openAt: null, select: null, captions: new Map() };

/**
 * Reads a story file: an `emq-scenario/1` file (checked by `parseScenario`, which takes a
 * top-level `story` without looking into it) and its optional top-level `story`:
 * `{ openAt?: <step>, select?: "<job id>", captions?: { "<step>": "text" } }`. Accepts the text or
 * an already-parsed value. Throws `ScenarioError` only: the scenario's own message (naming the
 * step and field), or one naming the story field (`story.openAt`, `story.captions.7`, …): an
 * unknown field, a step that is not one of the file's, a job the file never enqueues, an empty or
 * overlong caption. Source: docs/scenario-format.md (the format), README "Stories" (the story fields).
 */
export function parseStory(input: string | unknown): StoryFile {
  const raw: unknown = typeof input === 'string' ? readScenarioJson(input) : input;
  const scenario = parseScenario(raw);
  const top = raw as Record<string, unknown>;
  if (!Object.hasOwn(top, 'story')) return { scenario, story: NO_STORY };
  const s = top.story;
  if (typeof s !== 'object' || s === null || Array.isArray(s)) {
    throw new ScenarioError(`must be an object such as {"openAt": 3, "select": "job-1"}, got ${show(s)}`, undefined, 'story');
  }
  const fields = s as Record<string, unknown>;
  for (const name of Object.keys(fields)) {
    if (!(STORY_FIELDS as readonly string[]).includes(name)) {
      throw new ScenarioError(`is not a story field (${STORY_FIELDS.join(', ')})`, undefined, `story.${fieldName(name)}`);
    }
  }
  const last = scenario.steps.length - 1;
  const stepRange = last < 0 ? 'the file has no steps' : `must be a step of the file, 0 to ${last}`;
  const isStep = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= last;

  let openAt: number | null = null;
  if (Object.hasOwn(fields, 'openAt')) {
    if (!isStep(fields.openAt)) throw new ScenarioError(`${stepRange}, got ${show(fields.openAt)}`, undefined, 'story.openAt');
    openAt = fields.openAt;
  }

  let select: string | null = null;
  if (Object.hasOwn(fields, 'select')) {
    const id = fields.select;
    if (typeof id !== 'string' || id === '') throw new ScenarioError(`must be a job id, got ${show(id)}`, undefined, 'story.select');
    if (!scenario.steps.some((step) => step.op === 'enqueue' && step.job === id)) {
      throw new ScenarioError(`must be a job the file enqueues, got ${show(id)}`, undefined, 'story.select');
    }
    select = id;
  }

  const captions = new Map<number, string>();
  if (Object.hasOwn(fields, 'captions')) {
    const c = fields.captions;
    if (typeof c !== 'object' || c === null || Array.isArray(c)) {
      throw new ScenarioError(`must be an object of step → text such as {"3": "The sweep runs."}, got ${show(c)}`, undefined, 'story.captions');
    }
    for (const [key, text] of Object.entries(c as Record<string, unknown>)) {
      const field = `story.captions.${fieldName(key)}`;
      const n = /^(0|[1-9]\d{0,5})$/.test(key) ? Number(key) : NaN;
      if (!isStep(n)) throw new ScenarioError(`names no step: a caption's key ${stepRange}`, undefined, field);
      if (typeof text !== 'string' || text.trim() === '') throw new ScenarioError(typeof text === 'string' ? `must hold at least one character that is not a space, got ${show(text)}` : `must be a string, got ${show(text)}`, undefined, field);
      if (text.length > MAX_CAPTION_CHARS) {
        throw new ScenarioError(`is ${text.length} characters long, over the limit of ${MAX_CAPTION_CHARS}`, undefined, field);
      }
      captions.set(n, text.trim());
    }
  }
  return { scenario, story: { openAt, select, captions } };
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
