import { openPage } from './openPage';
import { expect, test, type Page } from '@playwright/test';

/** A computed style property of the first element `selector` finds. */
function style(page: Page, selector: string, property: string): Promise<string> {
  return page.evaluate(([sel, prop]) => getComputedStyle(document.querySelector(sel!)!).getPropertyValue(prop!), [selector, property]);
}

test.describe('styles scoped to their widget', () => {
  test("a widget's rules stay inside it: the host's own elements with the same tags and class names are untouched", async ({ page }) => {
    await openPage(page, './?view=hub');
    await page.evaluate(() => {
      const host = document.createElement('div');
      host.id = 'host';
      host.innerHTML = '<h2>Host heading</h2><p class="btn lede">Host paragraph</p><code>host code</code>';
      document.body.append(host);
    });
    // The browser's own styles: the widget's margin reset, button look and monospace size did not reach them.
    expect(await style(page, '#host h2', 'margin-top')).not.toBe('0px');
    expect(await style(page, '#host p', 'border-top-style')).toBe('none');
    expect(await style(page, '#host p', 'box-sizing')).toBe('content-box');
    expect(await style(page, '#host p', 'display')).toBe('block');
  });

  test("the host page's element rules do not undo the widget's own", async ({ page }) => {
    await openPage(page, './?view=hub');
    const before = await style(page, '.lede', 'margin-top');
    await page.addStyleTag({ content: 'p { margin: 40px; } h2 { margin: 30px; } * { box-sizing: content-box; }' });
    expect(before).toBe('0px');
    expect(await style(page, '.lede', 'margin-top')).toBe('0px');
    expect(await style(page, '.panel-title', 'margin-top')).toBe('0px');
    expect(await style(page, '.btn', 'box-sizing')).toBe('border-box');
  });

  test('a widget standing alone follows the reader\u2019s colour scheme, and data-theme overrides it', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openPage(page, './?view=hub');
    await page.evaluate(() => {
      // A host page of its own sets no theme on its document.
      delete document.documentElement.dataset.theme;
      const alone = document.createElement('div');
      alone.dataset.widget = '';
      alone.id = 'alone';
      alone.innerHTML = '<button class="btn">Step</button>';
      const light = alone.cloneNode(true) as HTMLElement;
      light.id = 'light';
      light.dataset.theme = 'light';
      document.body.append(alone, light);
    });
    // The page root keeps its light look; the lone widget is dark, the one that asks for light is light.
    expect(await style(page, '.page .btn:not(.btn--primary)', 'color')).toBe('rgb(23, 33, 46)');
    expect(await style(page, '#alone', 'background-color')).toBe('rgb(14, 19, 26)');
    expect(await style(page, '#alone .btn', 'color')).toBe('rgb(230, 235, 241)');
    expect(await style(page, '#light', 'background-color')).toBe('rgb(244, 245, 247)');
    expect(await style(page, '#light .btn', 'color')).toBe('rgb(23, 33, 46)');
  });
});
