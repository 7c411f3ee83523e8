import { expect, test } from '@playwright/test';
import { lzBomb } from '../test/support/lzBomb';
import { openPage } from './openPage';

const SILENT_ORIGIN = 'https://stories.example.org/never.json';
const stepText = (page: import('@playwright/test').Page) => page.locator('.clock__step');

test.describe('links the page cannot use in full', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('a story link that would expand to 50 million characters is refused at the file limit, and the hub’s own story works', async ({ page }) => {
    await openPage(page, `./?view=hub#scenario=1.${lzBomb(10_000)}`);
    await expect(page.locator('.notice')).toContainText('field "#scenario": would decompress to more than the file limit of 4,194,304 bytes (4 MiB)');
    await expect(stepText(page)).toHaveText('step 13 of 16');
    await page.getByRole('button', { name: 'Step sweep' }).click();
    await expect(page.getByRole('button', { name: /^JOB-b, pending/ })).toBeVisible();
  });

  test('a story URL that never answers is named after 10 seconds; meanwhile and after, the hub’s own story works', async ({ page }) => {
    await page.clock.install();
    // The request is taken and never answered.
    await page.route(SILENT_ORIGIN, () => {});
    await openPage(page, `./?view=hub&scenario=${encodeURIComponent(SILENT_ORIGIN)}`);
    await expect(page.getByText(`Loading the story from ${SILENT_ORIGIN}…`)).toBeVisible();
    await page.getByRole('button', { name: 'Step sweep' }).click();
    await expect(page.getByRole('button', { name: /^JOB-b, pending/ })).toBeVisible();
    await page.clock.fastForward(10_000);
    await expect(page.locator('.notice')).toContainText('could not be shown: no answer from stories.example.org within 10 seconds');
    await expect(page.getByText(/^Loading the story/)).toHaveCount(0);
  });

  test('a misspelt parameter is named with the one it was likely meant to be', async ({ page }) => {
    await openPage(page, './?view=hub&stp=14');
    await expect(page.locator('.notice')).toContainText('stp=14 is not a parameter of this page, so it is ignored; did you mean step?');
  });
});
