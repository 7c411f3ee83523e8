import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { storyHash } from '../../sim/story/storyLink';
import { loadHubView } from '../hub/HubIsland';
import { App } from './App';
import { ViewWidget } from './mountView';

const LIMIT3 = readFileSync(resolve(process.cwd(), 'test/fixtures/stories/limit3.story.json'), 'utf8');
const titled = (title: string) => JSON.stringify({ ...JSON.parse(LIMIT3), story: { stepsFrom: 1, title, openAt: 15 } });

afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

describe('the heading names the story the hub shows', () => {
  beforeAll(() => loadHubView());

  it('the page’s h1 and the document’s title read the author’s story name, then its title, and the hub’s own story keeps its own', async () => {
    const { unmount } = render(<App search="?view=hub" hash={storyHash(LIMIT3)} />);
    await screen.findByRole('heading', { level: 1, name: 'Five dead workers, a sweep with LIMIT 3' });
    expect(document.title).toBe('Five dead workers, a sweep with LIMIT 3 · stalled-job recovery in a Redis queue');
    unmount();

    const again = render(<App search="?view=hub" hash={storyHash(titled('LIMIT, explained'))} />);
    await screen.findByRole('heading', { level: 1, name: 'LIMIT, explained' });
    again.unmount();

    render(<App search="?view=hub" />);
    expect(screen.getByRole('heading', { level: 1, name: 'One sweep, four jobs' })).toBeInTheDocument();
  });

  it('a hub widget’s own heading reads the story’s title', async () => {
    vi.stubGlobal('fetch', async () => new Response(titled('LIMIT, explained'), { status: 200 }));
    render(<ViewWidget view="hub" scenario="https://docs.example/stories/limit.story.json" />);
    await screen.findByRole('heading', { level: 2, name: 'LIMIT, explained' });
  });
});
