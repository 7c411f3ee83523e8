import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeStoryLink, storyHash, storyLinkOf } from '../../sim/story/storyLink';
import { ViewWidget } from '../app/mountView';
import { loadHubView } from '../hub/HubIsland';

const STORY = {
  format: 'emq-scenario/1', name: 'Twice j1', queue: 'q', clockStartMs: 0, maxStalled: 3, leaseMs: 10_000,
  steps: [
    { at: 0, op: 'enqueue', job: 'j1' },
    { at: 0, op: 'enqueue', job: 'j1' },
    { at: 100, op: 'claim', worker: 'w1' },
  ],
  story: { stepsFrom: 1, title: 'One job, enqueued twice', openAt: 3, select: 'j1', captions: { '3': 'w1 claims j1.' } },
};

afterEach(() => vi.restoreAllMocks());

describe('the hub’s “For authors”', () => {
  beforeAll(() => loadHubView());

  it('keeps the story’s warnings collapsed, then lists them, and saves the moment as a story link with its title and the caption typed', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    render(<ViewWidget view="hub" hash={storyHash(JSON.stringify(STORY))} />);
    await screen.findByRole('heading', { level: 2, name: 'One job, enqueued twice' });
    const warning = /step 2 \(enqueue\): field "job": "j1" was already enqueued at step 1/;
    expect(screen.queryByText(warning)).toBeNull();
    const panel = screen.getByText('For authors').closest('details')!;
    await user.click(screen.getByText('For authors'));
    expect(within(panel).getByText(warning)).toBeInTheDocument();
    await user.type(within(panel).getByRole('textbox', { name: 'Caption for step 3' }), 'Still one job.');
    await user.click(within(panel).getByRole('button', { name: 'Copy a link to this story' }));
    await within(panel).findByText(/^Copied a link to this story at step 3/);
    const file = JSON.parse(decodeStoryLink(storyLinkOf(new URL(writeText.mock.calls[0]![0]).hash)!));
    expect(file.story).toEqual({ stepsFrom: 1, title: 'One job, enqueued twice', openAt: 3, select: 'j1', captions: { '3': 'Still one job.' } });
  });
});
