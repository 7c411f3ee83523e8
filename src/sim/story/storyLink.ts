import * as lzModule from 'lz-string';
import { formatCount, SCENARIO_LIMITS, utf8Length } from '../scenario/limits';
import { ScenarioError } from '../scenario/scenarioError';
import { show } from '../scenario/parseScenario';
import { decompressUriSafeBounded } from './boundedDecompress';
import { parseStory, type StoryFile } from './story';

// lz-string is CommonJS: bundlers give its functions as named exports, Node's ESM loader (the
// e2e specs, scripts) only as `default`. It writes links; reading them is decompressUriSafeBounded's.
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
 * The longest `#scenario=` value read, in characters: 2 MiB, Chrome's own longest address
 * (url::kMaxURLChars). A file within the 4 MiB limit compresses to far less (a scenario's JSON
 * shrinks about fourfold); a longer value is refused before any of it is decompressed.
 */
export const MAX_STORY_LINK_CHARS = 2 * 1024 * 1024;

// A UTF-8 byte order mark a text editor or a copy left in front of the value: as a character, or
// as the address bar keeps it (percent-encoded). It is no part of the link, so it is dropped.
const BOM_IN_LINK = /^(?:\uFEFF|%EF%BB%BF)+/i;

/**
 * The file's text back from a `#scenario=` value. A leading byte order mark (U+FEFF, or
 * `%EF%BB%BF`) on the value or on the text is dropped. Throws `ScenarioError` (field
 * `#scenario`) for a value longer than `MAX_STORY_LINK_CHARS`, a value without a version (`1.`),
 * a version this page does not read, data that would decompress past the file limit
 * (`SCENARIO_LIMITS.fileBytes`, 4 MiB of UTF-8: decompression stops there, see
 * `decompressUriSafeBounded`), or data that does not decompress (a link cut short or mistyped).
 * Source: docs/scenario-format.md, "The story block".
 */
export function decodeStoryLink(raw: string): string {
  const field = `#${STORY_HASH_PARAM}`;
  const limit = SCENARIO_LIMITS.fileBytes;
  if (raw.length > MAX_STORY_LINK_CHARS) {
    throw new ScenarioError(
      `is ${formatCount(raw.length)} characters long, over the limit of ${formatCount(MAX_STORY_LINK_CHARS)} characters for a story in a link; share a file this long by its web address (?scenario=URL)`,
      undefined,
      field,
    );
  }
  const value = raw.replace(BOM_IN_LINK, '');
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
  const out = /^[A-Za-z0-9+\-$ ]+$/.test(data) ? decompressUriSafeBounded(data, limit) : null;
  const tooLarge = () =>
    new ScenarioError(`would decompress to more than the file limit of ${formatCount(limit)} bytes (4 MiB), so it is not read; split the story into smaller files`, undefined, field);
  if (out !== null && typeof out === 'object') throw tooLarge();
  if (!out) throw new ScenarioError('is damaged: its data does not decompress to a file (was the link cut short?)', undefined, field);
  const text = out.charCodeAt(0) === 0xfeff ? out.slice(1) : out;
  if (utf8Length(text, limit) > limit) throw tooLarge();
  return text;
}

function hashParts(hash: string): string[] {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  return body === '' ? [] : body.split('&');
}

/**
 * A `#scenario=` value read as a story file (`parseStory`). Throws `ScenarioError`: the link's own
 * problem (`decodeStoryLink`), data that decompresses to something that is not JSON or not a JSON
 * object (damaged), or the file's problem naming its step and field.
 */
export function readStoryLink(value: string): StoryFile {
  const text = decodeStoryLink(value);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ScenarioError('is damaged: its data decompresses to something that is not JSON (was the link cut short?)', undefined, `#${STORY_HASH_PARAM}`);
  }
  // A mistyped link may still decompress to a JSON number or string: damage, not a file with a wrong shape.
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new ScenarioError('is damaged: its data decompresses to JSON that is not a file (an object); was the link mistyped?', undefined, `#${STORY_HASH_PARAM}`);
  }
  return parseStory(json);
}
