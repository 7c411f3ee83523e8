/**
 * `npx tsx scripts/og-image.ts --url http://127.0.0.1:4206/ [--out public/og-hub.png]` — takes the
 * link-preview picture (`og:image` in index.html): the hub after its sweep with JOB-d selected,
 * in the light theme, as the page shows it at 1200×630 (the size link previews crop to), in
 * headless Chromium (Debian's chromium, or CHROMIUM_PATH). Serve a build first
 * (`npx vite build && npx vite preview --port 4206`). Prints the file's size in bytes (keep it
 * under 150 KB: previews fetch it on every share).
 */
import { statSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath } from './chromiumPath.ts';

const CHROMIUM = chromiumPath();
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-dev-shm-usage'];

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

async function main(): Promise<void> {
  const url = new URL('?view=hub&step=14&job=JOB-d&theme=light', arg('url', 'http://127.0.0.1:4206/'));
  const out = arg('out', 'public/og-hub.png');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, reducedMotion: 'reduce' });
    await page.goto(url.href);
    await page.getByRole('region', { name: /^active lane/ }).waitFor();
    // The lanes and the readout, not the introduction: start the picture at the views nav.
    await page.evaluate(() => document.querySelector('.views')?.scrollIntoView());
    await page.screenshot({ path: out });
  } finally {
    await browser.close();
  }
  console.log(`${out}: ${statSync(out).size.toLocaleString('en-US')} bytes`);
}

await main();
