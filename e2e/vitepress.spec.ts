import { expect as baseExpect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { npmCi, PROBES, ROOT, serveStatic, snippetsFor, writeVitePressSite } from './docsSites';

// A real VitePress 1.6 site (e2e/fixtures/vitepress: its own package.json and lockfile, installed
// with npm ci), its config and pages made from README.md's Embedding snippets with only
// https://SITE/ replaced by the app this suite serves at E2E_PORT; the built site is served on
// E2E_PORT + 3 (embed.spec.ts has + 1, frames.spec.ts + 2), another origin.
const APP_PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = `http://127.0.0.1:${APP_PORT}/`;
const SITE_PORT = APP_PORT + 3;
const HOST = `http://127.0.0.1:${SITE_PORT}`;
const FIXTURE = join(ROOT, 'e2e', 'fixtures', 'vitepress');
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ mode: 'serial' });

let server: Server | undefined;
test.beforeAll(async () => {
  // npm ci (about 20 s, skipped when node_modules came from this lockfile) and one VitePress build (about 8 s).
  test.setTimeout(360_000);
  npmCi(FIXTURE);
  writeVitePressSite(join(FIXTURE, 'site'), snippetsFor(DIST));
  execFileSync(process.execPath, [join('node_modules', 'vitepress', 'bin', 'vitepress.js'), 'build', 'site'], {
    cwd: FIXTURE,
    stdio: 'pipe',
    timeout: 180_000,
  });
  server = await serveStatic(join(FIXTURE, 'site', '.vitepress', 'dist'), SITE_PORT);
});
test.afterAll(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** Opens `path` on the VitePress site in a light system theme at a desktop width; collects console errors and warnings. */
async function open(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
  await page.addInitScript(PROBES);
  await page.goto(`${HOST}${path}`);
  return problems;
}

const hub = (page: Page) => page.locator('stalled-recovery-view[view="hub"]');
const bound = (page: Page) => page.locator('stalled-recovery-view[view="bound"]');
/** The theme a view renders in (the data-theme of its page inside the shadow root). */
const themeOf = (el: ReturnType<typeof hub>) => el.locator('[data-theme]').first().getAttribute('data-theme');
/** The layout shift inside the docs column (<main>) so far; VitePress's own nav bar is left out. */
const mainCls = (page: Page) => page.evaluate(() => (window as unknown as { __mainCls: number }).__mainCls);

test.describe('the README snippets on a real VitePress site', () => {
  test('both elements render, with no console error or warning and no layout shift in the docs column', async ({ page }) => {
    const problems = await open(page, '/views.html');
    await expect(hub(page).getByRole('heading', { name: 'One sweep, four jobs' })).toBeVisible();
    await expect(hub(page).getByRole('button').first()).toBeVisible();
    await bound(page).scrollIntoViewIfNeeded();
    await expect(bound(page).getByRole('heading', { name: /^Bound: / })).toBeVisible();
    await expect.poll(() => themeOf(hub(page))).toBe('light');
    // The README's bound element says theme="dark": that wins over the light page.
    await expect.poll(() => themeOf(bound(page))).toBe('dark');
    await page.waitForTimeout(500); // a shift lands in the buffered observer a frame after it happens
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts);
    expect(await mainCls(page), JSON.stringify(shifts)).toBeLessThan(0.01);
    expect(problems).toEqual([]);
  });

  test("a view follows VitePress's appearance switch and is dark from its first paint after a client-side navigation", async ({ page }) => {
    const problems = await open(page, '/views.html');
    await expect(hub(page).getByRole('heading', { name: 'One sweep, four jobs' })).toBeVisible();
    await expect.poll(() => themeOf(hub(page))).toBe('light');
    await page.getByRole('switch', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect.poll(() => themeOf(hub(page))).toBe('dark');

    // Client-side navigations: the window (and this marker) survives; VitePress swaps the page's content.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const sidebar = page.locator('.VPSidebar');
    await sidebar.getByRole('link', { name: 'Only text' }).click();
    await expect(page).toHaveURL(/\/text(\.html)?$/);
    await expect(hub(page)).toHaveCount(0);
    await sidebar.getByRole('link', { name: 'Two views' }).click();
    await expect(hub(page).getByRole('heading', { name: 'One sweep, four jobs' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    // Every theme the new hub showed while visible, in order: dark alone.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __elementThemes: { view: string; themes: string[] }[] }).__elementThemes.filter((r) => r.view === 'hub').map((r) => r.themes)))
      .toEqual([['light', 'dark'], ['dark']]);

    // The framed view, reached the same way, is dark from its first paint and follows the switch back.
    await sidebar.getByRole('link', { name: 'A framed view' }).click();
    const frame = page.frameLocator('#frame');
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => frame.locator('html').getAttribute('data-theme')).toBe('dark');
    const inner = page.frames().find((f) => f.url().startsWith(DIST));
    expect(await inner?.evaluate(() => (window as unknown as { __firstTheme?: string }).__firstTheme)).toBe('dark');
    await page.getByRole('switch', { name: 'Switch to light theme' }).click();
    await expect.poll(() => frame.locator('html').getAttribute('data-theme')).toBe('light');
    expect(problems).toEqual([]);
  });

  test("the iframe's height follows its content as it grows, with no layout shift in the docs column", async ({ page }) => {
    const problems = await open(page, '/frame.html');
    const frame = page.frameLocator('#frame');
    await expect(frame.getByRole('heading', { level: 1, name: /^One step/ })).toBeVisible();
    // Reached again by a client-side navigation in a light theme: frames.js meets the new frame before it has loaded.
    await page.locator('.VPSidebar').getByRole('link', { name: 'Only text' }).click();
    await expect(page.locator('#frame')).toHaveCount(0);
    await page.locator('.VPSidebar').getByRole('link', { name: 'A framed view' }).click();
    await expect(frame.getByRole('heading', { level: 1, name: /^One step/ })).toBeVisible();
    const heights = () =>
      Promise.all([
        page.locator('#frame').evaluate((f) => Math.round(f.getBoundingClientRect().height)),
        frame.locator('html').evaluate((h) => h.scrollHeight),
      ]);
    await expect.poll(async () => {
      const [box, content] = await heights();
      return box > 520 && Math.abs(box - content) <= 1;
    }).toBe(true);
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts);
    expect(await mainCls(page), JSON.stringify(shifts)).toBeLessThan(0.01);

    const [before] = await heights();
    await frame.getByText('Terms', { exact: true }).click();
    await expect.poll(async () => {
      const [box, content] = await heights();
      return box > before! && Math.abs(box - content) <= 1;
    }).toBe(true);
    expect(problems).toEqual([]);
  });
});
