import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { hostPage, serveHost } from './embedHost';

// The app is served at E2E_PORT (playwright.config.ts); the docs page that embeds it is another origin.
const APP_PORT = Number(process.env.E2E_PORT ?? 4173);
const APP = `http://127.0.0.1:${APP_PORT}`;
const HOST = `http://127.0.0.1:${APP_PORT + 1}`;
const DIST = process.env.E2E_DIST ?? 'dist';
const LIGHT_BG = 'rgb(244, 245, 247)';
const expect = baseExpect.configure({ timeout: 15_000 });

let body = '';
let html = '';
let server: Server;
test.beforeAll(async () => {
  server = await serveHost(APP_PORT + 1, () => hostPage(APP, body, { html }));
});
test.afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** Opens the host page (`markup` in its body, `htmlAttrs` on its <html>) with the reader's system set to light. */
async function openHost(page: Page, markup: string, htmlAttrs = ''): Promise<void> {
  body = markup;
  html = htmlAttrs;
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
  await page.goto(HOST);
}

const widget = (el: Locator) => el.locator('[data-widget]').first();
const surface = (el: Locator) => el.locator('.page--element').evaluate((f) => getComputedStyle(f).backgroundColor);
/** Whether the element still holds a reserved height (its view has not rendered yet). */
const reserving = (el: Locator) => el.evaluate((e) => !['auto', '0px'].includes(getComputedStyle(e).minHeight));
/** Script addresses the page requested. */
function scriptsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') urls.push(r.url());
  });
  return urls;
}
/** Far below the fold: more than a screen of the host's own text first. */
const FAR = '<div style="height: 4000px">A long page of the host’s own text.</div>';

test.describe('the theme follows the host page by itself', () => {
  for (const [site, attrs] of [
    ['VitePress', 'class="dark"'],
    ['Docusaurus and Starlight', 'data-theme="dark"'],
    ['a root color-scheme', 'style="color-scheme: dark"'],
  ] as const) {
    test(`an element with no theme is dark on a dark ${site} page while the reader's system is light; theme="light" still wins`, async ({ page }) => {
      await openHost(page, '<stalled-recovery-view id="a" view="bound"></stalled-recovery-view><stalled-recovery-view id="l" view="bound" theme="light"></stalled-recovery-view>', attrs);
      await expect(widget(page.locator('#a'))).toBeVisible();
      await expect(widget(page.locator('#l'))).toBeAttached();
      expect(await surface(page.locator('#a'))).not.toBe(LIGHT_BG);
      expect(await surface(page.locator('#l'))).toBe(LIGHT_BG);
    });
  }

  test('it keeps following through a theme toggle, an element added later (dark from its first frame) and a reload', async ({ page }) => {
    await openHost(page, '<stalled-recovery-view id="a" view="bound"></stalled-recovery-view>', 'class="dark"');
    const a = page.locator('#a');
    await expect(widget(a)).toBeVisible();
    const dark = await surface(a);
    expect(dark).not.toBe(LIGHT_BG);
    // The site's toggle: VitePress takes `dark` off <html>.
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
    await expect.poll(() => surface(a)).toBe(LIGHT_BG);
    await expect(widget(a)).toBeVisible();
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await expect.poll(() => surface(a)).toBe(dark);
    // A client-side navigation: a new element, every frame of it recorded from the one it is added in.
    await page.evaluate(() => {
      const w = window as unknown as { seen: string[] };
      w.seen = [];
      const el = document.createElement('stalled-recovery-view');
      el.id = 'late';
      el.setAttribute('view', 'detect');
      document.body.prepend(el);
      const tick = () => {
        const f = el.shadowRoot?.querySelector('.page--element');
        if (f) w.seen.push(getComputedStyle(f).backgroundColor);
        if (w.seen.length < 20) requestAnimationFrame(tick);
      };
      tick();
    });
    await expect(widget(page.locator('#late'))).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { seen: string[] }).seen.length)).toBe(20);
    expect(new Set(await page.evaluate(() => (window as unknown as { seen: string[] }).seen))).toEqual(new Set([dark]));
    await page.reload();
    await expect(widget(a)).toBeVisible();
    expect(await surface(a)).toBe(dark);
  });
});

