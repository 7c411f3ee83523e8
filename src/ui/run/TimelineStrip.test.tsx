import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endOf, presetRun } from '../../sim/run/runModel';
import { selectStripMarks } from '../../store';
import { TimelineStrip } from './TimelineStrip';

describe('the timeline strip', () => {
  it('draws a crash, a pause and a recovering sweep as shapes of the same class as their legend keys, none of them only inside <defs>', () => {
    const run = presetRun('tuning', 5);
    const { container } = render(<TimelineStrip run={run} endMs={endOf(run)} viewMs={0} onSeek={() => {}} />);
    const strip = container.querySelector('.run-strip__svg')!;
    for (const kind of ['crash', 'pause', 'recovered'] as const) {
      const expected = selectStripMarks(run).filter((m) => m.kind === kind).length;
      expect(expected).toBeGreaterThan(0);
      const drawn = [...strip.querySelectorAll(`.run-strip__mark--${kind}`)].filter((el) => !el.closest('defs'));
      expect(drawn).toHaveLength(expected);
      const key = container.querySelector(`.run-strip__legend [data-mark="${kind}"] .run-strip__mark`)!;
      for (const el of drawn) expect(el.getAttribute('class')).toBe(key.getAttribute('class'));
    }
  });
});
