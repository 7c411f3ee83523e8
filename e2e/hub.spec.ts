import { expect, test, type Page } from '@playwright/test';
import { waitLive } from './openPage';

const lane = (page: Page, name: 'pending' | 'active' | 'dead') => page.getByRole('region', { name: new RegExp(`^${name}`) });
const job = (page: Page, id: string) => page.getByRole('button', { name: new RegExp(`^${id},`) });
const readout = (page: Page) => page.getByRole('region', { name: 'Readout' });
/** The opening step keeps the next sweep back while the learner predicts: these tests read it, so they skip predicting first. */
const skipPredicting = (page: Page) => page.getByRole('button', { name: 'Skip predicting' }).click();

test.describe('the hub', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('./');
  });

  test('selecting JOB-b says the next sweep will recover it', async ({ page }) => {
    await job(page, 'JOB-b').click();
    await skipPredicting(page);
    await expect(readout(page)).toContainText('recover');
    await expect(readout(page)).toContainText('expired 5.0 s ago');
  });

  test('selecting JOB-d says the next sweep will dead-letter it', async ({ page }) => {
    await job(page, 'JOB-d').click();
    await skipPredicting(page);
    await expect(readout(page)).toContainText('dead-letter');
    await expect(readout(page)).toContainText('reaches maxStalled 3');
  });

  test('selecting JOB-c warns that its worker may still be running, so the work can happen twice', async ({ page }) => {
    await job(page, 'JOB-c').click();
    await skipPredicting(page);
    await expect(readout(page)).toContainText('the work can happen twice (at-least-once delivery)');
  });

  test('stepping the sweep moves JOB-b and JOB-c to pending, JOB-d to dead with stall 3, and leaves JOB-a active', async ({ page }) => {
    await expect(lane(page, 'active').getByRole('button')).toHaveCount(4);
    await page.getByRole('button', { name: /sweep/i }).click();
    await expect(lane(page, 'pending').getByRole('button', { name: /^JOB-b,/ })).toBeVisible();
    await expect(lane(page, 'pending').getByRole('button', { name: /^JOB-c,/ })).toBeVisible();
    const d = lane(page, 'dead').getByRole('button', { name: /^JOB-d,/ });
    await expect(d).toHaveAccessibleName('JOB-d, dead, stall 3 of 3');
    await expect(d).toContainText('stall 3/3');
    await expect(lane(page, 'active').getByRole('button', { name: /^JOB-a,/ })).toBeVisible();
    await expect(lane(page, 'active').getByRole('button')).toHaveCount(1);
  });

  test('the command log lists each command of the sweep with its reply and marks its script line', async ({ page }) => {
    await page.getByRole('button', { name: /sweep/i }).click();
    const scan = page.getByRole('button', { name: /ZRANGEBYSCORE emq:\{cm\.bot\.commands\}:active -inf 1767225635000/ });
    await expect(scan).toContainText('["JOB-b","JOB-c","JOB-d"]');
    await scan.hover();
    await expect(page.locator('.script__line.is-current')).toHaveAttribute('data-line', '9');
    await expect(page.locator('.script__line.is-current')).toContainText("redis.call('ZRANGEBYSCORE'");
  });

  test("w3's late complete after the sweep is rejected with -1 because the sweep deleted its token", async ({ page }) => {
    const late = page.getByRole('button', { name: "Send w3's late complete for JOB-c" });
    await expect(late).toBeDisabled();
    await page.getByRole('button', { name: /sweep/i }).click();
    await late.click();
    await expect(readout(page)).toContainText('rejected: -1, lease lost');
    await expect(readout(page)).toContainText('Its token w3:1 is gone');
    await expect(readout(page)).toContainText('JOB-c is already back in pending');
    await expect(page.getByRole('button', { name: /^line 4 HGET emq:\{cm\.bot\.commands\}:job:JOB-c token/ })).toContainText('nil');
  });

  test('Reset returns to t = 35 s with every job back in active', async ({ page }) => {
    await page.getByRole('button', { name: /sweep/i }).click();
    await page.getByRole('button', { name: 'Reset to step 13' }).click();
    await expect(lane(page, 'active').getByRole('button')).toHaveCount(4);
    await expect(page.locator('.clock').getByText('t = 35.000 s', { exact: true })).toBeVisible();
  });

  test('a keyboard-only walk selects jobs, steps the sweep, sends the late complete and opens the help', async ({ page }) => {
    // The predict box comes before the lanes: Enter on its Skip predicting, then on to JOB-b.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
      if (name === 'Skip predicting') await page.keyboard.press('Enter');
      if (name.startsWith('JOB-b,')) break;
    }
    await expect(job(page, 'JOB-b')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(readout(page)).toContainText('recover');
    await page.keyboard.press('ArrowRight');
    await expect(job(page, 'JOB-c')).toBeFocused();
    await expect(job(page, 'JOB-c')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('j');
    await expect(readout(page)).toContainText('dead-letter');
    await page.keyboard.press('s');
    await expect(lane(page, 'dead').getByRole('button', { name: /^JOB-d,/ })).toBeFocused();
    await page.keyboard.press('l');
    await expect(readout(page)).toContainText('rejected: -1');
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    await expect(help.getByRole('row')).toHaveCount(12);
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: /^JOB-/, pressed: true })).toHaveCount(0);
  });

  test('a key pressed on the page goes to the view shown, and the help overlay switches the keys off', async ({ page }) => {
    const clockStep = page.locator('.clock__step');
    // The shell hands keys on once it is live; a key before that reaches no listener (prerendered markup).
    await waitLive(page);
    // Nothing focused: the page shell hands the key to the one view it shows.
    await page.locator('body').press('s');
    await expect(clockStep).toHaveText('step 14 of 16');
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.getByRole('checkbox', { name: 'Keyboard shortcuts on' }).uncheck();
    await help.getByRole('button', { name: 'Close' }).click();
    await page.keyboard.press('s');
    await page.locator('body').press('s');
    await expect(clockStep).toHaveText('step 14 of 16');
    const sweep = page.getByRole('button', { name: /^Step sweep/ });
    await expect(sweep.locator('kbd')).toHaveCount(0);
    await sweep.click();
    await expect(clockStep).toHaveText('step 15 of 15');
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    await help.getByRole('checkbox', { name: 'Keyboard shortcuts on' }).check();
    await help.getByRole('button', { name: 'Close' }).click();
    await page.keyboard.press('s');
    await expect(clockStep).toHaveText('step 16 of 16');
  });

  test('clicking the ? button while its overlay is open closes it for good, and the next click opens it again', async ({ page }) => {
    const opener = page.getByRole('button', { name: 'Keyboard shortcuts' });
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await opener.click();
    await expect(help).toBeVisible();
    await opener.click();
    await expect(help).toBeHidden();
    // A light dismiss before the click, then the click's toggle, could open it again a moment later.
    await page.waitForTimeout(300);
    await expect(help).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(help).toBeVisible();
    // Opened with the key instead (focus on another control), the button still closes it.
    await help.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: /^Step sweep/ }).focus();
    await page.keyboard.press('?');
    await expect(help).toBeVisible();
    await opener.click();
    await page.waitForTimeout(300);
    await expect(help).toBeHidden();
  });

  test('a click on a control beside the open overlay closes it and still acts, where the page was scrolled to', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    // Scrolled just past the ? button, with the page's wheel (the overlay stays open): focusing the
    // button again would scroll the page back, while the prediction's radios below it stay on screen.
    const pastButton = await page.getByRole('button', { name: 'Keyboard shortcuts' }).evaluate((el) => Math.ceil(el.getBoundingClientRect().bottom + scrollY) + 20);
    await page.mouse.move(1200, 600);
    await page.mouse.wheel(0, pastButton);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThanOrEqual(pastButton - 20);
    // A radio on screen and not under the overlay.
    const target = await page.evaluate(() => {
      const box = document.querySelector('dialog.help')!.getBoundingClientRect();
      const radio = [...document.querySelectorAll<HTMLInputElement>('main input[type=radio]')].find((r) => {
        const b = r.getBoundingClientRect();
        const x = b.left + b.width / 2;
        const y = b.top + b.height / 2;
        const underOverlay = x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
        return y > 0 && y < innerHeight && !underOverlay && !r.checked;
      });
      if (!radio) return null;
      radio.dataset.probe = '';
      const b = radio.getBoundingClientRect();
      return { x: b.left + b.width / 2, y: b.top + b.height / 2, scrollY };
    });
    expect(target).not.toBeNull();
    await page.mouse.click(target!.x, target!.y);
    await expect(help).toBeHidden();
    // Focus went to the radio the learner clicked, not back to the ? button (which scrolled the page under the pointer).
    await expect(page.locator('[data-probe]')).toBeChecked();
    await expect(page.locator('[data-probe]')).toBeFocused();
    expect(await page.evaluate(() => scrollY)).toBe(target!.scrollY);
  });
});

