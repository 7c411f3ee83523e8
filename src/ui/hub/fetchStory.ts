import { LINK_TEXT } from '../../model/narration/linkText';
import { SCENARIO_LIMITS, formatCount } from '../../sim/scenario/limits';
import { parseStory, type StoryFile } from '../../sim/story/story';

/** How long a story file may take to arrive, headers and body, before the page gives up on it (milliseconds). */
export const STORY_FETCH_TIMEOUT_MS = 10_000;

/**
 * Fetches a story file and reads it (`parseStory`). `url` is resolved against `base` (the page's
 * address); same origin, or another origin that allows it (CORS). Rejects with an Error whose one
 * line says why: not a web address, an address holding a user name or password (refused before
 * anything is sent: fetch() never sends credentials written in a URL), no answer (offline, or
 * CORS refused), no answer from its host within `timeoutMs` (default `STORY_FETCH_TIMEOUT_MS`,
 * 10 s; the request is aborted), an HTTP status other than 2xx, a file over the size limit
 * (`SCENARIO_LIMITS.fileBytes`, checked on Content-Length before reading), or the file's own
 * `ScenarioError` naming its step and field. Source: https://fetch.spec.whatwg.org/ ("includes
 * credentials" makes `new Request` throw).
 */
export async function fetchStory(url: string, base: string, fetcher: typeof fetch = fetch, timeoutMs = STORY_FETCH_TIMEOUT_MS): Promise<StoryFile> {
  let address: URL;
  try {
    address = new URL(url, base);
  } catch {
    throw new Error('it is not a web address');
  }
  if (address.protocol !== 'https:' && address.protocol !== 'http:') throw new Error(`${address.protocol} is not a web address (http or https)`);
  if (address.username !== '' || address.password !== '') throw new Error(LINK_TEXT.storyCredentials);
  const abort = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, timeoutMs);
  // Rejects as soon as the time is up, whether or not the fetcher heeds the abort.
  const late = new Promise<never>((_, reject) => abort.signal.addEventListener('abort', () => reject(new Error(LINK_TEXT.storyTimeout(address.host, timeoutMs / 1000)))));
  late.catch(() => {});
  try {
    let res: Response;
    try {
      res = await Promise.race([fetcher(address.href, { credentials: 'omit', signal: abort.signal }), late]);
    } catch {
      if (timedOut) throw new Error(LINK_TEXT.storyTimeout(address.host, timeoutMs / 1000));
      throw new Error('no answer from its server (offline, or another site that does not allow this page to read it: CORS)');
    }
    if (!res.ok) throw new Error(`its server answered ${res.status}${res.statusText ? ` ${res.statusText}` : ''}`);
    const length = Number(res.headers.get('content-length'));
    if (length > SCENARIO_LIMITS.fileBytes) throw new Error(`it is ${formatCount(length)} bytes, over the limit of ${formatCount(SCENARIO_LIMITS.fileBytes)} bytes (4 MiB)`);
    let text: string;
    try {
      text = await Promise.race([res.text(), late]);
    } catch {
      if (timedOut) throw new Error(LINK_TEXT.storyTimeout(address.host, timeoutMs / 1000));
      throw new Error('its server stopped sending the file before its end');
    }
    return parseStory(text);
  } finally {
    clearTimeout(timer);
  }
}
