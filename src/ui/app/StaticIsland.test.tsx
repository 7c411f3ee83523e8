import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydratePrerenderedPage as hydrateFreshPage } from './hydratePrerendered.testing';

// The quiz is the course page's other static island (CoursePage's QUIZ_CHUNK); HubIsland.test.tsx has the hub's.

const opened: (() => void)[] = [];
afterEach(() => {
  for (const close of opened.splice(0)) close();
  vi.restoreAllMocks();
});

/** The built page's first screen (src/entryServer.tsx) hydrated by a fresh copy of the page's code, no island chunk loaded yet. */
async function hydratePrerenderedPage() {
  const { errors } = await hydrateFreshPage(opened);
  const { QUIZ_CHUNK } = await import('../course/CoursePage');
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
