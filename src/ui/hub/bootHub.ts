import { hubInitial, reduceHub } from '../../sim/hub/hubModel';
import { HUB } from '../../sim/presets/hub';
import { selectJobs } from '../../sim/selectors/jobs';
import { buildTimeline, stateAt, type Timeline } from '../../sim/timeline/timeline';
import { createWidgetStore } from '../../store/createWidgetStore';
import { clockAfter, decodeThen, forkFromLink } from '../url/hubThen';
import { readPermalink, type PermalinkRules } from '../url/permalink';
import { linkShapeProblems, withoutOverlongValues } from '../url/query';
import type { HubStore } from './useHub';

/** What a link opens with: the hub's store at the linked step, the view, and any link problems. */
export interface Boot {
  store: HubStore;
  /** The link the views read: `search` without any value over the length limit (`withoutOverlongValues`). */
  search: string;
  recorded: Timeline;
  view: string;
  problems: string[];
}

/** What the page keeps of a hub while another view is shown (`useKept('hub', …)`). */
export interface KeptHub {
  store: HubStore;
  /** The link's problems, for the notice. */
  problems: readonly string[];
}

/** The views a link may name (the page's; a hub mounted alone knows only itself). */
export type PageViews = Pick<PermalinkRules, 'views' | 'comingViews' | 'defaultView'>;

const HUB_ALONE: PageViews = { views: ['hub'], defaultView: 'hub' };

/**
 * Reads the link and builds the hub's store from the preset. The link's `step`, `job` and `then`
 * are the hub's only when it opens on the hub: another view's link (the run view's own `step`)
 * leaves the hub at its start. Reset still returns to the preset's start (t = 35 s), whatever
 * step the link opened at. A bad parameter falls back and is named in `problems`.
 */
export function bootHub(link: string, page: PageViews = HUB_ALONE): Boot {
  const search = withoutOverlongValues(link);
  const recorded = buildTimeline(HUB.header, HUB.inputs);
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
    defaultStep: HUB.startCursor,
    jobsAt: (step) => {
      const f = forkFrom(step);
      return selectJobs(stateAt(f.timeline, f.cursor)).map((j) => j.id);
    },
  });
  const initial = hubInitial({ timeline: recorded, cursor: HUB.startCursor, selectedJobId: state.job });
  const onHub = state.view === 'hub';
  const f = onHub ? forkFrom(state.step) : { timeline: recorded, cursor: state.step, problems: [] };
  const opened =
    f.timeline !== recorded
      ? reduceHub(initial, { type: 'open', timeline: f.timeline, cursor: f.cursor })
      : f.cursor !== HUB.startCursor
        ? reduceHub(initial, { type: 'moveTo', cursor: f.cursor })
        : initial;
  return {
    store: createWidgetStore(reduceHub, opened),
    search,
    recorded,
    view: state.view,
    problems: [...linkShapeProblems(link), ...problems, ...f.problems],
  };
}
