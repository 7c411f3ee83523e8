/**
 * `npx tsx scripts/docs-sites.ts [--dist .tmp/dist-docs]` — a measurement, not a test (CI runs only
 * the VitePress one, e2e/vitepress.spec.ts): builds three real docs sites from npm, each from the
 * README's Embedding snippets (e2e/docsSites.ts reads them; only https://SITE/ is replaced), serves
 * them and the built dist/ (CORS) on 127.0.0.1:4530-4533, and prints markdown tables, measured in
 * headless Chromium (Debian's):
 * - per framework (VitePress 1.6 from e2e/fixtures/vitepress, Docusaurus 3, Starlight on Astro 5,
 *   the last Starlight line that runs on Node 20): console error/warning lines over its pages, host
 *   CLS (all; in <main>) on the two-element page and the iframe page at 1280 and 375 px, the theme a
 *   view shows after a client-side navigation in a dark system setting and after a reload;
 * - each view's element height (CSS px), normal and `compact`, in a 624 px column (1280 px
 *   viewport) and on a 375 px phone, on a plain host page.
 * Sites are made in .tmp/docs-sites/ (npm install there on first use: minutes for Docusaurus).
 * Build the app first: `npm run build`, or the three vite builds into the --dist folder.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumPath } from './chromiumPath.ts';
import {
  FAVICON, iframeOf, readmeSnippets, mdxIframe, npmCi, pageBodies, PROBES, ROOT, serveStatic, snippetsFor, writeVitePressSite,
  type ReadmeSnippets,
} from '../e2e/docsSites.ts';

const DIST_PORT = 4530;
/** The snippets as README.md writes them (for the table). */
const README = readmeSnippets(readFileSync(join(ROOT, 'README.md'), 'utf8'));
const DIST = `http://127.0.0.1:${DIST_PORT}/`;
const WORK = join(ROOT, '.tmp', 'docs-sites');
const VIEWS = ['hub', 'run', 'detect', 'bound', 'onestep', 'list'];
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

function run(cmd: string, args: string[], cwd: string): void {
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'], timeout: 900_000 });
}

function versionOf(dir: string, pkg: string): string {
  return JSON.parse(readFileSync(join(dir, 'node_modules', pkg, 'package.json'), 'utf8')).version;
}

/** `npm install` in `dir` once (a package.json written here; node_modules kept between runs). */
function installOnce(dir: string, pkg: object): void {
  mkdirSync(dir, { recursive: true });
  const text = JSON.stringify(pkg, null, 2);
  const path = join(dir, 'package.json');
  if (existsSync(join(dir, 'node_modules')) && existsSync(path) && readFileSync(path, 'utf8') === text) return;
  writeFileSync(path, text);
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], dir);
}

/** A built site: where it is served from, its page paths, and what went in. */
interface Site {
  name: string;
  version: string;
  snippet: string;
  dir: string;
  paths: { views: string; frame: string; text: string };
}

/** Markdown pages that link to each other (`link(name)`: the site's address of a page). */
function bodiesWithLinks(s: ReadmeSnippets, iframe: string, link: (name: string) => string) {
  const b = pageBodies(s.elements, iframe);
  const links = `\n[Two views](${link('views')}) · [A framed view](${link('frame')}) · [Only text](${link('text')})\n`;
  return { views: b.views + links, frame: b.frame + links, text: b.text + links };
}

function vitepress(s: ReadmeSnippets): Site {
  const fixture = join(ROOT, 'e2e', 'fixtures', 'vitepress');
  npmCi(fixture);
  writeVitePressSite(join(fixture, 'site'), s, bodiesWithLinks(s, iframeOf(s, 'onestep'), (n) => `./${n}`));
  run(process.execPath, [join('node_modules', 'vitepress', 'bin', 'vitepress.js'), 'build', 'site'], fixture);
  return {
    name: 'VitePress', version: versionOf(fixture, 'vitepress'), snippet: `${README.vitepress.head}, ${README.vitepress.vue}`,
    dir: join(fixture, 'site', '.vitepress', 'dist'), paths: { views: '/views.html', frame: '/frame.html', text: '/text.html' },
  };
}

