import { describe, expect, it } from 'vitest';
import { formatQuery, LinkReader, withParams, without } from './query';

describe('withParams', () => {
  it('sets and removes only the parameters it is given, keeping the others where they were', () => {
    expect(withParams('?embed=1&view=hub&step=3&job=JOB-a', { step: '14', job: null })).toBe('?embed=1&view=hub&step=14');
    expect(withParams('?view=run', { preset: 'healthy', seed: '7', jobs: null, step: '0' })).toBe('?view=run&preset=healthy&seed=7&step=0');
    expect(withParams('?view=list&at=3', without(['at']))).toBe('?view=list');
    expect(withParams('?at=3', without(['at']))).toBe('');
  });

  it('keeps the colons of job ids and the commas of lists readable', () => {
    expect(withParams('', { job: 'a:b', ids: '1,2' })).toBe('?job=a:b&ids=1,2');
    expect(formatQuery(new URLSearchParams('q=a%20b'))).toBe('?q=a+b');
  });
});

describe('LinkReader', () => {
  it('reads whole numbers and choices, and names each bad parameter with what is used instead', () => {
    const link = new LinkReader('?m=9&mode=nope&at=2&skew=-1000');
    expect(link.int('m', 1, 6, 3)).toBe(3);
    expect(link.oneOf('mode', ['sweep', 'reap'] as const, 'sweep')).toBe('sweep');
    expect(link.int('at', 1, 5, 5)).toBe(2);
    expect(link.int('skew', -5000, 5000, 0, ' ms')).toBe(-1000);
    expect(link.int('absent', 0, 1, 1)).toBe(1);
    expect(link.problems).toEqual(['m=9 is not a whole number from 1 to 6, so 3 is used.', 'mode=nope is not one of sweep, reap, so sweep is used.']);
  });

  it('takes no number that is not written as a whole number', () => {
    const link = new LinkReader('?a=1.5&b=1e3&c=');
    expect([link.int('a', 0, 9999, 0), link.int('b', 0, 9999, 0), link.int('c', 0, 9999, 0)]).toEqual([0, 0, 0]);
    expect(link.problems).toHaveLength(3);
  });
});
