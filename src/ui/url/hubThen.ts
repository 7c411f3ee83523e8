import { shownValue } from './query';
import { sameInput, type Input } from '../../sim/engine/input';
import { forkAt, type Timeline } from '../../sim/timeline/timeline';
import { hubInput } from '../hub/story';
import { SCENARIO_LIMITS } from '../../sim/scenario/limits';
import { LINK_TEXT } from '../../model/narration/linkText';

/**
 * The hub's `then=` parameter: the learner's own steps after the recorded prefix, so a link to a
 * forked run reopens it. One word per input, the clock as it stood before it: `sweep` (a sweep
 * now), `tick+N` (the clock advances N ms), `late` (w3's late complete). A run of repeats is
 * written once with its count: `sweep*40` is forty sweeps, and a repeated pattern of up to
 * MAX_PATTERN words joins them with dots, `sweep.tick+5000*250` being 250 rounds of a sweep and a
 * 5 s advance, so a long session stays a short link (links written before this, without `*` or
 * `.`, read the same). Only what the hub's buttons run can be written; anything else makes the
 * run unlinkable (null).
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
  return runLengths(words).join(',');
}

/** The longest pattern of words `then=` writes as one repeated run (`a.b.c*N`). */
export const MAX_PATTERN = 8;

/**
 * The words as runs, greedily from the left: at each place the pattern (1 to MAX_PATTERN words)
 * whose repeats cover the most words, written `pattern*count` when it repeats, else the word.
 */
function runLengths(words: readonly string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < words.length) {
    let best = { p: 1, n: 1 };
    for (let p = 1; p <= MAX_PATTERN && i + 2 * p <= words.length; p++) {
      let n = 1;
      while (i + (n + 1) * p <= words.length && samePattern(words, i, i + n * p, p)) n++;
      if (n > 1 && n * p > best.p * best.n) best = { p, n };
    }
    const pattern = words.slice(i, i + best.p).join('.');
    out.push(best.n > 1 ? `${pattern}*${best.n}` : pattern);
    i += best.p * best.n;
  }
  return out;
}

function samePattern(words: readonly string[], a: number, b: number, p: number): boolean {
  for (let k = 0; k < p; k++) if (words[a + k] !== words[b + k]) return false;
  return true;
}

/**
 * The most steps a link's `then` may hold once its runs are counted out: the most steps a
 * scenario may have (SCENARIO_LIMITS). The link's length is bounded apart from this, by
 * MAX_LINK_VALUE characters (query.ts), which the runs keep a long session under.
 */
export const MAX_THEN = SCENARIO_LIMITS.steps;
/** The longest clock advance a `tick+N` word may ask for: one hour. */
export const MAX_TICK_MS = 3_600_000;

/** `then=` read back: the inputs, and one sentence per word that was skipped. */
export function decodeThen(text: string, clockBeforeMs: number): { inputs: Input[]; problems: string[] } {
  const inputs: Input[] = [];
  const problems: string[] = [];
  let now = clockBeforeMs;
  const words = text.split(',').filter((w) => w !== '');
  const steps = words.reduce((n, w) => n + repeatsOf(w).units.length * repeatsOf(w).count, 0);
  if (steps > MAX_THEN) problems.push(LINK_TEXT.thenTooLong(steps, MAX_THEN));
  for (const word of words) {
    const { units, count } = repeatsOf(word);
    const bad = units.find((u) => unitInput(u, 0) === null);
    if (bad !== undefined || count < 1) {
      problems.push(LINK_TEXT.thenBadWord(shownValue(word), MAX_TICK_MS));
      continue;
    }
    for (let r = 0; r < count && inputs.length < MAX_THEN; r++) {
      for (const unit of units) {
        if (inputs.length >= MAX_THEN) break;
        const input = unitInput(unit, now)!;
        inputs.push(input);
        now = Math.max(now, input.at);
      }
    }
  }
  return { inputs, problems };
}

/** A word as its pattern and count: `sweep.tick+5000*3` → units [sweep, tick+5000], count 3; a bad count is 0. */
function repeatsOf(word: string): { units: string[]; count: number } {
  const star = /^(.*)\*(\d{1,6})$/.exec(word);
  const count = star ? Number(star[2]) : word.includes('*') ? 0 : 1;
  return { units: (star ? star[1]! : word).split('.'), count };
}

/** One unit (`sweep`, `late`, `tick+N`) as the input it runs with the clock at `now`; null when it is none of them. */
function unitInput(unit: string, now: number): Input | null {
  // A `+` typed into a link arrives as a space.
  const tick = /^tick[+ ](\d{1,7})$/.exec(unit);
  if (unit === 'sweep') return hubInput.sweep(now);
  if (unit === 'late') return hubInput.lateComplete(now);
  if (tick && Number(tick[1]) >= 1 && Number(tick[1]) <= MAX_TICK_MS) return hubInput.tick(now + Number(tick[1]));
  return null;
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
