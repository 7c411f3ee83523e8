import { expect, test } from '@playwright/test';

test.describe('predict, then reveal', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('on the hub, the learner guesses each job, steps the sweep, and sees which guesses held and why', async ({ page }) => {
    await page.goto('./');
    const predict = page.getByRole('group', { name: 'Predict the next sweep' });
    await expect(predict).toBeVisible();
    await predict.getByRole('group', { name: 'Your guess for JOB-a' }).getByRole('radio', { name: 'stay in flight' }).check();
    await predict.getByRole('group', { name: 'Your guess for JOB-b' }).getByRole('radio', { name: 'recover to pending' }).check();
    await predict.getByRole('group', { name: 'Your guess for JOB-c' }).getByRole('radio', { name: 'stay in flight' }).check();
    await predict.getByRole('group', { name: 'Your guess for JOB-d' }).getByRole('radio', { name: 'dead-letter' }).check();
    // The forecast would give the answer away while the learner predicts.
    await expect(page.locator('.forecast')).toContainText('hidden while you predict');
    await page.getByRole('button', { name: 'Step sweep' }).click();
    const reveal = page.getByRole('region', { name: 'Your predictions' });
    await expect(reveal).toContainText('3 of 4 predictions held.');
    await expect(reveal).toContainText('JOB-c: you guessed stay in flight; the sweep recovered it to pending — did not hold.');
    await expect(reveal).toContainText('JOB-d: you guessed dead-letter; the sweep dead-lettered it — held.');
    await expect(reveal).toContainText('reaches maxStalled 3');
    await expect(predict).toHaveCount(0);
  });
});
