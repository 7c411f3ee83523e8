import { expect, test, type Page } from '@playwright/test';
import { CONTROL_STATUS, LAYOUT_VIEWS, type LayoutView } from './layoutViews';
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

  /** The document-y span from the top of the first of `a`, `b` to the bottom of the last (CSS px). */
  async function span(page: Page, a: string, b: string): Promise<number> {
    const box = (sel: string) =>
      page.locator(sel).first().evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { top: r.top + window.scrollY, bottom: r.bottom + window.scrollY };
      });
    const [x, y] = [await box(a), await box(b)];
    return Math.max(x.bottom, y.bottom) - Math.min(x.top, y.top);
  }

  for (const [width, height] of [[1280, 800], [360, 780]] as const) {
    test(`at ${width}×${height}, every view’s main control and its status line fit one screen together`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      for (const c of CONTROL_STATUS) {
        await openPage(page, `./?view=${c.view}${c.query}`);
        await page.locator(c.status).first().waitFor();
        expect(await span(page, c.control, c.status), `${c.view}: ${c.name} and ${c.status} (px from one's top to the other's bottom)`).toBeLessThanOrEqual(height);
      }
    });
  }

  test('on a 1280×800 desktop, a dive’s and the run’s buttons and status line stay on screen while the learner scrolls to the bottom', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const c of CONTROL_STATUS.filter((c) => c.view !== 'hub' && c.name !== 'Run again with these')) {
      await openPage(page, `./?view=${c.view}${c.query}`);
      await page.locator(c.status).first().waitFor();
      // Down to the last panel of the view (the page's footer is not part of it).
      await page.locator('main [data-widget]').first().evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().bottom + window.scrollY - window.innerHeight));
      expect(await page.evaluate(() => window.scrollY), `${c.view} scrolled`).toBeGreaterThan(0);
      for (const sel of [c.control, c.status]) expect(await offScreen(page, sel), `${c.view}: ${sel} off screen by (px)`).toBe(0);
    }
  });

  test('bound on a phone: once the forward buttons wait for a prediction, Next step says why, on the same screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await openPage(page, './?view=bound');
    const next = page.locator('.dive__controls button:has-text("Next step")');
    await page.locator('.dive__controls button:has-text("Next beat")').click();
    await expect(next).toBeDisabled();
    const reason = page.locator('.dive__controls .action-reason');
    await expect(reason).toHaveText(/prediction/);
    expect(await span(page, '.dive__controls button:has-text("Next step")', '.dive__controls .action-reason')).toBeLessThan(200);
    // …and the prediction it waits for starts within a screen of it, not at the end of the dive.
    const top = (sel: string) => page.locator(sel).first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect((await top('.predict')) - (await top('.dive__controls button:has-text("Next step")'))).toBeLessThan(780);
  });

  for (const [width, height] of [[1280, 800], [360, 780]] as const) {
    test(`the run view at ${width} px: a lease bar too narrow for its job id still shows the whole id (the crash loop at t = 5.3 s)`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await openPage(page, './?view=run&preset=crash-loop');
      const track = page.locator('.run-strip__track');
      const clock = page.locator('.run-clock strong');
      // Seek by clicking the strip, closing in on t = 5.3 s (the strip's length is the run's).
      let f = 0.2;
      for (let i = 0; i < 4; i++) {
        const box = (await track.boundingBox())!;
        await track.click({ position: { x: f * box.width, y: box.height / 2 } });
        const t = Number(/t = ([\d.]+) s/.exec((await clock.textContent())!)![1]);
        if (Math.abs(t - 5.3) < 0.05) break;
        f *= 5.3 / Math.max(0.1, t);
      }
      await expect(clock).toHaveText('t = 5.3 s');
      const labels = await page.locator('.run-lease__label').evaluateAll((els) =>
        els.map((el) => {
          // What of the label is left once every box around it that clips has clipped it.
          let r = el.getBoundingClientRect();
          const full = r.width;
          let left = r.left;
          let right = r.right;
          for (let p = el.parentElement; p && !p.classList.contains('run-worker__track'); p = p.parentElement) {
            if (getComputedStyle(p).overflowX === 'visible') continue;
            r = p.getBoundingClientRect();
            left = Math.max(left, r.left);
            right = Math.min(right, r.right);
          }
          const track = el.closest('.run-worker__track')!.getBoundingClientRect();
          left = Math.max(left, track.left);
          right = Math.min(right, track.right);
          return { text: el.textContent!, full: Math.round(full), shown: Math.round(Math.max(0, right - left)), clipped: el.scrollWidth > el.clientWidth + 1 };
        }),
      );
      expect(labels.length).toBeGreaterThan(0);
      for (const l of labels) {
        expect(l.shown, `${l.text}: px of ${l.full} shown`).toBeGreaterThanOrEqual(l.full - 1);
        expect(l.clipped, `${l.text} cut inside its own box`).toBe(false);
      }
    });
  }

  test('on a 360×780 phone the hub’s sticky button bar takes two rows at most, so it covers as few of the lanes’ chips as it can', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await openPage(page, './?view=hub');
    const bar = page.locator('.controls__main');
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    const tops = await bar.locator('.btn').evaluateAll((els) => [...new Set(els.filter((e) => e.getClientRects().length > 0).map((e) => Math.round(e.getBoundingClientRect().top)))]);
    expect(tops.length, 'rows of buttons in the sticky bar').toBeLessThanOrEqual(2);
  });

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

