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
