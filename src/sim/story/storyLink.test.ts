import { compressToEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { ScenarioError } from '../scenario/scenarioError';
import { decodeStoryLink, encodeStoryLink, readStoryLink, storyHash, storyLinkOf } from './storyLink';

const text = JSON.stringify({
  format: 'emq-scenario/1',
  name: 'Ünïcode & spaces + plus',
  queue: 'billing.invoices',
  clockStartMs: 0,
  maxStalled: 2,
  leaseMs: 1000,
  steps: [{ at: 0, op: 'enqueue', job: 'inv-1', group: 'acme' }],
  story: { select: 'inv-1', captions: { '0': 'Enqueued into acme’s lane.' } },
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

describe('story links', () => {
  it('round-trips a whole story file through the hash, with the format version first', () => {
    const value = encodeStoryLink(text);
    expect(value.startsWith('1.')).toBe(true);
    expect(value).toMatch(/^1\.[A-Za-z0-9+\-$]+$/);
    const hash = storyHash(text);
    expect(hash).toBe(`#scenario=${value}`);
    expect(decodeStoryLink(storyLinkOf(hash)!)).toBe(text);
    expect(readStoryLink(storyLinkOf(hash)!).story.select).toBe('inv-1');
  });

  it('keeps reading a version-1 link written by hand with lz-string, even after + became a space', () => {
    const data = compressToEncodedURIComponent(text);
    expect(decodeStoryLink(`1.${data}`)).toBe(text);
    expect(decodeStoryLink(`1.${data.replace(/\+/g, ' ')}`)).toBe(text);
  });

  it('finds the scenario among other hash parameters, and reads no scenario from a hash without one', () => {
    expect(storyLinkOf('#a=1&scenario=1.xyz&b=2')).toBe('1.xyz');
    expect(storyLinkOf('')).toBeNull();
    expect(storyLinkOf('#top')).toBeNull();
    expect(storyHash(text, '#a=1&scenario=1.old')).toMatch(/^#scenario=1\.[^&]+&a=1$/);
  });

  it('names a link without a format version', () => {
    expect(problem(() => decodeStoryLink(compressToEncodedURIComponent(text)))).toMatch(/^field "#scenario": has no format version: expected 1\.<data>, got "/);
  });

  it('names a link of a format version this page does not read', () => {
    expect(problem(() => decodeStoryLink('2.abc'))).toBe('field "#scenario": is format version "2", which this page does not read (it reads version 1)');
  });

  it('names a corrupt link: characters outside the alphabet, a cut-short link, data that is not JSON', () => {
    expect(problem(() => decodeStoryLink('1.%%%'))).toBe('field "#scenario": is damaged: its data does not decompress to a file (was the link cut short?)');
    expect(problem(() => decodeStoryLink('1.'))).toMatch(/is damaged/);
    const cut = encodeStoryLink(text).slice(0, 40);
    expect(problem(() => readStoryLink(cut))).toMatch(/^field "#scenario": is damaged/);
  });

  it('names the file’s own bad field when the link is intact', () => {
    const bad = encodeStoryLink(text.replace('"select":"inv-1"', '"select":"inv-2"'));
    expect(problem(() => readStoryLink(bad))).toBe('field "story.select": must be a job the file enqueues, got "inv-2"; did you mean "inv-1"?');
  });
});
