import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DetectView } from './DetectView';

afterEach(() => history.replaceState(null, '', '/'));

function openDetect(search: string) {
  history.replaceState(null, '', `/${search}`);
  render(<DetectView />);
  const dive = document.querySelector<HTMLElement>('[data-widget]')!;
  const form = () => within(dive).queryByRole('group', { name: /^Predict: which leases does the read return/ });
  const reply = () => within(dive).queryByRole('list', { name: 'Members the read returns' });
  return { dive, form, reply };
}

describe('the detect dive while the learner predicts the read', () => {
  it('states nothing that answers it: no k in the cost, no early or missed lease in the skew verdict, no reply in the narration', async () => {
    const user = userEvent.setup();
    const { dive, form, reply } = openDetect('?view=detect&now=25000&clock=sweeper&skew=8000');
    expect(form()).not.toBeNull();
    expect(reply()).toBeNull();
    const cost = await within(dive).findByText(/^The leases are already sorted by deadline/);
    expect(cost).toHaveTextContent('N = 6; k is what the read returns, hidden while you predict it.');
    expect(cost).not.toHaveTextContent(/k = \d/);
    expect(dive.querySelector('.dverdict')).not.toHaveTextContent(/Double delivery|j5/);
    // With a guess made, the sweep's next line is the read: its narration would give the reply.
    await user.click(within(form()!).getAllByRole('radio', { name: 'returned' })[0]!);
    await user.click(dive.querySelector<HTMLButtonElement>('button[data-action="step-sweep"]')!);
    expect(dive.querySelector('.dnarration__label')).toHaveTextContent('(2 of 3)');
    expect(dive.querySelector('.dnarration')).not.toHaveTextContent('ZRANGEBYSCORE active -inf');
    // Check answers it: now everything says what the read returned.
    await user.click(within(form()!).getByRole('button', { name: 'Check' }));
    expect(reply()).not.toBeNull();
    expect(cost).toHaveTextContent('N = 6 and k = 5.');
    expect(dive.querySelector('.dverdict')).toHaveTextContent('Double delivery');
  }, 20_000);

  it('once the read is on the page (now moved), does not ask the question beside it, and asking again hides the read', async () => {
    const user = userEvent.setup();
    const { dive, form, reply } = openDetect('?view=detect&now=20000');
    await user.click(dive.querySelector<HTMLButtonElement>('button[data-action="next-deadline"]')!);
    expect(reply()).not.toBeNull();
    expect(form()).toBeNull();
    await user.click(within(dive).getByRole('button', { name: 'Predict what the read returns' }));
    expect(form()).not.toBeNull();
    expect(reply()).toBeNull();
    // Focus moves into the form it opened, not to the page.
    expect(form()!.contains(document.activeElement)).toBe(true);
  }, 20_000);
});

describe('the probe comparison', () => {
  it('at 100,000 workers names N = 100,000 and says the read grows with log N, not that it does not grow', async () => {
    const user = userEvent.setup();
    const { dive, form } = openDetect('?view=detect&workers=100000');
    await user.click(within(form()!).getByRole('button', { name: 'Check' }));
    const cost = await within(dive).findByText(/^The leases are already sorted by deadline/);
    expect(cost).toHaveTextContent('N = 100,000');
    expect(cost).not.toHaveTextContent('N = 6');
    expect(cost).not.toHaveTextContent('does not grow');
    expect(cost).toHaveTextContent('grows with N, but only as log N: about 17 steps');
    expect(screen.getAllByText(/100,000/).length).toBeGreaterThan(0);
  });
});

describe('the sweeper’s skew in words', () => {
  it('is written one way in the skew panel and in the narration, “+2.0 s fast”, not “+2.0 s (fast)” in one of them', async () => {
    const { dive } = openDetect('?view=detect&now=25000&clock=sweeper&skew=2000');
    const slider = await within(dive).findByRole('slider', { name: /^Sweeper’s clock minus server’s/ });
    expect(slider).toHaveAttribute('aria-valuetext', '+2.0 s fast');
    expect(slider.closest('label')).toHaveTextContent('Sweeper’s clock minus server’s: +2.0 s fast');
    expect(dive.querySelector('.dnarration__text')).toHaveTextContent('(+2.0 s fast)');
    expect(dive).not.toHaveTextContent('(fast)');
  });
});
