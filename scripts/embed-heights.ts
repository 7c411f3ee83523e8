/**
 * `npx tsx scripts/embed-heights.ts [--dist dist] [--port 4391]` — measures, in headless Chromium,
 * the height (CSS px) each view of `<stalled-recovery-view>` takes on its first screen at a range
 * of element widths, and writes the table to src/embed/reservedHeights.ts, which embed.js's loader
 * reserves as the element's min-height until the view has rendered (src/embed/reserve.ts: no layout
 * shift on the host page when the view arrives). Run it after a change to a view's first screen:
 * build the element first (`npx vite build -c vite.embed.config.ts --outDir <dist>`); the table in
 * that build is only a starting reservation, released before each height is read.
 *
 * Each height is one fresh load of a plain page (margin 0, Chromium's default fonts) holding one
 * element of that width with the view's default attributes, read once the view's widget is in,
 * the reservation released and the height unchanged for 300 ms. The viewport is the element's
 * width up to 480 px (a phone) and 1280×800 beyond (a docs page's column): the few viewport media
 * rules a view has follow that. Widths sit on either side of the token layer's breakpoints (640,
 * 860, 1100 px of the widget, which sits 20 px narrower than its element: 660, 880, 1120), so the
 * table steps where the layout does.
 */
import { createServer } from 'node:http';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from './chromiumPath.ts';

const ROOT = join(import.meta.dirname, '..');
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};
const DIST = join(ROOT, arg('dist', 'dist'));
const PORT = Number(arg('port', '4391'));
const OUT = join(ROOT, 'src/embed/reservedHeights.ts');
const VIEWS = ['hub', 'run', 'detect', 'bound', 'onestep', 'list'];
const WIDTHS = [320, 360, 420, 500, 580, 660, 661, 720, 800, 880, 881, 960, 1040, 1120, 1121, 1200, 1320];
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.html': 'text/html' };

const host = (view: string, width: number, compact: boolean) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<script type="module" src="/embed.js"></script></head>
<body style="margin:0"><div style="width:${width}px"><stalled-recovery-view view="${view}"${compact ? ' compact' : ''}></stalled-recovery-view></div></body></html>`;

async function main(): Promise<void> {
  if (!existsSync(join(DIST, 'embed.js'))) throw new Error(`${DIST}/embed.js is missing: build the element first (npx vite build -c vite.embed.config.ts --outDir …)`);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/host') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(host(url.searchParams.get('view')!, Number(url.searchParams.get('width')), url.searchParams.has('compact')));
      return;
    }
    const file = normalize(join(DIST, url.pathname));
    if (!file.startsWith(DIST) || !existsSync(file)) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(PORT, '127.0.0.1', r));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: FLAGS });
  const table: Record<string, number[]> = {};
  const compactTable: Record<string, number[]> = {};
  try {
    for (const [view, compact] of VIEWS.flatMap((v) => [[v, false], [v, true]] as const)) {
      const into = compact ? compactTable : table;
      into[view] = [];
      for (const width of WIDTHS) {
        const page = await browser.newPage({ viewport: { width: width <= 480 ? width : 1280, height: 800 }, colorScheme: 'light' });
        await page.goto(`http://127.0.0.1:${PORT}/host?view=${view}&width=${width}${compact ? '&compact' : ''}`);
        await page.waitForFunction(() => {
          const root = document.querySelector('stalled-recovery-view')?.shadowRoot;
          const sheets = root?.adoptedStyleSheets ?? [];
          return !!root?.querySelector('[data-widget]') && !root.querySelector('.view-loading') && sheets.length > 2 && sheets.at(-1)!.cssRules.length === 0;
        });
        const height = await page.evaluate(async () => {
          const el = document.querySelector('stalled-recovery-view')!;
          let last = -1;
          for (;;) {
            const h = el.getBoundingClientRect().height;
            if (h === last) return Math.ceil(h);
            last = h;
            await new Promise((r) => setTimeout(r, 300));
          }
        });
        into[view]!.push(height);
        await page.close();
      }
      process.stderr.write(`${view.padEnd(8)}${compact ? ' compact' : ''} ${into[view]!.join(' ')}\n`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  const rows = (of: Record<string, number[]>) => VIEWS.map((v) => `  ${v}: [${of[v]!.join(', ')}],`).join('\n');
  writeFileSync(
    OUT,
    `// Generated by \`npx tsx scripts/embed-heights.ts\` (headless Chromium, ${new Date().toISOString().slice(0, 10)}): do not edit by hand.
// Each view's first-screen height (CSS px) as an element at each width (CSS px); src/embed/reserve.ts reads it.

/** The element widths measured (CSS px), ascending. */
export const MEASURED_WIDTHS: readonly number[] = [${WIDTHS.join(', ')}];

/** Per view, its element's height at each of MEASURED_WIDTHS (CSS px). */
export const MEASURED_HEIGHTS: Readonly<Record<string, readonly number[]>> = {
${rows(table)}
};

/** Per view, its element's height in the compact form (the \`compact\` attribute) at each of MEASURED_WIDTHS (CSS px). */
export const MEASURED_COMPACT_HEIGHTS: Readonly<Record<string, readonly number[]>> = {
${rows(compactTable)}
};
`,
  );
  process.stderr.write(`wrote ${OUT}\n`);
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
