import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { storyHash } from '../../sim/story/storyLink';
import { bigStoryText } from '../../../test/support/bigStory';
import { ViewWidget } from '../app/mountView';
import { loadHubView } from './HubIsland';

const lanes = () => screen.getAllByRole('region').filter((r) => /lane/.test(r.getAttribute('aria-label') ?? ''));
const chips = () => document.querySelectorAll('.lanes [data-job-id]');
const stepText = () => document.querySelector('.clock__step')!.textContent;

function focusWidget() {
  const root = document.querySelector<HTMLElement>('[data-widget]')!;
  act(() => root.focus());
  return userEvent.setup();
}

function story(steps: unknown[], extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ format: 'emq-scenario/1', name: 'small', queue: 'q', clockStartMs: 0, maxStalled: 2, leaseMs: 10_000, steps, ...extra });
}

describe('the hub at the limits a story may reach', () => {
  beforeAll(() => loadHubView());

  it('at 5,000 jobs draws the first chips of each lane and counts the rest, keeps the selected job drawn, and finds any job by id', async () => {
    // Every job of the limit, then enough steps to fill every lane (the full 20,000 steps are the bench's).
    render(<ViewWidget view="hub" hash={storyHash(bigStoryText({ steps: 7000 }))} />);
    expect(stepText()).toBe('step 7000 of 7000');
    // Past the size it answers at once, the hub says so up front and names the view that plays it.
    expect(screen.getByRole('note', { name: '' }).textContent ?? '').toMatch(/^This story has \d[\d,]* jobs\..*Run timeline/);
    // Six lanes of at most 24 chips (the lane of finished jobs 12), and the selected job: not 5,000.
    expect(chips().length).toBeLessThanOrEqual(6 * 24 + 1);
    const pending = screen.getByRole('region', { name: /^pending lane, \d+ jobs/ });
    const waiting = Number(/(\d+) jobs/.exec(pending.getAttribute('aria-label')!)![1]);
    expect(waiting).toBeGreaterThan(24);
    expect(within(pending).getByText(`+${(waiting - within(pending).getAllByRole('button').length).toLocaleString('en-US')} more not drawn`)).toBeInTheDocument();
    expect(screen.getAllByText(/more not drawn$/).length).toBeGreaterThanOrEqual(3);
    // The story selects its last job, far down its lane: it is drawn all the same.
    expect(document.querySelector('[data-job-id="job-04999"]')).toHaveAttribute('aria-pressed', 'true');

    const user = focusWidget();
    const find = screen.getByRole('searchbox', { name: 'Find a job by id' });
    await user.type(find, 'job-00017{Enter}');
    expect(screen.getByRole('article', { name: 'job-00017 details' })).toBeInTheDocument();
    expect(document.querySelector('[data-job-id="job-00017"]')).toHaveAttribute('aria-pressed', 'true');
    await user.clear(find);
    await user.type(find, 'job-99999{Enter}');
    expect(screen.getByText('No job job-99999 exists at this step, so the selection is unchanged.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'job-00017 details' })).toBeInTheDocument();
  }, 120_000);

  it('draws a lane for every group the story names from its first step, before the group holds a job', () => {
    const text = story(
      [
        { at: 0, op: 'enqueue', job: 'a-1', group: 'acme' },
        { at: 0, op: 'enqueue', job: 'g-1', group: 'globex' },
        { at: 100, op: 'claim', worker: 'w1', group: 'initech' },
      ],
      { story: { openAt: 0 } },
    );
    render(<ViewWidget view="hub" hash={storyHash(text)} />);
    expect(stepText()).toBe('step 1 of 3');
    expect(lanes().map((l) => l.getAttribute('aria-label'))).toEqual([
      'pending lane, 0 jobs',
      'pending lane of group acme, 1 job',
      'pending lane of group globex, 0 jobs',
      'pending lane of group initech, 0 jobs',
      expect.stringMatching(/^active lane, 0 jobs/),
      'dead lane, 0 jobs',
    ]);
  });

  it('a job id of 120 characters keeps its whole id in the chip’s name and title, cut only on screen', () => {
    const id = `job-${'x'.repeat(116)}`;
    render(<ViewWidget view="hub" hash={storyHash(story([{ at: 0, op: 'enqueue', job: id }]))} />);
    const chip = document.querySelector(`[data-job-id="${id}"]`)!;
    expect(chip).toHaveAttribute('title', id);
    expect(chip).toHaveAccessibleName(new RegExp(`^${id}, pending`));
    expect(chip.querySelector('.chip__id')!.textContent).toBe(id);
  });
});
