import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BoundView } from './BoundView';

afterEach(() => history.replaceState(null, '', '/'));

describe('the bound dive checkpoint', () => {
  it('the first stall waits for a prediction; skipped, the job goes on to the morgue at the 3rd stall', async () => {
    const user = userEvent.setup();
    render(<BoundView />);
    const dive = document.querySelector<HTMLElement>('[data-widget]')!;
    const beat = () => dive.querySelector<HTMLButtonElement>('button[data-action="beat"]')!;
    const form = () => within(dive).queryByRole('group', { name: /^Predict: where does the job go on this stall/ });
    await user.click(beat());
    // The claim and the crash ran; the sweep that answers the question waits.
    expect(beat()).toBeDisabled();
    expect(form()).toHaveTextContent('stall 1, maxStalled 3');
    await user.click(within(form()!).getByRole('button', { name: 'Skip predicting' }));
    for (let i = 0; i < 3; i++) await user.click(beat());
    await screen.findByText(/of maxStalled 3/);
    expect(dive.querySelector('.dmeter__text')).toHaveTextContent('stalled = 3 of maxStalled 3');
    // In the morgue nothing is asked any more, and the dive keeps working.
    expect(form()).toBeNull();
    expect(beat()).toBeDisabled();
    expect(dive.querySelector<HTMLButtonElement>('button[data-action="retry"]')).toBeEnabled();
  });
});

describe('the poison-job panel', () => {
  it('after “Retry and reset the count” and one more beat, no longer says “3 of the 2 allowed” but why the count allows more', async () => {
    history.replaceState(null, '', '/?view=bound&m=3&run=bbbzb');
    render(<BoundView />);
    // The next stall's question is open: check it (with no guess) to see the budget.
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Check' }));
    const counter = await screen.findByText(/^Recoveries so far/);
    expect(counter).not.toHaveTextContent(/of the 2 allowed/);
    expect(counter).toHaveTextContent('Recoveries so far: 3, more than the 2 one budget allows');
    expect(counter).toHaveTextContent('HSET stalled 0 reset the count');
  });
});

describe('the bound dive’s words', () => {
  it('defines “beat” where it first uses it: in the recovery setting, before any button or sentence says it', () => {
    render(<BoundView />);
    const dive = document.querySelector<HTMLElement>('[data-widget]')!;
    const text = dive.textContent!;
    const first = text.search(/beat/i);
    const definition = text.indexOf('A beat is one round: a new worker claims the job, crashes 1 ms later, and at its lease deadline the recovery you pick here runs.');
    expect(definition).toBeGreaterThan(-1);
    expect(text.slice(first, definition)).toBe('beat');
    expect(within(screen.getByRole('group', { name: /^Recovery on every beat/ })).getByText(/^A beat is one round/)).toBeInTheDocument();
  });
});

describe('the bound dive while the next stall is predicted', () => {
  it('hides the meter’s “→ morgue” cell and the tally’s budget until the prediction is checked', async () => {
    const user = userEvent.setup();
    render(<BoundView />);
    const dive = document.querySelector<HTMLElement>('[data-widget]')!;
    await user.click(dive.querySelector<HTMLButtonElement>('button[data-action="beat"]')!);
    const counter = await screen.findByText(/^Recoveries so far/);
    expect(dive.querySelector('.dmeter__cells')).not.toHaveTextContent('morgue');
    expect(counter).not.toHaveTextContent(/at most 2 before the 3rd stall/);
    expect(dive.querySelector('[aria-label="BullMQ mapping"]')).not.toHaveTextContent(/2 recoveries|the 3rd stall/);
    await user.click(within(dive).getByRole('button', { name: 'Check' }));
    expect(dive.querySelector('.dmeter__cells')).toHaveTextContent('3 → morgue');
    expect(screen.getByText(/^Recoveries so far/)).toHaveTextContent('at most 2 before the 3rd stall');
  });
});

describe('the bound dive under a reaper', () => {
  for (const mode of ['reap', 'reapThenSweep'] as const) {
    it(`in mode ${mode} shows no morgue budget and asks no stall prediction, even after 10 beats`, async () => {
      history.replaceState(null, '', `/?view=bound&m=3&mode=${mode}&run=bbbbbbbbbb`);
      render(<BoundView />);
      const dive = document.querySelector<HTMLElement>('[data-widget]')!;
      await screen.findByText(/^Loops so far/);
      expect(dive.querySelector('.dmeter__cells')).not.toHaveTextContent('morgue');
      expect(dive.querySelector('.dmeter__text')).toHaveTextContent('the count never moves');
      const mapping = dive.querySelector('[aria-label="BullMQ mapping"]')!;
      expect(mapping).not.toHaveTextContent(/\d recoveries\)|the 3rd stall/);
      expect(mapping).toHaveTextContent('the stall count never moves');
      expect(within(dive).queryByRole('group', { name: /^Predict: where does the job go/ })).toBeNull();
    });
  }
});
