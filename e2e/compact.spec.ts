import { expect, test, type Page } from '@playwright/test';
import { openPage } from './openPage';

/**
 * The compact form (`compact=1`, README "The iframe"): in a docs column each view shows its widget and
 * its readout or narration, and keeps the rest (code panels, command log, long notes) one click
 * away behind one disclosure. `more` is a part that lives behind it; `control` is the view's main
 * control and `status` what a press of it changes.
 */
interface CompactView {
  view: string;
  /** a part behind the disclosure, visible once it is opened */
  more: string;
  control: string;
  /** pressed inside `control` when the control is a group */
  within?: string;
  status: string;
}

const VIEWS: readonly CompactView[] = [
  { view: 'hub', more: '.code-panel', control: '.controls button:has-text("Step sweep")', status: '.clock' },
  { view: 'run', more: '.run-tuning', control: '.run-transport button:has-text("Step forward")', status: '[data-testid="narration"]' },
  { view: 'detect', more: '.code-panel', control: '.dive__controls button:has-text("Step through the sweep")', status: '.dnarration' },
  { view: 'bound', more: '.code-panel', control: '.dive__controls button:has-text("Next step")', status: '.dnarration' },
  { view: 'onestep', more: '.code-panel', control: '.dive__controls--actors', within: 'button >> nth=0', status: '.dnarration' },
  { view: 'list', more: '.code-panel', control: '.dive__controls button:has-text("Next event")', status: '.dnarration' },
];

/** The most a compact view may be tall, in CSS px: 900 in a 624 px docs column, one 800 px screen on a 1280 px desktop (the hub included). */
function limit(width: number): number {
  return width === 624 ? 900 : 800;
}

/** The page's own height in CSS px (its bottom edge): what an iframe sized to its content would be. */
async function pageHeight(page: Page): Promise<number> {
  // The panels below the widget render in passes of their own (AfterFirstRender): let them land first.
  await page.waitForTimeout(300);
  return page.evaluate(() => Math.ceil(document.querySelector('.page')!.getBoundingClientRect().bottom + window.scrollY));
}

for (const width of [624, 1280]) {
  test.describe(`the compact form in a ${width} px column`, () => {
    for (const v of VIEWS) {
      test(`${v.view}: fits ${limit(width)} px, keeps the rest one click away, and its main control still works`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await openPage(page, `./?view=${v.view}&embed=1&compact=1`);
        expect(await pageHeight(page), `${v.view} at ${width} px: height (px)`).toBeLessThanOrEqual(limit(width));

        const status = page.locator(v.status).first();
        const before = await status.textContent();
        const control = page.locator(v.control).first();
        await (v.within ? control.locator(v.within) : control).click();
        await expect(status).not.toHaveText(before ?? '');

        // After that press every view has run a script, so its code panel has one to show.
        const more = page.locator('[data-compact-more]');
        await expect(more).toHaveCount(1);
        await expect(more.locator(v.more).first()).toBeHidden();
        await more.locator(':scope > summary').click();
        await expect(more.locator(v.more).first()).toBeVisible();
      });
    }
  });
}

test('compact=1 stays in the links between views inside a frame, and a bad value is named', async ({ page }) => {
  await page.setViewportSize({ width: 624, height: 800 });
  await openPage(page, './?view=onestep&embed=1&compact=1');
  await page.locator('[data-compact-more] > summary').click();
  await page.locator('a:has-text("see the list pattern beside the lease set")').click();
  await expect(page).toHaveURL(/view=list/);
  expect(new URL(page.url()).searchParams.get('compact')).toBe('1');
  await expect(page.locator('[data-compact-more]')).toHaveCount(1);

  await openPage(page, './?view=bound&embed=1&compact=yes');
  await expect(page.getByText('compact=yes is not compact=1, so the whole view is shown.')).toBeVisible();
  await expect(page.locator('[data-compact-more]')).toHaveCount(0);
});

test('the full view keeps its parts in place, with no disclosure', async ({ page }) => {
  await openPage(page, './?view=detect&embed=1');
  await expect(page.locator('[data-compact-more]')).toHaveCount(0);
  await expect(page.locator('.code-panel').first()).toBeVisible();
});
