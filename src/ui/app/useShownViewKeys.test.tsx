import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from './App';

afterEach(() => history.replaceState(null, '', '/'));

async function openDetect() {
  const user = userEvent.setup();
  history.replaceState(null, '', '/?view=detect&now=20000');
  render(<App search="?view=detect&now=20000" />);
  await waitFor(() => expect(document.querySelector('.view-loading')).toBeNull());
  return user;
}

describe("the page shell's keys", () => {
  it('hands a key pressed with nothing focused to the dive shown', async () => {
    const user = await openDetect();
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('n');
    expect(screen.getByRole('slider', { name: /Server time/ })).toHaveValue('33000');
  });

  it('hands a key pressed on the views nav to the dive shown', async () => {
    const user = await openDetect();
    screen.getByRole('link', { name: 'Dive: detect' }).focus();
    await user.keyboard('n');
    expect(screen.getByRole('slider', { name: /Server time/ })).toHaveValue('33000');
  });

  it('leaves Space on the glossary to the glossary: time does not start running', async () => {
    const user = await openDetect();
    const terms = screen.getByText('Terms');
    terms.focus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: /Let time run/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pause time/ })).toBeNull();
  });
});