test.describe('the address bar', () => {
  test('follows the step and the selected job, and a reload reopens the same moment', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('./');
    await expect(page).toHaveURL(/\?view=hub&step=13$/);
    await job(page, 'JOB-d').click();
    await page.getByRole('button', { name: /sweep/i }).click();
    await expect(page).toHaveURL(/\?view=hub&step=14&job=JOB-d$/);
    await page.reload();
    await expect(lane(page, 'dead').getByRole('button', { name: /^JOB-d,/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('bad parameters fall back to the defaults and a dismissible notice names each one', async ({ page }) => {
    await page.goto('./?view=nope&step=99&job=JOB-z');
    const notice = page.getByRole('complementary', { name: 'Part of this link could not be used' });
    await expect(notice).toContainText('view=nope');
    await expect(notice).toContainText('step=99');
    await expect(notice).toContainText('job=JOB-z');
    await expect(lane(page, 'active').getByRole('button')).toHaveCount(4);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toBeHidden();
    await job(page, 'JOB-b').click();
    await skipPredicting(page);
    await expect(readout(page)).toContainText('recover');
  });
});

test('the page runs under a strict Content-Security-Policy with no inline script', async ({ page, request }) => {
  const html = await (await request.get('./')).text();
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  expect(html).not.toMatch(/\sstyle=/);
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'content-security-policy': "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; object-src 'none'; base-uri 'none'" },
    });
  });
  await page.goto('./');
  await job(page, 'JOB-b').click();
  await skipPredicting(page);
  await expect(readout(page)).toContainText('recover');
  expect(violations).toEqual([]);
});

