import { focusView, openPage } from './openPage';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

const slider = (page: Page) => page.getByRole('slider', { name: 'Step' });
const narration = (page: Page) => page.getByTestId('narration');
const worker = (page: Page, slot: string) => page.locator(`[data-worker="${slot}"]`);

async function open(page: Page, query: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPage(page, `./?view=run&${query}`);
  await expect(slider(page)).toBeVisible();
  // The view's keys act while focus is inside it.
  await focusView(page);
}

/** The cursor the step slider shows. */
async function step(page: Page): Promise<number> {
  return Number(await slider(page).inputValue());
}

test.describe('the run view', () => {
  test('opens a preset from its link, at the start, with the narration and the step text', async ({ page }) => {
    await open(page, 'preset=command-worker&seed=1');
    await expect(page.getByRole('link', { name: 'Command worker crash' })).toHaveAttribute('aria-current', 'true');
    await expect(narration(page)).toContainText('Nothing has happened yet');
    await expect(slider(page)).toHaveAttribute('aria-valuetext', 'step 0 of 19: the start');
    await expect(page.locator('[data-worker]')).toHaveCount(2);
  });

  test('plays and pauses by mouse; the clock and the cursor move', async ({ page }) => {
    await open(page, 'preset=command-worker&seed=1');
    await page.getByRole('button', { name: 'Faster' }).click();
    await page.getByRole('button', { name: 'Faster' }).click();
    await expect(page.getByText('10 s of server time per second')).toBeVisible();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => step(page)).toBeGreaterThan(5);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    const at = await step(page);
    await page.waitForTimeout(300);
    expect(await step(page)).toBe(at);
  });

  test('plays and pauses with Space, and stops by itself at the end', async ({ page }) => {
    await open(page, 'preset=crash-loop&seed=1');
    await page.keyboard.press('End');
    await expect(slider(page)).toHaveAttribute('aria-valuetext', /^step 30 of 30/);
    await page.keyboard.press('Home');
    for (let i = 0; i < 4; i++) await page.keyboard.press('+');
    await page.keyboard.press(' ');
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expect.poll(() => step(page), { timeout: 10_000 }).toBe(30);
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    await expect(narration(page)).toContainText("The sweeper's beat found no lease");
  });

  test('steps with ← and →, and jumps between sweeps with Shift+← and Shift+→', async ({ page }) => {
    await open(page, 'preset=command-worker&seed=1');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(slider(page)).toHaveAttribute('aria-valuetext', 'step 2 of 19: w1 claimed cmd-001, t = 0.0 s');
    await page.keyboard.press('ArrowLeft');
    expect(await step(page)).toBe(1);
    await page.keyboard.press('Shift+ArrowRight');
    await expect(slider(page)).toHaveAttribute('aria-valuetext', /^step 10 of 19: sweep found nothing, t = 5\.0 s$/);
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await expect(slider(page)).toHaveAttribute('aria-valuetext', /sweep recovered 1, t = 15\.0 s$/);
    await expect(narration(page)).toContainText('put cmd-001 back in pending (stall 1 of 3)');
    await page.keyboard.press('Shift+ArrowLeft');
    await expect(slider(page)).toHaveAttribute('aria-valuetext', /^step 11 of 19/);
    await page.getByRole('button', { name: 'Previous sweep' }).click();
    await expect(slider(page)).toHaveAttribute('aria-valuetext', /^step 10 of 19/);
    await page.getByRole('button', { name: 'Step forward' }).click();
    await page.getByRole('button', { name: 'Next sweep' }).click();
    await expect(slider(page)).toHaveAttribute('aria-valuetext', /^step 12 of 19: sweep recovered 1/);
  });

  test('crashing a worker by mouse forks the future: its lease lapses and the next sweep puts the job back', async ({ page }) => {
    await open(page, 'preset=slow-worker&seed=1');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(worker(page, 'w1')).toContainText('img-001 (token w1:1)');
    await page.getByRole('button', { name: 'Crash w1' }).click();
    await expect(narration(page)).toContainText('You crashed w1.');
    await expect(worker(page, 'w1')).toContainText('crashed');
    await expect(worker(page, 'w1')).toContainText('img-001 still leased to w1 (crashed)');
    await expect(page).not.toHaveURL(/step=/);
    // lease deadline t = 10 s: the sweep at t = 5 s leaves it, the one at t = 10 s takes it
    await page.getByRole('button', { name: 'Next sweep' }).click();
    await expect(narration(page)).toContainText('found no lease');
    await page.getByRole('button', { name: 'Next sweep' }).click();
    await expect(narration(page)).toContainText('put img-001 back in pending (stall 1 of 3)');
    await page.getByRole('button', { name: 'Step forward' }).click();
    await expect(worker(page, 'w2')).toContainText('img-001 (token w2:2)');
  });

  test('scrubbing back with the slider and pausing a worker there drops the old future and regenerates it', async ({ page }) => {
    await open(page, 'preset=healthy&seed=7');
    await page.keyboard.press('End');
    await expect(page.locator('.run-strip__at--recovered')).toHaveCount(0);
    await slider(page).focus();
    await page.keyboard.press('Home');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    expect(await step(page)).toBe(4);
    await expect(worker(page, 'w1')).toContainText('working');
    await page.getByRole('button', { name: 'Pause w1' }).click();
    await expect(worker(page, 'w1')).toContainText('paused');
    await expect(narration(page)).toContainText('You paused w1 while holding mail-001');
    await page.keyboard.press('End');
    await expect(worker(page, 'w1')).toContainText('paused');
    await expect(page.locator('.run-strip__at--learner')).toHaveCount(1);
    // the paused worker's lease lapses and a sweep takes it: the healthy run is healthy no more
    await expect(page.locator('.run-strip__at--recovered')).not.toHaveCount(0);
  });

  test('resuming a paused worker after the sweep took its lease: its late complete is rejected with -1 (fenced)', async ({ page }) => {
    await open(page, 'preset=healthy&seed=7');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    await expect(worker(page, 'w1')).toContainText('mail-001 (token w1:1)');
    await page.getByRole('button', { name: 'Pause w1' }).click();
    // paused at t = 0 with its lease until t = 10 s: the sweep at t = 5 s leaves it, the one at t = 10 s takes it
    for (let i = 0; i < 2; i++) await page.keyboard.press('Shift+ArrowRight');
    await expect(narration(page)).toContainText('put mail-001 back in pending');
    await expect(worker(page, 'w1')).toContainText('fenced');
    await page.getByRole('button', { name: 'Resume w1' }).click();
    await expect(narration(page)).toContainText('You resumed w1 after 10.0 s');
    await page.keyboard.press('ArrowRight');
    // its handler finished meanwhile (8.1 s of work): the late complete is fenced
    await expect(narration(page)).toContainText("w1's late complete of mail-001 was rejected with -1");
  });

  test('the link follows the run (preset, seed, step) and reopens it', async ({ page }) => {
    await open(page, 'preset=crash-loop&seed=1');
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/[?&]preset=crash-loop&seed=1&step=6/);
    await page.reload();
    await expect(slider(page)).toHaveAttribute('aria-valuetext', /^step 6 of 30: w1 crashed/);
    await page.getByRole('link', { name: 'Busy hour' }).click();
    await expect(page).toHaveURL(/preset=busy-hour&seed=2026/);
    await expect(page.locator('[data-worker]')).toHaveCount(20);
  });

  test('speed changes with - and + on a log scale in plain units', async ({ page }) => {
    await open(page, 'preset=command-worker&seed=1');
    const speed = page.getByRole('slider', { name: 'Speed' });
    await expect(speed).toHaveAttribute('aria-valuetext', '2 s of server time per second');
    await page.keyboard.press('-');
    await page.keyboard.press('-');
    await expect(speed).toHaveAttribute('aria-valuetext', '½ s of server time per second');
    for (let i = 0; i < 7; i++) await page.keyboard.press('+');
    await expect(speed).toHaveAttribute('aria-valuetext', '2 min of server time per second');
  });

  test('export downloads a scenario that imports back; a bad file shows its ScenarioError and keeps the run', async ({ page }) => {
    await open(page, 'preset=slow-worker&seed=1');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export JSON' }).click()]);
    expect(download.suggestedFilename()).toBe('the-slow-worker-a-paused-worker-loses-its-lease-and-is-fenced.scenario.json');
    const text = readFileSync((await download.path())!, 'utf8');
    const scenario = JSON.parse(text);
    expect(scenario.format).toBe('emq-scenario/1');
    expect(scenario.steps.some((s: { op: string }) => s.op === 'tick')).toBe(false);

    const file = page.locator('input[type="file"]');
    await file.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"format": "emq-scenario/1", "name": "x"}') });
    await expect(page.getByRole('alert')).toContainText('broken.json was not loaded: field "queue": is missing (and 4 more problems, listed under Import JSON). The current run is unchanged.');
    // Every problem of the file, as `sim --check` lists them.
    await expect(page.getByRole('list', { name: 'The 5 problems of the file' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('link', { name: 'Slow worker' })).toHaveAttribute('aria-current', 'true');

    await file.setInputFiles({ name: 'slow.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await expect(page.getByText('Replaying slow.json')).toBeVisible();
    // The pause and the resume travel beside the steps and come back as entries and marks.
    expect(scenario.interventions.map((f: { op: string }) => f.op)).toEqual(['pause', 'resume']);
    await expect(slider(page)).toHaveAttribute('aria-valuetext', `step 0 of ${scenario.steps.length + 2}: the start`);
    await expect(page.locator('.run-strip__at--pause')).toHaveCount(1);
    await page.keyboard.press('End');
    await expect(worker(page, 'w1')).toContainText('w1');
    await expect(page.getByRole('button', { name: 'Crash w1' })).toBeDisabled();
  });

  test('the run goes on after its end: a poison job added at the end gets claimed and swept, and Run 1 more minute carries it on', async ({ page }) => {
    await open(page, 'preset=command-worker&seed=1');
    await page.keyboard.press('End');
    await expect(page.getByRole('button', { name: 'Step forward' })).toBeDisabled();
    await page.getByRole('button', { name: 'Add a poison job' }).click();
    await expect(page.getByRole('button', { name: 'Step forward' })).toBeEnabled();
    await expect(page.locator('.run-strip__at--learner')).toHaveCount(1);
    const n = Number(await slider(page).getAttribute('max'));
    expect(n).toBeGreaterThan(20);
    await page.keyboard.press('End');
    await expect(page.getByRole('button', { name: 'Step forward' })).toBeDisabled();
    await page.getByRole('button', { name: 'Run 1 more minute' }).click();
    await expect.poll(async () => Number(await slider(page).getAttribute('max'))).toBeGreaterThan(n);
    await expect(page.getByRole('button', { name: 'Step forward' })).toBeEnabled();
  });

  test('the seed field shows only for presets that draw random numbers', async ({ page }) => {
    await open(page, 'preset=slow-worker&seed=1');
    await expect(page.getByRole('button', { name: 'Generate with this seed' })).toHaveCount(0);
    await open(page, 'preset=busy-hour&seed=2026&jobs=50');
    await expect(page.getByRole('button', { name: 'Generate with this seed' })).toBeVisible();
  });

  test('the strip legend names each kind of mark, each its own shape', async ({ page }) => {
    await open(page, 'preset=command-worker&seed=1');
    const legend = page.getByRole('list', { name: 'Strip legend' });
    await expect(legend.getByRole('listitem')).toHaveText(['sweep found nothing', 'sweep recovered a job', 'sweep dead-lettered a job', 'crash', 'pause', 'your intervention'].map((t) => new RegExp(t)));
  });

  for (const theme of ['light', 'dark']) {
    test(`the strip draws every crash, pause and recovering sweep in its legend key's colour (${theme} theme)`, async ({ page }) => {
      await open(page, `preset=tuning&seed=5&theme=${theme}`);
      const paint = (selector: string) =>
        page.locator(selector).first().evaluate((el) => {
          const s = getComputedStyle(el);
          return { fill: s.fill, stroke: s.stroke };
        });
      for (const kind of ['crash', 'pause', 'recovered']) {
        const drawn = page.locator(`.run-strip__at--${kind} .run-strip__mark--${kind}`);
        expect(await drawn.count()).toBeGreaterThan(0);
        const key = await paint(`.run-strip__legend [data-mark="${kind}"] .run-strip__mark`);
        expect(await paint(`.run-strip__at--${kind} .run-strip__mark--${kind}`)).toEqual(key);
        // Drawn, not black: a cross and two bars by their stroke, a recovering sweep by its amber fill.
        expect(kind === 'recovered' ? key.fill : key.stroke).not.toMatch(/^(none|rgb\(0, 0, 0\))$/);
      }
    });
  }

  test('each file button says what it did last: a download replaces the copied link’s message', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, 'preset=slow-worker&seed=1');
    await page.getByRole('button', { name: 'Copy a link to this run' }).click();
    await expect(page.getByText(/^Copied a link to this run/)).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export JSON' }).click()]);
    const steps = JSON.parse(readFileSync((await download.path())!, 'utf8')).steps.length;
    await expect(page.locator('.run-files__status')).toHaveText(`Downloaded ${download.suggestedFilename()} (${steps} steps).`);
    await expect(page.getByText(/^Copied a link to this run/)).toHaveCount(0);
  });

  test('the sweep LIMIT select changes what the next sweep takes, and the link keeps it', async ({ page }) => {
    await open(page, 'preset=backlog&seed=1');
    const panel = page.getByRole('region', { name: 'Tuning' });
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await expect(narration(page)).toContainText('put job-01, job-02 and 2 more back in pending');
    await panel.getByRole('combobox', { name: 'Sweep LIMIT' }).selectOption('none');
    await panel.getByRole('button', { name: 'Run again with these' }).click();
    await expect(page).toHaveURL(/[?&]limit=none/);
    await focusView(page);
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await expect(narration(page)).toContainText('put job-01, job-02 and 3 more back in pending');
    await open(page, 'preset=backlog&seed=1&limit=0');
    await expect(page.getByRole('complementary', { name: 'Part of this link could not be used' })).toContainText(
      "limit=0 is not none or a whole number from 1 to 100, so the preset's own sweep LIMIT is used.",
    );
  });

  test('the help overlay lists every shortcut', async ({ page }) => {
    await open(page, 'preset=command-worker&seed=1');
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    for (const k of ['Space', '←', '→', 'Shift+←', 'Shift+→', 'Home', 'End', '-', '+']) await expect(dialog.locator('kbd', { hasText: new RegExp(`^${k.replace('+', '\\+')}$`) }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('playback pauses itself when the tab is hidden', async ({ page }) => {
    await open(page, 'preset=busy-hour&seed=2026');
    await page.keyboard.press(' ');
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  });

  test("a run link's step is the run's: no notice about the hub's steps, and the hub stays at its start", async ({ page }) => {
    await open(page, 'preset=command-worker&seed=1&step=5');
    await expect(slider(page)).toHaveAttribute('aria-valuetext', /^step 5 of 19/);
    await expect(page.getByRole('complementary', { name: 'Part of this link could not be used' })).toHaveCount(0);
    await expect(page).toHaveURL(/\?view=run&preset=command-worker&seed=1&step=5$/);
    await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Hub' }).click();
    await expect(page).toHaveURL(/\?view=hub&step=13$/);
    await expect(page.getByText('step 13 of 16')).toBeVisible();
  });

  test('a step past the end of the run is named by the run, not as a step of the hub', async ({ page }) => {
    await open(page, 'preset=command-worker&seed=1&step=3000');
    const notice = page.getByRole('complementary', { name: 'Part of this link could not be used' });
    await expect(notice).toContainText('step=3000 is past the end of this run (19 steps), so it opens at the end.');
    await expect(notice).not.toContainText('0 to 16');
    await expect(slider(page)).toHaveAttribute('aria-valuetext', /^step 19 of 19/);
  });
});

test.describe('the run view keeps its controls still', () => {
  test('the file buttons stay where they were when the status line says what Export did', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, 'preset=tuning&seed=5');
    const boxes = () => page.locator('.run-files .btn').evaluateAll((bs) => bs.map((b) => { const r = b.getBoundingClientRect(); return [Math.round(r.x), Math.round(r.y)]; }));
    const before = await boxes();
    await page.getByRole('button', { name: 'Export JSON' }).click();
    await expect(page.locator('.run-files__status')).toContainText('Downloaded');
    expect(await boxes()).toEqual(before);
  });

  test('the strip draws a dead-lettering sweep on the sweeps’ row, and crashes close together as one cross with their count', async ({ page }) => {
    await open(page, 'preset=tuning&seed=5');
    const centreY = (sel: string) => page.locator(sel).first().evaluate((el) => { const r = el.getBoundingClientRect(); return Math.round(r.y + r.height / 2); });
    expect(await centreY('.run-strip__at--dead .run-strip__mark')).toBe(await centreY('.run-strip__at--sweep .run-strip__mark'));
    const counted = page.locator('.run-strip__at--crash[data-count]');
    expect(await counted.count()).toBeGreaterThan(0);
    await expect(counted.first().locator('.run-strip__count')).toHaveText(/^\d+$/);
  });
});

