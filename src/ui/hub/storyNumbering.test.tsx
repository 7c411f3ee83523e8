import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { storyHash } from '../../sim/story/storyLink';
import { ViewWidget } from '../app/mountView';
import { bootHub } from './bootHub';
import { loadHubView } from './HubIsland';
import { hubLinkParams } from '../url/permalink';

const header = { format: 'emq-scenario/1', name: 'Numbers', queue: 'q', clockStartMs: 0, maxStalled: 3, leaseMs: 1000 };
const steps = Array.from({ length: 24 }, (_, i) => (i === 0 ? { at: 0, op: 'enqueue', job: 'j1' } : { at: i * 10, op: 'sweep' }));
const text = JSON.stringify({ ...header, steps, story: { stepsFrom: 1, openAt: 13, select: 'j1', captions: { '13': 'Caption thirteen.' } } });

describe('one numbering of steps', () => {
  beforeAll(() => loadHubView());

  it('file number == page number == link number == Reset label == How we got here label, for openAt 13', async () => {
    render(<ViewWidget view="hub" hash={storyHash(text)} />);
    expect(document.querySelector('.clock__step')!.textContent).toBe('step 13 of 24');
    expect(screen.getByText('Caption thirteen.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Reset to step 13/ })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.story__list [aria-current="step"] button')?.textContent).toBe('Step 13'));
    const boot = bootHub('?view=hub', undefined, storyHash(text));
    expect(hubLinkParams(boot.store.getState()).step).toBe('13');
  });

  it('Reset on a hub opened with step=14 goes to step 14, not to the story’s start', () => {
    const boot = bootHub('?view=hub&step=14');
    expect(boot.store.getState()).toMatchObject({ cursor: 14, start: { cursor: 14 } });
    boot.store.dispatch({ type: 'moveTo', cursor: 3 });
    boot.store.dispatch({ type: 'reset' });
    expect(boot.store.getState().cursor).toBe(14);
  });
});
