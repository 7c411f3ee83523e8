import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import type { Server } from 'node:http';
import { hostPage, serveHost } from './embedHost';

// The app is served at E2E_PORT (playwright.config.ts); the docs page that embeds it is another origin.
const APP_PORT = Number(process.env.E2E_PORT ?? 4173);
const APP = `http://127.0.0.1:${APP_PORT}`;
const HOST = `http://127.0.0.1:${APP_PORT + 1}`;
const LIGHT_BG = 'rgb(244, 245, 247)';
// The first load fetches embed.js cross-origin on a busy machine: give it time.
const expect = baseExpect.configure({ timeout: 15_000 });

let body = '';
let server: Server;
test.beforeAll(async () => {
  server = await serveHost(APP_PORT + 1, () => hostPage(APP, body));
});
test.afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** Opens the host page with `html` in its body and waits until every element and frame shows its view. */
async function openHost(page: Page, html: string): Promise<void> {
  body = html;
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
  await page.goto(HOST);
  for (const el of await page.locator('stalled-recovery-view').all()) await expect(el.locator('[data-widget]').first()).toBeVisible();
}

const stepOf = (where: Locator) => where.locator('.clock__step');
const sweepIn = (where: Locator) => where.getByRole('button', { name: /^Step sweep/ });
const background = (where: Locator) => where.evaluate((el) => getComputedStyle(el).backgroundColor);
const heights = (page: Page) => page.evaluate(() => (window as unknown as { heights: number[] }).heights);

const TWO_AND_A_FRAME = `
  <stalled-recovery-view id="a" view="hub" theme="dark"></stalled-recovery-view>
  <stalled-recovery-view id="b" view="hub" step="12"></stalled-recovery-view>
  <iframe id="frame" src="${APP}/?view=hub&embed=1&theme=dark" width="720" height="520" title="One sweep, four jobs"></iframe>`;

