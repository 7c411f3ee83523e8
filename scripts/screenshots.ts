/**
 * `npx tsx scripts/screenshots.ts --url http://127.0.0.1:4206/ [--out .tmp/shots] [--only hub,run]`
 * — a look, not a test: photographs every view in the light and the dark theme at 1280×800,
 * 720×520 and 360×780 in headless Chromium (Debian's chromium, or CHROMIUM_PATH), full page, into
 * `<out>/<view>-<width>x<height>-<theme>.png`. Serve a build first
 * (`npx vite build && npx vite preview --port 4206`). Dark is forced the way a host forces it:
 * `data-theme="dark"` on the page's root element.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath } from './chromiumPath.ts';

const CHROMIUM = chromiumPath();
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

/** Each view at a moment that shows most of what it draws (the same links as e2e/a11y.spec.ts). */
const VIEWS: [name: string, query: string][] = [
  ['hub', 'view=hub&step=14&job=JOB-d'],
  ['hub-embed', 'view=hub&step=13&job=JOB-c&embed=1'],
  ['run', 'view=run&preset=command-worker&seed=1&step=10'],
  ['detect', 'view=detect&now=25000&clock=sweeper&skew=8000'],
  ['bound', 'view=bound&m=2&run=bb'],
  ['onestep', 'view=onestep&sched=ABAAAbBBB&at=7'],
  ['list', 'view=list&at=12'],
];
const SIZES = [[1280, 800], [720, 520], [360, 780]] as const;
const THEMES = ['light', 'dark'] as const;

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

async function main(): Promise<void> {
  const url = arg('url', 'http://127.0.0.1:4206/');
  const out = arg('out', '.tmp/shots');
  const only = arg('only', '').split(',').filter(Boolean);
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    for (const [name, query] of VIEWS.filter(([n]) => !only.length || only.includes(n))) {
      for (const [width, height] of SIZES) {
        const page = await browser.newPage({ viewport: { width, height }, reducedMotion: 'reduce' });
        await page.goto(`${url}?${query}`);
        await page.waitForFunction(() => {
          const main = document.querySelector('main');
          return !!main && main.children.length > 0 && !main.querySelector('.view-loading');
        });
        for (const theme of THEMES) {
          await page.evaluate((t) => {
            document.documentElement.dataset.theme = t;
          }, theme);
          await page.waitForTimeout(150);
          const file = `${out}/${name}-${width}x${height}-${theme}.png`;
          await page.screenshot({ path: file, fullPage: true });
          console.log(file);
        }
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
