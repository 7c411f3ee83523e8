import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { mkdir } from 'node:fs/promises';
import { createServer, minify, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { oembedDiscovery, oembedDocument, oembedPath } from './oembed.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The empty mount point index.html ships; the prerendered first screen goes inside it. */
export const ROOT_MARKUP = '<div id="root"></div>';

/** Marks the first screen's stylesheet link (main.tsx moves its rules onto the elements, then drops it). */
export const FIRST_SCREEN_ATTR = 'data-first-screen';

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * Takes every `style="…"` attribute out of server-rendered markup into a stylesheet, one rule per
 * element, selected by its `:nth-child` path from `scope` (the screen's `#root`, e.g.
 * `#root[data-screen="run"]`): a page under a strict Content-Security-Policy
 * (`style-src 'self'`) ignores style attributes in HTML but loads a stylesheet from its own
 * origin. React writes styles through the CSSOM in the browser, which CSP allows, so only the
 * prerendered HTML needs this. Expects React's well-formed output.
 */
export function moveStylesOut(markup: string, scope = '#root'): { markup: string; css: string } {
  const rules: string[] = [];
  const path: number[] = [];
  const children: number[] = [0];
  const tag = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)([^>]*?)(\/?)>/g;
  const out = markup.replace(tag, (whole, close: string, name: string, attrs: string, selfClose: string) => {
    if (whole.startsWith('<!--')) return whole;
    if (close) {
      path.pop();
      children.pop();
      return whole;
    }
    const nth = ++children[children.length - 1]!;
    let kept = attrs;
    const style = /\sstyle="([^"]*)"/.exec(attrs);
    if (style) {
      kept = attrs.replace(style[0], '');
      const selector = [scope, ...[...path, nth].map((n) => `:nth-child(${n})`)].join('>');
      rules.push(`${selector}{${style[1]!.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&')}}`);
    }
    if (!selfClose && !VOID.has(name.toLowerCase())) {
      path.push(nth);
      children.push(0);
    }
    return `<${name}${kept}${selfClose}>`;
  });
  return { markup: out, css: rules.join('\n') + '\n' };
}

/** What the SSR loader gives the plugin (src/entryServer.tsx, src/ui/app/firstScreen.ts, viewChunks.ts, themes, themeChoice). */
interface ServerSide {
  entry: { SCREENS: readonly { id: string; view: string; embed: boolean; search: string; title: string }[]; renderScreen(search: string): Promise<string> };
  firstScreen: { firstScreenOf: (...a: never[]) => unknown; startFirstScreen: (...a: never[]) => unknown; defineScreen: (...a: never[]) => unknown; placeFirstScreen: () => void };
  chunks: { VIEW_CHUNKS: Record<string, { module: string }> };
  themes: readonly string[];
  themeKey: string;
}

/** The page's built files a view's chunk needs: its JS chunks (static imports, the entry's excepted) and their stylesheets. */
function chunkFiles(bundle: OutputBundle, module: string): { js: string[]; css: string[] } {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  // What index.html already loads (the entry and its static imports, their stylesheets) is left out.
  const loaded = new Set<string>();
  const closure = (c: OutputChunk, into: Set<string>, skip: Set<string>, out: { js: string[]; css: string[] }) => {
    if (into.has(c.fileName) || skip.has(c.fileName)) return;
    into.add(c.fileName);
    out.js.push(c.fileName);
    for (const f of c.viteMetadata?.importedCss ?? []) if (!skip.has(f) && !out.css.includes(f)) out.css.push(f);
    for (const i of c.imports) {
      const next = bundle[i];
      if (next?.type === 'chunk') closure(next, into, skip, out);
    }
  };
  const entryFiles = { js: [] as string[], css: [] as string[] };
  for (const c of chunks.filter((x) => x.isEntry)) closure(c, loaded, new Set(), entryFiles);
  for (const f of entryFiles.css) loaded.add(f);
  const start = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(`/${module}`));
  if (!start) throw new Error(`prerender: no chunk for ${module} (src/ui/app/viewChunks.ts names a module the build did not split out)`);
  const files = { js: [] as string[], css: [] as string[] };
  closure(start, new Set(), loaded, files);
  return files;
}

