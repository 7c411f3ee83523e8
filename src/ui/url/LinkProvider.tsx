import { createContext, useContext, type ReactNode } from 'react';
import { addressBarLink, type LinkAdapter } from './linkAdapter';

const LinkContext = createContext<LinkAdapter | null>(null);

/** Gives a subtree its link: the page shell passes the address bar, a widget mounted alone a memory link. */
export function LinkProvider({ link, children }: { link: LinkAdapter; children: ReactNode }) {
  return <LinkContext.Provider value={link}>{children}</LinkContext.Provider>;
}

/** The nearest link; outside any LinkProvider, the address bar (a view rendered alone in a test). */
export function useLink(): LinkAdapter {
  return useContext(LinkContext) ?? addressBarLink();
}
