import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StoreApi } from 'zustand';
import { createWidgetStore, type WidgetStore } from '../../store/createWidgetStore';
import { WidgetProvider } from '../../store/WidgetProvider';
import { ActionButton } from './ActionButton';
import { HelpOverlay } from './HelpOverlay';
import { helpAction, type StoreAction } from './types';
import { useViewActions } from './useViewActions';

interface Counter {
  n: number;
  playing: boolean;
}

const ACTIONS: readonly StoreAction<Counter>[] = [
  { id: 'up', label: 'Up', help: 'Count up.', keys: [{ key: 'u' }], repeats: true, enabled: ({ state }) => state.n < 2, run: ({ store }) => store.setState({ n: store.getState().n + 1 }) },
  { id: 'play', label: 'Play / Pause', labelFor: ({ state }) => (state.playing ? 'Pause' : 'Play'), help: 'Play or pause.', keys: [{ key: ' ' }], enabled: () => true, run: ({ store }) => store.setState({ playing: !store.getState().playing }) },
  helpAction(),
];

/** A widget store whose actions write the state directly (the registry is what is tested here). */
const counterStore = (): WidgetStore<Counter, never> => createWidgetStore<Counter, never>((s) => s, { n: 0, playing: false });

/** Renders `ui` as one widget and puts focus inside it, as a click into the view does. */
function renderWidget(store: WidgetStore<Counter, never>, ui: React.ReactElement) {
  const result = render(<WidgetProvider store={store}>{ui}</WidgetProvider>);
  act(() => result.container.querySelector<HTMLElement>('[data-widget]')!.focus());
  return result;
}

function View({ store }: { store: StoreApi<Counter> }) {
  const { scope, help } = useViewActions(store, ACTIONS);
  return (
    <div>
      <ActionButton scope={scope} action="up" />
      <ActionButton scope={scope} action="play" />
      <ActionButton scope={scope} action="help" />
      <HelpOverlay actions={scope.actions} {...help} />
    </div>
  );
}

describe('one registry drives buttons, keys and help', () => {
  it('runs an action by button and by key, and disables both together', async () => {
    const user = userEvent.setup();
    const store = counterStore();
    renderWidget(store, <View store={store} />);
    const up = screen.getByRole('button', { name: 'Up' });
    expect(up).toHaveAttribute('aria-keyshortcuts', 'u');
    await user.click(up);
    await user.keyboard('u');
    expect(store.getState().n).toBe(2);
    expect(up).toBeDisabled();
    await user.keyboard('u');
    expect(store.getState().n).toBe(2);
  });

  it('follows the store for a label that depends on the state, without the view re-rendering', () => {
    const store = counterStore();
    renderWidget(store, <View store={store} />);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    act(() => store.setState({ playing: true }));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('lists every action of the view with its keys in the ? overlay', async () => {
    const user = userEvent.setup();
    const store = counterStore();
    renderWidget(store, <View store={store} />);
    await user.keyboard('?');
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['uUp — Count up.', 'SpacePlay / Pause — Play or pause.', '?Keyboard shortcuts — Show or hide this list.']);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the Esc that closes the ? overlay from the host page around the widget', async () => {
    const user = userEvent.setup();
    const store = counterStore();
    const hostSaw: string[] = [];
    const onHostKey = (e: KeyboardEvent) => hostSaw.push(e.key);
    document.addEventListener('keydown', onHostKey);
    try {
      renderWidget(store, <View store={store} />);
      await user.keyboard('?');
      expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(hostSaw).not.toContain('Escape');
    } finally {
      document.removeEventListener('keydown', onHostKey);
    }
  });

  it('closes the ? overlay on ? and on Tab out of it, and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    const store = counterStore();
    renderWidget(
      store,
      <>
        <View store={store} />
        <a href="#next">Next</a>
      </>,
    );
    const opener = screen.getByRole('button', { name: /Keyboard shortcuts/ });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('?');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
    // Close, then the keys switch; one more Tab leaves the overlay for what follows it.
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names where region keys work once per row, after the keys that work anywhere', () => {
    const next: StoreAction<Counter> = {
      id: 'next',
      label: 'Next job',
      help: 'Select the next job.',
      keys: [{ key: 'ArrowDown', within: 'jobs' }, { key: 'j' }, { key: 'ArrowRight', within: 'jobs' }],
      enabled: () => true,
      run: () => undefined,
    };
    render(<HelpOverlay actions={[next]} open />);
    const [, row] = screen.getAllByRole('row', { hidden: true });
    expect(row!.querySelector('td')!.textContent).toBe('j↓ → with a job focused');
  });
});

describe('a disabled action says why', () => {
  const DOWN: StoreAction<Counter> = {
    id: 'down',
    label: 'Down',
    help: 'Count down.',
    keys: [{ key: 'd' }],
    enabled: ({ state }) => state.n > 0,
    disabledReason: () => 'Already at 0.',
    run: ({ store }) => store.setState({ n: store.getState().n - 1 }),
  };

  function Reasoned({ store, said }: { store: StoreApi<Counter>; said: string[] }) {
    const { scope } = useViewActions(store, [DOWN], (text) => said.push(text));
    return <ActionButton scope={scope} action="down" />;
  }

  it('shows the reason beside the disabled button as its description, and drops it once enabled', () => {
    const store = counterStore();
    renderWidget(store, <Reasoned store={store} said={[]} />);
    const down = screen.getByRole('button', { name: 'Down' });
    expect(down).toBeDisabled();
    expect(down).toHaveAccessibleDescription('Already at 0.');
    expect(screen.getByText('Already at 0.')).toBeVisible();
    act(() => store.setState({ n: 1 }));
    expect(screen.getByRole('button', { name: 'Down' })).toBe(down);
    expect(down).toBeEnabled();
    expect(down).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Already at 0.')).toBeNull();
  });

  it("announces the reason when the disabled action's key is pressed, and runs nothing", async () => {
    const user = userEvent.setup();
    const said: string[] = [];
    const store = counterStore();
    renderWidget(store, <Reasoned store={store} said={said} />);
    await user.keyboard('d');
    expect(said).toEqual(['Down is not available now. Already at 0.']);
    expect(store.getState().n).toBe(0);
  });
});