test.describe('the whole story, from step 0', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('steps back to step 0 and forward through the raw HSET that starts JOB-d one stall from the limit', async ({ page }) => {
    await page.goto('./');
    const previous = page.getByRole('button', { name: 'Previous step' });
    for (let i = 0; i < 13; i++) await previous.click();
    await expect(page.getByText('step 0 of 16')).toBeVisible();
    await expect(previous).toBeDisabled();
    await expect(previous).toHaveAccessibleDescription('This is step 0: nothing has run yet.');
    for (let i = 0; i < 9; i++) await page.keyboard.press('n');
    await expect(readout(page)).toContainText("A raw HSET at t = 0.000 s set JOB-d's stall count to 2 to start it one stall from the limit");
  });

  test('lists how we got here, each earlier step with its narration', async ({ page }) => {
    await page.goto('./');
    await page.getByText('How we got here').click();
    const list = page.locator('.story__list li');
    await expect(list).toHaveCount(13);
    await expect(list.nth(9)).toContainText('w4 crashed at t = 1.000 s');
  });

  test("advancing the clock lets JOB-a's lease lapse, and the next sweep recovers it", async ({ page }) => {
    await page.goto('./');
    await page.getByRole('button', { name: /sweep/i }).click();
    const advance = page.getByRole('button', { name: 'Advance the clock 5 s' });
    for (let i = 0; i < 3; i++) await advance.click();
    await expect(page.locator('.clock strong')).toHaveText('t = 50.000 s');
    await page.getByRole('button', { name: /sweep/i }).click();
    await expect(lane(page, 'pending').getByRole('button', { name: /^JOB-a,/ })).toBeVisible();
    // Three equal advances are written once with their count.
    await expect(page).toHaveURL(/[?&]then=tick%2B5000\*3,sweep(&|$)/);
    await page.reload();
    await expect(lane(page, 'pending').getByRole('button', { name: /^JOB-a,/ })).toBeVisible();
  });

  test('a disabled button says why, and its key announces the reason', async ({ page }) => {
    await page.goto('./');
    await expect(page.getByText("Available after a sweep has taken JOB-c's lease.")).toBeVisible();
    // The hub's keys act while focus is inside it.
    await page.locator('main [data-widget]').focus();
    await page.keyboard.press('l');
    await expect(readout(page)).toContainText("is not available now. Available after a sweep has taken JOB-c's lease.");
  });

  test('names a bad then= word in the notice and opens the rest of the forked run', async ({ page }) => {
    await page.goto('./?view=hub&step=14&then=sweep,zap');
    await expect(page.getByRole('complementary', { name: 'Part of this link could not be used' })).toContainText('then: "zap" is not a hub step');
    await expect(page.getByText('step 15 of 15')).toBeVisible();
  });
});

