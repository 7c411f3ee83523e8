import { describe, expect, it } from 'vitest';
import { queryLink } from '../linkSource';
import { LIST_PARAMS, fromLink, toLink } from './listLink';
import { listStory } from './listModel';

describe('the list dive link', () => {
  it('opens at the event it wrote', () => {
    const link = queryLink(toLink({ cursor: 12 }));
    expect(fromLink(link)).toEqual({ cursor: 12 });
    expect(link.problems).toEqual([]);
  });

  it('falls back to the first event on an event the story does not have, and names it', () => {
    const n = listStory().events.length;
    const link = queryLink(`?at=${n + 1}`);
    expect(fromLink(link)).toEqual({ cursor: 1 });
    expect(link.problems).toEqual([`at=${n + 1} is not a whole number from 1 to ${n}, so 1 is used.`]);
  });

  it('writes exactly the parameters the view declares, always the same names', () => {
    expect(Object.keys(toLink({ cursor: 1 }))).toEqual([...LIST_PARAMS]);
  });
});
