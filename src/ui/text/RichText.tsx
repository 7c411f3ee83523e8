import { Fragment } from 'react';
import type { Rich } from '../../model/narration/rich';

/**
 * A catalogue paragraph's parts in order: plain text as text, each mark as its element (`code`,
 * `strong`, `em`, a link). Renders exactly what the parts say, no wrapper: the caller's element
 * (a `<p>`, a `<summary>`) holds them.
 */
export function RichText({ parts }: { parts: Rich }) {
  return (
    <>
      {parts.map((p, i) =>
        typeof p === 'string' ? (
          <Fragment key={i}>{p}</Fragment>
        ) : 'code' in p ? (
          <code key={i} className={p.className}>
            {p.code}
          </code>
        ) : 'strong' in p ? (
          <strong key={i}>{p.strong}</strong>
        ) : 'em' in p ? (
          <em key={i}>{p.em}</em>
        ) : (
          <a key={i} href={p.href}>
            {p.link}
          </a>
        ),
      )}
    </>
  );
}
