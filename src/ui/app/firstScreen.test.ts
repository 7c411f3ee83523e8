import { describe, expect, it } from 'vitest';
import { matchesPrerendered } from './firstScreen';

describe('which links hydrate the prerendered first screen', () => {
  it('hydrates the bare page and its own reload (?view=hub)', () => {
    expect(matchesPrerendered('')).toBe(true);
    expect(matchesPrerendered('?view=hub')).toBe(true);
  });
  it('renders fresh for any link that opens somewhere else', () => {
    for (const s of ['?view=run', '?view=hub&step=3', '?job=JOB-a', '?view=hub&embed=1', '?view=hub&view=run', '?view=nope'])
      expect(matchesPrerendered(s)).toBe(false);
  });
});
