import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydratePrerenderedPage as hydrateFreshPage } from '../app/hydratePrerendered.testing';

/**
 * The built page's case: the server markup of the page at the default link (as
 * src/entryServer.tsx renders it, with the hub's module given up front), hydrated by a fresh copy
 * of the page's code in which the hub's chunk has not loaded yet (as in a browser on first load).
 */
async function hydratePrerenderedPage(search = '') {
  const { container, errors } = await hydrateFreshPage(opened, search);
  const island = await import('./HubIsland');
  return { container, errors, loadHubView: island.loadHubView };
}

const opened: (() => void)[] = [];
afterEach(() => {
  for (const close of opened.splice(0)) close();
  vi.restoreAllMocks();
});

const stepSweep = () => document.querySelector<HTMLElement>('[data-action="step-sweep"]')!;
const stepText = () => document.querySelector('.clock__step')!.textContent;
const pendingLane = () => screen.getByRole('region', { name: /^pending/ });

describe('the hub as a static island', () => {
  it('the prerendered hub is kept as it is until intent', async () => {
    const { container, errors } = await hydratePrerenderedPage();
    const before = stepSweep();
    await new Promise((r) => setTimeout(r, 50));
    // The very elements the server wrote: not replaced, not claimed by React (hydration would
    // attach its fiber to them), and hydration said nothing.
    expect(stepSweep()).toBe(before);
    expect(Object.keys(before).filter((k) => k.startsWith('__react'))).toEqual([]);
    expect(Object.keys(screen.getByRole('navigation', { name: 'Views' })).some((k) => k.startsWith('__react'))).toBe(true);
    expect(container.querySelector('[data-island="hub"] [data-widget]')).not.toBeNull();
    expect(errors).not.toHaveBeenCalled();
    // The shell around it is live: the nav works.
    expect(screen.getByRole('navigation', { name: 'Views' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-live');
  });

  it("a click on Step sweep before the hub's code has loaded is applied once it has", async () => {
    const { errors, loadHubView } = await hydratePrerenderedPage();
    const asleep = stepSweep();
    const step = stepText();
    fireEvent.pointerOver(asleep);
    fireEvent.pointerDown(asleep);
    fireEvent.pointerUp(asleep);
    fireEvent.click(asleep);
    // Nothing has happened yet: the code is still on its way.
    expect(stepSweep()).toBe(asleep);
    expect(stepText()).toBe(step);
    await act(() => loadHubView());
    await waitFor(() => expect(within(pendingLane()).getByRole('button', { name: /^JOB-b,/ })).toBeInTheDocument());
    // Live now (new elements), and the sweep ran once: one step further, not two.
    expect(stepSweep()).not.toBe(asleep);
    expect(stepText()).toBe(step!.replace(/step (\d+)/, (_, n) => `step ${Number(n) + 1}`));
    expect(errors).not.toHaveBeenCalled();
  });

  it('a key pressed with nothing focused wakes the hub and runs its action', async () => {
    const { loadHubView } = await hydratePrerenderedPage();
    const step = stepText();
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.keyDown(document.body, { key: 's' });
    await act(() => loadHubView());
    await waitFor(() => expect(within(pendingLane()).getByRole('button', { name: /^JOB-b,/ })).toBeInTheDocument());
    expect(stepText()).toBe(step!.replace(/step (\d+)/, (_, n) => `step ${Number(n) + 1}`));
  });

  it('in an iframe (embed=1) the hub wakes once the page is idle, with no intent, and measures its lanes', async () => {
    const { errors } = await hydratePrerenderedPage('?embed=1');
    const asleep = stepSweep();
    await waitFor(() => expect(stepSweep()).not.toBe(asleep), { timeout: 8000 });
    expect(Object.keys(stepSweep()).some((k) => k.startsWith('__react'))).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });

  it('on the full page the hub stays asleep while the page is idle', async () => {
    await hydratePrerenderedPage();
    const asleep = stepSweep();
    await new Promise((r) => setTimeout(r, 3500));
    expect(stepSweep()).toBe(asleep);
  });

  it('moves focus to the same element of the live hub when focus was inside the sleeping one', async () => {
    const { loadHubView } = await hydratePrerenderedPage();
    const asleep = stepSweep();
    act(() => asleep.focus());
    await act(() => loadHubView());
    await waitFor(() => expect(stepSweep()).not.toBe(asleep));
    expect(document.activeElement).toBe(stepSweep());
  });
});
