import * as lzModule from 'lz-string';
import { ScenarioError } from '../scenario/scenarioError';
import { show } from '../scenario/parseScenario';
import { parseStory, type StoryFile } from './story';

// lz-string is CommonJS: bundlers give its functions as named exports, Node's ESM loader (the
// e2e specs, scripts) only as `default`.
const lz = (lzModule as typeof lzModule & { default?: typeof lzModule }).default ?? lzModule;

/**
 * A whole story file in a link: `#scenario=1.<data>`, `<data>` the file's text compressed with
 * lz-string's `compressToEncodedURIComponent` (URL-safe: A–Z a–z 0–9 + - $). The `1.` is the
 * format version: a later format gets a new number, and this reader keeps reading `1.` links.
 * In the hash, never the query, so the file never reaches a server's logs.
 */
export const STORY_LINK_VERSION = '1';

/** The hash parameter that carries the file. */
export const STORY_HASH_PARAM = 'scenario';

/** The value of `#scenario=` for the file `text` (its JSON written without spaces compresses best). */
export function encodeStoryLink(text: string): string {
  return `${STORY_LINK_VERSION}.${lz.compressToEncodedURIComponent(text)}`;
}

/** A hash (`#scenario=1.…`, or `''`) with the file `text`, keeping the hash's other parameters. */
export function storyHash(text: string, hash = ''): string {
  const rest = hashParts(hash).filter((p) => !p.startsWith(`${STORY_HASH_PARAM}=`));
  return `#${[`${STORY_HASH_PARAM}=${encodeStoryLink(text)}`, ...rest].join('&')}`;
}

/**
 * The `scenario` value of a hash (`#scenario=1.…&x=y` → `1.…`), or null when it has none. Read by
 * hand, not with URLSearchParams, which would turn lz-string's `+` into a space.
 */
export function storyLinkOf(hash: string): string | null {
  const part = hashParts(hash).find((p) => p.startsWith(`${STORY_HASH_PARAM}=`));
  return part === undefined ? null : part.slice(STORY_HASH_PARAM.length + 1);
}

/**
 * The file's text back from a `#scenario=` value. Throws `ScenarioError` (field `#scenario`) for a
 * value without a version (`1.`), a version this page does not read, or data that does not
 * decompress (a link cut short or mistyped).
 */
export function decodeStoryLink(value: string): string {
  const field = `#${STORY_HASH_PARAM}`;
  const dot = value.indexOf('.');
  if (dot <= 0 || !/^\d+$/.test(value.slice(0, dot))) {
    throw new ScenarioError(`has no format version: expected ${STORY_LINK_VERSION}.<data>, got ${show(value)}`, undefined, field);
  }
  const version = value.slice(0, dot);
  if (version !== STORY_LINK_VERSION) {
    throw new ScenarioError(`is format version ${show(version)}, which this page does not read (it reads version ${STORY_LINK_VERSION})`, undefined, field);
  }
  const data = value.slice(dot + 1);
  // A `+` a mail client or a form turned into a space is the same character to lz-string's alphabet.
  let text: string | null = null;
  try {
    text = /^[A-Za-z0-9+\-$ ]+$/.test(data) ? lz.decompressFromEncodedURIComponent(data) : null;
  } catch {
    // lz-string may index past its dictionary on data that was never its output.
  }
  if (!text) throw new ScenarioError('is damaged: its data does not decompress to a file (was the link cut short?)', undefined, field);
  return text;
}

function hashParts(hash: string): string[] {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  return body === '' ? [] : body.split('&');
}

/**
 * A `#scenario=` value read as a story file (`parseStory`). Throws `ScenarioError`: the link's own
 * problem (`decodeStoryLink`), data that decompresses to something that is not JSON (damaged), or
 * the file's problem naming its step and field.
 */
export function readStoryLink(value: string): StoryFile {
  const text = decodeStoryLink(value);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ScenarioError('is damaged: its data decompresses to something that is not JSON (was the link cut short?)', undefined, `#${STORY_HASH_PARAM}`);
  }
  return parseStory(json);
}
