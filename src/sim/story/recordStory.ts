import type { Run } from '../actors/run';
import type { Input, ScenarioHeader } from '../engine/input';
import type { Step } from '../format/scenario';
import { exportRun, storyOfRun, type RunFile } from '../scenario/exportRun';
import { stepNumber } from '../scenario/scenarioError';
import { MAX_CAPTION_CHARS } from './story';

/** What "Save as a story" records: the timeline shown (the story's steps and the forks taken), the moment and the selection. */
export interface StoryRecording {
  header: ScenarioHeader;
  name: string;
  /** Every input of the timeline shown, the forks taken included. */
  inputs: readonly Input[];
  /** Inputs run at the moment shown (0: the start). */
  cursor: number;
  select: string | null;
  /** Captions kept from the story opened, by 0-based index of `inputs` (only where the input is still the story's own). */
  captions?: ReadonlyMap<number, string>;
  /** The author's caption for the moment shown (the step at `cursor`), typed in; blank: none. */
  caption?: string;
  /** The story's title (`story.title`), kept from the story opened; absent: none (the heading is `name`). */
  title?: string;
}

/**
 * A story file (emq-scenario/1 with a `story` block counting steps from 1, docs/scenario-format.md)
 * of what the learner or author did, which reopens on the same moment: the same steps in the same
 * order (so the page's step N is the file's step N), the same keyspace, the same job selected.
 * A `tick` (the hub's "Advance the clock") has no step of its own in the format, so it is kept as
 * a raw `TIME` step at its time: it writes nothing, moves the clock, and keeps the count. `openAt`
 * is `cursor`; `select` is kept only when a step before the moment enqueues it (else the file
 * would be refused); the caption at the moment is cut to MAX_CAPTION_CHARS characters.
 */
export function recordStory(r: StoryRecording): Record<string, unknown> {
  const steps: Step[] = r.inputs.map((i) => (i.op === 'tick' ? { at: i.at, op: 'redis', command: ['TIME'] } : i));
  const captions: Record<string, string> = {};
  for (const [index, text] of r.captions ?? []) if (index < steps.length) captions[String(stepNumber(index))] = text;
  const typed = r.caption?.trim() ?? '';
  if (r.cursor > 0) {
    if (typed) captions[String(r.cursor)] = typed.slice(0, MAX_CAPTION_CHARS);
  }
  const enqueued = r.select !== null && steps.some((s) => s.op === 'enqueue' && s.job === r.select);
  const story: Record<string, unknown> = { stepsFrom: 1, ...(r.title ? { title: r.title } : {}), openAt: r.cursor };
  if (enqueued) story.select = r.select;
  if (Object.keys(captions).length) story.captions = captions;
  return { ...r.header, format: 'emq-scenario/1', name: r.name, steps, story };
}

/**
 * What the run view shows as a story file ("Save as a story" there; docs/scenario-format.md): the
 * run's steps and world facts as its export has them (`exportRun`: the learner's interventions
 * are `interventions`), and a story block counting from 1 that opens at the moment shown: `openAt`
 * is the number of steps run at `cursor` (an event index of the run, ticks included), so the run
 * view reopens it just after that step and the facts recorded before the next one
 * (`openingCursor`), the same keyspace, clock and actors. A run imported from a story file keeps
 * that story's title, captions, and its `select` when the job is enqueued by then; `caption`
 * (typed in, cut to MAX_CAPTION_CHARS characters) captions the step at the moment. The view
 * selects no job of its own. Returns the file (`formatScenario` writes its text).
 */
export function recordRunStory(run: Run, cursor: number, caption = ''): RunFile {
  const { story: _drop, ...file } = exportRun(run);
  const shown = run.timeline.inputs.slice(0, Math.max(0, cursor));
  const steps = shown.filter((i): i is Step => i.op !== 'tick');
  const from = storyOfRun(run)?.story ?? null;
  const captions: Record<string, string> = {};
  for (const [index, text] of from?.captions ?? []) captions[String(stepNumber(index))] = text;
  const typed = caption.trim();
  if (typed && steps.length > 0) captions[String(steps.length)] = typed.slice(0, MAX_CAPTION_CHARS);
  const select = from?.select ?? null;
  const story: Record<string, unknown> = { stepsFrom: 1 };
  if (from?.title) story.title = from.title;
  story.openAt = steps.length;
  if (select !== null && steps.some((st) => st.op === 'enqueue' && st.job === select)) story.select = select;
  if (Object.keys(captions).length) story.captions = captions;
  return { ...file, story };
}

/** A recorded story's file text: two-space JSON, one step a line, ending in a newline. */
export function storyFileText(file: Record<string, unknown>): string {
  const { steps, story, ...header } = file as { steps: unknown[]; story: unknown };
  const head = Object.entries(header).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`);
  const lines = steps.map((s, i) => `    ${JSON.stringify(s)}${i === steps.length - 1 ? '' : ','}`);
  return ['{', ...head, steps.length ? '  "steps": [' : '  "steps": [],', ...(steps.length ? [...lines, '  ],'] : []), `  "story": ${JSON.stringify(story)}`, '}', ''].join('\n');
}
