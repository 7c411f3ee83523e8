import { linkInt, linkOneOf, type DiveLinkParams, type LinkSource } from '../linkSource';
import type { BoundAction } from './bound';
import { BOUND_DEFAULTS, BOUND_MODES, boundRunOf, type BoundState } from './boundModel';

export { BOUND_PARAMS } from '../diveParams';

/** One letter per learner action in `run=`: b beat, r retry, z retry with the count reset. */
const ACTION_CODE: Record<BoundAction, string> = { beat: 'b', retry: 'r', retryReset: 'z' };
const ACTION_OF: Record<string, BoundAction> = Object.fromEntries(Object.entries(ACTION_CODE).map(([a, c]) => [c, a as BoundAction]));

/** The longest `run=` a link may carry (like the hub's `then=`): past it, replaying would take seconds. */
export const MAX_RUN_ACTIONS = 200;

const AT_OF_UNUSED_RUN = 'was a step of the run that could not be used, so the empty run is shown whole.';

/**
 * The bound dive as its link opens it: `m` (maxStalled 1..6), `mode`, `run` (the learner's
 * actions as letters) and `at` (how many steps are shown, 1..the run's length; default its end).
 * A run that has another letter, or that cannot be replayed under the setting (a retry while
 * the job is not in the morgue), starts empty; every fallback is named through `link.reject`.
 */
export function fromLink(link: LinkSource): BoundState {
  const linked = link.get('run') ?? '';
  const code = linked.length > MAX_RUN_ACTIONS ? '' : linked;
  if (code !== linked) link.reject('run', `has ${linked.length} actions, more than the limit of ${MAX_RUN_ACTIONS}, so the run starts empty.`);
  const letters = [...code].map((c) => (Object.hasOwn(ACTION_OF, c) ? ACTION_OF[c]! : null));
  const s: BoundState = {
    ...BOUND_DEFAULTS,
    maxStalled: linkInt(link, 'm', 1, 6, BOUND_DEFAULTS.maxStalled),
    mode: linkOneOf(link, 'mode', BOUND_MODES, BOUND_DEFAULTS.mode),
    actions: letters.every((a) => a !== null) ? (letters as BoundAction[]) : [],
  };
  if (s.actions.length === 0 && code !== '') link.reject('run', `is not a run of b, r and z (beat, retry, retry with reset), so the run starts empty.`);
  try {
    const run = boundRunOf(s);
    // A step of a run that was not used means nothing in the empty run: say so instead of moving there.
    if (s.actions.length === 0 && linked !== '' && link.get('at') !== null) {
      link.reject('at', AT_OF_UNUSED_RUN);
      return { ...s, cursor: run.steps.length };
    }
    return { ...s, cursor: linkInt(link, 'at', 1, run.steps.length, run.steps.length) };
  } catch {
    link.reject('run', 'cannot be replayed with these settings, so the run starts empty.');
    if (link.get('at') !== null) link.reject('at', AT_OF_UNUSED_RUN);
    return { ...s, actions: [] };
  }
}

/** The dive's parameters as its link carries them (`run` left out while it is empty). */
export function toLink(s: BoundState): DiveLinkParams {
  return { m: String(s.maxStalled), mode: s.mode, run: s.actions.map((a) => ACTION_CODE[a]).join('') || null, at: String(s.cursor) };
}
