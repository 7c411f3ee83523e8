/**
 * The prerendered first screen carries its elements' styles in a stylesheet
 * (`<link data-first-screen>`, one rule per element: see scripts/prerenderPlugin.ts), because a
 * strict Content-Security-Policy ignores style attributes in HTML. Before React takes the markup
 * over, this moves each rule onto its element through the CSSOM (which CSP allows), so the DOM
 * holds the styles React rendered, then removes the stylesheet: its `:nth-child` paths would
 * match other elements once the page changes. With `apply: false` (a link that renders fresh)
 * it only removes the stylesheet.
 */
export function adoptFirstScreenStyles(root: HTMLElement, apply: boolean): void {
  const link = document.querySelector<HTMLLinkElement>('link[data-first-screen]');
  if (!link) return;
  const sheet = link.sheet;
  if (apply && sheet) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSStyleRule)) continue;
      const el = root.parentElement?.querySelector<HTMLElement>(rule.selectorText);
      if (el) el.style.cssText = rule.style.cssText;
    }
  }
  link.remove();
}
