/**
 * The prerendered first screen carries its elements' styles in stylesheets
 * (`<link data-first-screen>`: index.html's for the hub, and the one the screen script adds for
 * another screen, `…css#data-first-screen`; one rule per element, see scripts/prerenderPlugin.ts),
 * because a strict Content-Security-Policy ignores style attributes in HTML. Before React takes
 * the markup over, this moves each rule that matches onto its element through the CSSOM (which
 * CSP allows), so the DOM holds the styles React rendered (and a markup React replaces keeps its
 * layout until it does), then removes the stylesheets: their `:nth-child` paths would match
 * other elements once the page changes. With `apply: false` it only removes them. A widget of a
 * screen marked stale (`#root[data-screen-stale]`: the link renders fresh) stays hidden.
 */
export function adoptFirstScreenStyles(root: HTMLElement, apply: boolean): void {
  const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-first-screen], link[href$="#data-first-screen"]'));
  for (const link of links) {
    const sheet = link.sheet;
    if (apply && sheet) {
      for (const rule of Array.from(sheet.cssRules)) {
        if (!(rule instanceof CSSStyleRule)) continue;
        const el = root.parentElement?.querySelector<HTMLElement>(rule.selectorText);
        if (el && el.closest('#root') === root) el.style.cssText = rule.style.cssText;
      }
    }
    link.remove();
  }
  // A link that renders fresh: its widget stays hidden (as the screen's stylesheet had it) until React replaces it.
  if (root.hasAttribute('data-screen-stale')) root.querySelectorAll<HTMLElement>('[data-widget]').forEach((w) => (w.style.visibility = 'hidden'));
}

/**
 * Calls `run` once every first-screen stylesheet has loaded (or failed), at once when they
 * have: the screen script adds a screen's own sheet from a script, and the page's module may run
 * before such a sheet arrives, when its rules cannot be read yet (`link.sheet` is null).
 */
export function whenFirstScreenStylesLoaded(run: () => void): void {
  const pending = Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-first-screen], link[href$="#data-first-screen"]')).filter((l) => !l.sheet);
  if (pending.length === 0) return run();
  let left = pending.length;
  const done = () => {
    if (--left === 0) run();
  };
  for (const l of pending) {
    l.addEventListener('load', done, { once: true });
    l.addEventListener('error', done, { once: true });
  }
}