test.describe('embedded on a page of another origin', () => {
  test('two elements run independently: a click in one leaves the other as it was', async ({ page }) => {
    await openHost(page, TWO_AND_A_FRAME);
    const a = page.locator('#a');
    const b = page.locator('#b');
    await expect(stepOf(a)).toHaveText('step 13 of 16');
    await expect(stepOf(b)).toHaveText('step 12 of 16');
    await sweepIn(a).click();
    await expect(stepOf(a)).toHaveText('step 14 of 16');
    await expect(stepOf(b)).toHaveText('step 12 of 16');
  });

  test("a key acts only in the element that has focus, and a key on the host's body does nothing", async ({ page }) => {
    await openHost(page, TWO_AND_A_FRAME);
    const a = page.locator('#a');
    const b = page.locator('#b');
    await b.locator('.clock').click();
    await page.keyboard.press('n');
    await expect(stepOf(b)).toHaveText('step 13 of 16');
    await expect(stepOf(a)).toHaveText('step 13 of 16');
    await page.locator('h1').click();
    await page.locator('body').press('s');
    await page.keyboard.press('n');
    await expect(stepOf(a)).toHaveText('step 13 of 16');
    await expect(stepOf(b)).toHaveText('step 13 of 16');
  });

  test("a click on an element's heading gives it the keys, and a key it takes does not reach the host's own listener", async ({ page }) => {
    await openHost(page, TWO_AND_A_FRAME);
    await page.evaluate(() => {
      const w = window as unknown as { hostKeys: string[] };
      w.hostKeys = [];
      document.addEventListener('keydown', (e) => w.hostKeys.push(e.key));
    });
    const b = page.locator('#b');
    await b.getByRole('heading', { name: 'One sweep, four jobs' }).click();
    await page.keyboard.press('n');
    await expect(stepOf(b)).toHaveText('step 13 of 16');
    await page.keyboard.press('x');
    expect(await page.evaluate(() => (window as unknown as { hostKeys: string[] }).hostKeys)).toEqual(['x']);
  });

  test("an element's help overlay leaves the host page usable, closes when focus leaves it, and Esc gives focus back to the button that opened it", async ({ page }) => {
    await openHost(page, `<button id="host-button" type="button">A host control</button>${TWO_AND_A_FRAME}`);
    const a = page.locator('#a');
    const opener = a.getByRole('button', { name: 'Keyboard shortcuts' });
    await opener.click();
    const help = a.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    await expect(help.getByRole('button', { name: 'Close' })).toBeFocused();
    // A modal dialog would make the host page inert: its controls could not take focus. Focus leaving the overlay closes it.
    await page.locator('#host-button').focus();
    await expect(page.locator('#host-button')).toBeFocused();
    await expect(help).toBeHidden();
    await opener.click();
    await expect(help.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    await expect(opener).toBeFocused();
    // The other element's overlay is its own.
    await expect(page.locator('#b').getByRole('dialog')).toHaveCount(0);
  });

  test("sits on the host's surface when the host sets --stalled-recovery-background", async ({ page }) => {
    await openHost(page, `<style>#d { --stalled-recovery-background: rgb(1, 2, 3); }</style><stalled-recovery-view id="d" view="bound"></stalled-recovery-view>`);
    expect(await background(page.locator('#d').locator('.page--element'))).toBe('rgb(1, 2, 3)');
  });

  test("keeps the host's styles out and its own in", async ({ page }) => {
    await openHost(page, TWO_AND_A_FRAME);
    const sweep = sweepIn(page.locator('#b'));
    expect(await sweep.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgb(255, 0, 0)');
    expect(await sweep.evaluate((el) => getComputedStyle(el).fontFamily)).not.toBe('serif');
    // …and nothing of the widget's lands in the host's own document.
    expect(await page.evaluate(() => document.querySelectorAll('head style, head link[rel=stylesheet]').length)).toBe(1);
    expect(await page.locator('body > h1').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(0, 0, 0)');
  });

  test("leaves the host's history and title alone, in the elements and in the frame", async ({ page }) => {
    await openHost(page, TWO_AND_A_FRAME);
    const frame = page.frameLocator('#frame');
    await expect(sweepIn(frame.locator('main'))).toBeVisible();
    const before = await page.evaluate(() => ({ length: history.length, title: document.title, href: location.href }));
    await sweepIn(page.locator('#a')).click();
    await page.locator('#b').getByRole('button', { name: /^Next step/ }).click();
    await sweepIn(frame.locator('main')).click();
    // A view switch inside the frame replaces its entry instead of pushing one.
    await frame.getByRole('link', { name: /^Next:/ }).click();
    await expect(frame.getByRole('heading', { level: 1 })).toContainText('A whole run');
    await frame.getByRole('link', { name: /^Next:/ }).click();
    await expect(frame.getByRole('heading', { level: 1 })).toContainText('Detect');
    expect(await page.evaluate(() => ({ length: history.length, title: document.title, href: location.href }))).toEqual(before);
  });

  test('the frame posts its height on load, a larger one after a sweep and a smaller one after stepping back', async ({ page }) => {
    await openHost(page, TWO_AND_A_FRAME);
    const frame = page.frameLocator('#frame');
    await expect.poll(async () => (await heights(page)).length).toBeGreaterThan(0);
    const onLoad = (await heights(page)).at(-1)!;
    // The document's full height, not the 520 px frame.
    expect(onLoad).toBeGreaterThan(520);
    await sweepIn(frame.locator('main')).click();
    await expect.poll(async () => (await heights(page)).at(-1)!).toBeGreaterThan(onLoad);
    const swept = (await heights(page)).at(-1)!;
    await frame.getByRole('button', { name: /^Previous step/ }).click();
    await expect.poll(async () => (await heights(page)).at(-1)!).toBeLessThan(swept);
    // The host's listener sized the frame to the last height it was sent.
    const last = (await heights(page)).at(-1)!;
    await expect.poll(() => page.locator("#frame").evaluate((el) => el.clientHeight)).toBe(last);
  });

  test('takes its theme from the attribute, and follows a change of it', async ({ page }) => {
    await openHost(page, TWO_AND_A_FRAME);
    const frameOf = (id: string) => page.locator(`#${id} .page--element`);
    expect(await background(frameOf('a'))).not.toBe(LIGHT_BG);
    expect(await background(frameOf('b'))).toBe(LIGHT_BG);
    await page.locator('#b').evaluate((el) => el.setAttribute('theme', 'dark'));
    await expect.poll(() => background(frameOf('b'))).toBe(await background(frameOf('a')));
    // A change of theme repaints; it does not reopen the view.
    await expect(stepOf(page.locator('#b'))).toHaveText('step 12 of 16');
  });

  test('the frame takes its theme from the theme= parameter and from a message its parent posts', async ({ page }) => {
    await openHost(page, TWO_AND_A_FRAME);
    const frame = page.frame({ url: /embed=1/ })!;
    await expect(page.frameLocator('#frame').locator('main [data-widget]').first()).toBeVisible();
    const frameBg = () => frame.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await frameBg()).not.toBe(LIGHT_BG);
    const post = (data: unknown) => page.evaluate((d) => document.querySelector('iframe')!.contentWindow!.postMessage(d, '*'), data);
    await post({ type: 'stalled-recovery:theme', theme: 'light' });
    await expect.poll(frameBg).toBe(LIGHT_BG);
    // A bad theme and a message of another kind are ignored.
    await post({ type: 'stalled-recovery:theme', theme: 'sepia' });
    await post({ type: 'something-else', theme: 'dark' });
    await post('stalled-recovery:theme');
    await page.waitForTimeout(200);
    expect(await frameBg()).toBe(LIGHT_BG);
    await post({ type: 'stalled-recovery:theme', theme: 'dark' });
    await expect.poll(frameBg).not.toBe(LIGHT_BG);
  });

  test('a bad attribute shows a message inside the element and falls back', async ({ page }) => {
    await openHost(page, `<stalled-recovery-view id="c" view="nope" theme="sepia" preset="busy-hour" stp="14" class="wide"></stalled-recovery-view>`);
    const c = page.locator('#c');
    await expect(c.getByText('view="nope" is not one of hub, run, detect, bound, onestep, list, so the hub is shown.')).toBeVisible();
    await expect(c.getByText('theme=sepia is not one of auto, light or dark, so the auto theme is used.')).toBeVisible();
    await expect(c.getByRole('complementary', { name: 'Part of this element’s attributes could not be used' })).toBeVisible();
    await expect(c.getByText('stp is not an attribute of <stalled-recovery-view> (did you mean step?), so it is ignored.')).toBeVisible();
    await expect(c.getByText(/class is not/)).toHaveCount(0);
    await expect(sweepIn(c)).toBeVisible();
    // Setting a good view opens it in place.
    await c.evaluate((el) => {
      el.setAttribute('view', 'bound');
      el.setAttribute('m', '2');
      el.removeAttribute('preset');
    });
    await expect(c.getByRole('heading', { name: /^Bound/ })).toBeVisible();
  });

  test('loads its views on demand from its own origin', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await openHost(page, `<stalled-recovery-view id="d" view="detect" now="25000"></stalled-recovery-view>`);
    await expect(page.locator('#d').getByRole('heading', { name: /^Detect/ })).toBeVisible();
    expect(scripts.some((u) => u.startsWith(`${APP}/embed/DetectView-`))).toBe(true);
    expect(scripts.every((u) => u.startsWith(`${APP}/`))).toBe(true);
  });
});
