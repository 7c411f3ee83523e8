import { shownValue } from './query';
import { sameInput, type Input } from '../../sim/engine/input';
import { forkAt, type Timeline } from '../../sim/timeline/timeline';
import { hubInput } from '../hub/story';

/**
 * The hub's `then=` parameter: the learner's own steps after the recorded prefix, so a link to a
 * forked run reopens it. One word per input, the clock as it stood before it: `sweep` (a sweep
 * now), `tick+N` (the clock advances N ms), `late` (w3's late complete). Only what the hub's
 * buttons run can be written; anything else makes the run unlinkable (null).
 */
export function encodeThen(inputs: readonly Input[], clockBeforeMs: number): string | null {
  let now = clockBeforeMs;
  const words: string[] = [];
  for (const input of inputs) {
    const same = (x: Input) => sameInput(x, input);
    if (same(hubInput.sweep(now))) words.push('sweep');
    else if (input.op === 'tick' && input.at > now && same(hubInput.tick(input.at))) words.push(`tick+${input.at - now}`);
    else if (same(hubInput.lateComplete(now))) words.push('late');
    else return null;
    now = Math.max(now, input.at);
  }
  return words.join(',');
}

/** The most a link's `then` may hold (a link is not a place for a long run). */
export const MAX_THEN = 200;
/** The longest clock advance a `tick+N` word may ask for: one hour. */
export const MAX_TICK_MS = 3_600_000;

/** `then=` read back: the inputs, and one sentence per word that was skipped. */
export function decodeThen(text: string, clockBeforeMs: number): { inputs: Input[]; problems: string[] } {
  const inputs: Input[] = [];
  const problems: string[] = [];
  let now = clockBeforeMs;
  const words = text.split(',').filter((w) => w !== '');
  if (words.length > MAX_THEN) problems.push(`then= has ${words.length} steps; only the first ${MAX_THEN} are used.`);
  for (const word of words.slice(0, MAX_THEN)) {
    // A `+` typed into a link arrives as a space.
    const tick = /^tick[+ ](\d{1,7})$/.exec(word);
    let input: Input | null = null;
    if (word === 'sweep') input = hubInput.sweep(now);
    else if (word === 'late') input = hubInput.lateComplete(now);
    else if (tick && Number(tick[1]) >= 1 && Number(tick[1]) <= MAX_TICK_MS) input = hubInput.tick(now + Number(tick[1]));
    if (!input) {
      problems.push(`then: "${shownValue(word)}" is not a hub step (sweep, tick+MS with MS from 1 to ${MAX_TICK_MS}, or late), so it was skipped.`);
      continue;
    }
    inputs.push(input);
    now = Math.max(now, input.at);
  }
  return { inputs, problems };
}

/** How many inputs two timelines share from the start. */
export function sharedPrefix(a: Timeline, b: Timeline): number {
  const n = Math.min(a.inputs.length, b.inputs.length);
  let i = 0;
  while (i < n && (a.inputs[i] === b.inputs[i] || sameInput(a.inputs[i]!, b.inputs[i]!))) i++;
  return i;
}

/** The server clock (ms after the clock start) after the first `cursor` events. */
export function clockAfter(t: Timeline, cursor: number): number {
  return cursor > 0 ? t.events[cursor - 1]!.nowMs - t.header.clockStartMs : 0;
}

/**
 * The recorded timeline with a link's `then` inputs run after its first `step` events: those that
 * repeat the recorded story just replay it (no fork). Returns the timeline and the cursor after them.
 */
export function forkFromLink(recorded: Timeline, step: number, inputs: readonly Input[]): { timeline: Timeline; cursor: number } {
  let at = step;
  let i = 0;
  while (i < inputs.length && at < recorded.inputs.length && sameInput(inputs[i]!, recorded.inputs[at]!)) {
    i++;
    at++;
  }
  if (i === inputs.length) return { timeline: recorded, cursor: at };
  return { timeline: forkAt(recorded, at, inputs.slice(i)), cursor: at + inputs.length - i };
}
