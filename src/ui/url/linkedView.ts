import { shownValue } from './query';
import { LINK_TEXT } from '../../model/narration/linkText';

/** The views a link may name: the ones shown now, the ones announced but not built, and the default. */
export interface ViewRules {
  /** Views that can be shown now. */
  views: readonly string[];
  /** Views announced in the nav but not built yet (named as such in the notice). */
  comingViews?: readonly string[];
  defaultView: string;
}

/**
 * The view a query string's `view=` names, or the default one: an unknown view, or one not built
 * yet, falls back to `defaultView` and `problems` names it in one sentence. Only the page's view:
 * the shell reads it before any view's code has loaded (each view reads its own parameters).
 */
export function readLinkedView(search: string, rules: ViewRules): { view: string; problems: string[] } {
  const v = new URLSearchParams(search).get('view');
  if (v === null) return { view: rules.defaultView, problems: [] };
  if (rules.views.includes(v)) return { view: v, problems: [] };
  if (rules.comingViews?.includes(v)) return { view: rules.defaultView, problems: [LINK_TEXT.viewNotBuilt(shownValue(v), rules.defaultView)] };
  return { view: rules.defaultView, problems: [LINK_TEXT.viewUnknown(shownValue(v), rules.defaultView)] };
}
