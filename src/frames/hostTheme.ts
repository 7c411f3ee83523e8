/**
 * The colour scheme a host page shows, read the way the big docs frameworks mark it, for a view
 * that follows its host (the element with no `theme`, or `theme="auto"`; a frame sized by
 * frames.js). Browser-only, no React: frames.js carries it alone.
 */

/** A page's resolved scheme. */
export type Scheme = 'light' | 'dark';

/** The attributes a docs framework marks its theme with (VitePress: class; Docusaurus, Starlight: data-theme). */
const MARKER_ATTRIBUTES = ['data-theme', 'data-mode', 'data-color-mode', 'data-bs-theme'] as const;

function markedScheme(el: Element | null): Scheme | null {
  if (!el) return null;
  for (const name of MARKER_ATTRIBUTES) {
    const value = el.getAttribute(name)?.trim().toLowerCase();
    if (value === 'dark' || value === 'light') return value;
  }
  // VitePress puts `dark` on <html>; some themes put `light` beside it.
  if (el.classList.contains('dark')) return 'dark';
  if (el.classList.contains('light')) return 'light';
  return null;
}

/**
 * The scheme of `doc`: first an explicit marker on <html> or <body> (`class="dark"`,
 * `data-theme="dark"`, also `data-mode`, `data-color-mode`, `data-bs-theme`, or their `light`),
 * then a single `color-scheme` the root computes to (`dark`, `only dark`, `light`), then the
 * reader's system setting (`prefers-color-scheme`). Never throws.
 */
export function hostScheme(doc: Document = document): Scheme {
  const marked = markedScheme(doc.documentElement) ?? markedScheme(doc.body);
  if (marked) return marked;
  const view = doc.defaultView;
  const declared = view?.getComputedStyle(doc.documentElement).colorScheme.trim().split(/\s+/).filter((w) => w !== 'only') ?? [];
  if (declared.length === 1 && (declared[0] === 'dark' || declared[0] === 'light')) return declared[0];
  return view?.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * Calls `onChange(scheme)` whenever the host's scheme changes: a theme toggle (a class, a
 * `data-*` marker or a style on <html> or <body>), a <body> replaced by a client-side navigation,
 * or the system setting. Calls only on a change of the resolved scheme.
 * @returns a function that stops watching.
 */
export function watchHostScheme(onChange: (scheme: Scheme) => void, doc: Document = document): () => void {
  let last = hostScheme(doc);
  const check = () => {
    const now = hostScheme(doc);
    if (now !== last) onChange((last = now));
  };
  const attributeFilter = ['class', 'style', ...MARKER_ATTRIBUTES];
  const observer = new MutationObserver(check);
  observer.observe(doc.documentElement, { attributes: true, attributeFilter });
  let body: HTMLElement | null = null;
  const watchBody = () => {
    if (doc.body === body || !doc.body) return;
    body = doc.body;
    observer.observe(body, { attributes: true, attributeFilter });
  };
  watchBody();
  // <body> may arrive after the script (it runs from <head>), or be replaced.
  const bodies = new MutationObserver(() => {
    watchBody();
    check();
  });
  bodies.observe(doc.documentElement, { childList: true });
  const media = doc.defaultView?.matchMedia?.('(prefers-color-scheme: dark)');
  media?.addEventListener('change', check);
  return () => {
    observer.disconnect();
    bodies.disconnect();
    media?.removeEventListener('change', check);
  };
}
