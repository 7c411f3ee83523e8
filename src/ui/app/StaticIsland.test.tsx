import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The quiz is the course page's other static island (CoursePage's QUIZ_CHUNK); HubIsland.test.tsx has the hub's.

const opened: (() => void)[] = [];
afterEach(() => {
  for (const close of opened.splice(0)) close();
  vi.restoreAllMocks();
});

/** The built page's first screen (src/entryServer.tsx) hydrated by a fresh copy of the page's code, no island chunk loaded yet. */
async function hydratePrerenderedPage() {
  const html = (await import('../../entryServer')).renderFirstScreen();
  vi.resetModules();
  const { App } = await import('./App');
  const { PageLive } = await import('./PageLive');
  const { memoryLink } = await import('../url/linkAdapter');
  const { hydratingServerMarkup } = await import('./StaticIsland');
  const { QUIZ_CHUNK } = await import('../course/CoursePage');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors = vi.spyOn(console, 'error');
  hydratingServerMarkup();
  let root: Root | null = null;
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <PageLive>
          <App link={memoryLink('')} />
        </PageLive>
      </StrictMode>,
    );
  });
  opened.push(() => {
    act(() => root!.unmount());
    container.remove();
  });
  return { errors, loadQuiz: () => QUIZ_CHUNK.load() };
}

const quiz = () => screen.getByRole('region', { name: 'Check your understanding' });

describe('the quiz as a static island', () => {
  it('is on the first screen before its code has loaded, and says nothing while hydrating', async () => {
    const { errors } = await hydratePrerenderedPage();
    expect(within(quiz()).getAllByRole('group').length).toBeGreaterThanOrEqual(8);
    expect(document.querySelector('[data-island="quiz"][data-awake]')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('an option picked before the quiz has loaded is still picked once it has, and Check answers it', async () => {
    const { loadQuiz } = await hydratePrerenderedPage();
    const first = () => within(within(quiz()).getAllByRole('group')[0]!).getAllByRole('radio')[0]!;
    const asleep = first();
    fireEvent.pointerDown(asleep);
    fireEvent.pointerUp(asleep);
    fireEvent.click(asleep);
    await act(() => loadQuiz());
    await waitFor(() => expect(document.querySelector('[data-island="quiz"][data-awake]')).not.toBeNull());
    expect(first()).not.toBe(asleep);
    expect(first()).toBeChecked();
    const question = within(quiz()).getAllByRole('group')[0]!;
    fireEvent.click(within(question).getByRole('button', { name: 'Check' }));
    expect(within(question).getByRole('status')).toHaveTextContent(/\S/);
  });
});
