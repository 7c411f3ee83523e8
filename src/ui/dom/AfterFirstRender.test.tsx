import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AfterFirstRender } from './AfterFirstRender';

function View() {
  return (
    <div>
      <h1>Top</h1>
      <AfterFirstRender>
        <p>Below</p>
      </AfterFirstRender>
    </div>
  );
}

describe('the part of a view rendered after the first pass', () => {
  it('shows up once the page has rendered', async () => {
    render(<View />);
    expect(screen.getByRole('heading', { name: 'Top' })).toBeInTheDocument();
    expect(await screen.findByText('Below')).toBeInTheDocument();
  });

  it('is in the HTML a prerender writes', () => {
    expect(renderToString(<View />)).toContain('<p>Below</p>');
  });
});
