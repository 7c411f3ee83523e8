import { applyInput } from '../engine/applyInput';
import { headerOf, toScenario } from '../engine/input';
import { initialState } from '../engine/simState';
import { isErrorReply, type Reply } from '../format/reply';
import type { Scenario } from '../format/scenario';
import { NO_STORY, parseStory, storyFileProblems, type StoryFile } from '../story/story';
import { readInterventions, storyOfRun } from './exportRun';
import type { Run } from '../actors/run';
import { parseScenario, readScenarioJson, show } from './parseScenario';
import { ScenarioError, stepNumber } from './scenarioError';
import { didYouMean } from './scenarioProblems';

/**
 * What `sim --check`, the hub and the run view's import say about a story file: every error (the
 * file cannot be shown: `errors`, in file order) and, for a file without errors, every warning: a
 * step whose reply shows the author probably meant something else (`warnings`). Each is a
 * `ScenarioError` whose one-line message names the step (counted from 1) and the field. `file`:
 * the story read, when there are no errors.
 */
export interface StoryCheck {
  errors: ScenarioError[];
  warnings: ScenarioError[];
  file: StoryFile | null;
}

/**
 * Checks a story file (its text or parsed JSON; docs/scenario-format.md, "Checking a story"):
 * every error at once (`storyFileProblems`: the scenario's rules, the story block's, the run
 * view's `interventions`), then, when the steps themselves are right, runs them in the simulator and warns
 * where a reply shows the run is not what the author meant:
 * - an `enqueue` that replies 0: the id is already in the keyspace, so no second job exists;
 * - a `claim` that replies nil from a group no step enqueues into (a misspelt group, with the
 *   nearest group the file uses) or from a lane no earlier step enqueues into (the claim comes
 *   before the job it was meant for; a lane drained or held by other workers is not warned about:
 *   stories show a worker finding nothing on purpose);
 * - an `extend` or `complete` whose token no earlier claim returned (replies -1);
 * - a caption on a step whose reply is an error or -1, unless the caption says so (names the -1,
 *   "refused", "rejected", the error's code or the word error);
 * - a `select` of a job first enqueued after the moment the story opens;
 * - a story block that counts its steps from 0 (written before `stepsFrom`).
 * Never throws.
 */
export function checkStoryFile(input: string | unknown): StoryCheck {
  let raw: unknown;
  try {
    raw = typeof input === 'string' ? readScenarioJson(input) : input;
  } catch (e) {
    return { errors: [e as ScenarioError], warnings: [], file: null };
  }
  const errors = storyFileProblems(raw);
  let file: StoryFile | null = null;
  if (errors.length === 0) {
    try {
      file = parseStory(raw);
      readInterventions(raw, file.scenario.steps.length);
    } catch (e) {
      errors.push(e instanceof ScenarioError ? e : new ScenarioError(String((e as Error).message)));
      file = null;
    }
  }
  if (file === null) {
    // A story block's mistakes do not stop the steps from running: their warnings still help.
    let scenario: Scenario | null = null;
    try {
      scenario = parseScenario(raw);
    } catch {
      // the steps themselves are wrong: nothing to run
    }
    return { errors, warnings: scenario ? storyWarnings({ scenario, story: NO_STORY }) : [], file: null };
  }
  return { errors, warnings: storyWarnings(file), file };
}

function replyText(reply: Reply): string {
  return isErrorReply(reply) ? `the error ${show(reply.error)}` : reply === null ? 'nil' : show(reply);
}

/**
 * The warnings of a story file that parses (see `checkStoryFile`), in step order, the story
 * block's last. `replies`: each step's reply when the caller already ran the steps (a run view's
 * import), else they are run here.
 */
