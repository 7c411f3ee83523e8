/**
 * The page's prerendered first screens, and which one a link paints before the app's script runs.
 *
 * The build (scripts/prerenderPlugin.ts) prerenders every view's default link, full page and
 * `embed=1`. `dist/index.html`'s `#root` holds the hub's (the `hub` screen); each other screen is
 * a small script file ({@link defineScreen}: its stylesheets, its chunks' preloads, a
 * `<template data-screen>`) that only a link to that screen loads. A static host ignores the
 * query, so a tiny same-origin script (`first-screen-<hash>.js`, render-blocking, no inline
 * script: CSP) runs twice: at the end of `<head>` ({@link startFirstScreen}: the theme, which
 * screen, its markup file) and after `#root` ({@link placeFirstScreen}: the markup into
 * `#root`). main.tsx then hydrates iff the screen in `#root` is what its link draws
 * ({@link hydratesAs}); otherwise it renders fresh.
 *
 * `startFirstScreen`, `defineScreen` and `placeFirstScreen` are written into those scripts as their source text
 * (Function.prototype.toString), so they use nothing outside their own bodies and their
 * arguments: no imports, no module constants, ES2018 syntax only.
 */

/** Which first screen a link paints: `screen` (a view id, `-embed` for `embed=1`) and whether the link draws exactly it. */
export interface FirstScreenChoice {
  /** The screen's id: `hub`, `run`, … or `hub-embed`, `run-embed`, …. */
  screen: string;
  /** The view it shows. */
  view: string;
  /**
   * True when the app's first render of this link is that screen's markup (only `view`, `embed=1`
   * and a valid `theme`, each once, and no hash), so React may hydrate it. False for a link
   * with other parameters (a seed, a step, a job, a story…): the app renders fresh, and until
   * then the screen shows its page chrome with the widget kept hidden.
   */
  exact: boolean;
}

/**
 * The first screen `search` (the address's query, with or without `?`) and `hash` paint, given
 * the ids of the views the app builds and the theme names. Null for a link naming an unknown
 * view: `#root` keeps the hub's screen and the app renders fresh (with its notice).
 */
export function firstScreenOf(search: string, hash: string, views: readonly string[], themes: readonly string[]): FirstScreenChoice | null {
  const q = new URLSearchParams(search);
  const keys: string[] = [];
  q.forEach((_v, k) => {
    keys.push(k);
  });
  const view = q.get('view') === null ? 'hub' : String(q.get('view'));
  if (views.indexOf(view) === -1) return null;
  const embed = q.get('embed') === '1';
  const theme = q.get('theme');
  let exact = hash === '' || hash === '#';
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    if (keys.indexOf(k) !== i || (k !== 'view' && k !== 'embed' && k !== 'theme')) exact = false;
  }
  if (q.get('embed') !== null && !embed) exact = false;
  if (theme !== null && themes.indexOf(theme) === -1) exact = false;
  return { screen: embed ? `${view}-embed` : view, view, exact };
}

/**
 * Whether main.tsx may hydrate: `placed` is the screen `#root` holds (`#root[data-screen]`, or
 * `hub` for index.html's own markup; null for an empty root), and the link draws exactly that
 * screen. Returns the view to hydrate (its chunk is loaded first), or null to render fresh.
 */
export function hydratesAs(placed: string | null, search: string, hash: string, views: readonly string[], themes: readonly string[]): string | null {
  const choice = firstScreenOf(search, hash, views, themes);
  return placed !== null && choice !== null && choice.exact && choice.screen === placed ? choice.view : null;
}

/** What the build tells the screen script: the views, the themes, where the theme choice is stored, and each non-hub screen's markup script. */
export interface FirstScreenConfig {
  views: string[];
  themes: string[];
  /** localStorage key of the reader's theme choice (full page only). */
  themeKey: string;
  /** Screen id → its markup script, relative to the page (`./assets/screen-run-<hash>.js`). */
  screens: Record<string, string>;
}

