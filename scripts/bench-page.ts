/**
 * `npx tsx scripts/bench-page.ts` — the built page's figures, printed as a readable report
 * (`--json`: one JSON object on stdout instead; `--use-dist`: measure the existing dist/ without
 * building; `--long-tasks-only`: the bytes and the long tasks, no paint or Lighthouse; `--cpu-rate N`:
 * the long tasks with the CPU slowed N× (a headroom reading: at 2, every task of 25 ms or more at
 * full speed shows; the goal is read at full speed); BENCH_TRACE=1:
 * every interaction and its worst task on stderr as it runs). `benchPage()` returns the same figures for `npm run bench`.
 *
 * - bytes: what dist/index.html makes the browser load before the first view runs (the entry
 *   script, its modulepreloads, its stylesheets), each gzipped (level 9), in bytes; and
 *   `bytes.fetched`: the JS and CSS headless Chromium actually fetched (Resource Timing) from
 *   loading the hub until it sits idle with no input (`idle`), and what the first intent on the
 *   hub (the pointer over Step sweep) adds (`intent`: the hub's chunks, src/ui/hub/HubIsland.tsx),
 *   each file gzipped (level 9) from dist/, in bytes; `wakeShift`, the layout shift (CLS units)
 *   while the hub wakes. Goal: 100 kB for `bytes.total` and for `bytes.fetched.idle.total`.
 *   `--bytes`: these figures only (no paint, long tasks or Lighthouse).
 * - paint: per view at its default link (each prerendered: src/ui/app/firstScreen.ts),
 *   first-contentful-paint and largest-contentful-paint (ms since navigation start, median of 3
 *   loads) in headless Chromium, with a normal CPU and with the CPU slowed 4× (CDP
 *   Emulation.setCPUThrottlingRate), when the page's script has taken over (`<html data-live>`),
 *   and the layout-shift sum during the load (CLS).
 * - longTasks: per view, with motion reduced and with motion on (normal CPU, 1280×800), the worst
 *   main-thread task (ms, PerformanceObserver 'longtask': tasks of 50 ms or more) while it loads
 *   and on any click or key (scripts/benchInteractions.ts: every enabled button, link, select
 *   option, slider, number field, checkbox and radio, and every key, read again after each
 *   action), which interaction it was, and how many controls were driven; the run view's own
 *   scenarios (play, scrub to the end, a fork in the past, on a small preset and the busy hour),
 *   the explorer's count at its largest setup (the main thread stays free, progress shows, Cancel
 *   stops it), and each switch between views through the nav (first visit: the chunk loads; again).
 *   `null` means no task reached 50 ms. The load average is kept beside them.
 * - lighthouse: Lighthouse mobile (its default: simulated slow 4G and 4× CPU) on the hub, the
 *   performance score (0–100) and metrics of the median of 3 runs. Lighthouse is no devDependency
 *   (only this figure needs it): a run that measures it installs lighthouse@12.2.3 on demand into
 *   .tmp/bench-tools (git ignores .tmp), once, and runs its CLI from there.
 * Figures move with the machine's load (2 shared cores here); compare ratios, run twice.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { loadavg } from 'node:os';
import { chromium, type Browser, type Page } from '@playwright/test';
import { navTasks, viewTasks, type Session, type ViewTasks } from './benchInteractions';
import { chromiumPath } from './chromiumPath.ts';

const ROOT = join(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const PORT = Number(process.env.BENCH_PAGE_PORT ?? 4318);
const BASE = `http://127.0.0.1:${PORT}/`;
const CHROMIUM = process.env.CHROME_PATH ?? chromiumPath();
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
/** `--cpu-rate N`: the long tasks measured with the CPU slowed N× (1: full speed, the goal's reading). */
const CPU_RATE = (() => {
  const i = process.argv.indexOf('--cpu-rate');
  if (i < 0) return 1;
  const n = Number(process.argv[i + 1]);
  if (!(n >= 1 && n <= 20)) throw new Error(`--cpu-rate needs a slowdown from 1 to 20, got ${process.argv[i + 1] ?? 'nothing'}`);
  return n;
})();
const VIEWS = ['hub', 'run', 'detect', 'bound', 'onestep', 'list'];
const note = (s: string) => process.stderr.write(`${s}\n`);

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** The first view's JS and CSS as index.html loads them, gzipped (bytes). */
export function firstViewBytes(dist = DIST): { js: number; css: number; total: number; files: Record<string, number>; htmlGzip: number } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files: Record<string, number> = {};
  let js = 0;
  let css = 0;
  const refs = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="\.?\/?(assets\/[^"]+\.(js|css))"/g)];
  for (const [, file, ext] of refs) {
    if (file! in files) continue;
    const gz = gzipSync(readFileSync(join(dist, file!)), { level: 9 }).length;
    files[file!] = gz;
    if (ext === 'js') js += gz;
    else css += gz;
  }
  return { js, css, total: js + css, files, htmlGzip: gzipSync(html, { level: 9 }).length };
}

