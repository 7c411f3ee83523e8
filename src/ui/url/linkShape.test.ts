import { describe, expect, it } from 'vitest';
import { LinkReader, linkShapeProblems, MAX_LINK_VALUE, shownValue, withoutOverlongValues } from './query';

describe('the shape of a link as a whole', () => {
  it('names an embed other than 1, since only embed=1 hides the page chrome', () => {
    for (const v of ['true', 'yes', '2']) expect(linkShapeProblems(`?view=hub&embed=${v}`)).toEqual([`embed=${v} is not embed=1, so the whole page is shown.`]);
    expect(linkShapeProblems('?view=hub&embed=1')).toEqual([]);
  });

  it('names a parameter given twice and says the first is used', () => {
    expect(linkShapeProblems('?view=hub&step=3&step=9')).toEqual(['step is given 2 times, so only the first, step=3, is used.']);
  });

  it('ignores a value over the length limit and names it without echoing it whole', () => {
    const huge = 'b'.repeat(100_000);
    const problems = linkShapeProblems(`?view=bound&run=${huge}`);
    expect(problems).toEqual([`run= is 100,000 characters long, over the limit of ${MAX_LINK_VALUE.toLocaleString('en-US')}, so it is ignored.`]);
    expect(withoutOverlongValues(`?view=bound&run=${huge}&m=3`)).toBe('?view=bound&m=3');
    expect(withoutOverlongValues('?view=bound&m=3')).toBe('?view=bound&m=3');
  });

  it('cuts a value a notice quotes to 60 characters and an ellipsis', () => {
    expect(shownValue('x'.repeat(100))).toBe(`${'x'.repeat(60)}…`);
    const link = new LinkReader(`?mode=${'z'.repeat(1_999)}`);
    link.oneOf('mode', ['sweep'] as const, 'sweep');
    expect(link.problems[0]!.length).toBeLessThan(120);
  });
});