/** An MDX page: the Markdown's `# Title` becomes front matter (the frameworks print it as the h1). */
function mdx(body: string): string {
  const [first, ...rest] = body.split('\n');
  return `---\ntitle: ${first!.replace(/^# /, '')}\n---\n${rest.join('\n')}`;
}

function docusaurus(s: ReadmeSnippets): Site {
  const dir = join(WORK, 'docusaurus');
  installOnce(dir, {
    name: 'docs-site-docusaurus', private: true,
    dependencies: { '@docusaurus/core': '3.10.2', '@docusaurus/preset-classic': '3.10.2', '@mdx-js/react': '^3.0.0', react: '^19.0.0', 'react-dom': '^19.0.0' },
  });
  for (const d of ['docs', 'static', 'build', '.docusaurus']) rmSync(join(dir, d), { recursive: true, force: true });
  mkdirSync(join(dir, 'docs'));
  mkdirSync(join(dir, 'static'));
  writeFileSync(join(dir, 'static', 'favicon.ico'), FAVICON);
  writeFileSync(join(dir, 'docusaurus.config.js'), `// Generated by scripts/docs-sites.ts from README.md's Docusaurus bullet.
module.exports = {
  title: 'Queue docs',
  url: 'http://127.0.0.1',
  baseUrl: '/',
  favicon: 'favicon.ico',
  onBrokenLinks: 'warn',
  ${s.docusaurus.scripts},
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false, pages: false }]],
  themeConfig: { colorMode: { respectPrefersColorScheme: true } },
};
`);
  const iframe = mdxIframe(iframeOf(s, 'onestep'), s);
  const bodies = bodiesWithLinks(s, iframe, (n) => `./${n}.mdx`);
  writeFileSync(join(dir, 'docs', 'index.mdx'), `---\nslug: /\ntitle: Queue docs\n---\n\n${bodies.text.split('\n').slice(1).join('\n')}`);
  for (const [name, body] of Object.entries(bodies)) writeFileSync(join(dir, 'docs', `${name}.mdx`), mdx(body));
  run(process.execPath, [join('node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'build'], dir);
  return {
    name: 'Docusaurus', version: versionOf(dir, '@docusaurus/core'), snippet: README.docusaurus.scripts,
    dir: join(dir, 'build'), paths: { views: '/views', frame: '/frame', text: '/text' },
  };
}

function starlight(s: ReadmeSnippets): Site {
  const dir = join(WORK, 'starlight');
  installOnce(dir, {
    name: 'docs-site-starlight', private: true, type: 'module',
    // Starlight 0.38+ needs Astro 6+, which needs Node 22: 0.37 is the last line on Node 20.
    dependencies: { '@astrojs/starlight': '0.37.7', astro: '^5.16.0', sharp: '^0.34.0' },
  });
  for (const d of ['src', 'public', 'dist', '.astro']) rmSync(join(dir, d), { recursive: true, force: true });
  mkdirSync(join(dir, 'src', 'content', 'docs'), { recursive: true });
  mkdirSync(join(dir, 'public'));
  writeFileSync(join(dir, 'public', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
  writeFileSync(join(dir, 'astro.config.mjs'), `// Generated by scripts/docs-sites.ts from README.md's Starlight bullet.
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';

export default defineConfig({
  integrations: [starlight({
    title: 'Queue docs',
    ${s.starlight.head},
  })],
});
`);
  writeFileSync(join(dir, 'src', 'content.config.ts'), `import { defineCollection } from 'astro:content';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema } from '@astrojs/starlight/schema';
export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };
`);
  const iframe = mdxIframe(iframeOf(s, 'onestep'), s);
  const bodies = bodiesWithLinks(s, iframe, (n) => `/${n}/`);
  writeFileSync(join(dir, 'src', 'content', 'docs', 'index.mdx'), mdx(`# Queue docs\n${bodies.text.split('\n').slice(1).join('\n')}`));
  for (const [name, body] of Object.entries(bodies)) writeFileSync(join(dir, 'src', 'content', 'docs', `${name}.mdx`), mdx(body));
  run(process.execPath, [join('node_modules', 'astro', 'astro.js'), 'build'], dir);
  return {
    name: 'Starlight', version: `${versionOf(dir, '@astrojs/starlight')} (Astro ${versionOf(dir, 'astro')})`,
    snippet: README.starlight.head, dir: join(dir, 'dist'), paths: { views: '/views/', frame: '/frame/', text: '/text/' },
  };
}

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 667 } } as const;

interface Probe { __cls: number; __mainCls: number; __elementThemes: { view: string; themes: string[] }[] }
/** The themes the page's last hub element showed while visible, in order (PROBES). */
const hubThemes = (page: Page) =>
  page.evaluate(() => (window as unknown as Probe).__elementThemes.filter((r) => r.view === 'hub').at(-1)?.themes.join('→') ?? '?');
const cls = async (page: Page) => page.evaluate(() => {
  const w = window as unknown as Probe;
  return `${w.__cls.toFixed(3)} / ${w.__mainCls.toFixed(3)}`;
});

async function hubShown(page: Page): Promise<void> {
  await page.locator('stalled-recovery-view[view="hub"]').getByRole('heading', { name: 'One sweep, four jobs' }).waitFor({ timeout: 30_000 });
}

async function frameShown(page: Page): Promise<void> {
  await page.frameLocator('#frame').getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
  await page.waitForTimeout(1500);
}

async function measureSite(browser: Browser, site: Site, port: number): Promise<string> {
  const host = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  const clsCells: string[] = [];
  let navTheme = '';
  let reloadTheme = '';
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce', colorScheme: 'light' });
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') lines.push(`${label} ${m.type()}: ${m.text().split('\n')[0]!.slice(0, 160)}`);
    });
    page.on('pageerror', (e) => lines.push(`${label} pageerror: ${e.message.slice(0, 160)}`));
    await page.addInitScript(PROBES);
    await page.goto(host + site.paths.views);
    await hubShown(page);
    await page.locator('stalled-recovery-view[view="bound"]').scrollIntoViewIfNeeded();
    await page.waitForTimeout(2500);
    const viewsCls = await cls(page);
    await page.goto(host + site.paths.frame);
    await frameShown(page);
    clsCells.push(`${label}: views ${viewsCls}, frame ${await cls(page)}`);
    if (label === 'desktop') {
      // A dark system setting (every site here follows it by default), then a client-side navigation.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(host + site.paths.text);
      await page.waitForTimeout(500);
      await page.locator('main').getByRole('link', { name: 'Two views' }).first().click();
      await hubShown(page);
      await page.waitForTimeout(800);
      const afterNav = await hubThemes(page);
      await page.locator('main').getByRole('link', { name: 'A framed view' }).first().click();
      await frameShown(page);
      const frameNav = await page.frameLocator('#frame').locator('html').getAttribute('data-theme');
      navTheme = `element ${afterNav}, frame ${frameNav}`;
      await page.goto(host + site.paths.views);
      await page.reload();
      await hubShown(page);
      await page.waitForTimeout(800);
      const afterReload = await hubThemes(page);
      await page.goto(host + site.paths.frame);
      await page.reload();
      await frameShown(page);
      reloadTheme = `element ${afterReload}, frame ${await page.frameLocator('#frame').locator('html').getAttribute('data-theme')}`;
    }
    await context.close();
  }
  for (const l of lines) console.error(`  [${site.name}] ${l}`);
  return `| ${site.name} | ${site.version} | \`${site.snippet}\` | ${lines.length} | ${clsCells.join('<br>')} | ${navTheme} | ${reloadTheme} |`;
}

