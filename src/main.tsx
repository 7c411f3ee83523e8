import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// The page document's reset and the widgets' shared styles first: view stylesheets build on them.
import './ui/app/page.css';
import './ui/theme/widget.css';
import { adoptFirstScreenStyles } from './ui/app/adoptFirstScreenStyles';
import { App } from './ui/app/App';
import { matchesPrerendered } from './ui/app/firstScreen';
import { hydratingServerMarkup } from './ui/app/StaticIsland';
import { PageLive } from './ui/app/PageLive';

const root = document.getElementById('root')!;
const page = (
  <StrictMode>
    <PageLive>
      <App />
    </PageLive>
  </StrictMode>
);
// The build prerenders the default link's first screen into #root (scripts/prerenderPlugin.ts):
// hydrate it when this link draws the same; otherwise render fresh (React replaces the markup).
const hydrate = !!root.firstElementChild && matchesPrerendered(location.search);
adoptFirstScreenStyles(root, hydrate);
if (hydrate) {
  hydratingServerMarkup();
  hydrateRoot(root, page, { onRecoverableError: reportUnlessLazyBoundary });
} else createRoot(root).render(page);

/**
 * React's recoverable hydration errors, except #419: a Suspense boundary the prerender could not
 * finish (renderToString cannot wait for a lazily loaded part) arrives unfinished and the browser
 * renders it, as React intends (https://react.dev/reference/react-dom/client/hydrateRoot). That is
 * the design, not a fault. (The hub and the quiz are static islands instead: src/ui/app/StaticIsland.tsx.)
 */
function reportUnlessLazyBoundary(error: unknown): void {
  const text = error instanceof Error ? error.message : String(error);
  if (/Minified React error #419|switched to client rendering/i.test(text)) return;
  console.error(error);
}
