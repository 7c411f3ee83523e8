import { useEffect, type ReactNode } from 'react';

/**
 * Marks the document once the page's script has taken over the first screen (hydrated or
 * rendered): `<html data-live>`. Before that the prerendered buttons paint but do nothing, so
 * end-to-end tests and the page benchmark wait for it (and read the `page-live` performance mark). Renders its child only (no element, so
 * the prerendered markup and its useId ids are unchanged).
 */
export function PageLive({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.live = '';
    // A User Timing mark, so the page benchmark reads when the page came alive.
    performance.mark('page-live');
  }, []);
  return children;
}
