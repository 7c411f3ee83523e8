import type { HubState } from '../../model/hub/hubModel';
import { clockAfter, encodeThen, sharedPrefix } from './hubThen';
import { readLinkedView, type ViewRules } from './linkedView';
import { MAX_LINK_VALUE, shownValue, type LinkParams } from './query';
import { LINK_TEXT } from '../../model/narration/linkText';

/** What the page opens with: the view, and the hub's step (cursor) and selected job. */
export interface PermalinkState {
  view: string;
  step: number;
  job: string | null;
}

/** What a link is checked against; the page knows these, the URL does not. */
export interface PermalinkRules extends ViewRules {
  /**
   * The view whose link carries `step` and `job` (the hub; default `defaultView`). Other views
   * own their parameters, some of the same name: their link leaves the hub at its defaults.
   */
  stepView?: string;
  /** The last valid step (the number of recorded events). */
  maxStep: number;
  defaultStep: number;
  /** The job ids that exist at a step. */
  jobsAt(step: number): readonly string[];
}

/** A link read back: the state to open with, and one sentence per parameter that was ignored. */
export interface ReadPermalink {
  state: PermalinkState;
  problems: string[];
}

/**
 * Reads `?view=&step=&job=` from a query string. `step` and `job` are read only when the view is
 * `stepView` (a run view link's `step` is the run's, not the hub's). A bad parameter never stops
 * the page: an unknown view, a step that is not a whole number in 0..maxStep, or a job that does
 * not exist at that step falls back to the default, and `problems` names the parameter and what
 * happened.
 */
export function readPermalink(search: string, rules: PermalinkRules): ReadPermalink {
  const q = new URLSearchParams(search);
  const { view, problems } = readLinkedView(search, rules);
  let step = rules.defaultStep;
  if (view !== (rules.stepView ?? rules.defaultView)) return { state: { view, step, job: null }, problems };
  const s = q.get('step');
  if (s !== null) {
    const n = /^\d+$/.test(s) ? Number(s) : NaN;
    if (Number.isSafeInteger(n) && n <= rules.maxStep) step = n;
    else problems.push(LINK_TEXT.stepNotInRun(shownValue(s), rules.maxStep, rules.defaultStep));
  }
  let job: string | null = null;
  const j = q.get('job');
  if (j !== null && j !== '') {
    if (rules.jobsAt(step).includes(j)) job = j;
    else problems.push(LINK_TEXT.jobMissing(shownValue(j), step));
  }
  return { state: { view, step, job }, problems };
}

/**
 * The hub's own link parameters: `step`, `then` and `job` (left out when none is selected). On the
 * recorded story `step` is the cursor. Once the learner forked it, `step` is where the fork
 * starts and `then` lists the learner's own inputs after it, up to the cursor (`sweep,tick+5000`),
 * so a reload reopens the forked run; a run the hub's words cannot spell drops both.
 */
export function hubLinkParams(s: HubState): LinkParams {
  const recorded = s.start.timeline;
  const shared = s.timeline === recorded ? s.cursor : Math.min(s.cursor, sharedPrefix(recorded, s.timeline));
  if (shared === s.cursor) return { step: String(s.cursor), then: null, job: s.selectedJobId };
  const then = encodeThen(s.timeline.inputs.slice(shared, s.cursor), clockAfter(s.timeline, shared));
  // Past the longest value a link may carry, a reload would ignore `then` (and say so only then):
  // the address keeps the fork's start, and the hub says up front that the rest is not in it.
  if (then !== null && then.length > MAX_LINK_VALUE) return { step: String(shared), then: null, job: s.selectedJobId };
  return { step: then === null ? null : String(shared), then, job: s.selectedJobId };
}

/**
 * Why the page's address does not hold the learner's own steps, or null when it does: `tooLong`
 * (their `then=` would pass `MAX_LINK_VALUE` characters, so the address stops at the fork's
 * start) or `unspellable` (a step the hub's link words cannot write). The hub says so beside its
 * controls and offers "Copy a link to this story", which carries every step in the hash.
 */
export function hubLinkGap(s: HubState): 'tooLong' | 'unspellable' | null {
  const recorded = s.start.timeline;
  const shared = s.timeline === recorded ? s.cursor : Math.min(s.cursor, sharedPrefix(recorded, s.timeline));
  if (shared === s.cursor) return null;
  const then = encodeThen(s.timeline.inputs.slice(shared, s.cursor), clockAfter(s.timeline, shared));
  return then === null ? 'unspellable' : then.length > MAX_LINK_VALUE ? 'tooLong' : null;
}
