import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HUB } from '../sim/presets/hub';
import { buildTimeline } from '../sim/timeline/timeline';
import { createSimStore } from './createSimStore';
import { SimStoreProvider, useSimStore } from './SimStoreProvider';

const timeline = buildTimeline(HUB.header, HUB.inputs);

function Cursor({ label }: { label: string }) {
  const cursor = useSimStore((s) => s.cursor);
  return <p>{`${label}: ${cursor}`}</p>;
}

describe('SimStoreProvider', () => {
  it('gives each provider its own simulator, so two can sit side by side', () => {
    const left = createSimStore({ timeline, cursor: HUB.startCursor });
    render(
      <>
        <SimStoreProvider store={left}><Cursor label="left" /></SimStoreProvider>
        <SimStoreProvider init={{ timeline, cursor: HUB.startCursor }}><Cursor label="right" /></SimStoreProvider>
      </>,
    );
    act(() => left.getState().moveTo(HUB.startCursor + 1));
    expect(screen.getByText(`left: ${HUB.startCursor + 1}`)).toBeInTheDocument();
    expect(screen.getByText(`right: ${HUB.startCursor}`)).toBeInTheDocument();
  });

  it('makes useSimStore throw a clear error outside a provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Cursor label="orphan" />)).toThrow(/inside a <SimStoreProvider>/);
    spy.mockRestore();
  });
});
