import { useState } from 'react';
import { ViewWidget } from '../ui/app/mountView';
import { ATTRIBUTE_PROBLEMS_TITLE, Notice } from '../ui/app/Notice';
import { ViewErrorBoundary } from '../ui/app/ViewErrorBoundary';
import type { ElementRequest } from './elementAttributes';

/**
 * What one `<stalled-recovery-view>` renders in its shadow root: a themed frame (`data-theme`),
 * a notice for the attributes it could not use, and the view as a widget with its own memory
 * link. A change of view, parameters or scenario opens the view afresh; a theme change only
 * repaints.
 */
export function ElementView({ request }: { request: ElementRequest }) {
  const { view, theme, search, scenario, problems } = request;
  const [dismissed, setDismissed] = useState<readonly string[]>([]);
  const shown = problems.filter((p) => !dismissed.includes(p));
  const key = `${view}${search}#${scenario ?? ''}`;
  return (
    <div className="page page--embed page--element" data-theme={theme}>
      <Notice problems={shown} onDismiss={() => setDismissed(problems)} title={ATTRIBUTE_PROBLEMS_TITLE} />
      <ViewErrorBoundary key={key} label={view}>
        <ViewWidget key={key} view={view} search={search} scenario={scenario ?? undefined} problemsTitle={ATTRIBUTE_PROBLEMS_TITLE} />
      </ViewErrorBoundary>
    </div>
  );
}
