import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { OneStepView } from '../dives/oneStep/OneStepView';
import { ViewShellProvider, ViewSlot, type ViewShell } from './viewShell';

afterEach(() => history.replaceState(null, '', '/'));

describe('views kept by the page shell', () => {
  it('keeps each place’s dive while it is hidden: two one-step dives come back each as it was', async () => {
    const user = userEvent.setup();
    const shell: ViewShell = { titleId: 'view-title', searchFor: () => '', kept: new Map(), report: () => {} };
    const page = (shown: boolean) => (
      <ViewShellProvider shell={shell}>
        {shown && (
          <>
            <ViewSlot name="left">
              <OneStepView />
            </ViewSlot>
            <ViewSlot name="right">
              <OneStepView />
            </ViewSlot>
          </>
        )}
      </ViewShellProvider>
    );
    const roots = () => [...document.querySelectorAll<HTMLElement>('[data-widget]')];
    const said = (w: HTMLElement) => w.querySelector('.dnarration__label')!.textContent;
    const { rerender } = render(page(true));
    await user.click(roots()[0]!.querySelector<HTMLButtonElement>('button[data-action="move-sweeper:A"]')!);
    rerender(page(false));
    expect(roots()).toEqual([]);
    rerender(page(true));
    expect(roots().map(said)).toEqual(['Move 1 of 1', 'Ready']);
  });
});
