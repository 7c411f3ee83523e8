import type { Page } from '@playwright/test';

/**
 * Opens a page of the app and waits until its view is on screen: every view but the hub is a
 * chunk loaded on first use, and keys pressed before it arrives would go nowhere.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => {
    const main = document.querySelector('#main');
    return !!main && main.children.length > 0 && !main.querySelector('.view-loading');
  });
}