test.describe('the page around the views', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('the Terms glossary opens from the page shell', async ({ page }) => {
    await page.goto('./');
    await page.getByText('Terms', { exact: true }).click();
    await expect(page.getByText(/The braces are a Redis Cluster hash tag/)).toBeVisible();
  });

  test('Next leads to the run timeline, and Back returns to the hub', async ({ page }) => {
    await page.goto('./');
    await page.getByRole('link', { name: 'Next: Run timeline' }).click();
    await expect(page).toHaveURL(/\?view=run/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('A whole run');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('One sweep, four jobs');
    await expect(page).toHaveURL(/\?view=hub&step=13$/);
  });

  test('on a phone every tab of the nav is visible (they wrap)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('./');
    const nav = page.getByRole('navigation', { name: 'Views' });
    for (const name of ['Hub', 'Run timeline', 'Dive: detect', 'Dive: bound', 'Dive: one step', 'Dive: list pattern']) {
      await expect(nav.getByRole('link', { name })).toBeInViewport({ ratio: 1 });
    }
  });

  test('?embed=1 fits the hub in a 720×520 frame: no masthead, nav or footer, a compact heading and a link to the full course', async ({ page }) => {
    await page.setViewportSize({ width: 720, height: 520 });
    await page.goto('./?view=hub&embed=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('One sweep, four jobs');
    await expect(page.getByRole('navigation', { name: 'Views' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Open the full course/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /sweep/i })).toBeInViewport();
    await expect(page).toHaveURL(/embed=1/);
  });
});

test.describe('the hub with motion on', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('./');
    // Wake the prerendered hub (its first intent), so a click below acts on the live widget at once.
    await page.getByRole('button', { name: /^Step sweep/ }).hover();
    await page.locator('[data-island="hub"][data-awake]').waitFor();
  });

  test('a sweep shows its result in the lanes and the live region by the next frame, and the moved chips fly there from their old places', async ({ page }) => {
    const next = await page.evaluate(async () => {
      const pending = () => document.querySelector('[aria-label^="pending lane"]')?.textContent ?? '';
      [...document.querySelectorAll<HTMLButtonElement>('main button')].find((b) => b.textContent?.startsWith('▶Step sweep'))!.click();
      await new Promise((r) => requestAnimationFrame(r));
      const status = document.querySelector('.readout [role="status"]')?.textContent ?? '';
      await new Promise((r) => requestAnimationFrame(r));
      const b = document.querySelector<HTMLElement>('[aria-label^="pending lane"] [data-job-id="JOB-b"]');
      const flight = b?.getAnimations().map((a) => String((a.effect as KeyframeEffect).getKeyframes()[0]?.transform)) ?? [];
      return { pending: pending(), status, flight };
    });
    expect(next.pending).toContain('JOB-b');
    expect(next.status).toContain('recovered');
    expect(next.flight).toHaveLength(1);
    expect(next.flight[0]).toMatch(/^translate\((?!0px, 0px)/);
  });

  test('a chip with keyboard focus keeps it while it flies to its new lane', async ({ page }) => {
    await page.getByRole('button', { name: /^JOB-d,/ }).focus();
    await page.keyboard.press('s');
    const dead = page.getByRole('region', { name: /^dead/ }).getByRole('button', { name: /^JOB-d,/ });
    await expect(dead).toBeFocused();
  });
});