/** `source` minified for the browser (ES2018); a syntax error fails the build. */
async function minified(source: string): Promise<string> {
  const min = await minify('first-screen.js', source, { compress: { target: 'es2018' }, mangle: true });
  if (min.errors?.length) throw new Error(`prerender: a first-screen script does not minify: ${min.errors.map((e) => e.message).join('; ')}`);
  return `${min.code.trim()}\n`;
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8);

/**
 * A build step: after the client build writes `index.html`, render every view's first screen at
 * its default link, full page and `embed=1` (`src/entryServer.tsx`, through a Vite SSR loader),
 * so the heading, the lede and the widget's first screen (the hub's four jobs in their lanes)
 * paint before the app's script runs, and main.tsx hydrates them. Writes:
 * - `index.html`: the hub's screen in `#root` (style attributes moved into
 *   `assets/first-screen-<hash>.css`, `moveStylesOut`), and the screen script
 *   `assets/first-screen-<hash>.js` twice: at the end of `<head>` and right after `#root`
 *   (src/ui/app/firstScreen.ts: startFirstScreen, placeFirstScreen).
 * - per other screen (`run`, `run-embed`, `hub-embed`, …): `assets/screen-<id>-<hash>.js`, which
 *   defines its `<template data-screen>`, and its style rules `assets/screen-<id>-<hash>.css`.
 *   Only a link to that screen loads them: the hub's default load carries none of it.
 * Runs only for a client build whose index.html still has an empty root (a second build, or an
 * SSR build, leaves it alone). A render error fails the build.
 */
