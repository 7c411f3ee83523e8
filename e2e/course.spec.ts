import { expect, test } from '@playwright/test';
import { openPage, waitLive } from './openPage';

const SECTIONS = ['Recovery from failures', 'Two layers on one signal', 'The four dives', 'The pattern, applied', 'References', 'Check your understanding'];

const REFERENCE_HREFS = [
  'https://redis.io/docs/latest/commands/eval/',
  'https://redis.io/docs/latest/commands/evalsha/',
  'https://redis.io/docs/latest/develop/programmability/eval-intro/',
  'https://redis.io/docs/latest/commands/zrangebyscore/',
  'https://redis.io/docs/latest/commands/zadd/',
  'https://redis.io/docs/latest/commands/hincrby/',
  'https://redis.io/docs/latest/commands/time/',
  'https://redis.io/docs/latest/commands/lmove/',
  'https://redis.io/docs/latest/commands/set/',
  'https://valkey.io/topics/sorted-sets/',
  'https://docs.bullmq.io/guide/jobs/stalled',
  'https://github.com/OptimalBits/bull/issues/356',
  'https://github.com/OptimalBits/bull/pull/359',
];

test.describe('the course page', () => {
  for (const [width, height, also] of [[1280, 800, ['.readout']], [360, 780, []]] as const) {
    test(`opens with the hub on the first screen at ${width}×${height}: Step sweep and the three lanes${also.length ? ' and the readout' : ''}, before any scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await openPage(page, './?view=hub');
      await waitLive(page);
      for (const sel of ['.controls button:has-text("Step sweep")', '.lane--pending', '.lane--active', '.lane--dead', ...also]) {
        const box = (await page.locator(sel).first().boundingBox())!;
        expect(box.y, `${sel} starts on the first screen`).toBeLessThan(height - 24);
      }
      expect(await page.evaluate(() => scrollY)).toBe(0);
    });
  }

  test('reads top to bottom in its sections, with the hub widget before the first and the quiz last', async ({ page }) => {
    await openPage(page, './?view=hub');
    await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: new RegExp(`^(${SECTIONS.join('|')})$`) })).toHaveText(SECTIONS);
    const recovery = page.getByRole('region', { name: 'Recovery from failures' });
    const step = page.locator('main').getByRole('button', { name: /^Step sweep/ });
    await expect(step).toBeVisible();
    expect((await step.boundingBox())!.y).toBeLessThan((await recovery.boundingBox())!.y);
    await expect(recovery).toContainText('ZRANGEBYSCORE emq:{q}:active -inf');
    await expect(page.getByRole('region', { name: 'Two layers on one signal' }).getByRole('region', { name: 'sweep.lua, with notes' })).toContainText("redis.call('HINCRBY', job, 'stalled', 1)");
  });

  test('links every reference to its real page', async ({ page }) => {
    await openPage(page, './?view=hub');
    const hrefs = await page.getByRole('region', { name: 'References' }).getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(REFERENCE_HREFS);
  });

  test('opens each dive from its card, and the card says how far the learner got', async ({ page }) => {
    await openPage(page, './?view=hub');
    const dives = page.getByRole('region', { name: 'The four dives' });
    await expect(dives.getByRole('listitem')).toHaveCount(4);
    await expect(dives.getByRole('listitem').nth(1)).toContainText('Not opened yet.');
    await dives.getByRole('link', { name: /Open Dive: bound/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Bound/);
    await page.getByRole('main').getByRole('button', { name: 'Next beat', exact: true }).click();
    await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Hub' }).click();
    await expect(page.getByRole('region', { name: 'The four dives' }).getByRole('listitem').nth(1)).toContainText(/1 beat run/);
  });

  test('has no course text in the embedded hub: only the widget', async ({ page }) => {
    await openPage(page, './?view=hub&embed=1');
    await expect(page.getByRole('heading', { name: 'Recovery from failures' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Check your understanding' })).toHaveCount(0);
  });
});

test.describe('Check your understanding', () => {
  for (const [width, height, theme] of [[1280, 800, 'light'], [360, 780, 'dark']] as const) {
    test(`sets each question fully inside its card, under the card's top border, at ${width} px (${theme})`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: theme });
      await openPage(page, './?view=hub');
      const boxes = await page.locator('.quiz__question').evaluateAll((cards) =>
        cards.map((card) => {
          const c = card.getBoundingClientRect();
          const q = card.querySelector('legend')!.getBoundingClientRect();
          return { cardTop: c.top, border: parseFloat(getComputedStyle(card).borderTopWidth), questionTop: q.top, questionBottom: q.bottom, cardBottom: c.bottom };
        }),
      );
      expect(boxes.length).toBeGreaterThanOrEqual(8);
      for (const b of boxes) {
        expect(b.questionTop).toBeGreaterThanOrEqual(b.cardTop + b.border);
        expect(b.questionBottom).toBeLessThanOrEqual(b.cardBottom);
      }
    });
  }

  test('a phone reaches the quiz from the top of the page: "Jump to the quiz" lands on its heading and stays there', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await openPage(page, './?view=hub');
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: /^Jump to the quiz/ }).click();
    const heading = page.getByRole('heading', { level: 2, name: 'Check your understanding' });
    await expect(heading).toBeFocused();
    // Once every section above has its real height the heading is still at the top of the screen.
    await page.waitForTimeout(800);
    const y = (await heading.boundingBox())!.y;
    expect(y).toBeGreaterThanOrEqual(0);
    expect(y).toBeLessThan(80);
    await expect(page.locator('.quiz__question').first()).toBeInViewport();
  });

  test('a link ending #quiz opens the course page on the quiz heading', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await openPage(page, './?view=hub#quiz');
    const heading = page.getByRole('heading', { level: 2, name: 'Check your understanding' });
    await expect(heading).toBeFocused();
    await page.waitForTimeout(800);
    const y = (await heading.boundingBox())!.y;
    expect(y).toBeGreaterThanOrEqual(0);
    expect(y).toBeLessThan(80);
  });

  test('asks at least 8 questions, each a group of radio options with a Check button', async ({ page }) => {
    await openPage(page, './?view=hub');
    const quiz = page.getByRole('region', { name: 'Check your understanding' });
    const groups = quiz.getByRole('group');
    expect(await groups.count()).toBeGreaterThanOrEqual(8);
    for (const g of await groups.all()) {
      expect(await g.getByRole('radio').count()).toBeGreaterThanOrEqual(2);
      await expect(g.getByRole('button', { name: 'Check' })).toBeVisible();
    }
  });

  test('says wrong, then right, with why and a link to the view that shows it', async ({ page }) => {
    await openPage(page, './?view=hub');
    const quiz = page.getByRole('region', { name: 'Check your understanding' });
    // Question 1 of the first round: a sweep at a lease's own deadline (the generator's seed is fixed).
    const q = quiz.getByRole('group').first();
    await expect(q).toContainText('A sweep runs at t = 20.000 s');
    // A click, not check(): on the sleeping quiz the pick shows once the live quiz has replayed it, a moment later.
    await q.getByRole('radio', { name: /Still in active/ }).click();
    await expect(q.getByRole('radio', { name: /Still in active/ })).toBeChecked();
    await q.getByRole('button', { name: 'Check' }).click();
    const feedback = q.getByRole('status');
    await expect(feedback).toContainText('Not quite: the answer is “Back in pending: the sweep recovered it”.');
    await expect(feedback).toContainText('ZRANGEBYSCORE active -inf now includes now');
    await expect(feedback.getByRole('link', { name: /See it in Dive: detect/ })).toHaveAttribute('href', '?view=detect&now=20000#see=moment');
    await q.getByRole('radio', { name: /Back in pending/ }).check();
    await expect(feedback).toBeEmpty();
    await q.getByRole('button', { name: 'Check' }).click();
    await expect(feedback).toContainText(/^Right\./);
  });

  test('question 7’s “See it” opens the course page scrolled to the sweep.lua lines it names, lit', async ({ page }) => {
    await openPage(page, './?view=hub');
    // Question 7 asks where the sweep puts a grouped job; its link names lines of sweep.lua.
    const q = page.getByRole('region', { name: 'Check your understanding' }).getByRole('group').nth(6);
    await q.getByRole('radio').first().click();
    await expect(q.getByRole('radio').first()).toBeChecked();
    await q.getByRole('button', { name: 'Check' }).click();
    const link = q.getByRole('status').getByRole('link', { name: /See it in the course page \(sweep\.lua, lines \d+ to \d+\)/ });
    const [, from, to] = /lines (\d+) to (\d+)/.exec((await link.textContent())!)!;
    const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await waitLive(tab);
    const listing = tab.getByRole('region', { name: 'sweep.lua, with notes' });
    const first = listing.locator(`[data-line="${from}"]`);
    await expect(first).toBeInViewport();
    await expect(first).toHaveClass(/is-current/);
    await expect(listing.locator(`[data-line="${to}"]`)).toBeInViewport();
    // Still there once the page has settled (the hub above it finished loading).
    await tab.waitForTimeout(1_000);
    await expect(first).toBeInViewport();
  });

  test('question 3’s “See it” opens the hub on the question’s own run, at the step that answers it, scrolled into view', async ({ page }) => {
    await openPage(page, './?view=hub');
    const q = page.getByRole('region', { name: 'Check your understanding' }).getByRole('group').nth(2);
    await expect(q).toContainText("How many times does j1's handler start?");
    await q.getByRole('radio', { name: 'Once' }).click();
    await expect(q.getByRole('radio', { name: 'Once' })).toBeChecked();
    await q.getByRole('button', { name: 'Check' }).click();
    const answer = (await q.getByRole('status').textContent())!.includes('the handler ran once') ? 'once' : 'twice';
    const link = q.getByRole('status').getByRole('link', { name: /See it in the hub, on this question's own run \(step \d+: / });
    const step = /step (\d+):/.exec((await link.textContent())!)![1]!;
    const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await waitLive(tab);
    const hub = tab.locator('main [data-widget].hub');
    await expect(hub.locator('.clock__step')).toContainText(`step ${step} of`);
    await expect(hub.locator('.clock__step')).toBeInViewport();
    await expect(hub.getByRole('region', { name: 'Readout' })).toContainText(answer === 'once' ? 'w1 completed j1' : 'w2 claimed j1');
  });

  test('an option picked while the quiz is still waking is not lost: the live quiz has it picked and checks it', async ({ page }) => {
    // Hold the quiz's code until the learner has picked, as on a slow connection.
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/Quiz-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await openPage(page, './?view=hub');
    const q = page.getByRole('region', { name: 'Check your understanding' }).getByRole('group').first();
    await q.getByRole('radio', { name: /Still in active/ }).click();
    release();
    await expect(page.locator('[data-island="quiz"][data-awake]')).toHaveCount(1);
    await expect(q.getByRole('radio', { name: /Still in active/ })).toBeChecked();
    await q.getByRole('button', { name: 'Check' }).click();
    await expect(q.getByRole('status')).toContainText('Not quite');
  });

  test('keeps a running score above the questions: answered and right, a new pick taking its check back', async ({ page }) => {
    await openPage(page, './?view=hub');
    const quiz = page.getByRole('region', { name: 'Check your understanding' });
    const score = quiz.getByTestId('quiz-score');
    await expect(score).toHaveText('0 of 8 answered, 0 right');
    // Question 1 of the first round: a sweep at a lease's own deadline, so the answer is back in pending.
    const q = quiz.getByRole('group').first();
    await q.getByRole('radio', { name: /Back in pending/ }).click();
    await expect(q.getByRole('radio', { name: /Back in pending/ })).toBeChecked();
    await q.getByRole('button', { name: 'Check' }).click();
    await expect(score).toHaveText('1 of 8 answered, 1 right');
    await q.getByRole('radio', { name: /Still in active/ }).check();
    await expect(score).toHaveText('0 of 8 answered, 0 right');
    await q.getByRole('button', { name: 'Check' }).click();
    await expect(score).toHaveText('1 of 8 answered, 0 right');
    // It stays on screen while the learner works down the questions.
    await quiz.getByRole('group').nth(6).scrollIntoViewIfNeeded();
    await expect(score).toBeInViewport();
  });

  // Question n (0-based) of the first round, the dive its "See it" opens, and the panel that shows the moment.
  for (const [n, idea, dive, panel] of [
    [0, 'expired', 'detect', '.dpanel:has(.dline)'],
    [1, 'the M-th stall', 'bound', '.dpanel:has(.dmeter)'],
    [3, 'the client loop', 'one step', '.dpanel:has(.dseq)'],
    [4, 'the server clock', 'detect', '.dpanel:has(.dline)'],
    [5, 'the reaper', 'bound', '.dpanel:has(.dmeter)'],
  ] as const) {
    test(`question ${n + 1} (${idea}): “See it” names the moment and opens the ${dive} dive there, that panel in view`, async ({ page }) => {
      await openPage(page, './?view=hub');
      const q = page.getByRole('region', { name: 'Check your understanding' }).getByRole('group').nth(n);
      await q.getByRole('radio').first().click();
      await expect(q.getByRole('radio').first()).toBeChecked();
      await q.getByRole('button', { name: 'Check' }).click();
      const link = q.getByRole('status').getByRole('link', { name: new RegExp(`^See it in Dive: ${dive} \\(.+\\)`) });
      const label = (await link.textContent())!;
      const href = new URL((await link.getAttribute('href'))!, page.url());
      const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
      await waitLive(tab);
      const moment = tab.locator(`main [data-widget] ${panel}`).first();
      await expect(moment).toBeInViewport();
      if (dive === 'detect') {
        // The now slider sits at the instant the label names.
        await expect(moment.locator('input[type="range"]')).toHaveValue(href.searchParams.get('now')!);
      } else if (dive === 'bound') {
        await expect(moment).toContainText(`of maxStalled ${href.searchParams.get('m')}`);
      } else {
        const moves = /move (\d+)\)/.exec(label)![1];
        await expect(tab.locator('main .dnarration__label')).toHaveText(`Move ${moves} of ${moves}`);
      }
      // Still there once the panels below it have rendered.
      await tab.waitForTimeout(1_000);
      await expect(moment).toBeInViewport();
    });
  }

  test('draws new numbers on More questions', async ({ page }) => {
    await openPage(page, './?view=hub');
    const quiz = page.getByRole('region', { name: 'Check your understanding' });
    const before = await quiz.getByRole('group').allTextContents();
    await quiz.getByRole('button', { name: 'More questions' }).click();
    await expect.poll(() => quiz.getByRole('group').allTextContents()).not.toEqual(before);
  });
});

