import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hubInitial, reduceHub, type HubState } from '../sim/hub/hubModel';
import { HUB } from '../sim/presets/hub';
import { buildTimeline } from '../sim/timeline/timeline';
import { createWidgetStore } from './createWidgetStore';
import { useWidget, WidgetProvider } from './WidgetProvider';

const timeline = buildTimeline(HUB.header, HUB.inputs);
const hubStore = () => createWidgetStore(reduceHub, hubInitial({ timeline, cursor: HUB.startCursor }));

function Cursor({ label }: { label: string }) {
  const cursor = useWidget((s: HubState) => s.cursor);
  return <p>{`${label}: ${cursor}`}</p>;
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
});
