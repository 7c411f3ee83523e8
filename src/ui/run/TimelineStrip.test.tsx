import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endOf, presetRun } from '../../model/run/runModel';
import { selectStripMarks } from '../../store';
import { drawnMarks, TimelineStrip } from './TimelineStrip';

describe('the timeline strip', () => {
  it('draws a crash, a pause and a recovering sweep as shapes of the same class as their legend keys, none of them only inside <defs>', () => {
    const run = presetRun('tuning', 5);
    const { container } = render(<TimelineStrip run={run} endMs={endOf(run)} viewMs={0} onSeek={() => {}} />);
    const strip = container.querySelector('.run-strip__svg')!;
    for (const kind of ['crash', 'pause', 'recovered'] as const) {
      const expected = selectStripMarks(run).filter((m) => m.kind === kind).length;
      expect(expected).toBeGreaterThan(0);
      const drawn = [...strip.querySelectorAll(`.run-strip__mark--${kind}`)].filter((el) => !el.closest('defs'));
      // Crashes at nearly the same moment share one cross that says how many it stands for.
      const counted = drawn.reduce((n, el) => n + Number(el.closest('[data-count]')?.getAttribute('data-count') ?? 1), 0);
      expect(counted).toBe(expected);
      const key = container.querySelector(`.run-strip__legend [data-mark="${kind}"] .run-strip__mark`)!;
      for (const el of drawn) expect(el.getAttribute('class')).toBe(key.getAttribute('class'));
    }
  });

  it('draws a dead-lettering sweep on the same row as the other sweeps', () => {
    const run = presetRun('tuning', 5);
    const { container } = render(<TimelineStrip run={run} endMs={endOf(run)} viewMs={0} onSeek={() => {}} />);
    const rows = new Set(['sweep', 'recovered', 'dead'].flatMap((k) => [...container.querySelectorAll(`.run-strip__svg .run-strip__at--${k}`)].map((el) => el.getAttribute('y'))));
    expect(container.querySelectorAll('.run-strip__svg .run-strip__at--dead').length).toBeGreaterThan(0);
    expect([...rows]).toEqual(['31']);
  });

  it('shows crashes at nearly the same moment as one cross with their count, and crashes far apart each on its own', () => {
    const crash = (atMs: number) => ({ atMs, kind: 'crash' as const });
    const drawn = drawnMarks([crash(1000), crash(1010), crash(1020), crash(1030), crash(1040), crash(1050), { atMs: 1025, kind: 'sweep' }, crash(50_000)], 100_000);
    expect(drawn.filter((d) => d.mark.kind === 'crash').map((d) => [d.mark.atMs, d.count])).toEqual([
      [1000, 6],
      [50_000, 1],
    ]);
    expect(drawn).toHaveLength(3);
  });

  it('writes the count beside a cross that stands for several crashes', () => {
    const run = presetRun('tuning', 5);
    const { container } = render(<TimelineStrip run={run} endMs={endOf(run)} viewMs={0} onSeek={() => {}} />);
    for (const at of container.querySelectorAll('.run-strip__svg [data-count]')) expect(at.querySelector('.run-strip__count')).toHaveTextContent(at.getAttribute('data-count')!);
  });
});
