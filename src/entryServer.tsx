import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { App } from './ui/app/App';
import { PageLive } from './ui/app/PageLive';
import { VIEWS } from './ui/app/views';
import { QUIZ_CHUNK } from './ui/course/CoursePage';
import { Quiz } from './ui/course/Quiz';
import { HUB_CHUNK } from './ui/hub/HubIsland';
import { HubView } from './ui/hub/HubView';
import { memoryLink } from './ui/url/linkAdapter';

/**
 * One prerendered first screen: a view at its default link, on the full page or embedded
 * (`embed=1`). `id` is what `<html data-first-screen>` names once the screen is in #root
 * (src/ui/app/firstScreen.ts), `search` the link it is rendered at, `title` the view's title.
 */
export interface ScreenSpec {
  id: string;
  view: string;
  embed: boolean;
  search: string;
  title: string;
}

/** Every built view, full page and embed: the screens the build prerenders (the hub's full page is `hub`, in #root). */
export const SCREENS: readonly ScreenSpec[] = VIEWS.filter((v) => v.component).flatMap((v) => [
  { id: v.id, view: v.id, embed: false, search: v.id === 'hub' ? '' : `?view=${v.id}`, title: v.title },
  { id: `${v.id}-embed`, view: v.id, embed: true, search: `?view=${v.id}&embed=1`, title: v.title },
]);

/** The same tree `main.tsx` hydrates (StrictMode, PageLive, App), so useId gives the same ids. */
function page(search: string) {
  // The hub and the quiz are static islands (lazy chunks in the browser): rendered here from their
  // modules, since renderToString cannot wait for a chunk.
  HUB_CHUNK.provide(HubView);
  QUIZ_CHUNK.provide(Quiz);
  return (
    <StrictMode>
      <PageLive>
        <App link={memoryLink(search)} />
      </PageLive>
    </StrictMode>
  );
}

/**
 * The page's first screen as HTML, for the build to put into `dist/index.html`: the page as it
 * opens on the default link (no query: the hub at its start). renderToString: the hub and the
 * quiz are given their modules (static islands the browser keeps as they are until intent,
 * src/ui/app/StaticIsland.tsx), and a dive card says "Not opened yet." without its chunk.
 */
export function renderFirstScreen(): string {
  return renderToString(page(''));
}

/**
 * One screen's HTML at its link (`search`, e.g. `?view=run&embed=1`). Views other than the hub
 * are lazy chunks (React.lazy), so this waits for every Suspense boundary to finish
 * (react-dom/static's prerender) instead of writing its fallback: the browser then hydrates
 * the view's markup once its chunk is loaded (main.tsx), with no boundary rendered twice.
 */
export async function renderScreen(search: string): Promise<string> {
  if (search === '') return renderFirstScreen();
  // No progressive chunks: every boundary inline, so the HTML needs no script of React's to reveal it.
  const { prelude } = await prerender(page(search), { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}
