import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ViewWidget } from '../app/mountView';
import { fetchStory, STORY_FETCH_TIMEOUT_MS } from './fetchStory';
import { loadHubView } from './HubIsland';

const STORY_TEXT = readFileSync(resolve(process.cwd(), 'public/stories/invoices.story.json'), 'utf8');
const BASE = 'https://course.example/hub/';

/** A server that takes the request and never answers (nor heeds the abort). */
const silent = vi.fn<typeof fetch>(() => new Promise<Response>(() => {}));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  silent.mockClear();
});

async function reason(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    return (e as Error).message;
  }
  return 'no error';
}

describe('fetching a story file', () => {
  it('gives up on a server that never answers after 10 seconds, naming its host', async () => {
    vi.useFakeTimers();
    const fetching = reason(fetchStory('https://slow.example:8443/story.json', BASE, silent));
    await vi.advanceTimersByTimeAsync(STORY_FETCH_TIMEOUT_MS - 1);
    expect(silent).toHaveBeenCalledTimes(1);
    expect(silent.mock.calls[0]![1]!.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await fetching).toBe('no answer from slow.example:8443 within 10 seconds; check that the server is up and the address is right');
    expect(silent.mock.calls[0]![1]!.signal!.aborted).toBe(true);
  });

  it('gives up on a body that never ends, too', async () => {
    vi.useFakeTimers();
    const endless = new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('{"format":')) });
    const fetching = reason(fetchStory('/story.json', BASE, async () => new Response(endless, { status: 200 })));
    await vi.advanceTimersByTimeAsync(STORY_FETCH_TIMEOUT_MS);
    expect(await fetching).toMatch(/^no answer from course\.example within 10 seconds/);
  });

  it('refuses an address with a user name or password before sending anything, and does not call it CORS', async () => {
    for (const url of ['https://user:pass@stories.example/s.json', 'https://user@stories.example/s.json', 'https://:secret@stories.example/s.json']) {
      const why = await reason(fetchStory(url, BASE, silent));
      expect(why).toMatch(/^its address holds a user name or password \(user:pass@\), and the page never sends credentials written in an address/);
      expect(why).not.toMatch(/CORS/);
    }
    expect(silent).not.toHaveBeenCalled();
  });

  it('still reads a file that arrives in time', async () => {
    const file = await fetchStory('/s.json', BASE, async () => new Response(STORY_TEXT, { status: 200 }));
    expect(file.story.select).toBe('inv-1001');
  });
});

describe('a story URL that never answers, in the hub', () => {
  beforeAll(() => loadHubView());

  it('leaves "Loading the story" after 10 seconds with a notice naming the server, and the hub’s own story stays usable', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('fetch', silent);
    render(<ViewWidget view="hub" scenario="https://stories.example/never.json" />);
    expect(screen.getByText('Loading the story from https://stories.example/never.json…')).toBeInTheDocument();
    // Meanwhile the hub's own story works.
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const root = document.querySelector<HTMLElement>('[data-widget]')!;
    act(() => root.focus());
    await user.click(screen.getByRole('button', { name: 'Step sweep' }));
    expect(screen.getByRole('button', { name: /^JOB-b,/ })).toHaveAccessibleName(/^JOB-b, pending/);
    await act(() => vi.advanceTimersByTimeAsync(STORY_FETCH_TIMEOUT_MS));
    expect(
      screen.getByText(/The story file scenario=https:\/\/stories\.example\/never\.json could not be shown: no answer from stories\.example within 10 seconds/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Loading the story/)).toBeNull();
  });
});
