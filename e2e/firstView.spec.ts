import { expect, test, type Page } from '@playwright/test';
import { waitLive } from './openPage';

// The first view loads the page shell only; the hub's server markup waits as a static island
// (src/ui/hub/HubIsland.tsx) and its code loads on the learner's first intent.

const hubChunk = (url: string) => /\/assets\/HubView-[^/]*\.js$/.test(url);

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

test('a click on Step sweep right after load is applied: the sweep runs once', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('./');
  await expect(page.getByText('step 13 of 16')).toBeVisible();
  await page.getByRole('button', { name: 'Step sweep' }).click();
  await expect(page.getByText('step 14 of 16')).toBeVisible();
  await expect(page.getByRole('region', { name: /^pending/ }).getByRole('button', { name: /^JOB-b,/ })).toBeVisible();
  await page.waitForTimeout(300);
  await expect(page.getByText('step 14 of 16')).toBeVisible();
  expect(problems).toEqual([]);
});

test("the hub's code loads on intent, not while the page sits idle", async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  await page.goto('./');
  await waitLive(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(fetched.filter(hubChunk)).toEqual([]);
  await page.getByRole('button', { name: 'Step sweep' }).hover();
  await expect(page.locator('[data-island="hub"][data-awake]')).toHaveCount(1);
  expect(fetched.filter(hubChunk)).toHaveLength(1);
});

test('the hub wakes without a layout shift', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('./');
  await waitLive(page);
  await page.waitForTimeout(300);
  const beforeWake = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  await page.getByRole('button', { name: 'Step sweep' }).hover();
  await expect(page.locator('[data-island="hub"][data-awake]')).toHaveCount(1);
  await page.waitForTimeout(500);
  const afterWake = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  expect(afterWake - beforeWake).toBeLessThan(0.01);
});

test('a key pressed with nothing focused right after load wakes the hub and runs its action', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('./');
  await waitLive(page);
  await expect(page.getByText('step 13 of 16')).toBeVisible();
  await page.keyboard.press('s');
  await expect(page.getByText('step 14 of 16')).toBeVisible();
  expect(problems).toEqual([]);
});

test('Tab into the sleeping hub, then Enter: focus stays on the same button once live, and the action runs', async ({ page }) => {
  await page.goto('./');
  await waitLive(page);
  await page.getByRole('button', { name: 'Step sweep' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('step 14 of 16')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Step sweep' })).toBeFocused();
});

test('a link with theme=dark shows Dark chosen in the theme switch, though the first screen was drawn with Auto', async ({ page }) => {
  await page.goto('./?theme=dark');
  await waitLive(page);
  const group = page.getByRole('group', { name: 'Theme' });
  await expect(group.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(group.getByRole('radio', { name: 'Auto' })).not.toBeChecked();
});
