import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ELEMENT_ATTRIBUTES, readElementAttributes } from './elementAttributes';
import { ElementView } from './ElementView';
import { shadowStyleSheet } from './shadowStyles';

/** The element's tag name. */
export const ELEMENT_NAME = 'stalled-recovery-view';

/**
 * `<stalled-recovery-view view="hub" theme="dark" step="14" job="JOB-d">`: one view of the course
 * on any page (README "Embedding"). Each element is its own React root in an open shadow root
 * with its own store and memory link, so any number run side by side; it never touches the
 * host's address, history, title or keys (its keys listen inside its shadow root, on the widget
 * that has focus). Attributes are read by `readElementAttributes`; changing one re-renders, and
 * a bad value shows a message inside the element and falls back, never throwing into the host.
 */
export class StalledRecoveryViewElement extends HTMLElement {
  static readonly observedAttributes = ELEMENT_ATTRIBUTES;
  #root: Root | null = null;
  #mount: HTMLDivElement | null = null;
  #queued = false;

  connectedCallback(): void {
    if (!this.#mount) {
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      shadow.adoptedStyleSheets = [shadowStyleSheet()];
      this.#mount = document.createElement('div');
      shadow.append(this.#mount);
    }
    this.#root ??= createRoot(this.#mount);
    this.#render();
  }

  disconnectedCallback(): void {
    // A move within the page disconnects and reconnects at once: keep the view through that.
    queueMicrotask(() => {
      if (this.isConnected || !this.#root) return;
      this.#root.unmount();
      this.#root = null;
    });
  }

  attributeChangedCallback(): void {
    // Several attributes set one after another render once.
    if (!this.#root || this.#queued) return;
    this.#queued = true;
    queueMicrotask(() => {
      this.#queued = false;
      this.#render();
    });
  }

  #render(): void {
    if (!this.#root) return;
    try {
      const request = readElementAttributes((name) => this.getAttribute(name), this.getAttributeNames());
      this.#root.render(
        <StrictMode>
          <ElementView request={request} />
        </StrictMode>,
      );
    } catch (error) {
      // Nothing escapes into the host page: say what happened inside the element instead.
      this.#mount!.textContent = `This view could not start: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
}

if (typeof customElements !== 'undefined' && !customElements.get(ELEMENT_NAME)) {
  customElements.define(ELEMENT_NAME, StalledRecoveryViewElement);
}
