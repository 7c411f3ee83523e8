import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { decodeStoryLink, storyHash, storyLinkOf } from '../src/sim/story/storyLink';
import { openPage } from './openPage';

const STORY_TEXT = readFileSync('public/stories/invoices.story.json', 'utf8');
const OTHER_ORIGIN = 'https://stories.example.org/invoices.json';

const lane = (page: Page, name: RegExp) => page.getByRole('region', { name });
const stepText = (page: Page) => page.locator('.clock__step');

async function expectStoryOpen(page: Page) {
  await expect(page.getByText('Story: Two tenants, one dead worker')).toBeVisible();
  await expect(stepText(page)).toHaveText('step 9 of 9');
  await expect(lane(page, /^active lane/).getByRole('button')).toHaveCount(3);
  await expect(page.getByRole('article', { name: 'inv-1001 details' })).toBeVisible();
  await expect(page.getByText(/west-1 is alive and keeps extending inv-1002/)).toBeVisible();
}

async function stepSweepAndSeeGroupLane(page: Page) {
  await page.getByRole('button', { name: 'Step sweep' }).click();
  const acme = lane(page, /^pending lane of group acme/);
  await expect(acme).toHaveAccessibleName('pending lane of group acme, 1 job');
  await expect(acme.locator('.lane__key')).toHaveText('emq:{billing.invoices}:g:acme:pending');
  await expect(acme.getByRole('button', { name: /^inv-1001, pending/ })).toBeVisible();
  await expect(lane(page, /^pending lane, /).getByRole('button', { name: /^inv-1003, pending/ })).toBeVisible();
  await expect(lane(page, /^active lane/).getByRole('button')).toHaveCount(1);
}

test.describe('a story file in the hub', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('by URL on the same origin: the author’s jobs, queue, selection and caption, then its group lane after Step sweep', async ({ page }) => {
    await openPage(page, './?view=hub&scenario=stories/invoices.story.json');
    await expectStoryOpen(page);
    await stepSweepAndSeeGroupLane(page);
    // The link keeps naming the file, so a reload shows the same story.
    expect(new URL(page.url()).searchParams.get('scenario')).toBe('stories/invoices.story.json');
  });

  test('by URL on another origin that allows it (CORS), with loading status while it arrives', async ({ page }) => {
    let release: () => void = () => {};
    const arrived = new Promise<void>((r) => (release = r));
    await page.route(OTHER_ORIGIN, async (route) => {
      await arrived;
      await route.fulfill({ status: 200, body: STORY_TEXT, headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' } });
    });
    await openPage(page, `./?view=hub&scenario=${encodeURIComponent(OTHER_ORIGIN)}`);
    await expect(page.getByText(`Loading the story from ${OTHER_ORIGIN}…`)).toBeVisible();
    release();
    await expectStoryOpen(page);
  });

  test('by hash: the whole file in the link', async ({ page }) => {
    await openPage(page, `./?view=hub${storyHash(STORY_TEXT)}`);
    await expectStoryOpen(page);
    await stepSweepAndSeeGroupLane(page);
  });

  // (Playwright's route.fulfill skips the browser's CORS check, so a refused read is a failed request here.)
  test('a fetch that fails or finds no file is named in the notice, and the hub’s own story stays usable', async ({ page }) => {
    await page.route(OTHER_ORIGIN, (route) => route.abort('failed'));
    await page.route('**/stories/missing.json', (route) => route.fulfill({ status: 404, body: 'not here' }));
    await openPage(page, `./?view=hub&scenario=${encodeURIComponent(OTHER_ORIGIN)}`);
    await expect(page.locator('.notice')).toContainText('could not be shown: no answer from its server');
    await expect(page.getByText(/^Loading the story/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Step sweep' }).click();
    await expect(page.getByRole('button', { name: /^JOB-b, pending/ })).toBeVisible();
    await openPage(page, './?view=hub&scenario=stories/missing.json');
    await expect(page.locator('.notice')).toContainText('could not be shown: its server answered 404');
    await page.getByRole('button', { name: 'Step sweep' }).click();
    await expect(page.getByRole('button', { name: /^JOB-b, pending/ })).toBeVisible();
  });

  test('a corrupt hash is named in the notice, and the hub’s own story shows', async ({ page }) => {
    await openPage(page, './?view=hub#scenario=1.NoWayThisIsLz');
    await expect(page.locator('.notice')).toContainText('field "#scenario": is damaged');
    await expect(stepText(page)).toHaveText('step 13 of 16');
  });
});

test('the run view’s Copy a link to this run opens the run view on that very run', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, './?view=run&preset=crash-loop&seed=3');
  await page.getByRole('button', { name: 'Copy a link to this run' }).click();
  await expect(page.getByText(/^Copied a link to this run/)).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const url = new URL(copied);
  expect(url.searchParams.get('view')).toBe('run');
  expect(url.searchParams.has('preset')).toBe(false);
  expect(url.hash).toMatch(/^#scenario=1\./);
  await openPage(page, copied);
  await expect(page.getByText('Replaying the run in this link: its steps, as recorded.')).toBeVisible();
  await expect(page.locator('.notice')).toHaveCount(0);
  // The run opened from the link is the same run: its own link carries the same steps and interventions
  // (an imported run's interventions say they came from the file, not from the simulation).
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.getByRole('button', { name: 'Copy a link to this run' }).click();
  await expect(page.getByText(/^Copied a link to this run/)).toBeVisible();
  const again = await page.evaluate(() => navigator.clipboard.readText());
  const runOf = (link: string) => {
    const file = JSON.parse(decodeStoryLink(storyLinkOf(new URL(link).hash)!));
    return { ...file, interventions: file.interventions.map(({ by: _by, ...rest }: { by: string }) => rest) };
  };
  expect(runOf(copied).interventions.length).toBeGreaterThan(0);
  expect(runOf(again)).toEqual(runOf(copied));
});

/** `npm run sim -- FILE ARGS…` on `text` (written to a file of its own): its standard output. */
function sim(text: string, ...args: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'sim-link-'));
  const path = join(dir, 'story.json');
  writeFileSync(path, text);
  const r = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/cli/sim.ts', path, ...args], { encoding: 'utf8' });
  expect(r.stderr).toBe('');
  return r.stdout.trim();
}

