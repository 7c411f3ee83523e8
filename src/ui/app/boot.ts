import { HUB } from '../../sim/presets/hub';
import { selectJobs } from '../../sim/selectors/jobs';
import { buildTimeline, stateAt, type Timeline } from '../../sim/timeline/timeline';
import { createSimStore, type SimStore } from '../../store';
import { clockAfter, decodeThen, forkFromLink } from '../url/hubThen';
import { readPermalink } from '../url/permalink';
import { linkShapeProblems, withoutOverlongValues } from '../url/query';
import { DEFAULT_VIEW, VIEWS } from './views';

/** What the page opens with: the hub simulator at the linked step, the view, and any link problems. */
export interface Boot {
  store: SimStore;
  /** The link the views read: `search` without any value over the length limit (`withoutOverlongValues`). */
  search: string;
  recorded: Timeline;
  view: string;
  problems: string[];
}

/**
 * Reads the link and builds the hub's simulator from the preset. The link's `step` and `job` are
 * the hub's only when it opens on the hub: another view's link (the run view's own `step`) leaves
 * the hub at its start. Reset still returns to the preset's start (t = 35 s), whatever step the
 * link opened at.
 */
export function boot(link: string): Boot {
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
    views: VIEWS.filter((v) => v.component).map((v) => v.id),
    comingViews: VIEWS.filter((v) => !v.component).map((v) => v.id),
    defaultView: DEFAULT_VIEW,
    stepView: 'hub',
    maxStep: recorded.events.length,
    defaultStep: HUB.startCursor,
    jobsAt: (step) => {
      const f = forkFrom(step);
      return selectJobs(stateAt(f.timeline, f.cursor)).map((j) => j.id);
    },
  });
  const store = createSimStore({ timeline: recorded, cursor: HUB.startCursor, selectedJobId: state.job });
  const onHub = state.view === 'hub';
  const f = onHub ? forkFrom(state.step) : { timeline: recorded, cursor: state.step, problems: [] };
  if (f.timeline !== recorded) store.setState({ timeline: f.timeline, cursor: f.cursor });
  else if (f.cursor !== HUB.startCursor) store.getState().moveTo(f.cursor);
  return { store, recorded, search, view: state.view, problems: [...linkShapeProblems(link), ...problems, ...f.problems] };
}
