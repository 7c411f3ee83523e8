import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPACT } from '../../model/narration/catalogue';
import { memoryLink } from '../url/linkAdapter';
import { App } from './App';
import { ViewWidget } from './mountView';

afterEach(() => history.replaceState(null, '', '/'));

/** The view's chunk has arrived (every view but the hub loads lazily). */
async function viewLoaded(): Promise<void> {
  await waitFor(() => expect(document.querySelector('.view-loading')).toBeNull(), { timeout: 5000 });
}

describe('the compact form (compact=1)', () => {
  it('keeps Keyboard shortcuts and the lower panels behind one closed disclosure, and Next step beside the narration', async () => {
    const user = userEvent.setup();
    const link = memoryLink('?view=bound&embed=1&compact=1');
    render(<App link={link} />);
    await viewLoaded();
    const summary = await screen.findByText(COMPACT.bound);
    const more = summary.closest('details')!;
    expect(more).not.toHaveAttribute('open');
    expect(document.querySelectorAll('[data-compact-more]')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^Next step/ }).closest('details')).toBeNull();
    expect(within(more).getByRole('button', { name: /^Keyboard shortcuts/ })).toBeInTheDocument();
    await user.click(summary);
    expect(more).toHaveAttribute('open');
  });

  it('is left out of the notice when it is 1, and named there (the whole view shown) when it is not', async () => {
    render(<App link={memoryLink('?view=list&embed=1&compact=yes')} />);
    await viewLoaded();
    expect(await screen.findByText('compact=yes is not compact=1, so the whole view is shown.')).toBeInTheDocument();
    expect(document.querySelector('[data-compact-more]')).toBeNull();
  });

  it('keeps compact=1 in the links to other views inside a frame, and drops it from the full course link', async () => {
    render(<App link={memoryLink('?view=onestep&embed=1&compact=1')} />);
    await viewLoaded();
    const toList = await screen.findByRole('link', { name: 'see the list pattern beside the lease set' }, { timeout: 5000 });
    expect(new URL(toList.getAttribute('href')!, 'https://x.test/').searchParams.get('compact')).toBe('1');
    expect(screen.getByRole('link', { name: /Open the full course/ }).getAttribute('href')).not.toMatch(/compact|embed/);
  });

  it('reaches a view mounted as a widget (the element’s compact attribute)', async () => {
    render(<ViewWidget view="list" compact />);
    await viewLoaded();
    expect(await screen.findByText(COMPACT.list)).toBeInTheDocument();
  });
});
