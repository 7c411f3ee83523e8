import { createContext, useContext, type ReactNode } from 'react';
import { addressBarLink, type LinkAdapter, type LinkParams } from './linkAdapter';

const LinkContext = createContext<LinkAdapter | null>(null);
const ViewLinksContext = createContext<ViewLinks | null>(null);

/**
 * How a link from one view to another behaves where the views are shown (ViewLink renders it).
 * On the page and in an iframe (`embed=1`) the other view opens in place, its address keeping the
 * page's own parameters (`embed`, `theme`); inside a `<stalled-recovery-view>` the host page is
 * not the app's, so the link opens the app's own page in a new tab (and says so).
 */
export interface ViewLinks {
  /** The address of `view` with `params` (null: left out), for the anchor's href. */
  href(view: string, params?: LinkParams): string;
  /** Opens `view` in place; absent: the anchor opens its href in a new tab. */
  open?(view: string, params?: LinkParams): void;
}

/**
 * Gives a subtree its link: the page shell passes the address bar, a widget mounted alone a memory
 * link; `views` says how its links to other views behave (default: plain links of `link.href`).
 */
export function LinkProvider({ link, views, children }: { link: LinkAdapter; views?: ViewLinks; children: ReactNode }) {
  return (
    <LinkContext.Provider value={link}>
      <ViewLinksContext.Provider value={views ?? null}>{children}</ViewLinksContext.Provider>
    </LinkContext.Provider>
  );
}

/** The nearest link; outside any LinkProvider, the address bar (a view rendered alone in a test). */
export function useLink(): LinkAdapter {
  return useContext(LinkContext) ?? addressBarLink();
}

/** The nearest ViewLinks; without one, links of the nearest link (`?view=…`) that the browser follows. */
export function useViewLinks(): ViewLinks {
  const link = useLink();
  return useContext(ViewLinksContext) ?? { href: (view, params = {}) => link.href({ view, ...params }, '') };
}
