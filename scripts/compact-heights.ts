/**
 * `npx tsx scripts/compact-heights.ts --url http://127.0.0.1:4501/ [--widths 1280,624,375]` — prints each view's
 * height (CSS px, the bottom edge of its page, not the 800 px viewport) embedded (`?embed=1`) in its
 * normal form and its compact form (`&compact=1`), at 1280, 624 and 375 px wide (800 px tall). Serve a build first (`npx vite build && npx vite preview
 * --port 4501`). Figures, not a test: e2e/compact.spec.ts holds the limits.
 */
import { chromium } from '@playwright/test';
import { chromiumPath } from './chromiumPath.ts';
import { waitLive } from '../e2e/openPage';

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
const VIEWS = ['hub', 'run', 'detect', 'bound', 'onestep', 'list'];

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

async function main(): Promise<void> {
  const url = arg('url', 'http://127.0.0.1:4501/');
  const widths = arg('widths', '1280,624,375').split(',').map(Number);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: FLAGS });
  try {
    console.log(`view      ${widths.map((w) => `${w} normal → compact`.padEnd(24)).join('')}`);
    for (const view of VIEWS) {
      const cells: string[] = [];
      for (const w of widths) {
        const heights: number[] = [];
        for (const compact of [false, true]) {
          const page = await browser.newPage({ viewport: { width: w, height: 800 }, reducedMotion: 'reduce' });
          await page.goto(`${url}?view=${view}&embed=1${compact ? '&compact=1' : ''}`);
          await waitLive(page);
          await page.waitForTimeout(400);
          // The content's own height (the page's bottom edge), not the viewport's 800 px when the content is shorter.
          heights.push(await page.evaluate(`Math.ceil(document.querySelector('.page').getBoundingClientRect().bottom + scrollY)`));
          await page.close();
        }
        cells.push(`${heights[0]} → ${heights[1]}`.padEnd(24));
      }
      console.log(`${view.padEnd(10)}${cells.join('')}`);
    }
  } finally {
    await browser.close();
  }
}

void main();
