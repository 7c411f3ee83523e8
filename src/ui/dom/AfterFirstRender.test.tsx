import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AfterFirstRender } from './AfterFirstRender';

/** A paragraph that notes in `log` when it is committed (mounted or hydrated). */
function Mark({ name, log }: { name: string; log: string[] }) {
  useLayoutEffect(() => {
    log.push(name);
  }, [log, name]);
  return <p>{name}</p>;
}

/** A view: a heading part, the part rendered after the first pass, and a part after it. */
function View({ log }: { log: string[] }) {
  return (
    <div>
      <Mark name="Top" log={log} />
      <AfterFirstRender>
        <Mark name="Below" log={log} />
      </AfterFirstRender>
      <Mark name="After" log={log} />
    </div>
  );
}

describe('the part of a view rendered after the first pass', () => {
  it('is left out of the first commit, which holds the rest of the view, and shows up in a pass of its own right after', async () => {
    const log: string[] = [];
    render(<View log={log} />);
    // Were it rendered with the rest, it would commit between Top and After (tree order).
    expect(log).toEqual(['Top', 'After', 'Below']);
    expect(await screen.findByText('Below')).toBeInTheDocument();
  });

  it('is in the HTML a prerender writes', () => {
    expect(renderToString(<View log={[]} />)).toContain('<p>Below</p>');
  });

  it('hydrates in a pass after the rest of a prerendered view, keeping the HTML it had', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<View log={[]} />);
    document.body.append(container);
    const below = container.querySelectorAll('p')[1]!;
    const log: string[] = [];
    await act(async () => {
      hydrateRoot(container, <View log={log} />);
    });
    expect(log).toEqual(['Top', 'After', 'Below']);
    // Hydrated in place: the server's paragraph, not a fresh one.
    expect(container.querySelectorAll('p')[1]).toBe(below);
    container.remove();
  });
});
