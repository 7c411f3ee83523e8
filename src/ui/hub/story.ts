import type { Input } from '../../sim/engine/input';
import { parseToken } from '../../sim/events/lease';
import type { CompleteStep, SweepStep } from '../../sim/format/scenario';
import { HUB } from '../../model/presets/hub';
import { sameInput } from '../../sim/engine/input';
import type { HubState } from '../../model/hub/hubModel';
import { recordStory, type StoryRecording } from '../../sim/story/recordStory';
import { storyHash } from '../../sim/story/storyLink';

const sweep = HUB.inputs.find((i): i is SweepStep => i.op === 'sweep')!;
const late = HUB.inputs.find((i): i is CompleteStep => i.op === 'complete' && i.at >= sweep.at)!;

/**
 * The hub's second act, read from the preset so the button and the recorded story cannot
 * disagree: after the sweep, the slow worker (JOB-c's w3) sends its complete, `delayMs` later.
 */
export const LATE_COMPLETE = {
  job: late.job,
  token: late.token,
  worker: parseToken(late.token)!.worker,
  delayMs: late.at - sweep.at,
};

/**
 * The inputs the hub's own buttons run, built in one place so a replay of the recorded story (and
 * a link's `then=`) produces the same input, key for key. `at` is ms after the clock start.
 */
export const hubInput = {
  sweep: (at: number): Input => ({ at, op: 'sweep' }),
  tick: (at: number): Input => ({ at, op: 'tick' }),
  lateComplete: (now: number): Input => ({ at: now + LATE_COMPLETE.delayMs, op: 'complete', job: LATE_COMPLETE.job, token: LATE_COMPLETE.token }),
};

/** How far "Advance the clock" moves the server clock. */
export const ADVANCE_MS = 5000;

/**
 * What the hub shows now as a story file (src/sim/story/recordStory.ts): the timeline shown (the
 * story's steps and the learner's forks), the current step as `openAt`, the selected job as
 * `select`, the author's captions of the steps that are still the story's own, and `caption` (typed
 * in "Save as a story") for the current step. Reopened, it shows this very moment.
 */
export function recordingOf(s: HubState, caption = ''): StoryRecording {
  const own = new Map<number, string>();
  for (const [index, text] of s.story?.captions ?? []) {
    const mine = s.start.timeline.inputs[index];
    const shown = s.timeline.inputs[index];
    if (mine && shown && (mine === shown || sameInput(mine, shown))) own.set(index, text);
  }
  const title = s.story?.title;
  return { header: s.timeline.header, name: s.story?.name ?? s.timeline.header.name, inputs: s.timeline.inputs, cursor: s.cursor, select: s.selectedJobId, captions: own, caption, ...(title !== undefined ? { title } : {}) };
}

/** The hub's link to what it shows now: `?view=hub#scenario=1.<data>` (the recorded story in the hash). */
export function storyLinkOfState(s: HubState, caption = ''): string {
  const file = recordStory(recordingOf(s, caption));
  return `?view=hub${storyHash(JSON.stringify(file))}`;
}
