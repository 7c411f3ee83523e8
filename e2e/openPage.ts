import type { Page } from '@playwright/test';

/**
 * Opens a page of the app and waits until its view is on screen and live: every view but the hub
 * is a chunk loaded on first use, the hub's first screen is prerendered HTML until the script
 * hydrates it (`<html data-live>`), and keys pressed before either would go nowhere.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitLive(page);
}

/**
 * Waits until the page's script runs the view shown (see openPage). In an iframe's page
 * (`embed=1`) the hub's island also wakes by itself once the page is idle and swaps its server
 * markup for the live hub; that is waited for too, so a test never measures an element that the
 * swap is about to replace.
 */
export async function waitLive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    if (!document.documentElement.hasAttribute('data-live') || !main || main.children.length === 0 || main.querySelector('.view-loading')) return false;
    const embedded = new URLSearchParams(location.search).get('embed') === '1';
    const hub = main.querySelector('[data-island="hub"]');
    return !embedded || !hub || hub.hasAttribute('data-awake');
  });
}

/**
 * Puts focus inside the view shown (its widget root), as a click inside it does: a view's keys
 * act only while focus is inside it. A view not yet mounted as a widget listens on the document.
 */
export async function focusView(page: Page): Promise<void> {
  await page.evaluate(() => {
    const root = document.querySelector<HTMLElement>('main [data-widget]');
    if (root) root.focus();
    else (document.activeElement as HTMLElement | null)?.blur();
  });
}
