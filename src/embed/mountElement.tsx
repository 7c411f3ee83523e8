import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Scheme } from '../frames/hostTheme';
import { readElementAttributes } from './elementAttributes';
import { ElementView } from './ElementView';
import { shadowStyleSheet } from './shadowStyles';

/** One element's live view, as the loader (element.ts) drives it. */
export interface ElementMount {
  /** Reads the element's attributes and inline story again and renders them; `transition`: as a transition (a newer render replaces one still rendering). */
  render(transition: boolean): void;
  /** Ends the React root (the element left the page); the container is left empty. */
  unmount(): void;
}

/**
 * The part of `<stalled-recovery-view>` that needs React, loaded by embed.js only for an element
 * that comes near the viewport (src/embed/element.ts): adopts every view's stylesheet into
 * `shadow` (after the loader's own sheets), opens one React root in `container` and renders the
 * element's attributes into it. `scheme()` is the host page's colour scheme now (hostScheme),
 * which an element with no `theme` (or `theme="auto"`) shows; `page` is the app's own page (where
 * embed.js came from). Never throws into the host: a render that fails says so inside the element.
 */
export function mountElement(host: HTMLElement, shadow: ShadowRoot, container: HTMLElement, scheme: () => Scheme, page: string): ElementMount {
  const sheet = shadowStyleSheet();
  if (!shadow.adoptedStyleSheets.includes(sheet)) {
    // The widget's rules go before the loader's per-element sheet (its reserved height stays last).
    const own = shadow.adoptedStyleSheets;
    shadow.adoptedStyleSheets = [...own.slice(0, 1), sheet, ...own.slice(1)];
  }
  const root = createRoot(container);
  const inline = (): string | null => {
    const script = host.querySelector(':scope > script[type="application/json"]');
    return script ? (script.textContent ?? '') : null;
  };
  return {
    render(transition) {
      try {
        const request = readElementAttributes((name) => host.getAttribute(name), host.getAttributeNames(), inline());
        const view = (
          <StrictMode>
            <ElementView request={request} scheme={scheme()} page={page} />
          </StrictMode>
        );
        if (transition) startTransition(() => root.render(view));
        else root.render(view);
      } catch (error) {
        // Nothing escapes into the host page: say what happened inside the element instead.
        container.textContent = `This view could not start: ${error instanceof Error ? error.message : String(error)}`;
      }
    },
    unmount() {
      root.unmount();
    },
  };
}
