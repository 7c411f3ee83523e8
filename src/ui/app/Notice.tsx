import { useId } from 'react';

/** A small dismissible note listing the link parameters the page had to ignore. */
export function Notice({ problems, onDismiss }: { problems: string[]; onDismiss(): void }) {
  const titleId = useId();
  if (problems.length === 0) return null;
  return (
    <aside className="notice" aria-labelledby={titleId}>
      <div>
        <p id={titleId} className="notice__title">
          Part of this link could not be used
        </p>
        <ul className="notice__list">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </div>
      <button type="button" className="btn btn--small btn--quiet" onClick={onDismiss}>
        Dismiss
      </button>
    </aside>
  );
}
