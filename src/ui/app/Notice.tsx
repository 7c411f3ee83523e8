import { useId } from 'react';
import { SHELL } from '../../model/narration/shellText';

/** What a notice is titled unless its caller says otherwise: the problems came from a link. */
export const LINK_PROBLEMS_TITLE = SHELL.linkProblemsTitle;
/** The title of an embedded element's notice: there is no link, only its attributes. */
export const ATTRIBUTE_PROBLEMS_TITLE = SHELL.attributeProblemsTitle;

/** A small dismissible note listing the link parameters (or an element's attributes) the page had to ignore. */
export function Notice({ problems, onDismiss, title = LINK_PROBLEMS_TITLE }: { problems: string[]; onDismiss(): void; title?: string }) {
  const titleId = useId();
  if (problems.length === 0) return null;
  return (
    <aside className="notice" aria-labelledby={titleId}>
      <div>
        <p id={titleId} className="notice__title">
          {title}
        </p>
        <ul className="notice__list">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </div>
      <button type="button" className="btn btn--small btn--quiet" onClick={onDismiss}>
        {SHELL.dismiss}
      </button>
    </aside>
  );
}
