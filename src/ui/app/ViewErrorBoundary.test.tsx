import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ViewErrorBoundary } from './ViewErrorBoundary';

afterEach(() => vi.restoreAllMocks());

let failing = true;
function Fragile() {
  if (failing) throw new RangeError('Invalid array length');
  return <p>the view works</p>;
}

function Page() {
  const [clicks, setClicks] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        elsewhere {clicks}
      </button>
      <ViewErrorBoundary label="Run timeline" freshHref="?view=run">
        <Fragile />
      </ViewErrorBoundary>
    </>
  );
}

describe('a view that fails', () => {
  it('shows a message naming the problem and a way back, and the rest of the page keeps working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failing = true;
    const user = userEvent.setup();
    render(<Page />);
    expect(screen.getByRole('alert')).toHaveTextContent('The Run timeline view stopped');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid array length');
    expect(screen.getByRole('link', { name: 'Open the Run timeline view fresh' })).toHaveAttribute('href', '?view=run');
    await user.click(screen.getByRole('button', { name: 'elsewhere 0' }));
    expect(screen.getByRole('button', { name: 'elsewhere 1' })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('the view works')).toBeInTheDocument();
  });
});
