import { focusView, openPage } from './openPage';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** axe's violations on the page as it is, one readable line per rule and element. */
async function violations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`));
}

/** Each view, opened by a link at a moment that shows most of what it can draw. */
const VIEWS = [
  ['hub', 'step=14&job=JOB-d'],
  ['hub', 'step=13&job=JOB-c&embed=1'],
  ['run', 'preset=command-worker&seed=1&step=10'],
  ['detect', 'now=25000&clock=sweeper&skew=8000'],
  ['bound', 'm=2&run=bb'],
  ['onestep', 'sched=ABAAAbBBB&at=7'],
  ['list', 'at=12'],
] as const;

test.describe('accessibility (axe-core)', () => {
  for (const [view, query] of VIEWS) {
    test(`the ${view} view${query.includes('embed') ? ' embedded' : ''} has no axe violations, nor its help overlay`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openPage(page, `./?view=${view}&${query}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main button').first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
      // …and with its ? help overlay open (the view's keys act while focus is inside it).
      await focusView(page);
      await page.keyboard.press('?');
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});

test.describe('accessibility (axe-core) in the dark theme', () => {
  for (const [view, query] of VIEWS) {
    test(`the ${view} view${query.includes('embed') ? ' embedded' : ''} has no axe violations in the dark theme, nor its help overlay`, async ({ page }) => {
      // The reader asks for dark; the page follows it once its theme is "auto" (the light look is its default).
      await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'dark' });
      await openPage(page, `./?view=${view}&${query}`);
      await page.evaluate(() => {
        document.documentElement.dataset.theme = 'auto';
      });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main button').first()).toBeVisible();
      // The theme took: the page paints the dark background.
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(244, 245, 247)');
      expect(await violations(page)).toEqual([]);
      await page.locator('body').focus();
      await page.keyboard.press('?');
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});

test.describe('accessibility (axe-core) in the dark theme the reader chose', () => {
  for (const [view, query] of VIEWS) {
    const embedded = query.includes('embed');
    test(`the ${view} view${embedded ? ' embedded with theme=dark' : ' after choosing Dark'} has no axe violations, nor its help overlay`, async ({ page }) => {
      // The system says light: only the explicit choice makes it dark.
      await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
      await openPage(page, `./?view=${view}&${query}${embedded ? '&theme=dark' : ''}`);
      if (!embedded) await page.getByRole('group', { name: 'Theme' }).getByText('Dark', { exact: true }).click();
      await expect(page.locator('main button').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(244, 245, 247)');
      expect(await violations(page)).toEqual([]);
      await focusView(page);
      await page.keyboard.press('?');
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});
