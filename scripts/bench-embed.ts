/**
 * `npx tsx scripts/bench-embed.ts [--dist dist] [--json]` — the `<stalled-recovery-view>` element's
 * figures, printed (never asserted), from an element build in `--dist` (`npx vite build -c
 * vite.embed.config.ts --outDir <dist>`; `benchEmbed()` is also what `npm run bench` prints under
 * the page's figures). Each file is gzipped (level 9) from the build, in bytes:
 * - `loaderGzip`: embed.js itself, what every page that loads the script pays (goal ≤ 6 kB);
 * - `noElementOnScreen`: what a docs page whose one element sits far below the fold has fetched
 *   from the element's origin once it is idle, before the reader scrolls (Resource Timing);
 * - `hubFirstPaint`: what a page with a hub element at its top fetched until the hub's widget is in;
 * - `cls`: the host page's layout shift (CLS units, PerformanceObserver 'layout-shift', no input)
 *   on a plain page with a 720 px column of text holding a hub and a bound element, from load
 *   through scrolling to the end until both views are in, with a normal CPU and slowed 4× (CDP
 *   Emulation.setCPUThrottlingRate), the median of 3 loads each (goal < 0.01 at 1×); with the
 *   script as the README writes it (`blocking="render"`) and without that attribute.
 * The element's origin and the host page's are two local servers (CORS, as on a CDN), in headless
 * Chromium at 1280×800. Figures move with the machine's load.
 */
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumPath } from './chromiumPath.ts';

const ROOT = join(import.meta.dirname, '..');
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.html': 'text/html' };
const APP_PORT = Number(process.env.BENCH_EMBED_PORT ?? 4393);
const APP = `http://127.0.0.1:${APP_PORT}`;
const HOST = `http://127.0.0.1:${APP_PORT + 1}`;

/** The element's figures (see the file's header for each one's meaning and unit). */
export interface EmbedFigures {
  loaderGzip: number;
  noElementOnScreen: { total: number; files: Record<string, number> };
  hubFirstPaint: { total: number; files: Record<string, number> };
  /** As the README loads embed.js (blocking="render"), and without blocking="render" (the page may paint before the loader has run). */
  cls: { cpu1x: number; cpu4x: number; runs1x: number[]; runs4x: number[]; nonBlocking1x: number; nonBlocking4x: number };
}

const gz = (dist: string, file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

function listen(port: number, handler: Parameters<typeof createServer>[1]): Promise<Server> {
  const server = createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** A docs page of another origin, its body `markup`, loading embed.js as the README says (`blocking`: with blocking="render"). */
const hostPage = (markup: string, blocking = true) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Docs</title>
<script type="module"${blocking ? ' blocking="render"' : ''} src="${APP}/embed.js"></script></head><body>${markup}</body></html>`;
const TEXT = '<p>The host’s own paragraph, which must not move when a view arrives above it.</p>'.repeat(4);
const PAGES: Record<string, string> = {
  far: `<h1>Docs</h1><div style="height: 4000px">${TEXT}</div><stalled-recovery-view view="bound"></stalled-recovery-view>`,
  hub: `<h1>Docs</h1><stalled-recovery-view view="hub"></stalled-recovery-view>`,
  two: `<main style="max-width: 720px">${TEXT}<stalled-recovery-view view="hub"></stalled-recovery-view>${TEXT}<stalled-recovery-view view="bound"></stalled-recovery-view>${TEXT}</main>`,
};

/** Files from the element's origin the page fetched so far (Resource Timing), gzipped from `dist`. */
async function fetchedFrom(page: Page, dist: string): Promise<{ total: number; files: Record<string, number> }> {
  const names: string[] = await page.evaluate((app) => [...new Set(performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.startsWith(app)))], APP);
  const files: Record<string, number> = {};
  for (const n of names) {
    const f = new URL(n).pathname.slice(1);
    if (existsSync(join(dist, f))) files[f] = gz(dist, f);
  }
  return { total: Object.values(files).reduce((a, b) => a + b, 0), files };
}

/** Whether every element on the page shows its view (its widget in, nothing loading, nothing reserved any more). */
const allRendered = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('stalled-recovery-view')].every((el) => {
      const root = el.shadowRoot;
      return !!root?.querySelector('[data-widget]') && !root.querySelector('.view-loading') && ['auto', '0px'].includes(getComputedStyle(el).minHeight);
    }),
  );

async function clsOnce(browser: Browser, rate: number, blocking: boolean): Promise<number> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript(() => {
    const w = window as unknown as { cls: number };
    w.cls = 0;
    new PerformanceObserver((l) => {
      for (const e of l.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${HOST}/two${blocking ? '' : '?nonblocking'}`);
  await page.waitForFunction(() => !!document.querySelector('stalled-recovery-view')?.shadowRoot?.querySelector('[data-widget]'), null, { timeout: 60_000 });
  for (let i = 0; i < 10; i++) {
    await page.evaluate(() => scrollBy(0, innerHeight * 0.8));
    await page.waitForTimeout(150 * rate);
  }
  await allRendered(page);
  await page.waitForTimeout(500);
  const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
  await ctx.close();
  return Number(cls.toFixed(4));
}

