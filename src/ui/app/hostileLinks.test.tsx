import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from './App';

afterEach(() => history.replaceState(null, '', '/'));

async function notice(): Promise<HTMLElement> {
  await waitFor(() => expect(document.querySelector('.view-loading')).toBeNull());
  return screen.getByRole('complementary', { name: 'Part of this link could not be used' });
}

describe('links a course author or a stranger might write', () => {
  it('names embed=true, yes or 2 instead of silently showing the whole page', async () => {
    render(<App search="?view=hub&embed=yes" />);
    expect(await notice()).toHaveTextContent('embed=yes is not embed=1, so the whole page is shown.');
  });

  it('names a repeated parameter', async () => {
    render(<App search="?view=hub&step=3&step=9" />);
    expect(await notice()).toHaveTextContent('step is given 2 times, so only the first, step=3, is used.');
  });

  it('opens a bound-dive link with a 15.6 KB run= at once, naming the value without echoing it', async () => {
    const start = performance.now();
    render(<App search={`?view=bound&run=${'b'.repeat(15_600)}&at=4`} />);
    const n = await notice();
    expect(n).toHaveTextContent('run= is 15,600 characters long, over the limit of 2,000, so it is ignored.');
    expect(n.textContent!.length).toBeLessThan(600);
    expect(performance.now() - start).toBeLessThan(5_000);
  });

  it('refuses a bound run longer than 200 actions and names the at= that belonged to it', async () => {
    render(<App search={`?view=bound&run=${'b'.repeat(500)}&at=4`} />);
    const n = await notice();
    expect(n).toHaveTextContent('has 500 actions, more than the limit of 200, so the run starts empty.');
    expect(n).toHaveTextContent('at=4 was a step of the run that could not be used');
  });

  it('names the at= of a run that is not made of b, r and z', async () => {
    render(<App search="?view=bound&run=bxq&at=2" />);
    const n = await notice();
    expect(n).toHaveTextContent('run=bxq is not a run of b, r and z');
    expect(n).toHaveTextContent('at=2 was a step of the run that could not be used');
  });
});