/** A screen's files, relative to the page: its stylesheets (the view's, then its style rules), its chunks to preload; and the document title. */
export interface ScreenFiles {
  css: string[];
  js: string[];
  title: string;
}

/**
 * Runs at the end of `<head>`, before anything in `<body>` paints: sets the theme
 * (`theme=`, else on the full page the stored choice), marks `<html data-first-screen="<id>">`
 * (and `data-first-screen-stale` for a link that renders fresh), and for a screen other than
 * index.html's own writes the screen's markup script right after this one (document.write keeps
 * it parser-blocking, so it runs, {@link defineScreen}, before `#root` paints). Never throws: any
 * failure leaves the page as it is.
 */
export function startFirstScreen(pick: typeof firstScreenOf, config: FirstScreenConfig): void {
  try {
    const html = document.documentElement;
    const q = new URLSearchParams(location.search);
    const embed = q.get('embed') === '1';
    let theme = q.get('theme');
    if (theme === null || config.themes.indexOf(theme) === -1) {
      theme = null;
      if (!embed) {
        try {
          theme = localStorage.getItem(config.themeKey);
        } catch (_e) {
          theme = null;
        }
      }
    }
    if (theme !== null && config.themes.indexOf(theme) !== -1) html.setAttribute('data-theme', theme);
    const choice = pick(location.search, location.hash, config.views, config.themes);
    if (!choice) return;
    html.setAttribute('data-first-screen', choice.screen);
    if (!choice.exact) html.setAttribute('data-first-screen-stale', '');
    const markup = config.screens[choice.screen];
    // developer text: a script tag the page writes into its head, not words
    if (markup) document.write(`<script src="${markup}"></` + 'script>');
  } catch (_e) {
    // The first screen is an optimisation: the app renders whatever the link asks for anyway.
  }
}

/**
 * A screen's markup script (`assets/screen-<id>-<hash>.js`), still in `<head>`: sets the view's
 * title, adds the screen's stylesheets (render-blocking, in order after the page's own) and its
 * chunks as module preloads, and keeps the markup in a `<template data-screen="<id>">` for
 * {@link placeFirstScreen}. Never throws.
 */
export function defineScreen(id: string, files: ScreenFiles, markup: string): void {
  try {
    document.title = files.title;
    for (const href of files.css) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.crossOrigin = '';
      link.setAttribute('blocking', 'render');
      document.head.appendChild(link);
    }
    for (const href of files.js) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.crossOrigin = '';
      document.head.appendChild(link);
    }
    const template = document.createElement('template');
    template.setAttribute('data-screen', id);
    template.innerHTML = markup;
    document.head.appendChild(template);
  } catch (_e) {
    // No template: #root keeps index.html's markup, and the app renders fresh.
  }
}

/**
 * Runs right after `#root`: moves the marked screen's `<template data-screen>` into `#root`
 * (`#root[data-screen="<id>"]`, the scope of that screen's style rules), or for the hub keeps
 * index.html's own markup; marks `#root[data-screen-stale]` (its widget stays hidden until the
 * app renders) for a link that renders fresh; drops every template. Never throws.
 */
export function placeFirstScreen(): void {
  try {
    const html = document.documentElement;
    const root = document.getElementById('root');
    const id = html.getAttribute('data-first-screen');
    if (!root || id === null) return;
    const template = document.querySelector<HTMLTemplateElement>(`template[data-screen="${id}"]`);
    if (id !== 'hub' && template) {
      root.replaceChildren(template.content);
      root.setAttribute('data-screen', id);
    }
    if (html.hasAttribute('data-first-screen-stale') && (id === 'hub' || template)) root.setAttribute('data-screen-stale', '');
    document.querySelectorAll('template[data-screen]').forEach((t) => t.remove());
  } catch (_e) {
    // Leave #root as it is: the app renders fresh.
  }
}
