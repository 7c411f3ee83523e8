/**
 * The words `<stalled-recovery-view>`'s loader (embed.js, src/embed/element.ts) shows before any
 * view has loaded: in their own file so the loader stays small (it never loads the catalogue);
 * catalogue.ts re-exports them, they belong to it all the same.
 */
export const ELEMENT_TEXT = {
  /** The element's first tab stop: focus moves past the element, so the next Tab reaches the host page's next control. */
  skip: 'Skip past this view',
};
