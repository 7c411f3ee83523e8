import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

/** The empty mount point index.html ships; the prerendered first screen goes inside it. */
export const ROOT_MARKUP = '<div id="root"></div>';

/**
 * A build step: after the client build writes `index.html`, render the page's first screen
 * (`src/entryServer.tsx`, react-dom/server's renderToString) through a Vite SSR loader and put
 * it into `#root`, so the heading, the lede and the hub's four jobs paint before any script
 * runs; `main.tsx` then hydrates it. Runs only for a client build whose index.html still has an
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
        const markup = entry.renderFirstScreen();
        await writeFile(html, page.replace(ROOT_MARKUP, `<div id="root">${markup}</div>`));
      } finally {
        await server.close();
        delete process.env.PRERENDER_INNER;
      }
    },
  };
}
