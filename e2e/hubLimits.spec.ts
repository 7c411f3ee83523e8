import { expect, test } from '@playwright/test';
import { storyHash } from '../src/sim/story/storyLink';
import { bigStoryText } from '../test/support/bigStory';
import { openPage } from './openPage';

const story = (steps: unknown[]) => JSON.stringify({ format: 'emq-scenario/1', name: 'long ids', queue: 'q', clockStartMs: 0, maxStalled: 2, leaseMs: 10_000, steps });

test.describe('the hub at the limits a story may reach', () => {
  test.beforeEach(async ({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }));

  for (const width of [360, 1280]) {
    test(`a job id of 120 characters does not make the page scroll sideways at ${width} px`, async ({ page }) => {
      const id = `job-${'x'.repeat(116)}`;
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, `./?view=hub${storyHash(story([{ at: 0, op: 'enqueue', job: id }, { at: 10, op: 'claim', worker: 'w1' }, { at: 20, op: 'enqueue', job: `${id}-2` }]))}`);
      await expect(page.getByText('Story: long ids')).toBeVisible();
      const chip = page.locator(`[data-job-id="${id}"]`);
      await expect(chip).toHaveAttribute('title', id);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(sideways).toBeLessThanOrEqual(0);
      // The id is cut with an ellipsis inside its chip, not spilled over its neighbours.
      const cut = await chip.locator('.chip__id').evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).textOverflow === 'ellipsis');
      expect(cut).toBe(true);
    });
  }

  test('at 5,000 jobs the lanes draw a bounded number of chips, count the rest, and reach any job by id', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, `./?view=hub${storyHash(bigStoryText())}`);
    await expect(page.getByText(/^Story: 5000 jobs/)).toBeVisible({ timeout: 120_000 });
    // The hub says its own limit up front, and where a story of this size plays smoothly.
    await expect(page.getByRole('note').filter({ hasText: 'This story has 5,000 jobs' })).toContainText('Run timeline');
    expect(await page.locator('.lanes [data-job-id]').count()).toBeLessThanOrEqual(6 * 24 + 1);
    await expect(page.getByText(/more not drawn$/).first()).toBeVisible();
    await expect(page.locator('[data-job-id="job-04999"]')).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('searchbox', { name: 'Find a job by id' }).fill('job-00017');
    await page.getByRole('searchbox', { name: 'Find a job by id' }).press('Enter');
    await expect(page.locator('[data-job-id="job-00017"]')).toHaveAttribute('aria-pressed', 'true');
  });
});
