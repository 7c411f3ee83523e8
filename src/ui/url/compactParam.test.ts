import { describe, expect, it } from 'vitest';
import { readCompact } from './compactParam';
import { linkShapeProblems } from './query';

describe('a link’s compact=', () => {
  it('shows the compact form for compact=1 and the whole view without it', () => {
    expect(readCompact('1')).toEqual({ compact: true, problems: [] });
    expect(readCompact(null)).toEqual({ compact: false, problems: [] });
  });

  it('shows the whole view for any other value and names it', () => {
    expect(readCompact('true')).toEqual({ compact: false, problems: ['compact=true is not compact=1, so the whole view is shown.'] });
    expect(readCompact('').problems).toEqual(['compact= is not compact=1, so the whole view is shown.']);
  });

  it('is a parameter of the page, so a link carrying it is not told it misspelt another', () => {
    expect(linkShapeProblems('?view=bound&embed=1&compact=1')).toEqual([]);
    expect(linkShapeProblems('?view=bound&compakt=1')).toEqual([expect.stringContaining('did you mean compact?')]);
  });
});
