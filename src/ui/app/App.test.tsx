import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from './App';

afterEach(() => history.replaceState(null, '', '/'));

describe('the page shell', () => {
  it('shows the title, the views nav with the hub current, and the hub', () => {
    render(<App search="" />);
    expect(screen.getByRole('heading', { level: 1, name: 'One sweep, four jobs' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Views' });
    expect(within(nav).getByRole('link', { name: 'Hub' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByText('Run timeline')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^active lane/ })).toBeInTheDocument();
  });

  it('writes the state into the address bar as the learner steps and selects', async () => {
    const user = userEvent.setup();
    render(<App search="" />);
    expect(location.search).toBe('?view=hub&step=13');
    await user.click(screen.getByRole('button', { name: /^JOB-b,/ }));
    await user.click(screen.getByRole('button', { name: /sweep/i }));
    expect(location.search).toBe('?view=hub&step=14&job=JOB-b');
  });

  it('opens a link at its step with its job selected', () => {
    render(<App search="?view=hub&step=14&job=JOB-d" />);
    const dead = screen.getByRole('region', { name: /^dead/ });
    expect(within(dead).getByRole('button', { name: /^JOB-d,/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('falls back on bad parameters, names each in a notice, and the notice can be dismissed', async () => {
    const user = userEvent.setup();
    render(<App search="?view=nope&step=99&job=JOB-z" />);
    const notice = screen.getByRole('complementary', { name: 'Part of this link could not be used' });
    expect(notice).toHaveTextContent('view=nope');
    expect(notice).toHaveTextContent('step=99');
    expect(notice).toHaveTextContent('job=JOB-z');
    expect(screen.getByText('step 13 of 16')).toBeInTheDocument();
    expect(location.search).toBe('?view=hub&step=13');
    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    await user.click(screen.getByRole('button', { name: /sweep/i }));
    expect(screen.getByRole('region', { name: /^dead/ })).toHaveAccessibleName('dead lane, 1 job');
  });

  it('drops the step from the link once the run forks away from the recorded story', async () => {
    const user = userEvent.setup();
    render(<App search="" />);
    await user.keyboard('ss');
    expect(location.search).toBe('?view=hub');
  });
});