/** A plain host page: every view as an element, normal and compact, one under another in a `width` px column. */
function heightsPage(width: number): string {
  const els = VIEWS.flatMap((v) => [
    `<stalled-recovery-view id="${v}" view="${v}"></stalled-recovery-view>`,
    `<stalled-recovery-view id="${v}-compact" view="${v}" compact></stalled-recovery-view>`,
  ]).join('\n<hr>\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Heights</title><link rel="icon" href="data:,">
<script type="module" blocking="render" src="${DIST}embed.js"></script>
<style>body { margin: 0; } main { width: ${width}px; max-width: 100%; margin: 0 auto; }</style></head>
<body><main>${els}</main></body></html>`;
}

async function measureHeights(browser: Browser): Promise<string[]> {
  let width = 624;
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(heightsPage(width));
  });
  await new Promise<void>((done) => server.listen(4534, '127.0.0.1', () => done()));
  const table: Record<string, string[]> = Object.fromEntries(VIEWS.map((v) => [v, []]));
  for (const [w, viewport] of [[624, VIEWPORTS.desktop], [375, VIEWPORTS.phone]] as const) {
    width = w;
    const page = await browser.newPage({ viewport, reducedMotion: 'reduce', colorScheme: 'light' });
    await page.goto('http://127.0.0.1:4534/');
    for (const v of VIEWS) {
      for (const id of [v, `${v}-compact`]) {
        const el = page.locator(`#${id}`);
        await el.scrollIntoViewIfNeeded();
        await el.locator('.mount:not(.pending)').waitFor({ state: 'attached', timeout: 30_000 });
        // Its height once it has held for three checks 200 ms apart (charts measured, parts loaded).
        let last = -1;
        for (let still = 0; still < 3; ) {
          await page.waitForTimeout(200);
          const h = Math.round(await el.evaluate((e) => e.getBoundingClientRect().height));
          still = h === last ? still + 1 : 0;
          last = h;
        }
        table[v]!.push(String(last));
      }
    }
    await page.close();
  }
  server.close();
  return VIEWS.map((v) => `| ${v} | ${table[v]!.join(' | ')} |`);
}

