import { useEffect, type ReactNode } from 'react';

/**
 * Marks the document once the page's script has taken over the first screen (hydrated or
 * rendered): `<html data-live>`. Before that the prerendered buttons paint but do nothing, so
 * end-to-end tests and the page benchmark wait for it. Renders its child only (no element, so
 * the prerendered markup and its useId ids are unchanged).
 */
export function PageLive({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.live = '';
  }, []);
  return children;
}
