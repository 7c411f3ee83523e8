/**
 * The element's stylesheet: every view's CSS, as text, adopted by each element's shadow root
 * (one CSSStyleSheet shared by all elements on the page). The host page's styles stay out and
 * the widget's stay in; nothing lands in the host's <head>. Every stylesheet under src/ui is
 * picked up by the glob, so a new view's CSS needs no entry here.
 */
// A Capitalised stylesheet is one component's part (Lanes.css beside Lanes.tsx): its folder's
// lowercase file @imports it, in cascade order, and ?inline inlines it there, so it is not read twice.
const sheets = import.meta.glob<string>(['../ui/**/*.css', './element.css', '!../ui/app/page.css', '!../ui/theme/tokens.css', '!../ui/**/[A-Z]*.css'], {
  query: '?inline',
  import: 'default',
  eager: true,
});

// The cascade order the page has: the shared widget layer (it @imports the tokens), the page
// shell, the shared panels, then each view's own file, and the element's own rules last.
const FIRST = ['/theme/widget.css', '/app/app.css', '/actions/actions.css', '/code/codePanel.css', '/dives/common/dives.css'];
const rank = (path: string) => (path.endsWith('/element.css') ? FIRST.length + 1 : FIRST.findIndex((f) => path.endsWith(f)) + 1 || FIRST.length);

/** The stylesheet files in cascade order (paths relative to src/embed). */
export const SHADOW_STYLE_FILES: readonly string[] = Object.keys(sheets).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));

// The host box itself (:host, a block as wide as it is given) is the loader's (loaderStyles.ts): it
// applies before this sheet has loaded.

let shared: CSSStyleSheet | null = null;

/** The one stylesheet every element adopts, built on first use. */
export function shadowStyleSheet(): CSSStyleSheet {
  if (!shared) {
    shared = new CSSStyleSheet();
    shared.replaceSync(SHADOW_STYLE_FILES.map((f) => sheets[f]!).join('\n'));
  }
  return shared;
}
