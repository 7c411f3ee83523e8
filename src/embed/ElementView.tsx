import { useMemo, useState } from 'react';
import { ViewWidget } from '../ui/app/mountView';
import { ATTRIBUTE_PROBLEMS_TITLE, Notice } from '../ui/app/Notice';
import { ViewErrorBoundary } from '../ui/app/ViewErrorBoundary';
import { formatQuery } from '../ui/url/linkAdapter';
import type { ViewLinks } from '../ui/url/LinkProvider';
import type { Scheme } from '../frames/hostTheme';
import type { ElementRequest } from './elementAttributes';
import { elementStory } from './elementStory';

/**
 * What one `<stalled-recovery-view>` renders in its shadow root: a themed frame (`data-theme`: the
 * `theme` attribute's light or dark, else `scheme`, the host page's own, from its first render),
 * a notice for the attributes (and the story) it could not use, and the view as a widget with its
 * own memory link. A change of view, parameters or story opens the view afresh; a theme change
 * only repaints. `page` is the app's own page (where embed.js came from): the address of every
 * link the view hands out, and where its links to other views open, in a new tab (the host's
 * address never changes).
 */
export function ElementView({ request, scheme, page }: { request: ElementRequest; scheme: Scheme; page: string }) {
  const { view, theme, search, scenario, inline, compact } = request;
  const story = useMemo(() => elementStory(scenario, inline), [scenario, inline]);
  const problems = useMemo(() => [...request.problems, ...story.problems], [request.problems, story.problems]);
  const [dismissed, setDismissed] = useState<readonly string[]>([]);
  const shown = problems.filter((p) => !dismissed.includes(p));
  const key = `${view}${search}${compact ? '&compact' : ''}#${story.url ?? ''}${story.hash}`;
  // No `open`: a link to another view opens the app's page in a new tab, in the element's theme.
  const viewLinks = useMemo<ViewLinks>(
    () => ({ href: (id) => `${page}${formatQuery(new URLSearchParams({ view: id, ...(theme === 'auto' ? {} : { theme }) }))}` }),
    [page, theme],
  );
  return (
    <div className={`page page--embed page--element${compact ? ' page--compact' : ''}`} data-theme={theme === 'auto' ? scheme : theme}>
      <Notice problems={shown} onDismiss={() => setDismissed(problems)} title={ATTRIBUTE_PROBLEMS_TITLE} />
      <ViewErrorBoundary key={key} label={view}>
        <ViewWidget
          key={key}
          view={view}
          search={search}
          scenario={story.url ?? undefined}
          hash={story.hash}
          page={page}
          viewLinks={viewLinks}
          problemsTitle={ATTRIBUTE_PROBLEMS_TITLE}
          compact={compact}
        />
      </ViewErrorBoundary>
    </div>
  );
}
