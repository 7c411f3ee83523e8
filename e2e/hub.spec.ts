import { expect, test, type Page } from '@playwright/test';

const lane = (page: Page, name: 'pending' | 'active' | 'dead') => page.getByRole('region', { name: new RegExp(`^${name}`) });
const job = (page: Page, id: string) => page.getByRole('button', { name: new RegExp(`^${id},`) });
const readout = (page: Page) => page.getByRole('status');

test.describe('the hub', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('./');
  });

  test('selecting JOB-b says the next sweep will recover it', async ({ page }) => {
    await job(page, 'JOB-b').click();
    await expect(readout(page)).toContainText('recover');
    await expect(readout(page)).toContainText('expired 5.0 s ago');
  });

  test('selecting JOB-d says the next sweep will dead-letter it', async ({ page }) => {
    await job(page, 'JOB-d').click();
    await expect(readout(page)).toContainText('dead-letter');
    await expect(readout(page)).toContainText('reaches maxStalled 3');
  });

  test('selecting JOB-c warns that its worker may still be running, so the work can happen twice', async ({ page }) => {
    await job(page, 'JOB-c').click();
    await expect(readout(page)).toContainText('the work can happen twice (at-least-once delivery)');
  });

  test('stepping the sweep moves JOB-b and JOB-c to pending, JOB-d to dead with stall 3, and leaves JOB-a active', async ({ page }) => {
    await expect(lane(page, 'active').getByRole('button')).toHaveCount(4);
    await page.getByRole('button', { name: /sweep/i }).click();
    await expect(lane(page, 'pending').getByRole('button', { name: /^JOB-b,/ })).toBeVisible();
    await expect(lane(page, 'pending').getByRole('button', { name: /^JOB-c,/ })).toBeVisible();
    const d = lane(page, 'dead').getByRole('button', { name: /^JOB-d,/ });
    await expect(d).toHaveAccessibleName('JOB-d, dead, stall 3 of 3');
    await expect(d).toContainText('stall 3/3');
    await expect(lane(page, 'active').getByRole('button', { name: /^JOB-a,/ })).toBeVisible();
    await expect(lane(page, 'active').getByRole('button')).toHaveCount(1);
  });

  test('the command log lists each command of the sweep with its reply and marks its script line', async ({ page }) => {
    await page.getByRole('button', { name: /sweep/i }).click();
    const scan = page.getByRole('button', { name: /ZRANGEBYSCORE emq:\{cm\.bot\.commands\}:active -inf 1767225635000/ });
    await expect(scan).toContainText('["JOB-b","JOB-c","JOB-d"]');
    await scan.hover();
    await expect(page.locator('.script__line.is-current')).toHaveAttribute('data-line', '9');
    await expect(page.locator('.script__line.is-current')).toContainText("redis.call('ZRANGEBYSCORE'");
  });

  test("w3's late complete after the sweep is rejected with -1 because the sweep deleted its token", async ({ page }) => {
    const late = page.getByRole('button', { name: "Send w3's late complete for JOB-c" });
    await expect(late).toBeDisabled();
    await page.getByRole('button', { name: /sweep/i }).click();
    await late.click();
    await expect(readout(page)).toContainText('rejected: -1, lease lost');
    await expect(readout(page)).toContainText('Its token w3:1 is gone');
    await expect(readout(page)).toContainText('JOB-c is already back in pending');
    await expect(page.getByRole('button', { name: /^line 4 HGET emq:\{cm\.bot\.commands\}:job:JOB-c token/ })).toContainText('nil');
  });

  test('Reset returns to t = 35 s with every job back in active', async ({ page }) => {
    await page.getByRole('button', { name: /sweep/i }).click();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(lane(page, 'active').getByRole('button')).toHaveCount(4);
    await expect(page.locator('.clock').getByText('t = 35.000 s', { exact: true })).toBeVisible();
  });

  test('a keyboard-only walk selects jobs, steps the sweep, sends the late complete and opens the help', async ({ page }) => {
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
      if (name.startsWith('JOB-b,')) break;
    }
    await expect(job(page, 'JOB-b')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(readout(page)).toContainText('recover');
    await page.keyboard.press('ArrowRight');
    await expect(job(page, 'JOB-c')).toBeFocused();
    await expect(job(page, 'JOB-c')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('j');
    await expect(readout(page)).toContainText('dead-letter');
    await page.keyboard.press('s');
    await expect(lane(page, 'dead').getByRole('button', { name: /^JOB-d,/ })).toBeFocused();
    await page.keyboard.press('c');
    await expect(readout(page)).toContainText('rejected: -1');
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    await expect(help.getByRole('row')).toHaveCount(11);
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: /^JOB-/, pressed: true })).toHaveCount(0);
  });
});

test.describe('the address bar', () => {
  test('follows the step and the selected job, and a reload reopens the same moment', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('./');
    await expect(page).toHaveURL(/\?view=hub&step=13$/);
    await job(page, 'JOB-d').click();
    await page.getByRole('button', { name: /sweep/i }).click();
    await expect(page).toHaveURL(/\?view=hub&step=14&job=JOB-d$/);
    await page.reload();
    await expect(lane(page, 'dead').getByRole('button', { name: /^JOB-d,/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('bad parameters fall back to the defaults and a dismissible notice names each one', async ({ page }) => {
    await page.goto('./?view=nope&step=99&job=JOB-z');
    const notice = page.getByRole('complementary', { name: 'Part of this link could not be used' });
    await expect(notice).toContainText('view=nope');
    await expect(notice).toContainText('step=99');
    await expect(notice).toContainText('job=JOB-z');
    await expect(lane(page, 'active').getByRole('button')).toHaveCount(4);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toBeHidden();
    await job(page, 'JOB-b').click();
    await expect(readout(page)).toContainText('recover');
  });
});

test('the page runs under a strict Content-Security-Policy with no inline script', async ({ page, request }) => {
  const html = await (await request.get('./')).text();
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  expect(html).not.toMatch(/\sstyle=/);
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'content-security-policy': "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; object-src 'none'; base-uri 'none'" },
    });
  });
  await page.goto('./');
  await job(page, 'JOB-b').click();
  await expect(readout(page)).toContainText('recover');
  expect(violations).toEqual([]);
});
