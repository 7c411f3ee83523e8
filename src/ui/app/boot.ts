import { readLinkedView } from '../url/linkedView';
import { linkShapeProblems, withoutOverlongValues } from '../url/query';
import { DEFAULT_VIEW, VIEWS } from './views';

/** What the page shell opens with, before any view's code has loaded. */
export interface PageBoot {
  /** The view to show. */
  view: string;
  /** The link the views read: `search` without any value over the length limit (`withoutOverlongValues`). */
  search: string;
  /** The link's own problems (its shape, its `view`), for the notice; each view names its own parameters' problems. */
  problems: string[];
}

/**
 * Reads the page's link: the view to show (an unknown or unbuilt one falls back to the hub and is
 * named in `problems`) and the link's shape problems (a repeated parameter, an overlong value).
 * No view's state is built here, so the shell needs none of the simulator: the hub builds its
 * store from this link when it first mounts (`useKept('hub', …)` in HubView), and names a bad
 * `step`, `job`, `then` or story there.
 */
export function boot(search: string): PageBoot {
  const { view, problems } = readLinkedView(withoutOverlongValues(search), {
    views: VIEWS.filter((v) => v.component).map((v) => v.id),
    comingViews: VIEWS.filter((v) => !v.component).map((v) => v.id),
    defaultView: DEFAULT_VIEW,
  });
  return { view, search: withoutOverlongValues(search), problems: [...linkShapeProblems(search), ...problems] };
}