/** JS and CSS files (paths under dist/) gzipped (bytes), split by kind. */
function gzipOf(dist: string, files: readonly string[]): { js: number; css: number; total: number; files: Record<string, number> } {
  const out: Record<string, number> = {};
  let js = 0;
  let css = 0;
  for (const f of files) {
    const gz = gzipSync(readFileSync(join(dist, f)), { level: 9 }).length;
    out[f] = gz;
    if (f.endsWith('.js')) js += gz;
    else css += gz;
  }
  return { js, css, total: js + css, files: out };
}

/**
 * What the browser fetched (Resource Timing, JS and CSS under assets/) from loading the hub until
 * it is idle with no input, then what the first intent (the pointer over Step sweep) adds until
 * the hub is awake (`[data-island="hub"][data-awake]`), gzipped from dist/ (bytes); and the layout
 * shift (CLS units, PerformanceObserver 'layout-shift') while it wakes.
 */
async function fetchedBytesOf(browser: Browser, dist = DIST) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await ctx.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((l) => {
      for (const e of l.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const fetched = () =>
    page.evaluate(() => [
      ...new Set(performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname.replace(/^\//, '')).filter((p) => /^assets\/.*\.(js|css)$/.test(p))),
    ]);
  const shift = () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  await page.goto(BASE);
  await waitLive(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const idle = await fetched();
  const before = await shift();
  await page.getByRole('button', { name: 'Step sweep' }).hover();
  await page.locator('[data-island="hub"][data-awake]').waitFor();
  await page.waitForTimeout(500);
  const intent = (await fetched()).filter((f) => !idle.includes(f));
  const wakeShift = Number(((await shift()) - before).toFixed(4));
  await ctx.close();
  return { idle: gzipOf(dist, idle), intent: gzipOf(dist, intent), wakeShift };
}

function startPreview(): Promise<ChildProcess> {
  // node …/vite.js, not npx: killing an npx wrapper leaves the server running.
  const child = spawn(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'preview', '--port', String(PORT), '--strictPort'], { cwd: ROOT, stdio: 'ignore' });
  return new Promise((resolve, reject) => {
    const until = Date.now() + 20_000;
    const poll = async () => {
      try {
        if ((await fetch(BASE)).ok) return resolve(child);
      } catch {
        /* not up yet */
      }
      if (Date.now() > until || child.exitCode !== null) return reject(new Error(`vite preview did not answer on ${BASE} (port taken? set BENCH_PAGE_PORT)`));
      setTimeout(poll, 200);
    };
    void poll();
  });
}

async function observe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __perf: { fcp: number | null; lcp: number | null; longTasks: number[]; live: number | null } };
    w.__perf = { fcp: null, lcp: null, longTasks: [], live: null };
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') w.__perf.fcp = e.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) w.__perf.lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) w.__perf.longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) if (e.name === 'page-live') w.__perf.live = e.startTime;
    }).observe({ type: 'mark', buffered: true });
  });
}

const perf = (page: Page) => page.evaluate(() => (window as unknown as { __perf: { fcp: number | null; lcp: number | null; longTasks: number[]; live: number | null } }).__perf);

async function waitLive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return document.documentElement.hasAttribute('data-live') && !!main && main.children.length > 0 && !main.querySelector('.view-loading');
  });
}

