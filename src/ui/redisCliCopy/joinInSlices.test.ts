import { describe, expect, it } from 'vitest';
import { joinInSlices } from './joinInSlices';

function* numbered(n: number) {
  for (let i = 0; i < n; i++) yield `line ${i}`;
}

describe('joining a long text in slices', () => {
  it('gives the same text as joining at once, over several turns of the page', async () => {
    let clock = 0;
    let turns = 0;
    const r = await joinInSlices(numbered(1000), { sliceMs: 10, now: () => clock++, later: async () => void turns++ });
    expect(r.text).toBe([...numbered(1000)].map((l) => `${l}\n`).join(''));
    expect(r.lines).toBe(1000);
    expect(turns).toBeGreaterThan(50);
  });

  it('gives an empty text for no lines', async () => {
    expect(await joinInSlices(numbered(0))).toEqual({ text: '', lines: 0 });
  });
});
