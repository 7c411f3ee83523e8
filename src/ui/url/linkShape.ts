import { BOUND_PARAMS, DETECT_PARAMS, LIST_PARAMS, ONE_STEP_PARAMS } from '../../model/dives/diveParams';
import { LINK_TEXT } from '../../model/narration/linkText';
import { editDistance } from '../../sim/scenario/editDistance';

/**
 * Every parameter a link of this page may carry: the page's own (`view`, `embed`, `theme`, `compact`), the
 * hub's (`step`, `then`, `job`, and `scenario`, a story file's address), the run view's and the
 * dives' (src/model/dives/diveParams.ts). The views table (src/ui/app/views.tsx) declares the same
 * per view; a test checks that every one it names is here. Kept apart from it so the page's
 * first chunk knows the names without any view's code.
 */
export const LINK_PARAMS: readonly string[] = [
  ...new Set([
    'view',
    'embed',
    'theme',
    'compact',
    'step',
    'then',
    'job',
    'scenario',
    'preset',
    'seed',
    'jobs',
    'tune',
    'limit',
    ...DETECT_PARAMS,
    ...BOUND_PARAMS,
    ...ONE_STEP_PARAMS,
    ...LIST_PARAMS,
  ]),
];


/**
 * The known parameter (`LINK_PARAMS`) that `name` most likely misspells, or null when none is
 * close: the same name in other letter case, or one edit away (two for names of five letters or
 * more). A name under three letters is matched only by case (`M` → `m`): `q` or `id` is more
 * likely a host page's own parameter than a slip of `m` or `at`. Ties go to the first in
 * `LINK_PARAMS`.
 */
export function nearestParam(name: string, known: readonly string[] = LINK_PARAMS): string | null {
  const lower = name.toLowerCase();
  if (known.includes(name)) return null;
  const sameCase = known.find((k) => k === lower);
  if (sameCase) return sameCase;
  if (lower.length < 3 || lower.length > 40) return null;
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const k of known) {
    const allowed = Math.max(lower.length, k.length) >= 5 ? 2 : 1;
    const distance = editDistance(lower, k);
    if (distance <= allowed && distance < bestDistance) {
      best = k;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * One sentence for each parameter of `search` that no view reads but that is close to one they do
 * (`stp=14` → "did you mean step?"); a parameter close to none is left alone (a host page's own).
 * `shown` cuts a quoted name or value short (query.ts's `shownValue`).
 */
export function misspeltParams(search: string, shown: (text: string) => string): string[] {
  const q = new URLSearchParams(search);
  const problems: string[] = [];
  for (const name of new Set(q.keys())) {
    const nearest = nearestParam(name);
    if (nearest !== null) problems.push(LINK_TEXT.unknownParam(shown(name), shown(q.get(name)!), nearest));
  }
  return problems;
}