export function storyWarnings(file: StoryFile, replies: readonly Reply[] = repliesOf(file.scenario)): ScenarioError[] {
  const { scenario, story } = file;
  const out: ScenarioError[] = [];
  const warn = (index: number, field: string, problem: string) => out.push(new ScenarioError(problem, index, field, scenario.steps[index]!.op));
  const groupsInFile = new Set(scenario.steps.flatMap((s) => (s.op === 'enqueue' && s.group !== undefined ? [s.group] : [])));
  const enqueuedAt = new Map<string, number>();
  const issued = new Map<string, string>(); // token → job
  // The lanes some step enqueued into so far ('' the queue lane): a claim there that finds the
  // lane empty is a worker polling a drained or busy queue, which stories show on purpose.
  const lanesFed = new Set<string>();
  scenario.steps.forEach((step, i) => {
    const reply = replies[i]!;
    switch (step.op) {
      case 'enqueue':
        if (reply === 0) {
          const first = enqueuedAt.get(step.job);
          warn(i, 'job', `${show(step.job)} ${first === undefined ? 'is already in the keyspace' : `was already enqueued at step ${stepNumber(first)}`} (reply 0), so this enqueue adds no job; a second job needs an id of its own`);
        }
        if (!enqueuedAt.has(step.job)) enqueuedAt.set(step.job, i);
        lanesFed.add(step.group ?? '');
        break;
      case 'claim':
        if (Array.isArray(reply) && typeof reply[0] === 'string' && typeof reply[1] === 'string') issued.set(reply[1], reply[0]);
        else if (reply === null) {
          if (step.group !== undefined && !groupsInFile.has(step.group)) {
            warn(i, 'group', `no step of the file enqueues a job in group ${show(step.group)}, so the claim finds no lane (reply nil) and ${step.worker} gets no job${didYouMean(step.group, [...groupsInFile])}`);
          } else if (!lanesFed.has(step.group ?? '')) {
            const lane = step.group === undefined ? 'the queue lane' : `the lane of group ${show(step.group)}`;
            warn(i, step.group === undefined ? 'worker' : 'group', `no step before this one enqueues a job in ${lane}, so the claim finds it empty (reply nil) and ${step.worker} gets no job`);
          }
        }
        break;
      case 'extend':
      case 'complete':
        if (reply === -1) {
          const job = issued.get(step.token);
          if (job === undefined) warn(i, 'token', `${show(step.token)} was never issued: no claim before this step returned it, so the ${step.op} replies -1${didYouMean(step.token, [...issued.keys()])}`);
          else if (job !== step.job) warn(i, 'token', `${show(step.token)} was issued for ${show(job)}, not ${show(step.job)}, so the ${step.op} replies -1`);
        }
        break;
      default:
        break;
    }
  });

  const from = story.stepsFrom ?? 0;
  for (const [index, text] of story.captions) {
    const reply = replies[index]!;
    if ((reply === -1 || isErrorReply(reply)) && !captionSaysSo(text, reply)) {
      warn(index, `story.captions.${index + from}`, `captions a step whose reply is ${replyText(reply)}: check that the caption describes what happens (${show(text)})`);
    }
  }
  if (story.select !== null && story.openAt !== null) {
    const first = enqueuedAt.get(story.select)!;
    if (first > story.openAt) {
      out.push(new ScenarioError(`${show(story.select)} is first enqueued at step ${stepNumber(first)}, after the story opens at step ${stepNumber(story.openAt)}, so it does not exist yet when the hub opens and nothing is selected`, undefined, 'story.select'));
    }
  }
  if (from === 0 && (story.openAt !== null || story.captions.size > 0)) {
    const example = story.openAt !== null ? `openAt ${story.openAt} opens at the page's step ${stepNumber(story.openAt)}` : `caption "${[...story.captions.keys()][0]}" shows at the page's step ${stepNumber([...story.captions.keys()][0]!)}`;
    out.push(new ScenarioError(`is missing, so openAt and the caption keys count steps from 0, as files written before it did (${example}); write "stepsFrom": 1 and add 1 to each to count as the page does`, undefined, 'story.stepsFrom'));
  }
  return out;
}

/**
 * Does a caption already tell the refusal it captions? It names the -1 (or says refused,
 * rejected), or the error (its code, such as WRONGTYPE, or the word error): then the author saw it.
 */
function captionSaysSo(text: string, reply: Reply): boolean {
  if (reply === -1) return /(^|[^\d-])-1(?!\d)|refus|reject/i.test(text);
  const code = isErrorReply(reply) ? reply.error.split(' ')[0]! : '';
  return /error/i.test(text) || (code !== '' && text.includes(code));
}

const RUN_WARNINGS = new WeakMap<Run, readonly string[]>();

/**
 * The warnings `sim --check` gives the file `run` was imported from (`importRun`), one line each,
 * read from the replies the import's replay already has (no second run); null for a run that was
 * not imported (a preset's). Computed once per run.
 */
export function importedRunWarnings(run: Run): readonly string[] | null {
  const from = storyOfRun(run);
  if (from === null) return null;
  let lines = RUN_WARNINGS.get(run);
  if (!lines) {
    const steps = run.timeline.events.filter((e) => e.input.op !== 'tick');
    const scenario = toScenario(run.timeline.header, run.timeline.inputs);
    lines = storyWarnings({ scenario, story: from.story }, steps.map((e) => e.reply)).map((w) => w.message);
    RUN_WARNINGS.set(run, lines);
  }
  return lines;
}

/** Each step's reply, running the scenario in the simulator from an empty keyspace. */
function repliesOf(scenario: Scenario): Reply[] {
  const state = initialState(headerOf(scenario));
  return scenario.steps.map((step, i) => applyInput(state, step, i).reply);
}

/** A finding as `sim --check` prints it: `error: …` or `warning: …`, one line. */
export function findingLines(check: StoryCheck): string[] {
  return [...check.errors.map((e) => `error: ${e.message}`), ...check.warnings.map((w) => `warning: ${w.message}`)];
}
