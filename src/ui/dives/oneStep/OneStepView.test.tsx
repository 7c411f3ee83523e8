import { render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { OneStepView } from './OneStepView';

afterEach(() => history.replaceState(null, '', '/'));

/** The two dives' roots and what each one's narration says. */
function twoDives() {
  render(
    <>
      <OneStepView />
      <OneStepView />
    </>,
  );
  const [left, right] = [...document.querySelectorAll<HTMLElement>('[data-widget]')];
  const said = (w: HTMLElement) => w.querySelector('.dnarration__label')!.textContent;
  /** The button of an action, found by its id (the accessible name also holds its detail and key). */
  const button = (w: HTMLElement, action: string) => w.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`)!;
  return { left: left!, right: right!, said, button };
}

describe('two one-step dives on one page', () => {
  it("moving one dive's schedule leaves the other's as it was", async () => {
    const user = userEvent.setup();
    const { left, right, said, button } = twoDives();
    await user.click(button(left, 'move-sweeper:A'));
    await user.click(button(left, 'move-sweeper:B'));
    expect(said(left)).toBe('Move 2 of 2');
    expect(said(right)).toBe('Ready');
    expect(within(right).getByText(/Nobody has moved yet/)).toBeInTheDocument();
  });

  it('a key pressed with focus in one dive acts in that dive only', async () => {
    const user = userEvent.setup();
    const { left, right, said, button } = twoDives();
    button(right, 'move-worker:B').focus();
    await user.keyboard('a');
    expect(said(right)).toBe('Move 1 of 1');
    expect(said(left)).toBe('Ready');
    await user.keyboard('b');
    expect(said(right)).toBe('Move 2 of 2');
    expect(said(left)).toBe('Ready');
  });

  it('a key pressed on the page outside both dives runs nothing', async () => {
    const user = userEvent.setup();
    const { left, right, said } = twoDives();
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('abw');
    expect(said(left)).toBe('Ready');
    expect(said(right)).toBe('Ready');
  });

  it('each dive keeps its own radio groups: picking a setup in one leaves the other’s checked', async () => {
    const user = userEvent.setup();
    const { left, right, button } = twoDives();
    await user.click(within(left).getByLabelText(/one atomic script/));
    expect(within(left).getByLabelText(/one atomic script/)).toBeChecked();
    expect(within(right).getByLabelText(/a client loop of separate commands/)).toBeChecked();
    expect(button(left, 'move-sweeper:A')).toHaveTextContent('Sweeper A: run the sweep script');
    expect(button(right, 'move-sweeper:A')).toHaveTextContent('Sweeper A: next command');
  });
});

describe('the one-step checkpoint on a loaded interleaving', () => {
  it('Step forward waits until the learner predicts or presses "Skip predicting"', async () => {
    const user = userEvent.setup();
    render(<OneStepView />);
    const dive = document.querySelector<HTMLElement>('[data-widget]')!;
    const forward = () => dive.querySelector<HTMLButtonElement>('button[data-action="forward"]')!;
    await user.click(dive.querySelector<HTMLButtonElement>('button[data-action="case"]')!);
    expect(forward()).toBeDisabled();
    const form = within(dive).getByRole('group', { name: 'Predict: does this interleaving count a stall twice?' });
    expect(form).toHaveTextContent('predict first, or skip predicting');
    await user.click(within(form).getByRole('button', { name: 'Skip predicting' }));
    expect(within(form).queryByRole('button', { name: 'Skip predicting' })).toBeNull();
    expect(forward()).toBeEnabled();
    await user.click(forward());
    expect(dive.querySelector('.dnarration__label')!.textContent).toBe('Move 1 of 9');
  });
});

describe('the one-step checkpoint', () => {
  const question = (w: HTMLElement) => within(w).queryByRole('group', { name: 'Predict: does this interleaving count a stall twice?' });

  it('is not asked once the moves shown already answer it: a loaded order stopped right after its double count', () => {
    history.replaceState(null, '', '/?view=onestep&sched=ABAAAbBBB&at=8');
    render(<OneStepView />);
    const dive = document.querySelector<HTMLElement>('[data-widget]')!;
    expect(dive.querySelector('.dnarration')).toHaveTextContent('Stall counted twice');
    expect(question(dive)).toBeNull();
    // Stepping on is not held back by a question nobody is asked.
    expect(dive.querySelector<HTMLButtonElement>('button[data-action="forward"]')).toBeEnabled();
  });

  it('is asked about a loaded order while its answer is still ahead, never about the learner’s own moves, which have all run', async () => {
    const user = userEvent.setup();
    history.replaceState(null, '', '/?view=onestep&sched=ABAAAbBBB&at=6');
    render(<OneStepView />);
    const dive = document.querySelector<HTMLElement>('[data-widget]')!;
    expect(question(dive)).not.toBeNull();
    await user.click(dive.querySelector<HTMLButtonElement>('button[data-action="reset"]')!);
    await user.click(dive.querySelector<HTMLButtonElement>('button[data-action="move-sweeper:A"]')!);
    await user.click(dive.querySelector<HTMLButtonElement>('button[data-action="move-sweeper:B"]')!);
    expect(dive.querySelector('.dnarration__label')).toHaveTextContent('Move 2 of 2');
    expect(question(dive)).toBeNull();
  });
});

describe('a lease’s deadline in the one-step dive', () => {
  it('is written in the table of what Redis holds as the narration writes it, “lease until t = …”', async () => {
    history.replaceState(null, '', '/?view=onestep&sched=ABAAAbBBB&at=6');
    render(<OneStepView />);
    const dive = document.querySelector<HTMLElement>('[data-widget]')!;
    const until = /lease until (t = [\d.]+ s)/.exec(dive.querySelector('.dnarration__text')!.textContent!)?.[1];
    expect(until).toBeDefined();
    const table = await within(dive).findByRole('table');
    expect(table).toHaveTextContent(`active (lease until ${until})`);
  });
});
