import { lazy, type ComponentType, type ReactNode } from 'react';
import { BOUND_PARAMS, DETECT_PARAMS, LIST_PARAMS, ONE_STEP_PARAMS, POISON, STALE_MS } from '../../model/dives/diveParams';
import { COURSE as COURSE_TEXT } from '../../model/narration/courseText';
import { HubIsland } from '../hub/HubIsland';
import { VIEW_CHUNKS } from './viewChunks';

// Every view is its own chunk, loaded when first opened: the page a learner (or a docs site
// embedding the hub) loads first stays small. The hub's chunk loads through its island
// (HubIsland): on a prerendered page its server markup shows until the learner's first intent.
const RunView = lazy(() => VIEW_CHUNKS.run.load().then((m) => ({ default: m.RunView })));
const DetectView = lazy(() => VIEW_CHUNKS.detect.load().then((m) => ({ default: m.DetectView })));
const BoundView = lazy(() => VIEW_CHUNKS.bound.load().then((m) => ({ default: m.BoundView })));
const OneStepView = lazy(() => VIEW_CHUNKS.onestep.load().then((m) => ({ default: m.OneStepView })));
const ListView = lazy(() => VIEW_CHUNKS.list.load().then((m) => ({ default: m.ListView })));

/**
 * The page's views, in nav order. The page shows the current view's title and lede above the
 * nav. Each view keeps its own state (the hub and the run view as widgets, each with its own store).
 * `component: null` is a view announced in the nav but not built yet: replacing `null` with the
 * component is all it takes to add it.
 */
export interface ViewDef {
  id: string;
  /** The nav link's text. */
  label: string;
  /** A dive: one question taken apart on its own page (the nav's "Dive:" tabs; the course page's dive cards count these). */
  dive?: boolean;
  /** The page heading (h1) while the view is shown, and the start of the document title. */
  title: string;
  /** One paragraph under the heading: what the view shows and what to do there. */
  lede: ReactNode;
  /** The link parameters the view owns (besides the page's `view`); other views' are dropped from its link. */
  params: readonly string[];
  component: ComponentType | null;
}

export const VIEWS: readonly ViewDef[] = [
  {
    id: 'hub',
    label: 'Hub',
    title: 'One sweep, four jobs',
    lede: (
      <>
        A dead worker's <strong>lease</strong> deadline slips into the past in the <code>active</code> sorted set, and one Lua script, the{' '}
        <strong>sweep</strong>, takes its job back: select a job, read what the next sweep will do with it, then step the sweep.
      </>
    ),
    params: ['step', 'then', 'job'],
    component: HubIsland,
  },
  {
    id: 'run',
    label: 'Run timeline',
    title: 'A whole run: workers, leases and the sweeper over time',
    lede: (
      <>
        A producer adds jobs, workers claim them and keep extending their <strong>leases</strong>, and a sweeper wakes up on a timer. Pick a
        preset, then play the run or step it event by event; scrub back to any moment and <strong>crash, pause or resume a worker</strong> there
        to fork a different future from that point. Each claim, extend, complete and sweep runs its script on the Redis emulation, and the run
        exports as a scenario file.
      </>
    ),
    params: ['preset', 'seed', 'step', 'jobs', 'tune', 'limit'],
    component: RunView,
  },
  {
    id: 'detect',
    label: 'Dive: detect',
    dive: true,
    title: 'Detect: which leases has the sweep to recover?',
    lede: (
      <>
        Every lease is a member of <code>emq:{'{q}'}:active</code> scored by its <strong>deadline</strong>. Finding the expired ones is one range
        read, <code>ZRANGEBYSCORE active -inf now</code>, over a set Redis keeps sorted. Drag <em>now</em> and watch which members the read
        returns. {COURSE_TEXT.detectLedeQuestion}
      </>
    ),
    params: DETECT_PARAMS,
    component: DetectView,
  },
  {
    id: 'bound',
    label: 'Dive: bound',
    dive: true,
    title: 'Bound: what stops a job that kills every worker?',
    lede: (
      <>
        The poison job <code>{POISON}</code> crashes each worker that claims it. Each crash leaves a lease that expires; what comes next decides
        whether the loop ever ends. The sweep counts the stall with <code>HINCRBY stalled 1</code> and sends the job to the morgue when the count
        reaches <code>maxStalled</code>.
      </>
    ),
    params: BOUND_PARAMS,
    component: BoundView,
  },
  {
    id: 'onestep',
    label: 'Dive: one step',
    dive: true,
    title: 'One step: why the sweep must be one script',
    lede: (
      <>
        Bull's issue #356 (“Jobs get double processed”) told this race as a table of two processes; PR #359 fixed it by moving the stalled sweep
        into one Lua script. Here you are the scheduler: Worker A crashed holding <code>j1</code>, its lease expired at t = 30 s, and two
        sweepers wake up together. In <strong>client-loop</strong> mode each sweeper sends its commands one round trip at a time, and you choose
        who moves next.
      </>
    ),
    params: ONE_STEP_PARAMS,
    component: OneStepView,
  },
  {
    id: 'list',
    label: 'Dive: list pattern',
    dive: true,
    title: 'Before leases: the list pattern, beside the lease set',
    lede: (
      <>
        The “reliable queue” recipe: a worker takes a message with <code>LMOVE work processing RIGHT LEFT</code>, leaving a copy in{' '}
        <code>processing</code>; a reaper moves a message back with <code>LMOVE processing work RIGHT RIGHT</code> when it looks too old. The list
        holds plain strings: no owner, no deadline, no count. The same crash runs on the right with leases. W1 is alive but slow (done at 100 s); W2
        crashes as soon as it has taken its message; the reaper's limit is {STALE_MS / 1000} s.
      </>
    ),
    params: LIST_PARAMS,
    component: ListView,
  },
];

export const DEFAULT_VIEW = 'hub';

/** The view with this id (the default view for an unknown one). */
export function viewDef(id: string): ViewDef {
  return VIEWS.find((v) => v.id === id) ?? VIEWS.find((v) => v.id === DEFAULT_VIEW)!;
}

/** The course's order: the hub, the run, then the dives (the list pattern last). */
export const COURSE: readonly string[] = ['hub', 'run', 'detect', 'bound', 'onestep', 'list'];

/** The view after `id` in course order (the last one leads back to the first), or null for an unknown view. */
export function nextInCourse(id: string): ViewDef | null {
  const built = COURSE.filter((c) => VIEWS.some((v) => v.id === c && v.component));
  const i = built.indexOf(id);
  if (i === -1 || built.length < 2) return null;
  return viewDef(built[(i + 1) % built.length]!);
}
