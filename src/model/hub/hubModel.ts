import { HUB as HUB_TEXT } from '../narration/catalogue';
import { sameInput, type Input } from '../../sim/engine/input';
import { forkAt, type Timeline } from '../../sim/timeline/timeline';
import { guessesApply, type Guess, type HubGuesses } from './hubPredict';

/** Where a hub starts (and where Reset returns). */
export interface HubInit {
  timeline: Timeline;
  /** Events already applied when the widget opens (0 = empty keyspace). */
  cursor: number;
  selectedJobId?: string | null;
  /** The author's story the timeline was built from; absent: the hub's own story (the seed scenario). */
  story?: HubStory | null;
}

/**
 * A course author's story file opened in the hub (src/sim/story/story.ts): its name, where it
 * came from, and its captions by step (the 0-based index of the file's `steps`).
 */
export interface HubStory {
  name: string;
  /** The heading the hub shows for it; absent: its `name` (`hubTitle`). */
  title?: string;
  /** The URL it was fetched from; null when it came in the link's `#scenario=`. */
  url: string | null;
  captions: ReadonlyMap<number, string>;
}

/**
 * One hub's state. It keeps a timeline (inputs + events) and a cursor into it, never a keyspace:
 * everything shown is derived from `stateAt(timeline, cursor)` by the selectors in src/store
 * (ARCHITECTURE.md, "State is derived").
 */
export interface HubState {
  timeline: Timeline;
  cursor: number;
  selectedJobId: string | null;
  /** A short message for things that are not events (reset, undo), read out with the readout. */
  announcement: string;
  /** The reset point. */
  start: { timeline: Timeline; cursor: number };
  /** The author's story shown, or null for the hub's own. */
  story: HubStory | null;
  /** The URL of a story file being fetched (the default story stays usable meanwhile), else null. */
  loading: string | null;
  /** The learner's guesses about the next sweep (hubPredict.ts), or null before the first. */
  guesses: HubGuesses | null;
  /**
   * The opening prediction is still open: since the hub (or a story) opened, the learner has not
   * stepped, moved the cursor or skipped predicting. While it is, the next sweep's outcome is
   * withheld (`nextSweepWithheld` in hubPredict.ts), so the page does not answer its own question.
   */
  predictionOpen: boolean;
}

/**
 * What can happen to a hub:
 * - `run`: runs one input at the cursor. When the timeline already recorded exactly this input
 *   next, it only advances the cursor (replaying the story); otherwise it forks the future there.
 * - `moveTo`: moves the cursor, clamped to the recorded events.
 * - `open`: shows another timeline at a cursor, keeping the reset point (a link's own steps).
 * - `reset`: back to the start timeline and cursor; the selection stays so a learner can replay a job.
 * - `select`: selects a job by id (null: none).
 * - `announce`: sets the announcement.
 * - `storyLoading`: a story file is being fetched from `url` (shown as status text).
 * - `openStory`: shows an author's story: its timeline and open step become the reset point, and
 *   `at` (a link's own step or fork of it) is where it opens, default the reset point.
 * - `storyFailed`: the fetch or the file failed (the page's notice names why); the hub keeps what it showed.
 * - `guess`: records the learner's guess of what the next sweep does with a job, at the cursor
 *   (guesses made at another moment are dropped first); the reveal after the sweep reads them.
 * - `clearGuesses`: forgets every guess.
 * - `skipPrediction`: the learner declines to predict: the guesses are forgotten and the next
 *   sweep's outcome is shown (closes the opening prediction, as stepping does).
 * - `openPrediction`: the learner asks to predict the next sweep at this moment (after a step of
 *   their own, say): the prediction is open again, so the outcome is withheld until they step,
 *   move or skip predicting.
 */
export type HubAction =
  | { type: 'run'; input: Input }
  | { type: 'moveTo'; cursor: number }
  | { type: 'open'; timeline: Timeline; cursor: number }
  | { type: 'reset' }
  | { type: 'select'; jobId: string | null }
  | { type: 'announce'; text: string }
  | { type: 'storyLoading'; url: string }
  | { type: 'openStory'; story: HubStory; start: { timeline: Timeline; cursor: number }; at?: { timeline: Timeline; cursor: number }; selectedJobId: string | null }
  | { type: 'storyFailed' }
  | { type: 'guess'; jobId: string; guess: Guess }
  | { type: 'clearGuesses' }
  | { type: 'skipPrediction' }
  | { type: 'openPrediction' };


