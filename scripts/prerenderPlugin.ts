import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

/** The empty mount point index.html ships; the prerendered first screen goes inside it. */
export const ROOT_MARKUP = '<div id="root"></div>';

/** Marks the first screen's stylesheet link (main.tsx moves its rules onto the elements, then drops it). */
export const FIRST_SCREEN_ATTR = 'data-first-screen';

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * Takes every `style="…"` attribute out of server-rendered markup into a stylesheet, one rule per
 * element, selected by its `:nth-child` path from `#root`: a page under a strict
 * Content-Security-Policy (`style-src 'self'`) ignores style attributes in HTML but loads a
 * stylesheet from its own origin. React writes styles through the CSSOM in the browser, which CSP
 * allows, so only the prerendered HTML needs this. Expects React's well-formed output.
 */
export function moveStylesOut(markup: string): { markup: string; css: string } {
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
      const selector = ['#root', ...path, nth].map((n) => (n === '#root' ? n : `:nth-child(${n})`)).join('>');
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

/**
 * A build step: after the client build writes `index.html`, render the page's first screen
 * (`src/entryServer.tsx`, react-dom/server's renderToString) through a Vite SSR loader and put
 * it into `#root`, so the heading, the lede and the hub's four jobs paint before any script
 * runs; `main.tsx` then hydrates it. Style attributes move into a first-screen stylesheet
 * (`moveStylesOut`). Runs only for a client build whose index.html still has an
 * empty root (a second build, or an SSR build, leaves it alone). A render error fails the build.
 */
export function prerenderFirstScreen(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-first-screen',
    apply: 'build',
    configResolved(c) {
      config = c;
    },
    async closeBundle() {
      if (config.build.ssr || process.env.PRERENDER_INNER) return;
      const html = join(resolve(config.root, config.build.outDir), 'index.html');
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
        const entry = (await server.ssrLoadModule('/src/entryServer.tsx')) as { renderFirstScreen: () => string };
        const { markup, css } = moveStylesOut(entry.renderFirstScreen());
        const name = `assets/first-screen-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
        await writeFile(join(resolve(config.root, config.build.outDir), name), css);
        const link = `<link rel="stylesheet" href="./${name}" ${FIRST_SCREEN_ATTR}>`;
        await writeFile(html, page.replace(ROOT_MARKUP, `<div id="root">${markup}</div>`).replace('</head>', `  ${link}\n  </head>`));
      } finally {
        await server.close();
        delete process.env.PRERENDER_INNER;
      }
    },
  };
}