export function prerenderFirstScreen(): Plugin {
  let config: ResolvedConfig;
  let bundle: OutputBundle | null = null;
  return {
    name: 'prerender-first-screen',
    apply: 'build',
    configResolved(c) {
      config = c;
    },
    writeBundle(_options, b) {
      bundle = b;
    },
    async closeBundle() {
      if (config.build.ssr || process.env.PRERENDER_INNER || !bundle) return;
      const dist = resolve(config.root, config.build.outDir);
      const html = join(dist, 'index.html');
      const page = await readFile(html, 'utf8').catch(() => null);
      if (page === null || !page.includes(ROOT_MARKUP)) return;
      process.env.PRERENDER_INNER = '1';
      const server = await createServer({
        root: config.root,
        configFile: config.configFile,
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, watch: null },
        appType: 'custom',
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const load = (id: string) => server.ssrLoadModule(id) as Promise<Record<string, unknown>>;
        const side: ServerSide = {
          entry: (await load('/src/entryServer.tsx')) as unknown as ServerSide['entry'],
          firstScreen: (await load('/src/ui/app/firstScreen.ts')) as unknown as ServerSide['firstScreen'],
          chunks: (await load('/src/ui/app/viewChunks.ts')) as unknown as ServerSide['chunks'],
          themes: (await load('/src/ui/theme/themes.ts')).THEMES as readonly string[],
          themeKey: (await load('/src/ui/app/themeChoice.ts')).THEME_STORAGE_KEY as string,
        };
        const hub = side.entry.SCREENS.find((s) => s.id === 'hub')!;
        const pageTitle = /<title>([^<]*)<\/title>/.exec(page)?.[1] ?? '';
        // The document title App sets: the view's title, then the page's own suffix.
        const suffix = pageTitle.startsWith(hub.title) ? pageTitle.slice(hub.title.length) : '';
        const fs = side.firstScreen;
        const screens: Record<string, string> = {};
        let hubMarkup = '';
        let hubCss = '';
        for (const s of side.entry.SCREENS) {
          const rendered = await side.entry.renderScreen(s.search);
          if (s.id === 'hub') {
            // index.html's own screen: its rules must not reach another screen placed in #root.
            ({ markup: hubMarkup, css: hubCss } = moveStylesOut(rendered, '#root:not([data-screen])'));
            continue;
          }
          const { markup, css } = moveStylesOut(rendered, `#root[data-screen="${s.id}"]`);
          const sheet = css.trim() ? `assets/screen-${s.id}-${hashOf(css)}.css` : null;
          if (sheet) await writeFile(join(dist, sheet), css);
          const chunk = s.view === 'hub' ? { js: [], css: [] } : chunkFiles(bundle, side.chunks.VIEW_CHUNKS[s.view]!.module);
          const files = {
            // The view's own stylesheets first, then the screen's style rules (main.tsx adopts and drops those).
            css: [...chunk.css.map((f) => `./${f}`), ...(sheet ? [`./${sheet}#${FIRST_SCREEN_ATTR}`] : [])],
            js: chunk.js.map((f) => `./${f}`),
            title: `${s.title}${suffix}`,
          };
          const define = await minified(`(${fs.defineScreen.toString()})(${JSON.stringify(s.id)},${JSON.stringify(files)},${JSON.stringify(markup)});`);
          const script = `assets/screen-${s.id}-${hashOf(define)}.js`;
          await writeFile(join(dist, script), define);
          screens[s.id] = `./${script}`;
        }
        // Until the script has placed a non-hub screen, the hub's markup in #root stays hidden; a link
        // that renders fresh keeps its widget hidden (nothing misleading), its page chrome shown.
        hubCss +=
          'html[data-first-screen]:not([data-first-screen="hub"]) #root:not([data-screen]){visibility:hidden}\n' +
          '#root[data-screen-stale] [data-widget]{visibility:hidden}\n';
        const sheetName = `assets/first-screen-${hashOf(hubCss)}.css`;
        await writeFile(join(dist, sheetName), hubCss);
        const scriptConfig = { views: side.entry.SCREENS.filter((s) => !s.id.endsWith('-embed')).map((s) => s.view), themes: [...side.themes], themeKey: side.themeKey, screens };
        const code =
          `// The page's first screen before its app script runs: see src/ui/app/firstScreen.ts.\n` +
          (await minified(
            `(function(){var pick=${fs.firstScreenOf.toString()};\n` +
              `if(!document.body){(${fs.startFirstScreen.toString()})(pick,${JSON.stringify(scriptConfig)})}else{(${fs.placeFirstScreen.toString()})()}})();`,
          ));
        // oEmbed: a static document per view; the page's discovery link names the hub's (its default link).
        const siteUrl = config.env.VITE_SITE_URL ?? '/';
        await mkdir(join(dist, 'oembed'), { recursive: true });
        for (const s of side.entry.SCREENS.filter((x) => !x.embed)) {
          await writeFile(join(dist, oembedPath(s.view)), `${JSON.stringify(oembedDocument(s.view, s.title, siteUrl), null, 2)}\n`);
        }
        const discovery = oembedDiscovery('hub', hub.title, siteUrl);
        const scriptName = `assets/first-screen-${hashOf(code)}.js`;
        await writeFile(join(dist, scriptName), code);
        const tag = `<script src="./${scriptName}"></script>`;
        // The head's copy blocks the first paint of every link (the hub's too): fetch it first, beside the stylesheets.
        const headTag = `<script src="./${scriptName}" fetchpriority="high"></script>`;
        const link = `<link rel="stylesheet" href="./${sheetName}" ${FIRST_SCREEN_ATTR}>`;
        await writeFile(
          html,
          page
            .replace(ROOT_MARKUP, `<div id="root">${hubMarkup}</div>\n    ${tag}`)
            .replace('</head>', `  ${link}\n    ${headTag}\n    ${discovery}\n  </head>`),
        );
      } finally {
        await server.close();
        delete process.env.PRERENDER_INNER;
      }
    },
  };
}
