import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bombChars, lzBomb } from '../../../test/support/lzBomb';
import { ScenarioError } from '../../sim/scenario/scenarioError';
import { encodeStoryLink, readStoryLink, storyLinkOf } from '../../sim/story/storyLink';
import { bootHub } from '../hub/bootHub';
import { LINK_PARAMS } from './linkShape';
import { linkShapeProblems } from './query';

// Seeded, so a failure here is the same failure on every machine; fast-check prints the shrunk case.
const SEED = 20_261_203;

const STORY = JSON.stringify({
  format: 'emq-scenario/1',
  name: 'fuzz',
  queue: 'q',
  clockStartMs: 0,
  maxStalled: 2,
  leaseMs: 1000,
  steps: [
    { at: 0, op: 'enqueue', job: 'j1' },
    { at: 0, op: 'claim', worker: 'w1' },
    { at: 2000, op: 'sweep' },
  ],
  story: { select: 'j1', captions: { '2': 'Swept.' } },
});
const GOOD = encodeStoryLink(STORY);

/** A `#scenario=` value: random text, or a real link cut, spliced or with characters changed. */
const linkValue = fc.oneof(
  fc.string({ maxLength: 80, unit: 'binary' }),
  fc.string({ maxLength: 300, unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$ .%\uFEFF') }).map((s) => `1.${s}`),
  fc
    .tuple(fc.nat(GOOD.length), fc.nat(GOOD.length), fc.string({ maxLength: 8, unit: fc.constantFrom(...'Aa9+-$ \uFEFF%.') }))
    .map(([at, cut, insert]) => GOOD.slice(0, Math.min(at, cut)) + insert + GOOD.slice(Math.max(at, cut))),
  fc.nat(GOOD.length).map((n) => GOOD.slice(0, n)),
  fc.nat(3_000).map((codes) => `1.${lzBomb(codes)}`),
);

/** What a reader may do with a bad link: throw a ScenarioError naming `#scenario` or a field of the file, nothing else. */
function readOrName(value: string): void {
  try {
    readStoryLink(value);
  } catch (e) {
    expect(e).toBeInstanceOf(ScenarioError);
    expect((e as Error).message).toMatch(/^(field "[^"]+": |step \d+ )/);
  }
}

describe('links, fuzzed (seeded)', () => {
  it('a #scenario= value is read or refused with a ScenarioError naming a field, never anything else', () => {
    fc.assert(fc.property(linkValue, readOrName), {
      seed: SEED,
      numRuns: 400,
      // The bombs a chat link can carry: 50 and 200 million characters, refused at the file limit.
      examples: [[`1.${lzBomb(10_000)}`], [`1.${lzBomb(20_000)}`], [`\uFEFF${GOOD}`], [`%EF%BB%BF${GOOD}`], ['1.Ax'], ['1.'], ['.'], ['']],
    });
    expect(bombChars(20_000)).toBe(200_030_001);
  });

  it('a query string and a hash open the hub or name their problems in sentences, never throw', () => {
    const name = fc.oneof(fc.constantFrom(...LINK_PARAMS), fc.string({ minLength: 1, maxLength: 8 }), fc.constantFrom('stp', 'Step', 'wokers', 'jb', 'veiw'));
    const value = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('1e2', '0x10', '-1', '9007199254740993', 'hub', 'run', 'detect', 'JOB-a', 'sweep', ''), fc.nat(40).map(String));
    const query = fc.array(fc.tuple(name, value), { maxLength: 6 }).map((pairs) => `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`);
    const hash = fc.oneof(fc.constant(''), linkValue.map((v) => `#scenario=${v}`));
    fc.assert(
      fc.property(query, hash, (search, h) => {
        const problems = [...linkShapeProblems(search)];
        const boot = bootHub(search, { views: ['hub', 'run', 'detect'], defaultView: 'hub' }, h);
        for (const p of [...problems, ...boot.problems]) {
          expect(typeof p).toBe('string');
          // Each sentence names what it is about: a parameter (`name=` or `name:`), the story in the link, or a field.
          expect(p).toMatch(/=|^[a-z]+: |The story in this link|field "/);
          expect(p.length).toBeLessThan(400);
        }
        if (storyLinkOf(h) === null) expect(boot.problems.some((p) => p.startsWith('The story in this link'))).toBe(false);
      }),
      { seed: SEED, numRuns: 200 },
    );
  });
});
