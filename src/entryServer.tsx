import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './ui/app/App';
import { PageLive } from './ui/app/PageLive';
import { QUIZ_CHUNK } from './ui/course/CoursePage';
import { HUB_CHUNK } from './ui/hub/HubIsland';
import { HubView } from './ui/hub/HubView';
import { Quiz } from './ui/course/Quiz';
import { memoryLink } from './ui/url/linkAdapter';

/**
 * The page's first screen as HTML, for the build to put into `dist/index.html`: the page as it
 * opens on the default link (no query: the hub at its start), the same tree `main.tsx` hydrates
 * (StrictMode, the same ids from useId). Views other than the hub are lazy chunks, so only the
 * hub is prerendered: a link to another view renders fresh in the browser (see main.tsx).
 */
export function renderFirstScreen(): string {
  // The hub and the quiz are lazy chunks (static islands) in the browser; renderToString cannot wait for one.
  HUB_CHUNK.provide(HubView);
  QUIZ_CHUNK.provide(Quiz);
  return renderToString(
    <StrictMode>
      <PageLive>
        <App link={memoryLink('')} />
      </PageLive>
    </StrictMode>,
  );
}
