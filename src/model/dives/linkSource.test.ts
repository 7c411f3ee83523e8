import { describe, expect, it } from 'vitest';
import { linkInt, linkOneOf, queryLink } from './linkSource';

describe('a dive link source', () => {
  it('reads a whole number in range and names one out of range with the fallback it uses', () => {
    const link = queryLink('?a=12&b=99&c=1.5');
    expect(linkInt(link, 'a', 0, 20, 3)).toBe(12);
    expect(linkInt(link, 'b', 0, 20, 3, ' ms')).toBe(3);
    expect(linkInt(link, 'c', 0, 20, 3)).toBe(3);
    expect(linkInt(link, 'absent', 0, 20, 3)).toBe(3);
    expect(link.problems).toEqual(['b=99 is not a whole number from 0 to 20, so 3 ms is used.', 'c=1.5 is not a whole number from 0 to 20, so 3 is used.']);
  });

  it('reads one of a list of words and names any other word with the options', () => {
    const link = queryLink('?mode=reap&clock=moon');
    expect(linkOneOf(link, 'mode', ['sweep', 'reap'] as const, 'sweep')).toBe('reap');
    expect(linkOneOf(link, 'clock', ['server', 'sweeper'] as const, 'server')).toBe('server');
    expect(link.problems).toEqual(['clock=moon is not one of server, sweeper, so server is used.']);
  });
});
