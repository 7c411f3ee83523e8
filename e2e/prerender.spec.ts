import { expect, test, type Page } from '@playwright/test';
import { waitLive } from './openPage';

/** Each view's heading and a piece of its widget's first screen that only its own markup holds. */
const SCREENS: { view: string; title: string; widget: (page: Page) => ReturnType<Page['locator']> }[] = [
  { view: 'hub', title: 'One sweep, four jobs', widget: (p) => p.getByRole('region', { name: /^active/ }).getByRole('button', { name: /^JOB-[abcd],/ }) },
  { view: 'run', title: 'A whole run: workers, leases and the sweeper over time', widget: (p) => p.locator('main [data-widget]').getByText('Healthy heartbeats') },
  { view: 'detect', title: 'Detect: which leases has the sweep to recover?', widget: (p) => p.locator('main [data-widget]').getByRole('button', { name: /Let time run/ }) },
  { view: 'bound', title: 'Bound: what stops a job that kills every worker?', widget: (p) => p.locator('main [data-widget]').getByText('maxStalled (M)') },
  { view: 'onestep', title: 'One step: why the sweep must be one script', widget: (p) => p.locator('main [data-widget]').getByText('one atomic script') },
  { view: 'list', title: 'Before leases: the list pattern, beside the lease set', widget: (p) => p.locator('main [data-widget]').getByRole('button', { name: /Next event/ }) },
];

const LINKS = SCREENS.flatMap((s) => [
  { ...s, embed: false, path: `./?view=${s.view}` },
  { ...s, embed: true, path: `./?view=${s.view}&embed=1` },
]);

/** The app's own module script: blocking it leaves only what HTML and the screen script paint. */
const blockApp = (page: Page) => page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());

async function expectFirstScreen(page: Page, s: (typeof LINKS)[number]) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.title);
  if (s.embed) await expect(page.locator('.page--embed .embed-bar')).toBeVisible();
  else await expect(page.locator('.masthead .lede')).toBeVisible();
  if (s.view === 'hub') await expect(s.widget(page)).toHaveCount(4);
  else await expect(s.widget(page).first()).toBeVisible();
}

test('the hub paints from index.html alone, with no script at all', async ({ browser }) => {
  const ctx = await browser.newContext({ javaScriptEnabled: false });
  const page = await ctx.newPage();
  await page.goto('./');
  await expectFirstScreen(page, LINKS[0]!);
  await expect(page.getByRole('region', { name: /^active/ })).toBeVisible();
  await ctx.close();
});

test.describe('every view paints its first screen before the app script runs', () => {
  for (const s of LINKS) {
    test(`${s.path}: the heading, the lede or embed bar, and the widget's first screen`, async ({ page }) => {
      await blockApp(page);
      await page.goto(s.path);
      await expectFirstScreen(page, s);
      await expect(page.locator('html')).toHaveAttribute('data-first-screen', s.embed ? `${s.view}-embed` : s.view);
    });
  }

  test('a link with a view parameter paints that view with its widget hidden, not another view', async ({ page }) => {
    await blockApp(page);
    await page.goto('./?view=run&preset=crash-loop&seed=4');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCREENS[1]!.title);
    await expect(page.locator('main [data-widget]')).toBeHidden();
  });

  test('an unknown view leaves the hub as it is (the app will name the link in its notice)', async ({ page }) => {
    await blockApp(page);
    await page.goto('./?view=nope');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCREENS[0]!.title);
  });

  test("the first screen paints in the link's theme, and embedded in the link's theme only", async ({ page }) => {
    await blockApp(page);
    await page.goto('./?view=bound&theme=dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const dark = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.goto('./?view=bound&theme=light');
    const light = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(dark).not.toBe(light);
  });

  test("the full page paints in the reader's saved theme; an embed ignores it", async ({ page }) => {
    await blockApp(page);
    await page.goto('./?view=list');
    await page.evaluate(() => localStorage.setItem('stalled-recovery:theme', 'dark'));
    await page.goto('./?view=list');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.goto('./?view=list&embed=1');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'auto');
  });
});

test.describe('the app takes each first screen over without a shift or an error', () => {
  for (const s of LINKS) {
    test(`${s.path}: hydrated in place, no console error, layout shift under 0.01`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number; __replaced: string[] };
        w.__cls = 0;
        w.__replaced = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__cls += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // A fresh render removes the prerendered page; hydration keeps it (placing a screen removes the hub's only).
        new MutationObserver((records) => {
          for (const r of records)
            for (const n of r.removedNodes)
              if (n instanceof HTMLElement && n.classList.contains('page'))
                w.__replaced.push(`${n.classList.contains('page--embed') ? 'embed: ' : ''}${n.querySelector('h1')?.textContent ?? ''}`);
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(s.path);
      await waitLive(page);
      await expectFirstScreen(page, s);
      await page.waitForTimeout(500);
      const { cls, replaced } = await page.evaluate(() => {
        const w = window as unknown as { __cls: number; __replaced: string[] };
        return { cls: w.__cls, replaced: w.__replaced };
      });
      expect(replaced).not.toContain(`${s.embed ? 'embed: ' : ''}${s.title}`);
      expect(cls).toBeLessThan(0.01);
      expect(errors).toEqual([]);
    });
  }
});
