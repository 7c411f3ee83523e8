import { headerOf } from '../../sim/engine/input';
import { hubInitial, reduceHub, type HubState, type HubStory } from '../../model/hub/hubModel';
import { HUB } from '../../model/presets/hub';
import { selectJobs } from '../../model/selectors/jobs';
import { openCursor, type StoryFile } from '../../sim/story/story';
import { readStoryLink, storyLinkOf } from '../../sim/story/storyLink';
import { buildTimeline, stateAt, type Timeline } from '../../sim/timeline/timeline';
import { createWidgetStore } from '../../store/createWidgetStore';
import { clockAfter, decodeThen, forkFromLink } from '../url/hubThen';
import { readPermalink, type PermalinkRules } from '../url/permalink';
import { linkShapeProblems, withoutOverlongValues, withParams } from '../url/query';
import type { HubStore } from './useHub';
import { ScenarioErrors } from '../../sim/scenario/scenarioError';
import { storyWarnings } from '../../sim/scenario/checkStory';
import { HUB_VIEW } from '../../model/narration/hubText';

/** What a link opens with: the hub's store at the linked step, the view, and any link problems. */
/** A hub's story file to fetch once, whichever mount of the hub starts it. */
export interface StoryFetch {
  url: string;
  /** The hub link's parameters, read against the file once it arrives (`step`, `job`, `then`). */
  search: string;
  started: boolean;
}

export interface Boot {
  store: HubStore;
  /** The link the views read: `search` without any value over the length limit (`withoutOverlongValues`). */
  search: string;
  recorded: Timeline;
  view: string;
  problems: string[];
  /** A story file the hub link names (`scenario=<URL>`) still to be fetched (`useStoryFetch`), else null. */
  storyFetch: StoryFetch | null;
}

/** What the page keeps of a hub while another view is shown (`useKept('hub', …)`). */
export interface KeptHub {
  store: HubStore;
  /** The link's problems, for the notice. */
  problems: readonly string[];
  /** The story file to fetch once (`scenario=<URL>`), else null. */
  storyFetch?: StoryFetch | null;
}

/** The views a link may name (the page's; a hub mounted alone knows only itself). */
export type PageViews = Pick<PermalinkRules, 'views' | 'comingViews' | 'defaultView'>;

const HUB_ALONE: PageViews = { views: ['hub'], defaultView: 'hub' };

/** The hub's link parameter naming a story file to fetch. */
export const STORY_URL_PARAM = 'scenario';

/** What a hub replays: its recorded timeline, the step it opens at (and Reset returns to), and the author's story. */
export interface HubSource {
  recorded: Timeline;
  startCursor: number;
  select: string | null;
  story: HubStory | null;
}

/** The hub's own story: the seed scenario, opening just before its sweep (t = 35 s). */
export function defaultSource(): HubSource {
  return { recorded: buildTimeline(HUB.header, HUB.inputs), startCursor: HUB.startCursor, select: null, story: null };
}

/**
 * An author's story file as the hub replays it: its own header (queue, clock, maxStalled) and
 * steps, run now, or `recorded` when the caller already ran them (`buildTimelineSteps`, a slice at a time).
 */
export function storySource(file: StoryFile, url: string | null, recorded?: Timeline): HubSource {
  const story: HubStory = { name: file.scenario.name, url, captions: file.story.captions, ...(file.story.title !== undefined ? { title: file.story.title } : {}) };
  // The author's notes (sim --check's warnings), shown to the author behind "For authors", never in the readout.
  AUTHOR_NOTES.set(story, storyWarnings(file).map((w) => w.message));
  return {
    recorded: recorded ?? buildTimeline(headerOf(file.scenario), file.scenario.steps),
    startCursor: openCursor(file),
    select: file.story.select,
    story,
  };
}

const AUTHOR_NOTES = new WeakMap<HubStory, readonly string[]>();

/** The warnings `sim --check` gives the story shown (`checkStoryFile`), one line each; [] for the hub's own. */
export function authorNotesOf(story: HubStory | null): readonly string[] {
  return (story && AUTHOR_NOTES.get(story)) ?? [];
}

/** Where a link opens a hub on `source`: the reset point, the moment shown, the selection and the link's problems. */
export interface OpenedHub {
  start: { timeline: Timeline; cursor: number };
  at: { timeline: Timeline; cursor: number };
  selectedJobId: string | null;
  view: string;
  problems: string[];
  /** The link names the hub's step (`step=`), so that moment is also where Reset returns. */
  linkedStep?: boolean;
}

/**
 * Reads the hub's `step`, `job` and `then` against `source` (only on a hub link: another view's
 * `step` is its own). A bad parameter falls back and is named in `problems`.
 */
