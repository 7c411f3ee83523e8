import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// The page document's reset and the widgets' shared styles first: view stylesheets build on them.
import './ui/app/page.css';
import './ui/theme/widget.css';
import { adoptFirstScreenStyles, whenFirstScreenStylesLoaded } from './ui/app/adoptFirstScreenStyles';
import { App } from './ui/app/App';
import { hydratesAs } from './ui/app/firstScreen';
import { hydratingServerMarkup } from './ui/app/StaticIsland';
import { PageLive } from './ui/app/PageLive';
import { viewChunk } from './ui/app/viewChunks';
import { VIEWS } from './ui/app/views';
import { THEMES } from './ui/theme/themes';

const root = document.getElementById('root')!;
const page = (
  <StrictMode>
    <PageLive>
      <App />
    </PageLive>
  </StrictMode>
);
// The build prerenders every view's default first screen (scripts/prerenderPlugin.ts); the screen
// script has put the one this link names into #root (#root[data-screen]; index.html's own is the hub's).
// Hydrate it when this link draws exactly that screen, after loading the view's chunk (a lazy view
// would suspend mid-hydration); otherwise render fresh (React replaces the markup).
const placed = root.firstElementChild ? (root.dataset.screen ?? 'hub') : null;
const views = VIEWS.filter((v) => v.component).map((v) => v.id);
const view = hydratesAs(placed, location.search, location.hash, views, THEMES);
const hydrate = () => {
  // A static island (the hub, the quiz) keeps its server markup through this hydration, until intent.
  hydratingServerMarkup();
  // In a transition, React hydrates the page in slices of a few milliseconds instead of one long
  // task; the markup is on screen meanwhile, and an input on it makes React finish at once first.
  startTransition(() => {
    hydrateRoot(root, page, { onRecoverableError: reportUnlessLazyBoundary });
  });
};
const chunk = view ? viewChunk(view) : undefined;
whenFirstScreenStylesLoaded(() => {
  adoptFirstScreenStyles(root, placed !== null);
  if (chunk) void chunk.load().then(hydrate, () => createRoot(root).render(page));
  else if (view) hydrate();
  else createRoot(root).render(page);
});

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
