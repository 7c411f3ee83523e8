import { expect as baseExpect, test, type FrameLocator, type Page } from '@playwright/test';
import type { Server } from 'node:http';
import { serveHost } from './embedHost';

// The app at E2E_PORT; this docs host on E2E_PORT + 2 (embed.spec.ts has + 1): another origin that
// loads only frames.js and writes no script of its own, as the README's iframe recipe says.
const APP_PORT = Number(process.env.E2E_PORT ?? 4173);
const APP = `http://127.0.0.1:${APP_PORT}`;
const HOST = `http://127.0.0.1:${APP_PORT + 2}`;
const expect = baseExpect.configure({ timeout: 15_000 });

let htmlClass = '';
let body = '';
let server: Server;
test.beforeAll(async () => {
  server = await serveHost(APP_PORT + 2, () => `<!doctype html>
<html lang="en" class="${htmlClass}">
  <head>
    <meta charset="utf-8" />
    <title>Docs host</title>
    <style>html.dark { background: #111; color: #eee; }</style>
    <script type="module" src="${APP}/frames.js"></script>
  </head>
  <body><h1>Docs host</h1>${body}</body>
</html>`);
});
test.afterAll(() => new Promise<void>((done) => server.close(() => done())));

async function openHost(page: Page, opts: { dark: boolean; html: string }): Promise<string[]> {
  htmlClass = opts.dark ? 'dark' : '';
  body = opts.html;
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
  await page.goto(HOST);
  return problems;
}

const frameTheme = (frame: FrameLocator) => frame.locator('html').getAttribute('data-theme');

test.describe('frames.js on a docs host of another origin', () => {
  test("sizes a frame to its content and follows the host's dark class through a toggle", async ({ page }) => {
    const problems = await openHost(page, {
      dark: true,
      html: `<iframe id="f" src="${APP}/?view=onestep&embed=1" width="720" height="150" style="border:0;width:100%" title="One step"></iframe>`,
    });
    const frame = page.frameLocator('#f');
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => frameTheme(frame)).toBe('dark');
    // The frame's own height once it reported: the host box equals the frame's document.
    await expect
      .poll(async () => {
        const box = await page.locator('#f').evaluate((f) => Math.round(f.getBoundingClientRect().height));
        const inner = await frame.locator('html').evaluate((h) => Math.ceil(h.getBoundingClientRect().height));
        return box > 150 && Math.abs(box - inner) <= 1;
      })
      .toBe(true);
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
    await expect.poll(() => frameTheme(frame)).toBe('light');
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await expect.poll(() => frameTheme(frame)).toBe('dark');
    expect(problems).toEqual([]);
  });

  test("a frame added later paints dark from its first paint on a dark host, and keeps following", async ({ page }) => {
    await openHost(page, { dark: true, html: '' });
    // Added later, as a client-side navigation would.
    await page.evaluate((app) => {
      const f = document.createElement('iframe');
      f.id = 'late';
      f.title = 'Hub';
      f.src = `${app}/?view=hub&embed=1`;
      document.body.append(f);
    }, APP);
    const frame = page.frameLocator('#late');
    // Its address carries theme=dark before it loads, so the page it first paints is dark.
    await expect.poll(() => page.locator('#late').evaluate((f) => (f as HTMLIFrameElement).src)).toContain('theme=dark');
    await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await frame.locator('html').evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    // It still follows the host after that: a toggle to light reaches it.
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
    await expect.poll(() => frameTheme(frame)).toBe('light');
  });

  test('a frame whose address says theme=light stays light on a dark host', async ({ page }) => {
    await openHost(page, {
      dark: true,
      html: `<iframe id="f" src="${APP}/?view=hub&embed=1&theme=light" width="720" height="150" title="Hub"></iframe>`,
    });
    const frame = page.frameLocator('#f');
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.locator('#f').evaluate((f) => f.getBoundingClientRect().height)).toBeGreaterThan(150);
    expect(await frameTheme(frame)).toBe('light');
  });
});
