/**
 * The element that has focus in the tree `node` belongs to: the document's, or, inside a shadow
 * root (the `<stalled-recovery-view>` element), the shadow root's own. `document.activeElement`
 * alone would name the custom element itself for focus inside it, never the button that has it.
 * Returns null when nothing in that tree has focus (the document's body counts as nothing).
 */
export function activeElementIn(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  const active = 'activeElement' in root ? root.activeElement : null;
  return active === document.body ? null : active;
}