test.describe('a small loader: a page pays only for the views it shows', () => {
  test('embed.js is a loader of at most 6 kB gzip, without React', () => {
    const text = readFileSync(join(DIST, 'embed.js'));
    expect(gzipSync(text, { level: 9 }).length).toBeLessThanOrEqual(6_000);
    expect(text.toString()).not.toContain('react.transitional.element');
  });

  test('an element far below the fold loads nothing but embed.js until the reader scrolls near it, then shows its view', async ({ page }) => {
    const scripts = scriptsOf(page);
    await openHost(page, `${FAR}<stalled-recovery-view id="far" view="bound"></stalled-recovery-view>`);
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([`${APP}/embed.js`]);
    await page.locator('#far').scrollIntoViewIfNeeded();
    await expect(widget(page.locator('#far'))).toBeVisible();
    expect(scripts.some((u) => u.startsWith(`${APP}/embed/BoundView-`))).toBe(true);
  });

  test('without IntersectionObserver every element loads at once', async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    });
    await openHost(page, `${FAR}<stalled-recovery-view id="far" view="bound"></stalled-recovery-view>`);
    await expect(widget(page.locator('#far'))).toBeAttached();
  });
});

test.describe('no layout shift', () => {
  test('before its view renders, an element already holds the height the view then takes', async ({ page }) => {
    await openHost(page, `${FAR}<div style="width: 720px"><stalled-recovery-view id="far" view="bound"></stalled-recovery-view></div>`);
    const far = page.locator('#far');
    await page.waitForLoadState('networkidle');
    await expect(far.locator('.page--element')).toHaveCount(0);
    const before = (await far.boundingBox())!.height;
    await far.scrollIntoViewIfNeeded();
    await expect(widget(far)).toBeVisible();
    await expect.poll(() => reserving(far)).toBe(false);
    const after = (await far.boundingBox())!.height;
    expect(Math.abs(before - after)).toBeLessThanOrEqual(after * 0.02);
  });

  test('a docs page with a hub and a bound dive shifts less than 0.01 (CLS) while both load and the reader scrolls through', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { cls: number };
      w.cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const text = '<p>The host’s own paragraph, which must not move when a view arrives above it.</p>'.repeat(4);
    await openHost(
      page,
      `<main style="max-width: 720px">${text}<stalled-recovery-view id="hub" view="hub"></stalled-recovery-view>${text}<stalled-recovery-view id="bound" view="bound"></stalled-recovery-view>${text}</main>`,
    );
    await expect(widget(page.locator('#hub'))).toBeVisible();
    await expect.poll(() => reserving(page.locator('#hub'))).toBe(false);
    // The reader scrolls down, a screen at a time (a scroll is no input that excuses a shift).
    for (let i = 0; i < 8; i++) {
      await page.evaluate(() => scrollBy(0, innerHeight * 0.8));
      await page.waitForTimeout(100);
    }
    await expect(widget(page.locator('#bound'))).toBeVisible();
    await expect.poll(() => reserving(page.locator('#bound'))).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(0.01);
  });
});

test.describe("the author's fallback and print", () => {
  const FALLBACK = '<p id="fb">The bound dive: how long a job may run before the sweep takes it back.</p>';

  test('shows until the view renders, then hides and stays in the document', async ({ page }) => {
    await openHost(page, `${FAR}<stalled-recovery-view id="far" view="bound">${FALLBACK}</stalled-recovery-view>`);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#fb')).toBeVisible();
    await page.locator('#far').scrollIntoViewIfNeeded();
    await expect(widget(page.locator('#far'))).toBeVisible();
    await expect(page.locator('#fb')).toBeHidden();
    await expect(page.locator('#fb')).toHaveText(/how long a job may run/);
  });

  test('shows to a reader without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await openHost(page, `<stalled-recovery-view id="s" view="bound">${FALLBACK}</stalled-recovery-view>`);
    await expect(page.locator('#fb')).toBeVisible();
    await context.close();
  });

  test('on paper the view shows as it stands, without its buttons and fields', async ({ page }) => {
    await openHost(page, '<stalled-recovery-view id="s" view="hub"></stalled-recovery-view>');
    const s = page.locator('#s');
    await expect(widget(s)).toBeVisible();
    await expect(s.getByRole('button', { name: /^Step sweep/ })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(widget(s)).toBeVisible();
    await expect(s.locator('.clock__step')).toBeVisible();
    await expect(s.locator('button:visible, input:visible, select:visible')).toHaveCount(0);
  });
});

test.describe('skip past this view', () => {
  test("the element's first tab stop is a visible “Skip past this view” link, and after it the next Tab reaches the host's next control", async ({ page }) => {
    await openHost(page, '<button id="before">Before</button><stalled-recovery-view id="s" view="bound"></stalled-recovery-view><button id="after">After</button>');
    const s = page.locator('#s');
    await expect(widget(s)).toBeVisible();
    await page.locator('#before').focus();
    await page.keyboard.press('Tab');
    const skip = s.getByRole('link', { name: 'Skip past this view' });
    await expect(skip).toBeFocused();
    expect((await skip.boundingBox())!.width).toBeGreaterThan(40);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.locator('#after')).toBeFocused();
    expect(page.url()).toBe(`${HOST}/`);
  });
});