/**
 * First paint of one link (`search`, e.g. `?view=run`; '' is the hub): FCP, LCP and live time (ms
 * since navigation start) and the layout-shift sum during the load (CLS, unitless: every shift
 * without recent input until the page is live and quiet), each the median of `runs` fresh loads
 * at a CPU slowdown `rate`.
 */
async function paintOf(browser: Browser, rate: number, search = '', runs = 3) {
  const fcp: number[] = [];
  const lcp: number[] = [];
  const live: number[] = [];
  const cls: number[] = [];
  const loadTask: number[] = [];
  for (let i = 0; i < runs; i++) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await observe(page);
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((l) => {
        for (const e of l.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(BASE + search);
    await waitLive(page);
    // LCP is final at the first input; click nothing: wait for a quiet moment instead.
    await page.waitForTimeout(300);
    const p = await perf(page);
    fcp.push(p.fcp ?? NaN);
    lcp.push(p.lcp ?? NaN);
    live.push(p.live ?? NaN);
    cls.push(await page.evaluate(() => (window as unknown as { __cls: number }).__cls));
    loadTask.push(Math.max(0, ...p.longTasks));
    await ctx.close();
  }
  return { fcpMs: median(fcp), lcpMs: median(lcp), liveMs: median(live), cls: Number(median(cls).toFixed(4)), worstLoadTaskMs: median(loadTask) };
}

/** The one-step dive's largest setup (2 sweepers, 2 jobs, 2 claims). */
const LARGEST_ONE_STEP = '?view=onestep&sweepers=2&jobs=2&claims=2';

/** The run view's own scenarios: play for a while, scrub to the end, fork in the past, on two presets. */
async function runScenarios(s: Session, base: string): Promise<void> {
  const page = s.page;
  for (const preset of ['healthy', 'busy-hour']) {
    await page.goto(`${base}?view=run&preset=${preset}`);
    await waitLive(page);
    await s.measure(`${preset}: Play for 2 s`, async () => {
      await page.getByRole('button', { name: /^Play/ }).click();
      await page.waitForTimeout(2000);
    });
    await s.measure(`${preset}: Pause`, () => page.getByRole('button', { name: /^Pause/ }).click());
    const slider = page.locator('.run-scrub__range');
    await s.measure(`${preset}: scrub to the end (End on the step slider)`, () => slider.press('End'));
    await s.measure(`${preset}: click the middle of the strip`, () => page.locator('.run-strip__track').click({ position: { x: 200, y: 5 } }));
    const crash = page.locator('main button[aria-label^="Crash "]:enabled').first();
    await s.measure(`${preset}: crash a worker in the past (fork)`, () => crash.click({ timeout: 2000 }));
    await s.measure(`${preset}: step forward after the fork`, () => page.keyboard.press('n'));
    await s.measure(`${preset}: scrub to the end after the fork`, () => slider.press('End'));
  }
}

/** The explorer at its largest setup: the count runs in a Web Worker, shows progress, and Cancel stops it. */
async function exploreScenario(s: Session, base: string): Promise<void> {
  const page = s.page;
  await page.goto(base + LARGEST_ONE_STEP);
  await waitLive(page);
  let progressSeen = false;
  await s.measure('count every interleaving (2 sweepers, 2 jobs, 2 claims)', async () => {
    await page.getByRole('button', { name: 'Count every interleaving' }).click();
    progressSeen = await page.locator('[data-explore-progress]').isVisible();
    // The page answers while it counts: a click elsewhere is measured with the count.
    await page.locator('main h2').first().click();
    await page.locator('.dcounts').waitFor({ timeout: 60_000 });
  }, 60_000);
  s.checks['progress shown while counting'] = progressSeen;
  await page.goto(base + LARGEST_ONE_STEP);
  await waitLive(page);
  await page.getByRole('button', { name: 'Count every interleaving' }).click();
  await page.waitForTimeout(150);
  await s.measure('Cancel counting', () => page.getByRole('button', { name: 'Cancel counting' }).click());
  await page.waitForTimeout(1500);
  s.checks['Cancel stops the count'] =
    (await page.getByRole('button', { name: 'Count every interleaving' }).isEnabled()) && (await page.locator('.dcounts').count()) === 0;
}

/** Each view's tasks (see scripts/benchInteractions.ts) with motion reduced and with motion on, and the view switches. */
async function longTasksOf(browser: Browser) {
  const out: Record<string, Record<string, unknown>> = {};
  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    const motion = reducedMotion === 'reduce' ? 'reduced motion' : 'motion on';
    const opts = { base: BASE, reducedMotion, cpuRate: CPU_RATE };
    const views: Record<string, unknown> = {};
    for (const v of VIEWS) {
      note(`  ${motion}: ${v}…`);
      views[v] = await viewTasks(browser, `?view=${v}`, opts, v === 'run' ? (s) => runScenarios(s, BASE) : v === 'onestep' ? (s) => exploreScenario(s, BASE) : undefined);
    }
    note(`  ${motion}: onestep at its largest setup…`);
    views['onestep, largest setup'] = await viewTasks(browser, LARGEST_ONE_STEP, opts);
    note(`  ${motion}: view switches…`);
    views.switches = await navTasks(browser, VIEWS.map((id) => ({ id, label: NAV_LABEL[id]! })), opts);
    out[motion] = views;
  }
  return out;
}

/** `longTasksOf` with the machine's 1-minute load average before and after (figures inflate with it). */
async function longTasksWithLoad(browser: Browser) {
  const load = () => Number(loadavg()[0]!.toFixed(2));
  const start = load();
  const views = await longTasksOf(browser);
  return { loadAverage: [start, load()], cpuRate: CPU_RATE, ...views };
}

/** The views nav's link text per view (src/ui/app/views.tsx). */
const NAV_LABEL: Record<string, string> = { hub: 'Hub', run: 'Run timeline', detect: 'Dive: detect', bound: 'Dive: bound', onestep: 'Dive: one step', list: 'Dive: list pattern' };

/** The Lighthouse the figure is read with, pinned (figures from another version do not compare). */
const LIGHTHOUSE_VERSION = '12.2.3';
/** Where it is installed on demand: a cache folder inside the repo that git ignores (`.tmp`). */
const BENCH_TOOLS = join(ROOT, '.tmp/bench-tools');
const LIGHTHOUSE_DIR = join(BENCH_TOOLS, 'node_modules/lighthouse');

/** The version of the Lighthouse in BENCH_TOOLS, or null when there is none. */
function installedLighthouse(): string | null {
  try {
    return (JSON.parse(readFileSync(join(LIGHTHOUSE_DIR, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return null;
  }
}

/**
 * The path of Lighthouse's CLI (`cli/index.js`) at LIGHTHOUSE_VERSION. When BENCH_TOOLS holds no
 * Lighthouse, or another version, installs it there first (`npm install --no-save --prefix
 * .tmp/bench-tools lighthouse@12.2.3`, which touches neither package.json nor the lock file),
 * saying so in one line on stderr. Throws when npm fails (offline, say).
 */
function lighthouseCli(): string {
  if (installedLighthouse() !== LIGHTHOUSE_VERSION) {
    note(`lighthouse ${LIGHTHOUSE_VERSION} is not a devDependency: installing it on demand into .tmp/bench-tools (npm install --no-save)…`);
    const r = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', BENCH_TOOLS, `lighthouse@${LIGHTHOUSE_VERSION}`], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    const got = installedLighthouse();
    if (r.status !== 0 || got !== LIGHTHOUSE_VERSION) throw new Error(`installing lighthouse@${LIGHTHOUSE_VERSION} into ${BENCH_TOOLS} failed (npm exit ${r.status ?? r.error?.message}; found ${got ?? 'none'})`);
  }
  return join(LIGHTHOUSE_DIR, 'cli/index.js');
}

/** One Lighthouse run of the CLI at `cli` (a fresh process per run) on the hub: the score (0–100) and metrics in ms (CLS unitless). */
function lighthouseOnce(cli: string): { score: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number; siMs: number } {
  const r = spawnSync(
    process.execPath,
    [cli, BASE, `--chrome-flags=${CHROME_FLAGS.join(' ')}`, '--output=json', '--output-path=stdout', '--quiet', '--only-categories=performance'],
    { cwd: ROOT, env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (r.status !== 0) throw new Error(`lighthouse failed (exit ${r.status}): ${r.stderr.slice(-400)}`);
  const lhr = JSON.parse(r.stdout) as { categories: { performance: { score: number } }; audits: Record<string, { numericValue?: number }> };
  const a = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcpMs: a('first-contentful-paint'),
    lcpMs: a('largest-contentful-paint'),
    tbtMs: a('total-blocking-time'),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    siMs: a('speed-index'),
  };
}

/**
 * Builds the page (unless `useDist`) and measures it: see the file's header for each figure and
 * its unit. Needs a Chromium on PATH (or CHROME_PATH) and a free port (BENCH_PAGE_PORT, default 4318).
 */
export async function benchPage({
  useDist = process.argv.includes('--use-dist'),
  lighthouseRuns = 3,
  bytesOnly = process.argv.includes('--bytes'),
  longTasksOnly = process.argv.includes('--long-tasks-only'),
} = {}): Promise<Record<string, unknown>> {
  // Before the long measurements, so a failed install costs no run.
  const cli = bytesOnly || longTasksOnly ? null : lighthouseCli();
  if (!useDist) {
    note('building (vite build)…');
    const b = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (b.status !== 0) throw new Error('vite build failed');
  }
  const bytes = firstViewBytes();
  const server = await startPreview();
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
    const chromiumVersion = browser.version();
    note('bytes fetched…');
    const fetched = await fetchedBytesOf(browser);
    if (bytesOnly) {
      await browser.close();
      return { bytes: { ...bytes, fetched } };
    }
    if (longTasksOnly) {
      note('long tasks per view…');
      const longTasks = await longTasksWithLoad(browser);
      await browser.close();
      return { bytes: { ...bytes, fetched }, longTasks };
    }
    note('first paint per view…');
    const paint: Record<string, { normal: Awaited<ReturnType<typeof paintOf>>; cpu4x: Awaited<ReturnType<typeof paintOf>> }> = {};
    for (const v of VIEWS) {
      const search = v === 'hub' ? '' : `?view=${v}`;
      paint[v] = { normal: await paintOf(browser, 1, search), cpu4x: await paintOf(browser, 4, search) };
    }
    note('long tasks per view…');
    const longTasks = await longTasksWithLoad(browser);
    await browser.close();
    note(`lighthouse ×${lighthouseRuns}…`);
    const runs = Array.from({ length: lighthouseRuns }, () => lighthouseOnce(cli!));
    const mid = runs.slice().sort((x, y) => x.score - y.score)[runs.length >> 1]!;
    return { bytes: { ...bytes, fetched }, paint, longTasks, lighthouse: { version: installedLighthouse(), chromium: chromiumVersion, median: mid, scores: runs.map((r) => r.score) } };
  } finally {
    server.kill();
  }
}

/** The long tasks as a table per motion setting: the worst interaction, the worst load, the switch into the view. */
function printLongTasks(lt: Record<string, unknown>): void {
  const ms = (x: number | null | undefined) => (x === null || x === undefined ? '—' : `${Math.round(x)} ms`);
  const [start, end] = lt.loadAverage as number[];
  const rate = (lt.cpuRate as number | undefined) ?? 1;
  console.log(`\nLong tasks per view (${rate === 1 ? 'normal CPU' : `CPU slowed ${rate}× (a headroom reading, not the goal's)`}, headless Chromium 1280×800, PerformanceObserver 'longtask'; — = none ≥ 50 ms; 1-min load average ${start} at start, ${end} at end):`);
  for (const [motion, views] of Object.entries(lt)) {
    if (motion === 'loadAverage' || motion === 'cpuRate') continue;
    console.log(`  ${motion}:`);
    const switches = (views as Record<string, unknown>).switches as Record<string, { firstMs: number | null; againMs: number | null }>;
    for (const [v, t] of Object.entries(views as Record<string, ViewTasks>)) {
      if (v === 'switches') continue;
      const sw = switches[v] ? `  switch in ${ms(switches[v].firstMs)} / again ${ms(switches[v].againMs)}` : '';
      const checks = Object.entries(t.checks).map(([k, ok]) => `${ok ? '✓' : '✗'} ${k}`).join(', ');
      console.log(`    ${v.padEnd(24)} interaction ${ms(t.worst?.ms).padStart(7)}  load ${ms(t.loadMs).padStart(7)}${sw}  [${t.controls} controls, ${t.keys} keys]${checks ? `  ${checks}` : ''}`);
      if (t.worst) console.log(`      worst: ${t.worst.on}${t.over50.length > 1 ? `; ${t.over50.length - 1} more ≥ 50 ms: ${t.over50.slice(1, 6).map((x) => `${x.on} ${x.ms} ms`).join('; ')}` : ''}`);
    }
  }
}

/** The figures of `benchPage()` as a readable report on stdout (also what `npm run bench` prints). */
export function print(r: Record<string, unknown>): void {
  const kb = (b: number) => `${(b / 1000).toFixed(1)} kB`;
  const ms = (x: number | null | undefined) => (x === null || x === undefined || Number.isNaN(x) ? '—' : `${Math.round(x)} ms`);
  const bytes = r.bytes as ReturnType<typeof firstViewBytes> & { fetched: Awaited<ReturnType<typeof fetchedBytesOf>> };
  console.log(`First view as index.html loads it (gzip -9): JS ${kb(bytes.js)} + CSS ${kb(bytes.css)} = ${kb(bytes.total)}  (goal ≤ 100 kB; index.html ${kb(bytes.htmlGzip)})`);
  for (const [f, b] of Object.entries(bytes.files)) console.log(`  ${f.padEnd(44)} ${kb(b)}`);
  const { idle, intent, wakeShift } = bytes.fetched;
  console.log(`Fetched until idle, no input (Resource Timing, gzip -9): JS ${kb(idle.js)} + CSS ${kb(idle.css)} = ${kb(idle.total)}  (goal ≤ 100 kB)`);
  for (const [f, b] of Object.entries(idle.files)) console.log(`  ${f.padEnd(44)} ${kb(b)}`);
  console.log(`Added by the first intent on the hub (pointer over Step sweep): ${kb(intent.total)}; layout shift as it wakes ${wakeShift} (goal < 0.01)`);
  for (const [f, b] of Object.entries(intent.files)) console.log(`  ${f.padEnd(44)} ${kb(b)}`);
  const paint = (r.paint ?? {}) as Record<string, Record<string, { fcpMs: number; lcpMs: number; liveMs: number; cls: number; worstLoadTaskMs: number }>>;
  if (r.paint) console.log('\nFirst paint per view, prerendered (headless Chromium, 412×823, median of 3; live = the script has taken over):');
  for (const [v, rates] of Object.entries(paint))
    for (const [k, p] of Object.entries(rates))
      console.log(`  ${(k === 'normal' ? v : '').padEnd(8)} ${k.padEnd(6)} FCP ${ms(p.fcpMs).padStart(8)}  LCP ${ms(p.lcpMs).padStart(8)}  live ${ms(p.liveMs).padStart(8)}  CLS ${p.cls.toFixed(4)}  worst load task ${ms(p.worstLoadTaskMs || null)}`);
  if (r.longTasks) printLongTasks(r.longTasks as Record<string, unknown>);
  if (!r.lighthouse) return;
  const lh = r.lighthouse as { version: string; chromium: string; median: ReturnType<typeof lighthouseOnce>; scores: number[] };
  const m = lh.median;
  console.log(`\nLighthouse ${lh.version} mobile on the hub (Chromium ${lh.chromium}), median of ${lh.scores.length}: ${m.score}  (runs ${lh.scores.join(', ')}; goal ≥ 95)`);
  console.log(`  FCP ${ms(m.fcpMs)}  LCP ${ms(m.lcpMs)}  TBT ${ms(m.tbtMs)}  CLS ${m.cls}  SI ${ms(m.siMs)}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await benchPage();
  if (process.argv.includes('--json')) console.log(JSON.stringify(r));
  else print(r);
}