async function main(): Promise<void> {
  const distDir = join(ROOT, arg('dist', 'dist'));
  if (!existsSync(join(distDir, 'embed.js')) || !existsSync(join(distDir, 'frames.js'))) throw new Error(`${distDir} has no embed.js or frames.js: build the app first (npm run build)`);
  const s = snippetsFor(DIST);
  const only = arg('only', 'vitepress,docusaurus,starlight').split(',');
  const sites: Site[] = [];
  for (const [key, make] of [['vitepress', vitepress], ['docusaurus', docusaurus], ['starlight', starlight]] as const) {
    if (!only.includes(key)) continue;
    const t = Date.now();
    sites.push(make(s));
    console.error(`built ${key} in ${Math.round((Date.now() - t) / 1000)} s`);
  }
  const servers: Server[] = [await serveStatic(distDir, DIST_PORT, { cors: true })];
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: FLAGS });
  try {
    const rows: string[] = [];
    for (const [i, site] of sites.entries()) {
      servers.push(await serveStatic(site.dir, DIST_PORT + 1 + i));
      rows.push(await measureSite(browser, site, DIST_PORT + 1 + i));
    }
    console.log('| framework | version | snippet (README, verbatim) | console lines | CLS all / in main (1280×800 desktop; 375×667 phone) | theme after client-side navigation (dark system) | theme after reload (dark) |');
    console.log('|---|---|---|---|---|---|---|');
    for (const r of rows) console.log(r);
    console.log('\nElement heights (CSS px) on a plain page, each view normal and `compact`:\n');
    console.log('| view | 624 px column normal | 624 compact | 375 px phone normal | 375 compact |');
    console.log('|---|---|---|---|---|');
    for (const r of await measureHeights(browser)) console.log(r);
  } finally {
    await browser.close();
    for (const srv of servers) srv.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
