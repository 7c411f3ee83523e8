/**
 * `npx tsx scripts/layout-measure.ts --url http://127.0.0.1:4206/` — prints, for every view, the
 * document's height on a 1280×800 desktop, embedded (`?embed=1`) at 720×520 and on a phone (360×780), and
 * where (top y, CSS px) its main control and what that control changes are (e2e/layoutViews.ts);
 * then, per view, how far apart each control and its status line are (CONTROL_STATUS: the
 * document-y span from the top of the one to the bottom of the other, which must fit one screen).
 * Serve a build first (`npx vite build && npx vite preview --port 4206`). Figures, not a test.
 */
import { chromium } from '@playwright/test';
import { CONTROL_STATUS, LAYOUT_VIEWS } from '../e2e/layoutViews';
import { chromiumPath } from './chromiumPath.ts';

const CHROMIUM = chromiumPath();
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

async function main(): Promise<void> {
  const url = arg('url', 'http://127.0.0.1:4206/');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    for (const [w, h, embed] of [[1280, 800, false], [720, 520, true], [360, 780, false], [360, 780, true]] as const) {
      console.log(`\n${w}×${h}${embed ? ' embed' : ' page'}`);
      for (const v of LAYOUT_VIEWS) {
        const page = await browser.newPage({ viewport: { width: w, height: h }, reducedMotion: 'reduce' });
        await page.goto(`${url}?view=${v.view}${v.query}${embed ? '&embed=1' : ''}`);
        await page.waitForFunction(() => {
          const main = document.querySelector('main');
          return !!main && main.children.length > 0 && !main.querySelector('.view-loading');
        });
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const box = async (sel: string) => {
          const b = await page.locator(sel).first().boundingBox();
          return b ? `${Math.round(b.y)}–${Math.round(b.y + b.height)}` : 'none';
        };
        const parts = [`control ${await box(v.control)}`];
        for (const e of v.effects) parts.push(`${e} ${await box(e)}`);
        console.log(`${v.view.padEnd(8)} height ${String(height).padStart(5)}  ${parts.join('  ')}`);
        await page.close();
      }
    }
    for (const [w, h, embed] of [[1280, 800, false], [720, 520, true], [360, 780, false]] as const) {
      console.log(`\ncontrol → status line, ${w}×${h}${embed ? ' embed' : ' page'} (document y; span = from the top of the first to the bottom of the last, one screen is ${h})`);
      for (const c of CONTROL_STATUS) {
        const page = await browser.newPage({ viewport: { width: w, height: h }, reducedMotion: 'reduce' });
        await page.goto(`${url}?view=${c.view}${c.query}${embed ? '&embed=1' : ''}`);
        await page.waitForFunction(() => {
          const main = document.querySelector('main');
          return !!main && main.children.length > 0 && !main.querySelector('.view-loading');
        });
        await page.locator(c.status).first().waitFor({ timeout: 5000 }).catch(() => undefined);
        const at = (sel: string) =>
          page.locator(sel).first().evaluate((el) => {
            const r = el.getBoundingClientRect();
            return { top: Math.round(r.top + window.scrollY), bottom: Math.round(r.bottom + window.scrollY) };
          }).catch(() => null);
        const control = await at(c.control);
        const status = await at(c.status);
        const span = control && status ? Math.max(control.bottom, status.bottom) - Math.min(control.top, status.top) : null;
        const fmt = (b: { top: number; bottom: number } | null) => (b ? `${b.top}–${b.bottom}` : 'none');
        console.log(`${c.view.padEnd(8)} ${c.name.padEnd(24)} control ${fmt(control).padEnd(10)} status ${fmt(status).padEnd(10)} span ${span ?? '–'}${span !== null && span > h ? '  (more than one screen)' : ''}`);
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
}

void main();
