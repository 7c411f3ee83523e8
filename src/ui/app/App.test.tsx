import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { App } from './App';
import { VIEWS } from './views';
import { loadHubView } from '../hub/HubIsland';

afterEach(() => history.replaceState(null, '', '/'));

/**
 * Every view but the hub is a lazily loaded chunk: wait until the one shown has arrived. The first
 * import of a chunk transforms its modules, which takes seconds on a busy machine.
 */
async function viewLoaded(): Promise<void> {
  await waitFor(() => expect(document.querySelector('.view-loading')).toBeNull(), { timeout: 5000 });
}

/** Puts focus inside the view shown: its keys act only there. */
function focusView(): void {
  act(() => document.querySelector<HTMLElement>('main [data-widget]')!.focus());
}

describe('the page shell', () => {
  // These tests are about the hub once its code is there (HubIsland.test.tsx: before it is).
  beforeAll(() => loadHubView());

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

  it("keeps the learner's own steps in the link after a fork, as then=", async () => {
    const user = userEvent.setup();
    render(<App search="" />);
    focusView();
    await user.keyboard('sst');
    expect(location.search).toBe('?view=hub&step=14&then=sweep,tick%2B5000');
  });

  it('shows the title and lede of the view shown, and names the page after it', async () => {
    const user = userEvent.setup();
    render(<App search="" />);
    await user.click(screen.getByRole('link', { name: 'Dive: detect' }));
    await viewLoaded();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Detect: which leases has the sweep to recover?');
    expect(screen.getByRole('region', { name: 'Detect: which leases has the sweep to recover?' })).toBeInTheDocument();
    expect(document.title).toBe('Detect: which leases has the sweep to recover? · stalled-job recovery in a Redis queue');
    await user.click(screen.getByRole('link', { name: 'Run timeline' }));
    await viewLoaded();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(VIEWS.find((v) => v.id === 'run')!.title);
    expect(screen.queryByText(/Select a job, read what the next sweep will do/)).toBeNull();
  });

  it("opens a run view link at the run's step with no notice, and leaves the hub at its start", async () => {
    const user = userEvent.setup();
    render(<App search="?view=run&preset=command-worker&seed=1&step=5" />);
    await viewLoaded();
    history.replaceState(null, '', '/?view=run&preset=command-worker&seed=1&step=5');
    expect(screen.queryByRole('complementary', { name: 'Part of this link could not be used' })).toBeNull();
    expect(screen.getByRole('slider', { name: /^Step/ })).toHaveValue('5');
    await user.click(screen.getByRole('link', { name: 'Hub' }));
    await viewLoaded();
    expect(screen.getByText('step 13 of 16')).toBeInTheDocument();
    expect(location.search).toBe('?view=hub&step=13');
  });

  it("keeps each view's own parameters out of the others' links, and loses nothing on the way back", async () => {
    const user = userEvent.setup();
    render(<App search="" />);
    await user.click(screen.getByRole('button', { name: /^JOB-b,/ }));
    await user.click(screen.getByRole('button', { name: /sweep/i }));
    await user.click(screen.getByRole('link', { name: 'Run timeline' }));
    await viewLoaded();
    await waitFor(() => expect(location.search).toBe('?view=run&preset=command-worker&seed=1&step=0'));
    focusView();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(location.search).toBe('?view=run&preset=command-worker&seed=1&step=2');
    await user.click(screen.getByRole('link', { name: 'Dive: list pattern' }));
    await viewLoaded();
    await waitFor(() => expect(location.search).toBe('?view=list&at=1'));
    await user.click(screen.getByRole('link', { name: 'Hub' }));
    await viewLoaded();
    await waitFor(() => expect(location.search).toBe('?view=hub&step=14&job=JOB-b'));
    await user.click(screen.getByRole('link', { name: 'Run timeline' }));
    await viewLoaded();
    await waitFor(() => expect(location.search).toBe('?view=run&preset=command-worker&seed=1&step=2'));
    expect(screen.getByRole('slider', { name: /^Step/ })).toHaveValue('2');
  });

  it('drops the parameters of other views from a link, keeping those it does not know', async () => {
    history.replaceState(null, '', '/?view=detect&now=20000&step=13&job=JOB-b&embed=1');
    render(<App search={location.search} />);
    await viewLoaded();
    expect(location.search).toBe('?view=detect&now=20000&embed=1&clock=server&skew=0&workers=6');
  });

  it("names a dive's bad parameters in the notice and falls back", async () => {
    history.replaceState(null, '', '/?view=bound&m=9&mode=nope');
    render(<App search={location.search} />);
    await viewLoaded();
    const notice = await screen.findByRole('complementary', { name: 'Part of this link could not be used' });
    expect(notice).toHaveTextContent('m=9 is not a whole number from 1 to 6, so 3 is used.');
    expect(notice).toHaveTextContent('mode=nope is not one of sweep, reap, reapThenSweep, so sweep is used.');
    expect(location.search).toBe('?view=bound&m=3&mode=sweep&at=1');
  });

  it('writes into each view\'s link only `view` and the parameters its ViewDef declares', async () => {
    const user = userEvent.setup();
    render(<App search="" />);
    for (const v of VIEWS) {
      await user.click(screen.getByRole('link', { name: v.label }));
      await viewLoaded();
      const names = [...new URLSearchParams(location.search).keys()];
      expect(names[0]).toBe('view');
      expect(names.slice(1).filter((n) => !v.params.includes(n))).toEqual([]);
    }
  });

  it('offers the Terms glossary on every view, in plain sentences', async () => {
    const user = userEvent.setup();
    render(<App search="" />);
    await user.click(screen.getByText('Terms'));
    for (const term of ['lease', 'deadline', 'server clock (TIME)', 'sweep', 'stall count', 'maxStalled', 'dead-letter / morgue', 'reaper', 'lane', 'poison job', 'beat', 'fencing token', 'at-least-once', '{q} in key names']) {
      expect(screen.getByText(term, { selector: 'dt' })).toBeInTheDocument();
    }
    expect(screen.getByText(/The M-th stall dead-letters the job, so a job gets M−1 recoveries/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Dive: bound' }));
    await viewLoaded();
    expect(screen.getByText('Terms')).toBeInTheDocument();
  });

  it('ends each view with a Next: link to the next view in course order, the list pattern leading back to the hub', async () => {
    const user = userEvent.setup();
    render(<App search="" />);
    const order = ['Run timeline', 'Dive: detect', 'Dive: bound', 'Dive: one step', 'Dive: list pattern', 'Hub'];
    for (const label of order) {
      await user.click(screen.getByRole('link', { name: `Next: ${label}` }));
      await viewLoaded();
      expect(screen.getByRole('link', { name: label, current: 'page' })).toBeInTheDocument();
    }
  });

  it('pushes a history entry when the nav switches views, so Back returns to the view before', async () => {
    const user = userEvent.setup();
    history.replaceState(null, '', '/');
    const before = history.length;
    render(<App search="" />);
    await user.click(screen.getByRole('link', { name: 'Dive: detect' }));
    await viewLoaded();
    expect(history.length).toBe(before + 1);
    expect(location.search).toMatch(/^\?view=detect/);
    history.back();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('One sweep, four jobs'));
    await waitFor(() => expect(location.search).toBe('?view=hub&step=13'));
  });

  it('shows only the view, a compact heading and an Open the full course link with ?embed=1, and keeps embed in its links', () => {
    history.replaceState(null, '', '/?view=hub&embed=1');
    render(<App search="?view=hub&embed=1" />);
    expect(screen.getByRole('heading', { level: 1, name: 'One sweep, four jobs' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Views' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByText(/slips into the past in the/)).toBeNull();
    expect(screen.getByRole('link', { name: /Open the full course/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Next: Run timeline' })).toHaveAttribute('href', '?view=run&embed=1');
    expect(location.search).toBe('?view=hub&embed=1&step=13');
  });

  it("offers Skip past this view as a frame's first tab stop, which takes focus to the view's end", async () => {
    const user = userEvent.setup();
    history.replaceState(null, '', '/?view=hub&embed=1');
    render(<App search="?view=hub&embed=1" />);
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip past this view' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('End of the view')).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Skip to the view' })).toBeNull();
  });

  it('reopens a forked run from its link, names a bad then= word and skips it', () => {
    render(<App search="?view=hub&step=14&then=sweep,jump,tick+5000&job=JOB-a" />);
    expect(screen.getByText('step 16 of 16')).toBeInTheDocument();
    expect(screen.getByText('t = 40.000 s', { selector: '.clock strong' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Part of this link could not be used' })).toHaveTextContent('then: "jump" is not a hub step');
    expect(location.search).toBe('?view=hub&step=14&then=sweep,tick%2B5000&job=JOB-a');
  });
});
