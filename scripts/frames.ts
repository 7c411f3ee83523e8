/**
 * `npx tsx scripts/frames.ts [--url http://127.0.0.1:4181/]` — a measurement, not a test: plays
 * the busy hour with 2,000 jobs in the run view in headless Chromium (Debian's chromium, or CHROMIUM_PATH)
 * and prints the frame times (requestAnimationFrame deltas, in milliseconds): median, 95th
 * percentile and worst, at two speeds. Without `--url` it builds the page into .tmp/frames-dist
 * and serves it with `vite preview` on a free port for the length of the run.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { chromium } from '@playwright/test';
import { chromiumPath } from './chromiumPath.ts';

const CHROMIUM = chromiumPath();
const QUERY = '?view=run&preset=busy-hour&seed=2026&jobs=2000';
/** Speed indexes of the run view's log scale (see src/ui/run/speed.ts) and their labels. */
const RUNS = [
  { speedLabel: '5 min of server time per second', seconds: 8 },
  // the hour lasts 3 s at this speed: measure while it plays
  { speedLabel: '20 min of server time per second', seconds: 2.5 },
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

async function serve(): Promise<{ url: string; server: ChildProcess }> {
  const vite = 'node_modules/vite/bin/vite.js';
  const build = spawnSync(process.execPath, [vite, 'build', '--outDir', '.tmp/frames-dist', '--emptyOutDir'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
  const port = await freePort();
  const server = spawn(process.execPath, [vite, 'preview', '--outDir', '.tmp/frames-dist', '--port', String(port), '--strictPort'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return { url, server };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error(`vite preview did not answer at ${url}`);
}

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

const urlArg = process.argv.indexOf('--url');
const served = urlArg === -1 ? await serve() : null;
const base = urlArg === -1 ? served!.url : process.argv[urlArg + 1]!;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
try {
  const page = await browser.newPage({ viewport: { width: 1320, height: 1000 } });
  const t0 = Date.now();
  await page.goto(base + QUERY);
  await page.getByRole('slider', { name: 'Step' }).waitFor();
  const events = await page.getByRole('slider', { name: 'Step' }).getAttribute('max');
  console.log(`Busy hour, 2,000 jobs, 20 workers: ${Number(events).toLocaleString('en-US')} events; page ready in ${Date.now() - t0} ms (the run is generated in the page)`);
  for (const run of RUNS) {
    await page.keyboard.press('Home');
    const speed = page.getByRole('slider', { name: 'Speed' });
    for (let i = 0; i < 20 && (await speed.getAttribute('aria-valuetext')) !== run.speedLabel; i++) await page.keyboard.press('+');
    await page.keyboard.press(' ');
    // A string, not a function: tsx would wrap a function's inner closures in a helper the page lacks.
    const deltas: number[] = await page.evaluate(`new Promise((resolve) => {
      const out = [];
      let last = 0;
      const end = performance.now() + ${run.seconds * 1000};
      const tick = (t) => {
        if (last) out.push(t - last);
        last = t;
        if (t < end) requestAnimationFrame(tick);
        else resolve(out);
      };
      requestAnimationFrame(tick);
    })`);
    const step = await page.getByRole('slider', { name: 'Step' }).inputValue();
    // Pause unless the run already ended (Space at the end would start it over).
    if (await page.getByRole('button', { name: 'Pause', exact: true }).count()) await page.keyboard.press(' ');
    const sorted = deltas.slice().sort((a, b) => a - b);
    console.log(
      `  at ${run.speedLabel}: ${deltas.length} frames in ${run.seconds} s (reached step ${Number(step).toLocaleString('en-US')}); ` +
        `frame time median ${pct(sorted, 0.5).toFixed(1)} ms, p95 ${pct(sorted, 0.95).toFixed(1)} ms, worst ${sorted.at(-1)!.toFixed(1)} ms`,
    );
  }
} finally {
  await browser.close();
  served?.server.kill();
}
