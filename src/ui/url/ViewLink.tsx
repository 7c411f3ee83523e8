import type { MouseEvent, ReactNode } from 'react';
import { LINKS } from '../../model/narration/catalogue';
import type { LinkParams } from './linkAdapter';
import { useViewLinks } from './LinkProvider';

/**
 * A link from one view to another (`view`, with `params`), as where it is shown allows
 * (`ViewLinks`): on the page and in an iframe a plain click opens the view in place (a modified
 * click, such as Ctrl+click, is the browser's); inside an element it opens the app's own page in
 * a new tab and says so, so the host page's address never changes.
 */
export function ViewLink({ view, params, children }: { view: string; params?: LinkParams; children: ReactNode }) {
  const links = useViewLinks();
  const href = links.href(view, params);
  if (!links.open) {
    return (
      <a href={href} target="_blank" rel="noopener">
        {children} {LINKS.opensInNewTab}
      </a>
    );
  }
  const open = links.open;
  const onClick = (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    open(view, params);
  };
  return (
    <a href={href} onClick={onClick}>
      {children}
    </a>
  );
}
