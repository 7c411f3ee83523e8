import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { storyHash } from '../../sim/story/storyLink';
import { ViewWidget } from '../app/mountView';
import { loadHubView } from './HubIsland';

const STORY_TEXT = readFileSync(resolve(process.cwd(), 'public/stories/invoices.story.json'), 'utf8');
const URL_OF_STORY = 'https://docs.example/stories/invoices.story.json';

/** A network that serves the example story at its address, answers 404 elsewhere, and records what was asked. */
function serveStory(text = STORY_TEXT) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    return url === URL_OF_STORY ? new Response(text, { status: 200 }) : new Response('no such file', { status: 404, statusText: 'Not Found' });
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

const lane = (name: RegExp) => screen.getByRole('region', { name });
const job = (id: string) => screen.getByRole('button', { name: new RegExp(`^${id},`) });
const stepText = () => document.querySelector('.clock__step')!.textContent;

function focusWidget() {
  const root = document.querySelector<HTMLElement>('[data-widget]')!;
  act(() => root.focus());
  return userEvent.setup();
}

describe('a story file in the hub', () => {
  // These tests are about the hub once its code is there (HubIsland.test.tsx: before it is).
  beforeAll(() => loadHubView());

  it('by <ViewWidget scenario>: shows loading status, then the author’s jobs, queue and caption after the last step', async () => {
    const asked = serveStory();
    render(<ViewWidget view="hub" scenario={URL_OF_STORY} />);
    expect(screen.getByText(`Loading the story from ${URL_OF_STORY}…`)).toBeInTheDocument();
    await screen.findByText('Story: Two tenants, one dead worker');
    expect(asked).toEqual([URL_OF_STORY]);
    expect(stepText()).toBe('step 9 of 9');
    expect(within(lane(/^active lane/)).getAllByRole('button').map((b) => b.dataset.jobId)).toEqual(['inv-1001', 'inv-1003', 'inv-1002']);
    expect(lane(/^active lane/).querySelector('.lane__key')!.textContent).toBe('emq:{billing.invoices}:active');
    expect(screen.getByRole('article', { name: 'inv-1001 details' })).toBeInTheDocument();
    expect(screen.getByText(/west-1 is alive and keeps extending inv-1002/)).toBeInTheDocument();
    expect(screen.queryByText(/Loading the story/)).toBeNull();
  });

  it('by hash: Step sweep recovers the grouped job into a lane of its own, named by its group', async () => {
    render(<ViewWidget view="hub" hash={storyHash(STORY_TEXT)} />);
    expect(stepText()).toBe('step 9 of 9');
    const user = focusWidget();
    await user.click(screen.getByRole('button', { name: 'Step sweep' }));
    const acme = lane(/^pending lane of group acme/);
    expect(acme).toHaveAccessibleName('pending lane of group acme, 1 job');
    expect(within(acme).getByText('pending, group acme')).toBeInTheDocument();
    expect(acme.querySelector('.lane__key')!.textContent).toBe('emq:{billing.invoices}:g:acme:pending');
    expect(job('inv-1001')).toHaveAccessibleName(/^inv-1001, pending/);
    expect(lane(/^pending lane, /)).toHaveAccessibleName('pending lane, 1 job');
    expect(within(lane(/^pending lane, /)).getByRole('button').dataset.jobId).toBe('inv-1003');
    expect(within(lane(/^active lane/)).getAllByRole('button').map((b) => b.dataset.jobId)).toEqual(['inv-1002']);
    // The caption belongs to the file's step 8; the learner's sweep is past the file.
    expect(screen.queryByText(/west-1 is alive/)).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Previous step/ }));
    expect(screen.getByText(/west-1 is alive/)).toBeInTheDocument();
  });

  it('Reset returns to the story’s own start, and the hub’s late complete is not offered', async () => {
    render(<ViewWidget view="hub" hash={storyHash(STORY_TEXT)} />);
    const user = focusWidget();
    await user.click(screen.getByRole('button', { name: 'Step sweep' }));
    await user.click(screen.getByRole('button', { name: /^Reset/ }));
    expect(stepText()).toBe('step 9 of 9');
    // The late complete is the hub's own story's second act: an author's story shows no such button.
    expect(screen.queryByRole('button', { name: /late complete/ })).toBeNull();
  });

  it('a link’s step and job are read against the fetched file', async () => {
    serveStory();
    render(<ViewWidget view="hub" search="?step=5&job=inv-1002" scenario={URL_OF_STORY} />);
    await screen.findByText('Story: Two tenants, one dead worker');
    expect(stepText()).toBe('step 5 of 9');
    expect(screen.getByRole('article', { name: 'inv-1002 details' })).toBeInTheDocument();
  });

  it('a fetch that fails is named in the notice and the hub’s own story stays usable', async () => {
    serveStory();
    render(<ViewWidget view="hub" scenario="https://docs.example/missing.json" />);
    await screen.findByText(/could not be shown: its server answered 404 Not Found/);
    expect(screen.getByText(/The hub's own story is shown instead/)).toBeInTheDocument();
    expect(screen.queryByText(/Loading the story/)).toBeNull();
    const user = focusWidget();
    await user.click(screen.getByRole('button', { name: 'Step sweep' }));
    expect(job('JOB-b')).toHaveAccessibleName(/^JOB-b, pending/);
  });

  it('a bad file in the hash is named by its step and field, and the hub’s own story shows', () => {
    const bad = STORY_TEXT.replace('"leaseMs": 30000}\n  ]', '"leaseMs": "30s"}\n  ]');
    expect(bad).not.toBe(STORY_TEXT);
    render(<ViewWidget view="hub" hash={storyHash(bad)} />);
    expect(screen.getByText(/The story in this link could not be shown: step 9 \(extend\): field "leaseMs": must be a positive whole number/)).toBeInTheDocument();
    expect(stepText()).toBe('step 13 of 16');
  });

  it('a bad story field in a fetched file is named, and the hub keeps its own story', async () => {
    serveStory(STORY_TEXT.replace('"select": "inv-1001"', '"select": "inv-404"'));
    render(<ViewWidget view="hub" scenario={URL_OF_STORY} />);
    await waitFor(() => expect(screen.getByText(/field "story.select": must be a job the file enqueues, got "inv-404"/)).toBeInTheDocument());
    expect(screen.queryByText(/^Story: /)).toBeNull();
  });
});
