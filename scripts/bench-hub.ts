/**
 * `npx tsx scripts/bench-hub.ts [--no-build] [--jobs N] [--steps N]` — the hub at the limits it accepts, printed (never
 * asserted): a story of 5,000 jobs and 20,000 steps (test/support/bigStory.ts, the limits of
 * src/sim/scenario/limits.ts) opened in the built hub in headless Chromium through
 * `?view=hub&scenario=<URL>` (the file written into the build folder), then each of the hub's
 * step controls clicked (Step sweep, Previous step, Next step, Advance the clock) a few times.
 *
 * Figures (milliseconds unless said): the longest main-thread task while the story opens (from
 * the click that is the fetch's arrival to a quiet page), the longest task any one click caused
 * and which, the page's DOM node count, and the JS heap in MB after a full collection. Tasks come
 * from a PerformanceObserver for 'longtask' (50 ms and over; under that the figure is 0). The
 * goal: no task over 200 ms. Builds into BENCH_HUB_DIST (default .tmp/dist-bench-hub) unless
 * `--no-build`, serves it with `vite preview` on BENCH_HUB_PORT (default 4332). Also run by
 * `npm run bench` (scripts/bench.ts).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { bigStoryText } from '../test/support/bigStory';
import { chromiumPath } from './chromiumPath.ts';

const ROOT = join(import.meta.dirname, '..');
const note = (s: string) => process.stderr.write(`${s}\n`);

export interface HubAtLimits {
  jobs: number;
  steps: number;
  /** The longest task from the story's arrival until the page is quiet (ms; 0: none of 50 ms or more). */
  openTaskMs: number;
  /** The longest task one click caused (ms), and which control. */
  longestClick: { ms: number; on: string };
  /** Each control's longest task over its clicks (ms). */
  clicks: Record<string, number>;
  domNodes: number;
  /** The JS heap after a full collection (MB). */
  heapMB: number;
}

type Perf = { __longTasks: { start: number; ms: number }[] };

async function settle(page: Page, quietMs = 300, maxMs = 120_000): Promise<void> {
  await page.evaluate(
    ({ quiet, max }) =>
      new Promise<void>((resolve) => {
        const t0 = performance.now();
        const check = () => {
          const tasks = (window as unknown as Perf).__longTasks;
          const last = tasks.length ? tasks[tasks.length - 1]!.start + tasks[tasks.length - 1]!.ms : 0;
          const t = performance.now();
          if ((t - Math.max(last, t0) >= quiet && t - t0 >= quiet) || t - t0 > max) resolve();
          else setTimeout(check, 25);
        };
        requestAnimationFrame(() => requestAnimationFrame(check));
      }),
    { quiet: quietMs, max: maxMs },
  );
}

const tasksSince = async (page: Page, t0: number) =>
  Math.max(0, ...(await page.evaluate((t) => (window as unknown as Perf).__longTasks.filter((x) => x.start >= t).map((x) => x.ms), t0)));
const now = (page: Page) => page.evaluate(() => performance.now());

function startPreview(dist: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'preview', '--outDir', dist, '--port', String(port), '--strictPort'], { cwd: ROOT, stdio: 'ignore' });
  return new Promise((resolve, reject) => {
    const until = Date.now() + 20_000;
    const poll = async () => {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return resolve(child);
      } catch {
        /* not up yet */
      }
      if (Date.now() > until || child.exitCode !== null) return reject(new Error(`vite preview did not answer on port ${port} (port taken? set BENCH_HUB_PORT)`));
      setTimeout(poll, 200);
    };
    void poll();
  });
}

/** The figures above; builds the page first unless `build` is false. */
export async function benchHub({ build = true, dist = process.env.BENCH_HUB_DIST ?? join(ROOT, '.tmp/dist-bench-hub'), port = Number(process.env.BENCH_HUB_PORT ?? 4332), jobs = 5000, steps = 20_000 } = {}): Promise<HubAtLimits> {
  if (build) {
    note(`hub at the limits: building into ${dist}…`);
    const b = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (b.status !== 0) throw new Error('vite build failed');
  }
  mkdirSync(join(dist, 'stories'), { recursive: true });
  const text = bigStoryText({ jobs, steps });
  const story = JSON.parse(text) as { steps: unknown[] };
  writeFileSync(join(dist, 'stories/bench-limits.story.json'), text);
  const server = await startPreview(dist, port);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--enable-precise-memory-info'] });
  try {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await ctx.newPage();
    // tsx (esbuild, keepNames) wraps the named functions of an evaluated function in __name(…).
    await page.addInitScript({ content: 'window.__name = (f) => f;' });
    await page.addInitScript(() => {
      const w = window as unknown as Perf;
      w.__longTasks = [];
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) w.__longTasks.push({ start: e.startTime, ms: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    note(`hub at the limits: opening the ${jobs}-job story…`);
    await page.goto(`http://127.0.0.1:${port}/?view=hub&scenario=/stories/bench-limits.story.json`);
    await page.getByText(new RegExp(`Story: ${jobs} jobs`)).first().waitFor({ timeout: 300_000 });
    await settle(page);
    const openTaskMs = await tasksSince(page, 0);
    const clicks: Record<string, number> = {};
    let longestClick = { ms: 0, on: '' };
    const controls: [string, RegExp][] = [
      ['Step sweep', /^Step sweep/],
      ['Previous step', /^Previous step/],
      ['Next step', /^Next step/],
      ['Advance the clock', /^Advance the clock/],
      ['Previous step', /^Previous step/],
      ['Step sweep', /^Step sweep/],
    ];
    for (const [name, re] of controls) {
      for (let i = 0; i < 2; i++) {
        const t0 = await now(page);
        await page.getByRole('button', { name: re }).first().click({ timeout: 300_000 });
        await settle(page);
        const ms = await tasksSince(page, t0);
        clicks[name] = Math.max(clicks[name] ?? 0, ms);
        if (ms > longestClick.ms) longestClick = { ms, on: name };
        note(`  ${name}: ${Math.round(ms)} ms`);
      }
    }
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    return { jobs, steps: story.steps.length, openTaskMs: Math.round(openTaskMs), longestClick: { ms: Math.round(longestClick.ms), on: longestClick.on }, clicks, domNodes, heapMB: Math.round(usedSize / 1024 / 1024) };
  } finally {
    await browser.close();
    server.kill();
  }
}

/** The figures as lines of text. */
export function printHub(r: HubAtLimits): void {
  console.log(`The hub at the limits it accepts (${r.jobs} jobs, ${r.steps} steps; goal: no task over 200 ms):`);
  console.log(`  opening the story: longest task ${r.openTaskMs} ms`);
  console.log(`  longest click task: ${r.longestClick.ms} ms (${r.longestClick.on}); per control: ${Object.entries(r.clicks).map(([k, v]) => `${k} ${Math.round(v)}`).join(', ')}`);
  console.log(`  DOM nodes: ${r.domNodes}; JS heap after a collection: ${r.heapMB} MB`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name: string, fallback: number) => {
    const i = process.argv.indexOf(name);
    return i < 0 ? fallback : Number(process.argv[i + 1]);
  };
  benchHub({ build: !process.argv.includes('--no-build'), jobs: arg('--jobs', 5000), steps: arg('--steps', 20_000) })
    .then(printHub)
    .catch((e) => {
      note(e instanceof Error ? e.stack ?? e.message : String(e));
      process.exit(1);
    });
}
