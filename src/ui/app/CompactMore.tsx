import type { ReactNode } from 'react';
import { COMPACT } from '../../model/narration/catalogue';
import { useCompact } from './viewShell';

/**
 * A view's secondary parts (its code panels, command log, long notes, side panels): as they are
 * in the full form, and behind one closed `<details>` in the compact form (`compact=1`), whose
 * summary (`summary`, from the catalogue's COMPACT) says what it holds, so each is one click away.
 * `actions` are buttons the compact form takes out of the view's own rows (Keyboard shortcuts, …):
 * shown first behind the disclosure, and only in the compact form (the full form has them in place).
 */
export function CompactMore({ summary, actions, children }: { summary: string; actions?: ReactNode; children: ReactNode }) {
  if (!useCompact()) return <>{children}</>;
  return (
    <details className="compact-more" data-compact-more="">
      <summary className="compact-more__summary">{summary}</summary>
      <div className="compact-more__body">
        {actions && (
          <div className="controls__more" role="group" aria-label={COMPACT.actionsLabel}>
            {actions}
          </div>
        )}
        {children}
      </div>
    </details>
  );
}
