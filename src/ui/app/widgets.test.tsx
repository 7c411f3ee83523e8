import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memoryLink } from '../url/linkAdapter';
import { ViewWidget } from './mountView';

/** The widget named `name` (its section is labelled by its heading). */
const region = (name: string) => screen.getByRole('region', { name });
const stepText = (el: HTMLElement) => el.querySelector('.clock__step')!.textContent;
const focusIn = (el: HTMLElement) => act(() => el.querySelector<HTMLElement>('[data-widget]')!.focus());

/** Two hubs and two run views on one page, each with its own store and memory link. */
async function renderFour() {
  const links = { left: memoryLink('?step=13'), right: memoryLink('?step=13'), runA: memoryLink('?preset=command-worker&seed=1'), runB: memoryLink('?preset=command-worker&seed=1') };
  render(
    <>
      <div aria-label="left hub" role="region">
        <ViewWidget view="hub" link={links.left} />
      </div>
      <div aria-label="right hub" role="region">
        <ViewWidget view="hub" link={links.right} />
      </div>
      <div aria-label="first run" role="region">
        <ViewWidget view="run" link={links.runA} />
      </div>
      <div aria-label="second run" role="region">
        <ViewWidget view="run" link={links.runB} />
      </div>
    </>,
  );
  // The run view is a chunk loaded on first use.
  await waitFor(() => expect(document.querySelectorAll('.view-loading')).toHaveLength(0), { timeout: 15_000 });
  return { user: userEvent.setup(), links };
}

// Four widgets render a lot: give a loaded machine time (the default is 5 s per test).
describe('widgets side by side', { timeout: 30_000 }, () => {
  it('clicking Step sweep in one hub leaves the other hub’s step and readout unchanged', async () => {
    const { user, links } = await renderFour();
    const left = region('left hub');
    const right = region('right hub');
    const readoutBefore = within(right).getByRole('status').textContent;
    await user.click(within(left).getByRole('button', { name: /^Step sweep/ }));
    expect(stepText(left)).toBe('step 14 of 16');
    expect(stepText(right)).toBe('step 13 of 16');
    expect(within(right).getByRole('status').textContent).toBe(readoutBefore);
    expect(within(left).getByRole('region', { name: /^dead lane/ })).toHaveAccessibleName('dead lane, 1 job');
    expect(within(right).getByRole('region', { name: /^dead lane/ })).toHaveAccessibleName('dead lane, 0 jobs');
    // No element id repeats across the four widgets (each comes from useId).
    const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
    expect(ids.length).toBeGreaterThan(8);
    expect(new Set(ids).size).toBe(ids.length);
    // Each writes only its own link.
    expect(links.left.search()).toBe('?step=14');
    expect(links.right.search()).toBe('?step=13');
  });

  it('a key pressed while focus is in one widget acts only there', async () => {
    const { user } = await renderFour();
    const left = region('left hub');
    const right = region('right hub');
    focusIn(right);
    await user.keyboard('s');
    expect(stepText(right)).toBe('step 14 of 16');
    expect(stepText(left)).toBe('step 13 of 16');
    const runA = region('first run');
    const runB = region('second run');
    focusIn(runB);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(runB).getByRole('slider', { name: /^Step/ })).toHaveValue('2');
    expect(within(runA).getByRole('slider', { name: /^Step/ })).toHaveValue('0');
    expect(stepText(left)).toBe('step 13 of 16');
    expect(stepText(right)).toBe('step 14 of 16');
  });

  it('a click on a widget’s heading gives it the keys, as a click in its body does', async () => {
    const { user } = await renderFour();
    const right = region('right hub');
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    await user.click(within(right).getByRole('heading', { name: 'One sweep, four jobs', level: 2 }));
    await user.keyboard('s');
    expect(stepText(right)).toBe('step 14 of 16');
    expect(stepText(region('left hub'))).toBe('step 13 of 16');
  });

  it('a key a widget takes stops there, and a key it does not take still reaches the host page', async () => {
    const { user } = await renderFour();
    const heard: string[] = [];
    const hostKeys = (e: KeyboardEvent) => heard.push(e.key);
    document.addEventListener('keydown', hostKeys);
    try {
      focusIn(region('left hub'));
      await user.keyboard('sx');
      expect(stepText(region('left hub'))).toBe('step 14 of 16');
      expect(heard).toEqual(['x']);
    } finally {
      document.removeEventListener('keydown', hostKeys);
    }
  });

  it('a key pressed outside every widget runs nothing', async () => {
    const { user } = await renderFour();
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('sst{ArrowRight}?');
    for (const name of ['left hub', 'right hub']) expect(stepText(region(name))).toBe('step 13 of 16');
    for (const name of ['first run', 'second run']) expect(within(region(name)).getByRole('slider', { name: /^Step/ })).toHaveValue('0');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shortcuts switched off in one widget’s help overlay stay on in the other', async () => {
    const { user } = await renderFour();
    const left = region('left hub');
    const right = region('right hub');
    await user.click(within(left).getByRole('button', { name: 'Keyboard shortcuts' }));
    const dialog = within(left).getByRole('dialog', { name: 'Keyboard shortcuts' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Keyboard shortcuts on' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    focusIn(left);
    await user.keyboard('s');
    expect(stepText(left)).toBe('step 13 of 16');
    // The buttons still act, and no longer advertise a key.
    const sweep = within(left).getByRole('button', { name: /^Step sweep/ });
    expect(sweep).not.toHaveAttribute('aria-keyshortcuts');
    await user.click(sweep);
    expect(stepText(left)).toBe('step 14 of 16');
    focusIn(right);
    await user.keyboard('s');
    expect(stepText(right)).toBe('step 14 of 16');
  });
});
