import { SHELL, TERMS } from '../../model/narration/shellText';

/** "Terms": a disclosure in the page shell with the glossary, reachable from every view. */
export function Glossary() {
  return (
    <details className="terms">
      <summary>{SHELL.terms}</summary>
      <dl className="terms__list">
        {TERMS.map((t) => (
          <div key={t.term}>
            <dt>{t.term}</dt>
            <dd>{t.text}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