const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[xs.length >> 1]!;

/** Measures the element build in `dist` (an absolute path): see the file's header. */
export async function benchEmbed(dist = join(ROOT, 'dist')): Promise<EmbedFigures> {
  if (!existsSync(join(dist, 'embed.js'))) throw new Error(`${dist}/embed.js is missing: build the element first (npx vite build -c vite.embed.config.ts)`);
  const app = await listen(APP_PORT, (req, res) => {
    const file = normalize(join(dist, new URL(req.url ?? '/', APP).pathname));
    if (!file.startsWith(dist) || !existsSync(file)) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'access-control-allow-origin': '*' });
    res.end(readFileSync(file));
  });
  const host = await listen(APP_PORT + 1, (req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    const url = new URL(req.url ?? '/', HOST);
    res.end(hostPage(PAGES[url.pathname.slice(1)] ?? '', !url.searchParams.has('nonblocking')));
  });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${HOST}/far`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const noElementOnScreen = await fetchedFrom(page, dist);
    await page.goto(`${HOST}/hub`);
    await allRendered(page);
    const hubFirstPaint = await fetchedFrom(page, dist);
    await page.close();
    const runs = async (rate: number, blocking: boolean) => {
      const r: number[] = [];
      for (let i = 0; i < 3; i++) r.push(await clsOnce(browser, rate, blocking));
      return r;
    };
    const [runs1x, runs4x, nb1x, nb4x] = [await runs(1, true), await runs(4, true), await runs(1, false), await runs(4, false)];
    return {
      loaderGzip: gz(dist, 'embed.js'),
      noElementOnScreen,
      hubFirstPaint,
      cls: { cpu1x: median(runs1x), cpu4x: median(runs4x), runs1x, runs4x, nonBlocking1x: median(nb1x), nonBlocking4x: median(nb4x) },
    };
  } finally {
    await browser.close();
    app.close();
    host.close();
  }
}

/** The figures of `benchEmbed()` as a readable report on stdout. */
export function printEmbed(r: EmbedFigures): void {
  const kb = (b: number) => `${(b / 1000).toFixed(1)} kB`;
  console.log(`The element (<stalled-recovery-view>, gzip -9; a host page of another origin, headless Chromium 1280×800):`);
  console.log(`  embed.js, the loader every page pays: ${kb(r.loaderGzip)}  (goal ≤ 6 kB)`);
  console.log(`  a page whose element is far below the fold, before scrolling: ${kb(r.noElementOnScreen.total)}  (${Object.keys(r.noElementOnScreen.files).join(', ')})`);
  console.log(`  loader + a hub element's first paint: ${kb(r.hubFirstPaint.total)}`);
  for (const [f, b] of Object.entries(r.hubFirstPaint.files)) console.log(`    ${f.padEnd(44)} ${kb(b)}`);
  console.log(`  layout shift of the host (hub + bound in a 720 px column, load and scroll through; median of 3): CLS ${r.cls.cpu1x} normal CPU (runs ${r.cls.runs1x.join(', ')}; goal < 0.01), ${r.cls.cpu4x} CPU slowed 4× (runs ${r.cls.runs4x.join(', ')})`);
  console.log(`    without blocking="render" on the script (the page may paint before the loader has run): ${r.cls.nonBlocking1x} normal CPU, ${r.cls.nonBlocking4x} CPU slowed 4×`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const i = process.argv.indexOf('--dist');
  const dist = join(ROOT, i >= 0 ? process.argv[i + 1]! : 'dist');
  const r = await benchEmbed(dist);
  if (process.argv.includes('--json')) console.log(JSON.stringify(r));
  else printEmbed(r);
}
