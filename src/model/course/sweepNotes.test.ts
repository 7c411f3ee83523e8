import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { noteLines, SWEEP_NOTES } from './sweepNotes';

const sweepLua = readFileSync(new URL('../../sim/queue/scripts/sweep.lua', import.meta.url), 'utf8');

describe('the course page’s notes on sweep.lua', () => {
  it('ties each note to a line of the shipped file that holds the command it is about, in the script’s order', () => {
    const lines = noteLines(sweepLua);
    const text = sweepLua.split('\n');
    SWEEP_NOTES.forEach((n, i) => expect(text[lines[i]! - 1]).toContain(n.find));
    expect([...lines].sort((a, b) => a - b)).toEqual(lines);
  });

  it('names a note whose line is no longer in the script', () => {
    expect(() => noteLines(sweepLua, [{ find: "redis.call('GHOST')", text: '' }])).toThrow(/sweep\.lua has no line containing "redis\.call\('GHOST'\)"/);
  });
});
