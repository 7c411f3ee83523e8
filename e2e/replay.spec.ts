import { expect, test } from '@playwright/test';
import { openPage } from './openPage';

test.describe('replaying a run on your own Redis, and input that is too large', () => {
  test('the run view copies the run as redis-cli commands, one EVAL or raw command a line', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPage(page, './?view=run&preset=command-worker&seed=1');
    await page.getByRole('button', { name: 'Copy as redis-cli commands' }).click();
    await expect(page.getByText(/^Copied \d+ commands\.$/)).toBeVisible();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^"EVAL" "-- enqueue: /);
    expect(lines.every((l) => l.startsWith('"'))).toBe(true);
    // the step's server time replaces the clock read
    expect(text).not.toContain("redis.call('TIME')");
  });

  test('a file with a step 1e15 ms away is refused by name, and the page keeps the run', async ({ page }) => {
    await openPage(page, './?view=run&preset=command-worker&seed=1');
    const far = '{"format":"emq-scenario/1","name":"far","queue":"q","clockStartMs":0,"maxStalled":3,"leaseMs":1000,"steps":[{"at":1e15,"op":"sweep"}]}';
    await page.locator('input[type="file"]').setInputFiles({ name: 'far.json', mimeType: 'application/json', buffer: Buffer.from(far) });
    await expect(page.getByRole('alert')).toContainText('far.json was not loaded: step 1 (sweep): field "at": is past the limit of the clock span');
    await expect(page.getByRole('slider', { name: 'Step' })).toBeVisible();
  });

  test('a bound-dive link with a 15.6 KB run= opens at once and names it in the notice', async ({ page }) => {
    const start = Date.now();
    await openPage(page, `./?view=bound&run=${'b'.repeat(15_600)}&at=3`);
    await expect(page.getByRole('complementary', { name: 'Part of this link could not be used' })).toContainText('run= is 15,600 characters long');
    expect(Date.now() - start).toBeLessThan(5_000);
  });
});
