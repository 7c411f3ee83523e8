import { expect, test } from '@playwright/test';
import { openPage } from './openPage';

test.describe('predict, then reveal', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('on the hub, the learner guesses each job, steps the sweep, and sees which guesses held and why', async ({ page }) => {
    await page.goto('./');
    const predict = page.getByRole('group', { name: 'Predict the next sweep' });
    await expect(predict).toBeVisible();
    // A click, then the outcome: a pick on the sleeping hub shows in the live one once it has replayed the click.
    const pick = async (job: string, option: string) => {
      const radio = predict.getByRole('group', { name: `Your guess for ${job}` }).getByRole('radio', { name: option });
      await radio.click();
      await expect(radio).toBeChecked();
    };
    await pick('JOB-a', 'stay in flight');
    await pick('JOB-b', 'recover to pending');
    await pick('JOB-c', 'stay in flight');
    await pick('JOB-d', 'dead-letter');
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

test.describe('each dive checkpoint', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('detect: the learner predicts which leases the read returns at t = 20.0 s, and Check says which held', async ({ page }) => {
    await openPage(page, './?view=detect&now=20000');
    const cp = page.getByRole('group', { name: /^Predict: which leases does the read return at t = 20\.0 s\?/ });
    await cp.getByRole('group', { name: 'Does the read return j3?' }).getByRole('radio', { name: 'returned', exact: true }).check();
    await cp.getByRole('group', { name: 'Does the read return j5?' }).getByRole('radio', { name: 'returned', exact: true }).check();
    await cp.getByRole('button', { name: 'Check' }).click();
    await expect(cp).toContainText('j3: you said returned; the simulator says returned — held.');
    await expect(cp).toContainText('j5: you said returned; the simulator says not returned — did not hold.');
    await expect(cp).toContainText('is at or before the read');
  });

  test('bound: before the 3rd stall of maxStalled 3 the learner guesses pending, and Check says the morgue and why', async ({ page }) => {
    await openPage(page, './?view=bound');
    // The 1st stall waits for a prediction; this test answers the 3rd, so it skips the 1st.
    await page.getByRole('button', { name: 'Skip predicting' }).click();
    await page.getByRole('button', { name: 'Next beat' }).click();
    await page.getByRole('button', { name: 'Next beat' }).click();
    const cp = page.getByRole('group', { name: /^Predict: where does the job go on this stall \(stall 3, maxStalled 3\)\?/ });
    await cp.getByRole('radio', { name: 'back to pending' }).check();
    await cp.getByRole('button', { name: 'Check' }).click();
    await expect(cp).toContainText('you said back to pending; the simulator says the morgue (dead) — did not hold.');
    await expect(cp).toContainText('3 ≥ maxStalled 3');
  });

  test('one step: on the Bull #356 interleaving the learner says no double count, and Check says yes, with the flag', async ({ page }) => {
    await openPage(page, './?view=onestep');
    await page.getByRole('button', { name: 'Load the Bull #356 interleaving' }).click();
    const cp = page.getByRole('group', { name: 'Predict: does this interleaving count a stall twice?' });
    await cp.getByRole('radio', { name: 'no' }).check();
    await cp.getByRole('button', { name: 'Check' }).click();
    await expect(cp).toContainText('you said no; the simulator says yes — did not hold.');
    await expect(cp).toContainText('Stall counted twice');
  });
});
