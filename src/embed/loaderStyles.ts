/**
 * The loader's own rules (embed.js, src/embed/element.ts): the host box, the skip link, the
 * author's fallback and print. They apply from the element's first paint, before the view's
 * stylesheet (shadowStyles.ts) has loaded, so they read no token without a fallback and use the
 * system colours (Canvas, LinkText). Only a shadow root reads them (only a shadow root can say
 * :host), so they live here as text and not in a scoped .css file.
 */
export const LOADER_CSS = `
/* A block that takes the width it is given and grows with its content; the skip link sits on it. */
:host {
  display: block;
  position: relative;
  container-type: inline-size;
}

:host([hidden]) {
  display: none;
}

/* Off screen until it has focus (the element's first tab stop), then over the element's top left. */
.skip {
  position: absolute;
  top: 8px;
  left: 8px;
  z-index: 10;
  padding: 8px 14px;
  border: 2px solid currentColor;
  border-radius: var(--radius-sm, 6px);
  background: Canvas;
  color: LinkText;
  font-weight: 600;
  transform: translateY(-200%);
  clip-path: inset(50%);
}

.skip:focus {
  transform: none;
  clip-path: none;
}

/* The view while it renders out of sight: over the element, at its width, taking no room. */
.mount.pending {
  position: absolute;
  top: 0;
  right: 0;
  left: 0;
  visibility: hidden;
}

.end:focus {
  outline: none;
}

/* On paper: the view as it stands, without the controls a reader cannot press there. */
@media print {
  :host {
    min-height: 0 !important;
  }

  .skip,
  .mount :is(button, input, select, textarea, [role='toolbar'], [popover]) {
    display: none !important;
  }
}
`;
