import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SCRIPTS } from '../hub/scripts';
import { CodePanel, lineCounts } from './CodePanel';

const SOURCE = ['local ids = {}', "redis.call('ZREM', KEYS[1], id)", "redis.call('HINCRBY', job, 'stalled', 1)", 'return ids', ''].join('\n');

function line(n: number): HTMLElement {
  return document.querySelector<HTMLElement>(`.script__line[data-line="${n}"]`)!;
}

describe('CodePanel', () => {
  it('is a region named by its file, with one numbered line per line of the script', () => {
    render(<CodePanel file="sweep.lua" source={SOURCE} titleId="t" current={null} currentLabel="ran" />);
    expect(screen.getByRole('region', { name: 'sweep.lua' })).toBeInTheDocument();
    expect(document.querySelectorAll('.script__line')).toHaveLength(4);
    expect(line(2)).toHaveTextContent("2redis.call('ZREM', KEYS[1], id)");
  });

  it('marks the lit line with ◀ and words, not by colour alone, and tints the other lines that ran', () => {
    render(<CodePanel file="sweep.lua" source={SOURCE} titleId="t" current={3} currentLabel="this command" ran={new Map([[2, 1]])} />);
    expect(line(3)).toHaveClass('is-current');
    expect(line(3)).toHaveTextContent('◀ this command');
    expect(line(2)).toHaveClass('has-run');
    expect(line(2)).not.toHaveTextContent('◀');
    expect(line(1)).not.toHaveClass('has-run');
  });

  it('counts the lines a loop ran more than once when counts are shown', () => {
    render(<CodePanel file="sweep.lua" source={SOURCE} titleId="t" current={null} currentLabel="ran" ran={lineCounts([2, 3, 2, 3, 2])} showCounts />);
    expect(line(2).querySelector('.script__ran')).toHaveTextContent('▸×3');
    expect(line(3).querySelector('.script__ran')).toHaveTextContent('▸×2');
    expect(line(1).querySelector('.script__ran')).toHaveTextContent('');
  });

  it('names who runs which line next at the end of that line', () => {
    render(<CodePanel file="clientLoop.txt" source={SOURCE} titleId="t" current={null} currentLabel="ran" markers={[{ line: 4, label: 'A next' }]} />);
    expect(line(4)).toHaveTextContent('return ids ◀ A next');
  });

  it('lets a keyboard reach a listing that scrolls, and says which line is lit', () => {
    render(<CodePanel file="sweep.lua" source={SOURCE} titleId="t" current={2} currentLabel="ran" scroll />);
    const listing = document.querySelector('pre')!;
    expect(listing).toHaveAttribute('tabindex', '0');
    expect(listing).toHaveAccessibleName('sweep.lua, line 2 lit');
  });

  it('shows a verb\u2019s Lua file exactly as Redis runs it, each line under its own number', () => {
    render(<CodePanel file="sweep.lua" source={SCRIPTS.sweep} titleId="t" current={null} currentLabel="ran" />);
    const fileLines = SCRIPTS.sweep.replace(/\n$/, '').split('\n');
    fileLines.forEach((line, i) => {
      expect(document.querySelector(`[data-line="${i + 1}"]`)?.textContent).toContain(line);
    });
    expect(document.querySelector(`[data-line="${fileLines.length + 1}"]`)).toBeNull();
  });

  it('names each of two panels on one page by its own title', () => {
    render(
      <>
        <CodePanel file="sweep.lua" source={SOURCE} current={null} currentLabel="ran" />
        <CodePanel file="reap.lua" source={SOURCE} current={null} currentLabel="ran" />
      </>,
    );
    expect(screen.getByRole('region', { name: 'sweep.lua' })).not.toBe(screen.getByRole('region', { name: 'reap.lua' }));
  });
});
