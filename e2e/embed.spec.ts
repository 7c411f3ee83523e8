import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { storyHash } from '../src/sim/story/storyLink';
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

/**
 * Opens the host page with `html` in its body and waits until every element and frame shows its
 * view: an element loads its view once it comes near the viewport, so each is scrolled to in turn
 * (as a reader would), then the page goes back to its top.
 */
async function openHost(page: Page, html: string): Promise<void> {
  body = html;
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
  await page.goto(HOST);
  for (const el of await page.locator('stalled-recovery-view').all()) {
    await el.scrollIntoViewIfNeeded();
    await expect(el.locator('[data-widget]').first()).toBeVisible();
  }
  await page.evaluate(() => scrollTo(0, 0));
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

/** Every error the host page's console prints and every uncaught error or rejection it sees. */
function hostErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Records what the element copies (the host's clipboard, as a list), in the host page and its frames. */
async function recordClipboard(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { copied: string[] };
    w.copied = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (t: string) => void w.copied.push(t) } });
  });
  return () => page.evaluate(() => (window as unknown as { copied: string[] }).copied);
}

/** The text of the file a click on `control` downloads. */
async function downloaded(page: Page, control: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), control.click()]);
  return readFileSync((await download.path())!, 'utf8');
}

const STORY_TEXT = readFileSync('public/stories/invoices.story.json', 'utf8');
const view = (id: string, attrs = '') => `<stalled-recovery-view id="${id}" view="${id}"${attrs}></stalled-recovery-view>`;

