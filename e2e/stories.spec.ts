import { readFileSync } from 'node:fs';
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
