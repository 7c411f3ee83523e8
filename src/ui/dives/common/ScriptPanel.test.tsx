import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScriptPanel } from './ScriptPanel';

describe('ScriptPanel', () => {
  it('titles a product script by its file name, never by the folders of the project', () => {
    render(<ScriptPanel script="sweep.lua" titleId="t" current={9} also={[5]} />);
    const panel = screen.getByRole('region', { name: 'sweep.lua' });
    expect(panel).not.toHaveTextContent('src/');
    expect(panel).not.toHaveTextContent('docs/model.md');
  });

  it('marks the line that ran and tints the other lines of the step', () => {
    render(<ScriptPanel script="clientLoop" titleId="t" current={6} also={[5]} markers={[{ line: 7, label: 'B next' }]} />);
    expect(screen.getByRole('region', { name: 'the sweep as a client loop (pseudocode)' })).toBeInTheDocument();
    expect(document.querySelector('[data-line="6"]')).toHaveClass('is-current');
    expect(document.querySelector('[data-line="6"]')).toHaveTextContent('◀ ran');
    expect(document.querySelector('[data-line="5"]')).toHaveClass('has-run');
    expect(document.querySelector('[data-line="7"]')).toHaveTextContent('◀ B next');
    expect(screen.getByLabelText('the sweep as a client loop (pseudocode), line 6 lit')).toHaveAttribute('tabindex', '0');
  });
});
