import { expect, test, type Page } from '@playwright/test';
import { LAYOUT_VIEWS, type LayoutView } from './layoutViews';
import { openPage } from './openPage';

/** The part of `selector`'s first match outside the viewport, in whole CSS px (0 when on screen; sub-pixel scroll rounding forgiven). */
async function offScreen(page: Page, selector: string): Promise<number> {
  // An embedded hub wakes soon after load and swaps its prerendered markup for the live one: an
  // element found just before that swap is gone by the time it is measured, so look again.
  let box = await page.locator(selector).first().boundingBox();
  for (let tries = 0; !box && tries < 10; tries++) {
    await page.waitForTimeout(100);
    box = await page.locator(selector).first().boundingBox();
  }
  if (!box) throw new Error(`${selector} is not on the page`);
  const { width, height } = page.viewportSize()!;
  return Math.floor(Math.max(0, -box.y, box.y + box.height - height, -box.x, box.x + box.width - width));
}

/** Every element the control changes, and the control itself, lie inside the viewport. */
async function expectOneScreen(page: Page, v: LayoutView, effects: readonly string[]): Promise<void> {
  for (const sel of [v.control, ...effects]) expect(await offScreen(page, sel), `${v.view}: ${sel} off screen by (px)`).toBe(0);
}

async function press(page: Page, v: LayoutView): Promise<void> {
  const control = page.locator(v.control).first();
  if ('key' in v.press) {
    await control.focus();
    await page.keyboard.press(v.press.key);
  } else {
    await (v.press.within ? control.locator(v.press.within) : control).click();
  }
  await page.waitForTimeout(100);
}

test.describe('a compact layout: each view’s main control and what it changes share one screen', () => {
  for (const v of LAYOUT_VIEWS) {
    test(`${v.view}, embedded in a 720×520 frame: the control and its effect are on screen on load and after one press`, async ({ page }) => {
      await page.setViewportSize({ width: 720, height: 520 });
      await openPage(page, `./?view=${v.view}${v.query}&embed=1`);
      await expectOneScreen(page, v, v.effects);
      await press(page, v);
      await expectOneScreen(page, v, v.effects);
      expect(await page.evaluate(() => window.scrollY), 'the press did not scroll the frame').toBe(0);
    });

    for (const embed of [true, false]) {
      test(`${v.view} on a 360×780 phone${embed ? ', embedded' : ''}: the control and its effect are on one screen, before and after a tap`, async ({ page }) => {
        await page.setViewportSize({ width: 360, height: 780 });
        await openPage(page, `./?view=${v.view}${v.query}${embed ? '&embed=1' : ''}`);
        // The full page opens on its masthead: the learner scrolls to the view, as far as its top.
        if (!embed) await page.locator('main [data-widget]').first().evaluate((el) => el.scrollIntoView());
        const effects = v.phoneEffects ?? v.effects;
        await expectOneScreen(page, v, effects);
        await press(page, v);
        await expectOneScreen(page, v, effects);
      });
    }

    test(`${v.view} at 320 px wide scrolls nothing sideways`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      for (const embed of ['', '&embed=1']) {
        await openPage(page, `./?view=${v.view}${v.query}${embed}`);
        const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
        expect(scroll, `${v.view}${embed}: document wider than the screen`).toBeLessThanOrEqual(client);
      }
    });
  }

  for (const [width, height, embed] of [[720, 520, '&embed=1'], [360, 780, ''], [1280, 800, '']] as const) {
    test(`the run view's worker axis labels do not overlap at ${width} px${embed ? ', embedded' : ''}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await openPage(page, `./?view=run${embed}`);
      const boxes = await page.locator('.run-lane__axis-track > .run-lane__tick:not(.run-lane__tick--sweep)').evaluateAll((els) =>
        els.filter((e) => getComputedStyle(e).visibility !== 'hidden').map((e) => e.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })),
      );
      expect(boxes.length).toBeGreaterThanOrEqual(3);
      boxes.sort((a, b) => a.left - b.left);
      for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.left, `label ${i} starts before label ${i - 1} ends`).toBeGreaterThanOrEqual(boxes[i - 1]!.right);
    });
  }

  test('the hub’s readout starts right under the lanes, not a screen below them', async ({ page }) => {
    await page.setViewportSize({ width: 720, height: 520 });
    await openPage(page, './?view=hub&embed=1');
    const lanes = await page.locator('.lane--active').boundingBox();
    const readout = await page.locator('.readout').boundingBox();
    expect(readout!.y - (lanes!.y + lanes!.height)).toBeLessThan(80);
  });

  test('a touch-only device shows no key hints on the buttons; a mouse and keyboard see them', async ({ browser }) => {
    for (const [touch, shown] of [[true, false], [false, true]] as const) {
      const context = await browser.newContext({ viewport: { width: 360, height: 780 }, hasTouch: touch, isMobile: touch });
      const page = await context.newPage();
      await openPage(page, './?view=hub');
      expect(await page.locator('.controls button:has-text("Step sweep") kbd').isVisible()).toBe(shown);
      await context.close();
    }
  });

  test('a touch device gets targets at least 44 px tall: every button, tab and field of the run view and the hub', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    for (const view of ['run', 'hub']) {
      await openPage(page, `./?view=${view}`);
      const heights = await page.locator('.btn, .views a, summary, select, input[type="text"]').evaluateAll((els) =>
        els.filter((el) => el.getClientRects().length > 0).map((el) => [el.textContent!.trim().slice(0, 30), el.getBoundingClientRect().height] as const),
      );
      expect(heights.length).toBeGreaterThan(5);
      for (const [name, h] of heights) expect(h, `${view}: ${name}`).toBeGreaterThanOrEqual(44);
    }
    await context.close();
  });
});