/**
 * The state a hub opens with. Throws a RangeError when `init.cursor` is not a whole number in
 * 0..events (a programming error: links are checked before this).
 */
export function hubInitial(init: HubInit): HubState {
  const { timeline, cursor } = init;
  checkCursor(timeline, cursor);
  return { timeline, cursor, selectedJobId: init.selectedJobId ?? null, announcement: '', start: { timeline, cursor }, guesses: null, predictionOpen: true, story: init.story ?? null, loading: null };
}

/** The hub's reducer: pure, returns `state` itself when nothing changes. Throws only on a bad `open` cursor. */
export function reduceHub(state: HubState, action: HubAction): HubState {
  switch (action.type) {
    case 'run': {
      const { timeline: t, cursor: c } = state;
      const next = t.inputs[c];
      if (next && sameInput(next, action.input)) return { ...state, cursor: c + 1, announcement: '', predictionOpen: false };
      return { ...state, timeline: forkAt(t, c, [action.input]), cursor: c + 1, announcement: '', predictionOpen: false };
    }
    case 'moveTo': {
      const n = state.timeline.events.length;
      const cursor = Math.max(0, Math.min(n, Math.trunc(action.cursor)));
      return { ...state, cursor, announcement: '', predictionOpen: state.predictionOpen && cursor === state.cursor };
    }
    case 'open':
      checkCursor(action.timeline, action.cursor);
      return { ...state, timeline: action.timeline, cursor: action.cursor, announcement: '' };
    case 'reset':
      return { ...state, timeline: state.start.timeline, cursor: state.start.cursor, announcement: HUB_TEXT.backToStart(state.start.cursor) };
    case 'select':
      return action.jobId === state.selectedJobId ? state : { ...state, selectedJobId: action.jobId };
    case 'announce':
      return { ...state, announcement: action.text };
    case 'storyLoading':
      return { ...state, loading: action.url };
    case 'openStory': {
      const { start, at = action.start } = action;
      checkCursor(start.timeline, start.cursor);
      checkCursor(at.timeline, at.cursor);
      return { ...state, timeline: at.timeline, cursor: at.cursor, start, story: action.story, selectedJobId: action.selectedJobId, loading: null, announcement: '', predictionOpen: true };
    }
    case 'storyFailed':
      return state.loading === null ? state : { ...state, loading: null };
    case 'guess': {
      const { timeline: t, cursor: c, guesses: g } = state;
      const byJob = guessesApply(g, t, c) ? g.byJob : {};
      if (byJob[action.jobId] === action.guess) return state;
      const last = c > 0 ? t.events[c - 1]! : null;
      return { ...state, guesses: { at: c, last, byJob: { ...byJob, [action.jobId]: action.guess } } };
    }
    case 'clearGuesses':
      return state.guesses === null ? state : { ...state, guesses: null };
    case 'skipPrediction':
      return state.guesses === null && !state.predictionOpen ? state : { ...state, guesses: null, predictionOpen: false };
    case 'openPrediction':
      return state.predictionOpen ? state : { ...state, predictionOpen: true };
  }
}

/**
 * The author's caption for the moment shown: the caption of the last step run, while the cursor
 * is on the story's own steps (not on steps the learner added after a fork); null otherwise.
 */
export function captionAt(state: Pick<HubState, 'story' | 'timeline' | 'cursor' | 'start'>): string | null {
  const { story, timeline, cursor, start } = state;
  if (!story || cursor === 0) return null;
  const step = cursor - 1;
  const own = start.timeline.inputs[step];
  const shown = timeline.inputs[step];
  if (!own || !shown || (own !== shown && !sameInput(own, shown))) return null;
  return story.captions.get(step) ?? null;
}

/**
 * The heading of the story shown: an author's story's `title`, by default its scenario `name`;
 * the hub's own story's title otherwise. Never the hub's own title over an author's jobs.
 */
export function hubTitle(state: Pick<HubState, 'story'>): string {
  return state.story === null ? HUB_TEXT.ownTitle : (state.story.title ?? state.story.name);
}

/**
 * Does the story shown have the hub's own second act (w3's late complete for JOB-c after the
 * sweep)? Only the hub's own story: an author's story has its own steps and no such button.
 */
export function hasOwnSecondAct(state: Pick<HubState, 'story'>): boolean {
  return state.story === null;
}

function checkCursor(timeline: Timeline, cursor: number): void {
  if (!Number.isInteger(cursor) || cursor < 0 || cursor > timeline.events.length) {
    throw new RangeError(`cursor ${cursor} is outside 0..${timeline.events.length}`);
  }
}
