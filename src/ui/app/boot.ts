import { bootHub, type Boot } from '../hub/bootHub';
import { DEFAULT_VIEW, VIEWS } from './views';

export type { Boot } from '../hub/bootHub';

/**
 * Reads the page's link: the view to show (an unknown or unbuilt one falls back to the hub and
 * is named in `problems`) and the hub's store at the linked step (`bootHub`), on the story in the
 * hash (`#scenario=`) or the one `scenario=<URL>` names, when the link opens on the hub.
 */
export function boot(search: string, hash = ''): Boot {
  return bootHub(
    search,
    {
    views: VIEWS.filter((v) => v.component).map((v) => v.id),
    comingViews: VIEWS.filter((v) => !v.component).map((v) => v.id),
    defaultView: DEFAULT_VIEW,
    },
    hash,
  );
}