test.describe('every control of every view inside an element on a page of another origin', () => {
  test('exports and copies: every file downloads, the run link and every redis-cli text are copied, the explorer counts, and the host console stays empty', async ({ page }) => {
    test.setTimeout(90_000);
    const errors = hostErrors(page);
    const copied = await recordClipboard(page);
    await openHost(page, ['run', 'detect', 'list', 'onestep', 'hub', 'bound'].map((id) => view(id)).join('\n'));
    const run = page.locator('#run');
    expect(JSON.parse(await downloaded(page, run.getByRole('button', { name: 'Export JSON' }))).format).toBe('emq-scenario/1');
    await expect(run.getByRole('status').filter({ hasText: /^Downloaded/ })).toBeVisible();
    await run.getByRole('button', { name: 'Copy a link to this run' }).click();
    await expect(run.getByRole('status').filter({ hasText: /^Copied/ })).toBeVisible();
    await run.getByRole('button', { name: 'Copy as redis-cli commands' }).click();
    const onestep = page.locator('#onestep');
    await onestep.getByRole('button', { name: 'Count every interleaving' }).click();
    await expect(onestep.locator('.dcounts')).toContainText('interleavings396');
    // Each dive's exports (one in detect and one step, two in list), each opened first.
    for (const id of ['detect', 'list', 'onestep']) {
      const exports = page.locator(`#${id} details.dexport`);
      for (let i = 0; i < (await exports.count()); i++) {
        const x = exports.nth(i);
        await x.locator('summary').click();
        expect(JSON.parse(await downloaded(page, x.getByRole('link', { name: 'Download the scenario' }))).format).toBe('emq-scenario/1');
        await x.getByRole('button', { name: 'Copy as redis-cli commands' }).click();
      }
    }
    await expect.poll(async () => (await copied()).length).toBe(6);
    const [runLink, ...cli] = await copied();
    // The run's link opens the app's own page (not the host's) on this very run.
    expect(runLink).toMatch(new RegExp(`^${APP}/\\?view=run#scenario=1\\.`));
    // Each redis-cli text is commands, one a line: the lease set's verbs as EVALs, the list pattern's raw commands.
    for (const text of cli) expect(text).toMatch(/^"?(EVAL|LPUSH|ZADD|HSET|SCRIPT)\b/m);
    expect(errors).toEqual([]);
    await page.goto(runLink!);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('A whole run');
    await expect(page.locator('.run-presets__summary')).toContainText('Replaying');
  });
});

test.describe('links between views', () => {
  test("inside an element, the one-step dive's link to the list pattern opens the app's page in a new tab, says so, and leaves the host where it was", async ({ page, context }) => {
    const errors = hostErrors(page);
    await openHost(page, view('onestep', ' theme="dark"'));
    const link = page.locator('#onestep').getByRole('link', { name: /see the list pattern/ });
    await expect(link).toContainText('opens in a new tab');
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`${APP}/?view=list&theme=dark`);
    await expect(tab.getByRole('heading', { level: 1 })).toContainText('the list pattern');
    expect(page.url()).toBe(`${HOST}/`);
    await expect(page.locator('#onestep').getByRole('heading', { name: /^One step/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('inside an element, every other internal link of every view opens in the element and leaves the host where it was', async ({ page }) => {
    await openHost(page, ['hub', 'run', 'detect', 'bound', 'list'].map((id) => view(id)).join('\n'));
    for (const id of ['hub', 'run', 'detect', 'bound', 'list']) {
      const el = page.locator(`#${id}`);
      // The view's own links (not the element's “Skip past this view”, which only moves focus).
      const internal = el.locator('.page--element a[href]:not([href^="http"]):not([href^="data:"]):not([target="_blank"])');
      for (let i = 0; i < (await internal.count()); i++) {
        await internal.nth(i).click();
        expect(page.url()).toBe(`${HOST}/`);
        await expect(el.locator('[data-widget]').first()).toBeVisible();
      }
    }
    // The run's presets are such links: the last one clicked is the one shown.
    await expect(page.locator('#run .run-presets__summary')).not.toContainText('Replaying');
    await expect(page.locator('#run').getByRole('link', { name: 'Busy hour' })).toHaveAttribute('aria-current', 'true');
  });

  test('inside an iframe, every internal link of every view keeps embed=1 and the theme', async ({ page }) => {
    // A page load per link, six views.
    test.setTimeout(240_000);
    for (const id of ['hub', 'run', 'detect', 'bound', 'onestep', 'list']) {
      await openHost(page, `<iframe id="frame" src="${APP}/?view=${id}&embed=1&theme=dark" width="720" height="520" title="${id}"></iframe>`);
      const frame = page.frameLocator('#frame');
      await expect(frame.locator('main [data-widget]').first()).toBeVisible();
      const internal = frame.locator('main a[href]:not([href^="http"]):not([href^="data:"]):not([target="_blank"])');
      const count = await internal.count();
      expect(count, `${id} has internal links`).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        await page.goto(HOST);
        await expect(frame.locator('main [data-widget]').first()).toBeVisible();
        const link = internal.nth(i);
        const href = await link.getAttribute('href');
        await link.click();
        await expect(frame.locator('main [data-widget]').first()).toBeVisible();
        const at = new URL(page.frames().find((f) => f.url().startsWith(APP))!.url());
        expect(at.searchParams.get('embed'), `${id}: ${href}`).toBe('1');
        expect(at.searchParams.get('theme'), `${id}: ${href}`).toBe('dark');
        await expect(frame.locator('.masthead')).toHaveCount(0);
      }
    }
  });
});

test.describe('the element under load', () => {
  test('100 attribute changes a second for a second: nothing reaches the host console, and the last one shows', async ({ page }) => {
    const errors = hostErrors(page);
    await openHost(page, `${view('hub', ' step="10"')}${view('run')}`);
    await page.evaluate(async () => {
      const w = window as unknown as { hostErrors: string[] };
      w.hostErrors = [];
      addEventListener('error', (e) => w.hostErrors.push(e.message));
      const hub = document.getElementById('hub')!;
      const run = document.getElementById('run')!;
      for (let i = 0; i < 100; i++) {
        hub.setAttribute('step', String(1 + (i % 16)));
        hub.setAttribute('theme', i % 2 ? 'dark' : 'light');
        run.setAttribute('view', ['run', 'detect', 'bound', 'list'][i % 4]!);
        await new Promise((r) => setTimeout(r, 10));
      }
      hub.setAttribute('step', '12');
    });
    await expect(stepOf(page.locator('#hub'))).toHaveText('step 12 of 16');
    await expect(page.locator('#run').getByRole('heading', { name: /^Before leases/ })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { hostErrors: string[] }).hostErrors)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a scenario attribute on a view other than the hub is named in the notice', async ({ page }) => {
    await openHost(page, view('run', ' scenario="stories/invoices.story.json"'));
    await expect(page.locator('#run').getByText('scenario is read only by the hub view, so the run view ignores it.')).toBeVisible();
  });
});

test.describe('a story inside the element', () => {
  test('inline as JSON in a <script type="application/json">: its caption and opening step show', async ({ page }) => {
    await openHost(page, `<stalled-recovery-view id="s" view="hub"><script type="application/json">${STORY_TEXT}</script></stalled-recovery-view>`);
    const s = page.locator('#s');
    await expect(s.getByText('Story: Two tenants, one dead worker')).toBeVisible();
    await expect(stepOf(s)).toHaveText('step 9 of 9');
    await expect(s.getByText(/west-1 is alive and keeps extending inv-1002/)).toBeVisible();
  });

  test('compressed in scenario="#1.<data>": its caption and opening step show', async ({ page }) => {
    const data = storyHash(JSON.stringify(JSON.parse(STORY_TEXT))).slice('#scenario='.length);
    await openHost(page, `<stalled-recovery-view id="s" view="hub" scenario="#${data}"></stalled-recovery-view>`);
    const s = page.locator('#s');
    await expect(s.getByText('Story: Two tenants, one dead worker')).toBeVisible();
    await expect(stepOf(s)).toHaveText('step 9 of 9');
  });

  test('a bad inline story is named inside the element, and the hub shows its own story', async ({ page }) => {
    const errors = hostErrors(page);
    const bad = STORY_TEXT.replace('"op": "claim"', '"op": "clam"');
    await openHost(page, `<stalled-recovery-view id="s" view="hub"><script type="application/json">${bad}</script></stalled-recovery-view>`);
    const s = page.locator('#s');
    await expect(s.getByText(/^The story inside this element could not be shown: .*clam.*The hub's own story is shown instead\.$/)).toBeVisible();
    await expect(stepOf(s)).toHaveText('step 13 of 16');
    expect(errors).toEqual([]);
  });
});

/** A story whose caption holds one 200-character word and whose job id is 120 characters long. */
const LONG_STORY = JSON.stringify({
  format: 'emq-scenario/1',
  name: 'Long words',
  queue: 'q',
  clockStartMs: 0,
  maxStalled: 2,
  leaseMs: 20000,
  steps: [
    { at: 0, op: 'enqueue', job: 'j'.repeat(120) },
    { at: 1000, op: 'claim', worker: 'w'.repeat(60) },
    { at: 2000, op: 'crash', worker: 'w'.repeat(60) },
    { at: 30000, op: 'sweep' },
  ],
  story: { openAt: 3, select: 'j'.repeat(120), captions: Object.fromEntries(['0', '1', '2', '3'].map((k) => [k, 'x'.repeat(200)])) },
});

test.describe('long words wrap', () => {
  for (const width of [360, 1280]) {
    test(`at ${width} px, a 200-character word in a caption and a 120-character job id scroll nothing sideways, on the page and in an element`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const overflow = () => page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);
      await page.goto(`${APP}/?view=hub${storyHash(LONG_STORY)}`);
      await expect(page.locator('.readout__caption')).toContainText('x'.repeat(200));
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.goto(`${APP}/?view=hub&scenario=stories/invoices.story.json`);
      await expect(page.getByText(/west-1 is alive/)).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await openHost(page, `<stalled-recovery-view id="s" view="hub"><script type="application/json">${LONG_STORY}</script></stalled-recovery-view>`);
      await expect(page.locator('#s .readout__caption')).toContainText('x'.repeat(200));
      expect(await overflow()).toBeLessThanOrEqual(0);
    });
  }
});
