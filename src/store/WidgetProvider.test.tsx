import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hubInitial, reduceHub, type HubAction, type HubState } from '../model/hub/hubModel';
import { HUB } from '../model/presets/hub';
import { buildTimeline } from '../sim/timeline/timeline';
import { createWidgetStore } from './createWidgetStore';
import { useWidget, useWidgetContext, useWidgetStore, WidgetProvider } from './WidgetProvider';

const timeline = buildTimeline(HUB.header, HUB.inputs);
const hubStore = () => createWidgetStore(reduceHub, hubInitial({ timeline, cursor: HUB.startCursor }));

function Cursor({ label }: { label: string }) {
  const cursor = useWidget((s: HubState) => s.cursor);
  return <p>{`${label}: ${cursor}`}</p>;
}

/** A button that goes away once pressed, as Pause becomes Resume. */
function StepOnce() {
  const cursor = useWidget((s: HubState) => s.cursor);
  const store = useWidgetStore<HubState, HubAction>();
  if (cursor !== HUB.startCursor) return <p>stepped</p>;
  return (
    <button type="button" onClick={() => store.dispatch({ type: 'moveTo', cursor: cursor + 1 })}>
      Step once
    </button>
  );
}

/** The widget's keys switch, as the help overlay offers it. */
function KeysSwitch() {
  const { keys, setKeys } = useWidgetContext();
  return (
    <label>
      <input type="checkbox" checked={keys} onChange={(e) => setKeys(e.currentTarget.checked)} /> keys
    </label>
  );
}

describe('WidgetProvider', () => {
  it('gives each provider its own simulator, so two can sit side by side', () => {
    const left = hubStore();
    render(
      <>
        <WidgetProvider store={left}><Cursor label="left" /></WidgetProvider>
        <WidgetProvider store={hubStore()}><Cursor label="right" /></WidgetProvider>
      </>,
    );
    act(() => left.dispatch({ type: 'moveTo', cursor: HUB.startCursor + 1 }));
    expect(screen.getByText(`left: ${HUB.startCursor + 1}`)).toBeInTheDocument();
    expect(screen.getByText(`right: ${HUB.startCursor}`)).toBeInTheDocument();
  });

  it('makes useWidget throw a clear error outside a provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Cursor label="orphan" />)).toThrow(/inside a <WidgetProvider>/);
    spy.mockRestore();
  });

  it('keeps focus inside the widget when the focused control goes away, so its keys still act', async () => {
    render(
      <WidgetProvider store={hubStore()}>
        <StepOnce />
      </WidgetProvider>,
    );
    const button = screen.getByRole('button', { name: 'Step once' });
    act(() => button.focus());
    act(() => button.click());
    expect(screen.getByText('stepped')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(document.querySelector('[data-widget]')));
  });

  it('keeps the reader’s keys choice with the widget’s store when the widget comes back, and not with another store', () => {
    const store = hubStore();
    const first = render(<WidgetProvider store={store}><KeysSwitch /></WidgetProvider>);
    act(() => screen.getByRole('checkbox', { name: 'keys' }).click());
    expect(screen.getByRole('checkbox', { name: 'keys' })).not.toBeChecked();
    first.unmount();
    const again = render(<WidgetProvider store={store}><KeysSwitch /></WidgetProvider>);
    expect(screen.getByRole('checkbox', { name: 'keys' })).not.toBeChecked();
    again.unmount();
    render(<WidgetProvider store={hubStore()}><KeysSwitch /></WidgetProvider>);
    expect(screen.getByRole('checkbox', { name: 'keys' })).toBeChecked();
  });
});
