import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ViewWidget } from '../app/mountView';
import { loadHubView } from './HubIsland';

const fixture = (name: string) => readFileSync(resolve(process.cwd(), `test/fixtures/stories/${name}.story.json`), 'utf8');
const URL_OF_STORY = 'https://docs.example/stories/any.story.json';

/** Opens `text` in a hub widget as a fetched story file and waits for it. */
async function openStory(text: string) {
  vi.stubGlobal('fetch', async () => new Response(text, { status: 200 }));
  render(<ViewWidget view="hub" scenario={URL_OF_STORY} />);
  await screen.findByText(/^Story: /);
}

afterEach(() => vi.unstubAllGlobals());

const readout = () => screen.getByRole('region', { name: 'Readout' });

describe('the hub’s readout on any story', () => {
  beforeAll(() => loadHubView());

  it('cuts half a megabyte of data to its first characters and says how long it is', async () => {
    const data = 'x'.repeat(504_102);
    const steps = [1, 2, 3, 4, 5, 6].map((i) => ({ at: 0, op: 'enqueue', job: `b${i}`, data }));
    await openStory(JSON.stringify({ format: 'emq-scenario/1', name: 'Big data', queue: 'big', clockStartMs: 0, maxStalled: 3, leaseMs: 10_000, steps, story: { select: 'b1' } }));
    const card = within(readout()).getByRole('article', { name: 'b1 details' });
    const data_ = [...card.querySelectorAll('dt')].find((dt) => dt.textContent === 'data')!.nextElementSibling!;
    expect(data_).toHaveTextContent(/^x{200}… 504,102 characters$/);
    expect(readout().textContent!.length).toBeLessThan(3_000);
  });

  it('names an orphan for what Redis has, not a lease its worker holds', async () => {
    await openStory(fixture('orphan'));
    expect(readout()).toHaveTextContent('An orphan: its id is a member of active, but its job hash is gone');
    expect(readout()).not.toHaveTextContent('In flight');
  });

  it('offers no late complete on an author’s story: that is the hub’s own second act', async () => {
    await openStory(fixture('grouped'));
    expect(screen.queryByRole('button', { name: /late complete/ })).toBeNull();
  });

  it('while the opening prediction is open on a LIMIT 3 story, neither the forecast nor the readout says what the sweep does; skipping shows both with the LIMIT', async () => {
    await openStory(fixture('limit3'));
    const forecast = document.querySelector('.forecast')!;
    expect(forecast).not.toHaveTextContent('A sweep now would');
    expect(readout()).toHaveTextContent('Next sweep: hidden while you predict.');
    expect(readout()).not.toHaveTextContent('LIMIT 3');
    screen.getByRole('button', { name: 'Skip predicting' }).click();
    await screen.findByText(/waiting for a later sweep \(LIMIT 3\)\./, { selector: '.forecast' });
    expect(forecast).toHaveTextContent('A sweep now would recover j1, j2 and j3 to pending; j4 and j5 stay in active, expired, waiting for a later sweep (LIMIT 3).');
    expect(readout()).toHaveTextContent('Next sweep: ⏳ stay in active: expired, waiting for a later sweep (LIMIT 3)');
  });
});
