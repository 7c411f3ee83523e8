import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { bombChars, lzBomb } from '../../../test/support/lzBomb';
import { SCENARIO_LIMITS } from '../scenario/limits';
import { ScenarioError } from '../scenario/scenarioError';
import { decompressUriSafeBounded } from './boundedDecompress';
import { decodeStoryLink, encodeStoryLink, MAX_STORY_LINK_CHARS, readStoryLink } from './storyLink';

const LIMIT = SCENARIO_LIMITS.fileBytes;
const story = JSON.stringify({
  format: 'emq-scenario/1',
  name: 'bounded',
  queue: 'q',
  clockStartMs: 0,
  maxStalled: 2,
  leaseMs: 1000,
  steps: [{ at: 0, op: 'enqueue', job: 'j1' }],
  story: { select: 'j1' },
});

function problem(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(ScenarioError);
    return (e as Error).message;
  }
  return 'no error';
}

describe('a story link is refused before it can grow past the file limit', () => {
  it('stops a link that lz-string would expand past 4 MiB, naming #scenario and the limit', () => {
    // Small enough for lz-string itself to expand here: it builds 4,504,501 characters, past the limit.
    const bomb = lzBomb(3_000);
    expect(bomb.length).toBeLessThan(6_000);
    expect(decompressFromEncodedURIComponent(bomb)!.length).toBe(bombChars(3_000));
    expect(bombChars(3_000)).toBeGreaterThan(LIMIT);
    expect(problem(() => decodeStoryLink(`1.${bomb}`))).toBe(
      'field "#scenario": would decompress to more than the file limit of 4,194,304 bytes (4 MiB), so it is not read; split the story into smaller files',
    );
    expect(decompressUriSafeBounded(bomb, LIMIT)).toEqual({ overLimit: true, maxChars: LIMIT });
  });

  it('refuses the issue’s bombs: 20,617 characters that spell 50 million, 44,554 that spell 200 million', () => {
    for (const [codes, chars] of [[10_000, 50_015_001], [20_000, 200_030_001]] as const) {
      const bomb = lzBomb(codes);
      expect(bombChars(codes)).toBe(chars);
      expect(problem(() => readStoryLink(`1.${bomb}`))).toMatch(/^field "#scenario": would decompress to more than the file limit of 4,194,304 bytes/);
    }
  });

  it('reads a text up to the limit and stops one character past it, counting bytes of UTF-8', () => {
    const text = 'a'.repeat(1_000);
    const data = compressToEncodedURIComponent(text);
    expect(decompressUriSafeBounded(data, 1_000)).toBe(text);
    expect(decompressUriSafeBounded(data, 999)).toEqual({ overLimit: true, maxChars: 999 });
    // 4,191,960 characters of `a`: just under the limit, read whole.
    expect(bombChars(2_894)).toBeLessThanOrEqual(LIMIT);
    expect(decodeStoryLink(`1.${lzBomb(2_894)}`)).toHaveLength(bombChars(2_894));
    // 2,208,151 characters of é, fewer than the limit in characters but 4,416,302 bytes of UTF-8.
    expect(bombChars(2_100)).toBeLessThan(LIMIT);
    expect(problem(() => decodeStoryLink(`1.${lzBomb(2_100, 'é')}`))).toMatch(/would decompress to more than the file limit/);
  });

  it('refuses a value longer than the longest address before decompressing any of it', () => {
    const long = `1.${'A'.repeat(MAX_STORY_LINK_CHARS)}`;
    expect(problem(() => decodeStoryLink(long))).toBe(
      'field "#scenario": is 2,097,154 characters long, over the limit of 2,097,152 characters for a story in a link; share a file this long by its web address (?scenario=URL)',
    );
  });

  it('keeps reading every link lz-string wrote, character for character', () => {
    const texts = [story, 'x', 'Ünïcode 😀 & + $ -', 'ab'.repeat(5_000), String.fromCharCode(...Array.from({ length: 600 }, (_, i) => (i * 7919) % 65_536))];
    for (const t of texts) expect(decompressUriSafeBounded(compressToEncodedURIComponent(t), LIMIT)).toBe(t);
  });
});

describe('a byte order mark is not damage', () => {
  it('reads a value with a byte order mark in front, as a character or as the address bar encodes it', () => {
    const value = encodeStoryLink(story);
    expect(decodeStoryLink(`\uFEFF${value}`)).toBe(story);
    expect(decodeStoryLink(`%EF%BB%BF${value}`)).toBe(story);
    expect(decodeStoryLink(`%ef%bb%bf${value}`)).toBe(story);
  });

  it('reads a file that itself starts with a byte order mark', () => {
    const value = encodeStoryLink(`\uFEFF${story}`);
    expect(decodeStoryLink(value)).toBe(story);
    expect(readStoryLink(value).story.select).toBe('j1');
  });
});