const fixture = (name: string) => readFileSync(`test/fixtures/stories/${name}.story.json`, 'utf8');

test.describe('an author’s story, linked and checked', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('“Copy a link to this story” after a step and a selection opens, in a new page, the same step, caption and selected job', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPage(page, `./?view=hub${storyHash(STORY_TEXT)}`);
    await expectStoryOpen(page);
    await page.getByRole('button', { name: 'Previous step' }).click();
    await expect(stepText(page)).toHaveText('step 8 of 9');
    await page.getByRole('button', { name: /^inv-1003, / }).click();
    await expect(page.getByRole('article', { name: 'inv-1003 details' })).toBeVisible();
    await page.getByRole('button', { name: 'Copy a link to this story' }).click();
    await expect(page.getByText(/^Copied a link to this story at step 8/)).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const other = await context.newPage();
    await other.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(other, copied);
    await expect(other.getByText('Story: Two tenants, one dead worker')).toBeVisible();
    await expect(stepText(other)).toHaveText('step 8 of 9');
    await expect(other.getByText('east-1 dies holding two leases: inv-1001 (tenant acme) and inv-1003.')).toBeVisible();
    await expect(other.getByRole('article', { name: 'inv-1003 details' })).toBeVisible();
    await expect(other.locator('.notice')).toHaveCount(0);
  });

  test('`sim --link` prints a link that opens the story’s moment with its captions and title', async ({ page }) => {
    const story = { ...JSON.parse(STORY_TEXT), story: { stepsFrom: 1, title: 'East-1 dies', openAt: 8, select: 'inv-1003', captions: { '8': 'east-1 dies holding two leases.' } } };
    const link = sim(JSON.stringify(story), '--link');
    expect(link).toMatch(/^\?view=hub#scenario=1\./);
    await openPage(page, `./${link}`);
    await expect(page.getByRole('heading', { level: 1, name: 'East-1 dies' })).toBeVisible();
    await expect(stepText(page)).toHaveText('step 8 of 9');
    await expect(page.getByText('east-1 dies holding two leases.')).toBeVisible();
    await expect(page.getByRole('article', { name: 'inv-1003 details' })).toBeVisible();
  });

  test('the run view’s Import JSON lists every mistake of a story block, and keeps the current run', async ({ page }) => {
    await openPage(page, './?view=run&preset=crash-loop&seed=3');
    const bad = { ...JSON.parse(STORY_TEXT), story: { stepsFrom: 1, opneAt: 3, select: 'inv-9', captions: { '0': 'x' } } };
    await page.getByLabel('Import JSON').setInputFiles({ name: 'bad.story.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
    await expect(page.getByRole('alert')).toContainText('bad.story.json was not loaded: field "story.opneAt": is not a story field');
    await expect(page.getByRole('alert')).toContainText('(and 2 more problems, listed under Import JSON)');
    const list = page.getByRole('list', { name: 'The 3 problems of the file' });
    await expect(list.getByRole('listitem')).toHaveText([
      'field "story.opneAt": is not a story field (stepsFrom, title, openAt, select, captions); did you mean "openAt"?',
      /^field "story.select": must be a job the file enqueues, got "inv-9"/,
      'field "story.captions.0": names no step: a caption\'s key must be a step of the file, 1 to 9',
    ]);
    await expect(page.locator('.run-presets__summary')).not.toContainText('bad.story.json');
  });

  test('a LIMIT 3 story: the readout and the prediction’s feedback say the jobs past the LIMIT are expired, waiting for a later sweep, not still live', async ({ page }) => {
    await openPage(page, `./?view=hub${storyHash(fixture('limit3'))}`);
    const predict = page.getByRole('group', { name: 'Predict the next sweep' });
    await predict.getByRole('group', { name: 'Your guess for j4' }).getByRole('radio', { name: 'stay in flight' }).click();
    await predict.getByRole('group', { name: 'Your guess for j1' }).getByRole('radio', { name: 'recover to pending' }).click();
    await page.getByRole('button', { name: 'Step sweep' }).click();
    const reveal = page.getByRole('region', { name: 'Your predictions' });
    await expect(reveal).toContainText('expired, waiting for a later sweep (LIMIT 3)');
    await expect(reveal).not.toContainText('still live');

    await openPage(page, `./?view=hub${storyHash(fixture('limit3'))}`);
    await page.getByRole('button', { name: 'Skip predicting' }).click();
    const readout = page.getByRole('region', { name: 'Readout' });
    await expect(readout).toContainText('expired, waiting for a later sweep (LIMIT 3)');
    await expect(readout).not.toContainText('still live');
  });

  test('a story with two groups shows both group lanes at the opening, the empty one too', async ({ page }) => {
    const twoGroups = {
      format: 'emq-scenario/1', name: 'Two tenants', queue: 'tn', clockStartMs: 1767225600000, maxStalled: 3, leaseMs: 10000,
      steps: [
        { at: 0, op: 'enqueue', job: 'a1', group: 'acme' },
        { at: 0, op: 'enqueue', job: 'g1', group: 'globex' },
        { at: 100, op: 'claim', worker: 'w1', group: 'globex' },
      ],
      story: { stepsFrom: 1, openAt: 3 },
    };
    expect(sim(JSON.stringify(twoGroups), '--check')).toBe('');
    await openPage(page, `./?view=hub${storyHash(JSON.stringify(twoGroups))}`);
    await expect(stepText(page)).toHaveText('step 3 of 3');
    await expect(lane(page, /^pending lane of group acme/)).toHaveAccessibleName('pending lane of group acme, 1 job');
    await expect(lane(page, /^pending lane of group globex/)).toHaveAccessibleName('pending lane of group globex, 0 jobs');
  });
});
