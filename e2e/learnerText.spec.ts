import { expect, test, type Page } from '@playwright/test';
import { focusView, openPage } from './openPage';

/** What a learner must never read: raw event types, commands of the repository, its files. */
const DEVELOPER_TEXT = [
  /\b(?:job|sweep|reap|claim|lease|complete|script|worker|command|clock|enqueue|stallCount)\/[a-z][a-zA-Z]+\b/,
  /\bnpm (?:run|test|install)\b/,
  /\b(?:MODEL|SCENARIO|ARCHITECTURE)\.md\b/,
  /\bsrc\/(?:sim|ui|store|replay|cli)\b/,
  /\b[a-zA-Z]+\.tsx?\b/,
];

/**
 * Every <details> opened and every part the page lays out only near the screen
 * (`content-visibility: auto`, which innerText skips while it is off screen) laid out, so text
 * behind a summary or far below the fold counts too.
 */
async function visibleText(page: Page): Promise<string> {
  await page.evaluate(() => {
    document.querySelectorAll('details').forEach((d) => (d.open = true));
    for (const el of document.querySelectorAll<HTMLElement>('*')) if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
  });
  return page.locator('body').innerText();
}

const VIEWS: [string, string, string[]][] = [
  ['the hub', './', ['s', 'l', 'n']],
  ['the run view', './?view=run', ['ArrowRight', 'ArrowRight', 'ArrowRight', 'End']],
  ['detect', './?view=detect', ['n', 's']],
  ['bound', './?view=bound', ['n', 'Shift+ArrowRight']],
  ['one step', './?view=onestep&sched=ABAAAbBBB&at=6', ['n', 'e']],
  ['the list pattern', './?view=list', ['n', 'f']],
];

test.describe('what learners read', () => {
  for (const [name, path, keys] of VIEWS) {
    test(`${name} shows no event type, command, file path or developer document, before and after a few steps`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openPage(page, path);
      for (const pattern of DEVELOPER_TEXT) expect(await visibleText(page)).not.toMatch(pattern);
      await focusView(page);
      for (const k of keys) await page.keyboard.press(k);
      const text = await visibleText(page);
      for (const pattern of DEVELOPER_TEXT) expect(text).not.toMatch(pattern);
    });
  }
});
