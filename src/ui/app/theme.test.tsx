import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLink } from '../url/linkAdapter';
import { App } from './App';
import { THEME_STORAGE_KEY } from './themeChoice';

afterEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/');
  delete document.documentElement.dataset.theme;
});

const theme = () => document.documentElement.dataset.theme;

describe("the page's theme", () => {
  it('follows the switch and is remembered for the next visit', async () => {
    const user = userEvent.setup();
    render(<App search="" />);
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(screen.getByRole('radio', { name: 'Auto' })).toBeChecked();
    expect(theme()).toBe('auto');
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(theme()).toBe('dark');
    expect(group).toBeInTheDocument();
    cleanup();
    render(<App search="" />);
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(theme()).toBe('dark');
  });

  it("takes a link's theme= over the remembered choice, and drops it from the link once the reader chooses", async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const user = userEvent.setup();
    const link = memoryLink('?view=hub&theme=light');
    render(<App link={link} />);
    expect(theme()).toBe('light');
    await user.click(screen.getByRole('radio', { name: 'Auto' }));
    expect(theme()).toBe('auto');
    expect(new URLSearchParams(link.search()).has('theme')).toBe(false);
  });

  it('names a bad theme= in the notice and uses the remembered choice instead', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    render(<App search="?view=hub&theme=sepia" />);
    expect(screen.getByText('theme=sepia is not one of auto, light or dark, so the dark theme is used.')).toBeInTheDocument();
    expect(theme()).toBe('dark');
  });

  it('leaves a bad theme= out of the link, embedded or not, and still names it in the notice', () => {
    for (const embed of ['', '&embed=1']) {
      const link = memoryLink(`?view=run&theme=blue${embed}`);
      render(<App link={link} />);
      const q = new URLSearchParams(link.search());
      expect(q.has('theme')).toBe(false);
      expect(q.get('view')).toBe('run');
      expect(screen.getByText(/theme=blue is not one of auto, light or dark/)).toBeInTheDocument();
      cleanup();
    }
  });

  it('embedded, ignores the page\'s remembered choice and shows no switch: the host decides', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    render(<App search="?view=hub&embed=1" />);
    expect(theme()).toBe('auto');
    expect(screen.queryByRole('group', { name: 'Theme' })).toBeNull();
  });

  it('embedded, turns a view switch into a replace: the host page gains no history entry', async () => {
    const user = userEvent.setup();
    const link = memoryLink('?view=hub&embed=1');
    render(<App link={link} />);
    await user.click(screen.getByRole('link', { name: /^Next:/ }));
    expect(new URLSearchParams(link.search()).get('view')).toBe('run');
    expect(link.back()).toBe(false);
  });
});