test.describe('moving around the page by keyboard', () => {
  test('the first Tab reaches "Skip to the view", which puts focus in the view', async ({ page }) => {
    await openPage(page, './?view=run');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to the view' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  });

  test('a view switch moves focus to the new view’s heading and announces it', async ({ page }) => {
    await openPage(page, './?view=hub');
    await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Dive: detect' }).click();
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(/^Detect/);
    await expect(h1).toBeFocused();
    await expect(page.locator('.page > [role=status]')).toHaveText(/^Now showing: Detect/);
    await page.goBack();
    await expect(h1).toHaveText('One sweep, four jobs');
    await expect(h1).toBeFocused();
  });
});

test.describe('focus when the focused button disables', () => {
  test('stays inside the hub widget when Previous step disables at step 0, never on <body>', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, './?view=hub');
    const prev = page.getByRole('button', { name: 'Previous step' });
    await prev.focus();
    for (let i = 0; i < 13; i++) await page.keyboard.press('Enter');
    await expect(prev).toBeDisabled();
    expect(await page.evaluate(() => document.activeElement !== document.body && !!document.activeElement?.closest('[data-widget]'))).toBe(true);
    // …and the view's keys still act there: one step forward re-enables it.
    await page.keyboard.press('n');
    await expect(prev).toBeEnabled();
  });
});

test.describe('the one-step sequence diagram on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('is reached with Tab and scrolls sideways with the arrow keys', async ({ page }) => {
    await openPage(page, './?view=onestep&sched=ABAAAbBBB&at=7');
    const diagram = page.getByRole('group', { name: /^Sequence diagram/ });
    await diagram.focus();
    await expect(diagram).toBeFocused();
    expect(await diagram.evaluate((el) => el.getAttribute('tabindex'))).toBe('0');
    const wide = await diagram.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(wide).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => diagram.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });

  test('says it scrolls sideways: a “scroll →” hint above it and a fading right edge, until the learner has scrolled to the end', async ({ page }) => {
    await openPage(page, './?view=onestep&sched=ABAAAbBBB&at=7');
    const diagram = page.getByRole('group', { name: /^Sequence diagram/ });
    const wrap = page.locator('.dseq-wrap');
    await expect(wrap.getByText('scroll →')).toBeVisible();
    const fade = () => wrap.evaluate((el) => getComputedStyle(el, '::after').backgroundImage);
    expect(await fade()).toContain('gradient');
    await diagram.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(fade).toBe('none');
  });
});
