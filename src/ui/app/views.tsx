import { lazy, type ComponentType, type ReactNode } from 'react';
import { BOUND_PARAMS, DETECT_PARAMS, LIST_PARAMS, ONE_STEP_PARAMS, POISON, STALE_MS } from '../../model/dives/diveParams';
import { COURSE as COURSE_TEXT } from '../../model/narration/courseText';
import { VIEW_TEXT, type ViewText } from '../../model/narration/shellText';
import { RichText } from '../text/RichText';
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

// The words of each view (label, title, lede) are the catalogue's (VIEW_TEXT); the lede's parts render here.
const words = (t: ViewText) => ({ label: t.label, title: t.title, lede: <RichText parts={t.lede} /> });

export const VIEWS: readonly ViewDef[] = [
  { id: 'hub', ...words(VIEW_TEXT.hub), params: ['step', 'then', 'job'], component: HubIsland },
  { id: 'run', ...words(VIEW_TEXT.run), params: ['preset', 'seed', 'step', 'jobs', 'tune', 'limit'], component: RunView },
  { id: 'detect', dive: true, ...words(VIEW_TEXT.detect(COURSE_TEXT.detectLedeQuestion)), params: DETECT_PARAMS, component: DetectView },
  { id: 'bound', dive: true, ...words(VIEW_TEXT.bound(POISON)), params: BOUND_PARAMS, component: BoundView },
  { id: 'onestep', dive: true, ...words(VIEW_TEXT.onestep), params: ONE_STEP_PARAMS, component: OneStepView },
  { id: 'list', dive: true, ...words(VIEW_TEXT.list(STALE_MS / 1000)), params: LIST_PARAMS, component: ListView },
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
