import { createElement, useEffect } from 'react';
import type * as Api from '../types/react';
import { defineStalledRecoveryView, STALLED_RECOVERY_VIEW_TAG } from './index';

/** JSON inside a `<script>`: `<` escaped, so no `</script>` in a story's text ends it early. */
function scriptJson(story: string | object): string {
  return (typeof story === 'string' ? story : JSON.stringify(story)).replace(/</g, '\\u003c');
}

/**
 * The package's React entry (`stalled-recovery-view/react`): the element with the props as its
 * attributes. No JSX, so React is the only import (a peer dependency). Shapes: types/react.d.ts.
 */
export const StalledRecoveryView: typeof Api.StalledRecoveryView = function StalledRecoveryView(props) {
  const { tagName = STALLED_RECOVERY_VIEW_TAG, className, style, id, children, compact, page, ...rest } = props;
  const story = 'story' in rest ? rest.story : undefined;
  useEffect(() => {
    defineStalledRecoveryView(tagName, page === undefined ? {} : { page });
  }, [tagName, page]);
  const attributes: Record<string, unknown> = { className, style, id };
  if (compact) attributes.compact = '';
  for (const [name, value] of Object.entries(rest)) {
    if (name === 'story' || value === undefined || value === null) continue;
    attributes[name] = String(value);
  }
  const inline =
    story === undefined ? null : createElement('script', { type: 'application/json', dangerouslySetInnerHTML: { __html: scriptJson(story) } });
  return createElement(tagName, attributes, inline, children);
};

export default StalledRecoveryView;
