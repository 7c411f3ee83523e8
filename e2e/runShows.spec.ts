import { focusView, openPage } from './openPage';
import { expect, test, type Page } from '@playwright/test';

const slider = (page: Page) => page.getByRole('slider', { name: 'Step' });
const narration = (page: Page) => page.getByTestId('narration');

async function open(page: Page, query: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPage(page, `./?view=run&${query}`);
  await expect(slider(page)).toBeVisible();
  await focusView(page);
}

/** Moves the step slider to `step` (each arrow press is one event). */
async function moveTo(page: Page, step: number) {
  await slider(page).focus();
  await slider(page).press('Home');
  for (let i = 0; i < step; i++) await slider(page).press('ArrowRight');
}

test.describe('what the run view shows', () => {
  test("draws each group's pending lane as a lane of its own, and the recovered grouped job back in its group's lane", async ({ page }) => {
    await open(page, 'preset=group-lanes&seed=1&step=16');
    const lanes = page.getByRole('region', { name: 'Pending lanes' });
    await expect(lanes).toBeVisible();
    const tenant = lanes.locator('[data-lane="tenant-7"]');
    const shared = lanes.locator('[data-lane=""]');
    await expect(tenant).toContainText('emq:{chat.commands}:g:tenant-7:pending');
    await expect(tenant).toContainText('empty');
    // Step 17 is the sweep at t = 15 s: cmd-001 is back in tenant-7's lane, not the shared one.
    await moveTo(page, 17);
    await expect(narration(page)).toContainText("put cmd-001 back in its group's own lane emq:{chat.commands}:g:tenant-7:pending");
    await expect(tenant.getByText('cmd-001')).toBeVisible();
    await expect(shared).toContainText('empty');
  });

  test("narrates the late heartbeat's extend fenced with -1 after the sweep took the lease", async ({ page }) => {
    await open(page, 'preset=late-heartbeat&seed=1&step=10');
    await moveTo(page, 11);
    await expect(narration(page)).toContainText('w1 tried to extend rep-001 but got -1: a sweep already took the expired lease and deleted token w1:1, so w1 is fenced and drops the job.');
  });

  test('the tuning panel: a longer lease raises the recovery latency and lowers the false recoveries', async ({ page }) => {
    await open(page, 'preset=tuning&seed=5');
    const panel = page.getByRole('region', { name: 'Tuning' });
    const figure = async (name: string) => (await panel.locator(`[data-figure="${name}"] dd`).innerText()).replace(' s', '');
    const before = { median: Number(await figure('latency-median')), falses: Number(await figure('false-recoveries')) };
    const lease = panel.getByRole('slider', { name: /Lease length/ });
    await expect(lease).toHaveValue('10000');
    await lease.fill('30000');
    await expect(panel.getByText('30.0 s', { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Run again with these' }).click();
    await expect.poll(async () => Number(await figure('latency-median'))).toBeGreaterThan(before.median);
    expect(Number(await figure('false-recoveries'))).toBeLessThan(before.falses);
    await expect(page).toHaveURL(/tune=30000%2C3000%2C5000|tune=30000,3000,5000/);
  });
});