export function openFromLink(search: string, source: HubSource, page: PageViews = HUB_ALONE): OpenedHub {
  const { recorded } = source;
  // The learner's own steps after the recorded prefix (`then=`), run from the linked step.
  const then = new URLSearchParams(search).get('then');
  const forks = new Map<number, { timeline: Timeline; cursor: number; problems: string[] }>();
  const forkFrom = (step: number) => {
    let f = forks.get(step);
    if (!f) {
      const { inputs, problems } = then === null ? { inputs: [], problems: [] } : decodeThen(then, clockAfter(recorded, step));
      forks.set(step, (f = { ...forkFromLink(recorded, step, inputs), problems }));
    }
    return f;
  };
  const { state, problems } = readPermalink(search, {
    ...page,
    stepView: 'hub',
    maxStep: recorded.events.length,
    defaultStep: source.startCursor,
    jobsAt: (step) => {
      const f = forkFrom(step);
      return selectJobs(stateAt(f.timeline, f.cursor)).map((j) => j.id);
    },
  });
  const onHub = state.view === 'hub';
  const f = onHub ? forkFrom(state.step) : { timeline: recorded, cursor: source.startCursor, problems: [] };
  const linkedJob = onHub && new URLSearchParams(search).has('job');
  // A link (or an element) naming a step of the story itself opens there and Reset returns there:
  // step="14" resets to step 14. A link with the learner's own steps (`then=`) resets to the story's start.
  const linkedStep = onHub && f.timeline === recorded && new URLSearchParams(search).has('step') && !problems.some((p) => p.startsWith('step='));
  return {
    start: { timeline: recorded, cursor: linkedStep ? f.cursor : source.startCursor },
    at: { timeline: f.timeline, cursor: f.cursor },
    selectedJobId: linkedJob ? state.job : (state.job ?? source.select),
    view: state.view,
    problems: [...problems, ...f.problems],
    linkedStep,
  };
}

/** The hub's state for `opened` on `source`. */
export function hubStateOf(source: HubSource, opened: OpenedHub): HubState {
  const { at, start } = opened;
  const initial = hubInitial({ timeline: start.timeline, cursor: start.cursor, selectedJobId: opened.selectedJobId, story: source.story });
  if (at.timeline !== source.recorded) return reduceHub(initial, { type: 'open', timeline: at.timeline, cursor: at.cursor });
  // `open`, not `moveTo`: a link's own step is where the learner starts, so its prediction is open.
  return at.cursor !== start.cursor ? reduceHub(initial, { type: 'open', timeline: at.timeline, cursor: at.cursor }) : initial;
}

/**
 * Reads the link and builds the hub's store. The story is the hub's own (the seed scenario), an
 * author's file in the hash (`#scenario=1.<data>`, read at once), or a file the hub link names
 * (`scenario=<URL>`, fetched after mounting: `storyUrl`; meanwhile the hub's own story shows, and
 * the link's `step`, `job` and `then` wait for the file). The link's `step`, `job` and `then`
 * are the hub's only when it opens on the hub. Reset returns to the story's start (the hub's own:
 * t = 35 s; a file's: its `openAt` or its last step), whatever step the link opened at. A bad
 * parameter or a bad file falls back and is named in `problems`.
 */
export function bootHub(link: string, page: PageViews = HUB_ALONE, hash = ''): Boot {
  const search = withoutOverlongValues(link);
  const problems = linkShapeProblems(link);
  let source = defaultSource();
  const view = readPermalink(search, { ...page, maxStep: 0, defaultStep: 0, jobsAt: () => [] }).state.view;
  const inLink = storyLinkOf(hash);
  const url = view === 'hub' ? new URLSearchParams(search).get(STORY_URL_PARAM) : null;
  if (inLink !== null && view === 'hub') {
    try {
      source = storySource(readStoryLink(inLink), null);
    } catch (e) {
      problems.push(storyProblem(HUB_VIEW.storyInLink, e));
    }
  }
  const fetchLater = source.story === null && url !== null && url !== '' ? url : null;
  // A file still to fetch owns the link's hub parameters: they are read against it once it arrives.
  const opened = openFromLink(fetchLater ? withParams(search, { step: null, job: null, then: null }) : search, source, page);
  return {
    store: createWidgetStore(reduceHub, hubStateOf(source, opened)),
    search,
    recorded: source.recorded,
    view: opened.view,
    problems: [...problems, ...opened.problems],
    storyFetch: fetchLater ? { url: fetchLater, search, started: false } : null,
  };
}

/** A story that could not be shown, as the notice says it: what, why (the ScenarioError's step and field), and what shows instead. */
export function storyProblem(what: string, e: unknown): string {
  // Every error of the file at once (parseStory's ScenarioErrors), so an author fixes them in one go.
  const all = e instanceof ScenarioErrors && e.problems.length > 1 ? HUB_VIEW.storyProblems(e.problems) : (e as Error).message;
  return HUB_VIEW.storyNotShown(what, all);
}
