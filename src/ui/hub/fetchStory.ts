import { SCENARIO_LIMITS, formatCount } from '../../sim/scenario/limits';
import { parseStory, type StoryFile } from '../../sim/story/story';

/**
 * Fetches a story file and reads it (`parseStory`). `url` is resolved against `base` (the page's
 * address); same origin, or another origin that allows it (CORS). Rejects with an Error whose one
 * line says why: not a web address, no answer (offline, or CORS refused), an HTTP status other
 * than 2xx, a file over the size limit (`SCENARIO_LIMITS.fileBytes`, checked on Content-Length
 * before reading), or the file's own `ScenarioError` naming its step and field.
 */
export async function fetchStory(url: string, base: string, fetcher: typeof fetch = fetch): Promise<StoryFile> {
  let address: URL;
  try {
    address = new URL(url, base);
  } catch {
    throw new Error('it is not a web address');
  }
  if (address.protocol !== 'https:' && address.protocol !== 'http:') throw new Error(`${address.protocol} is not a web address (http or https)`);
  let res: Response;
  try {
    res = await fetcher(address.href, { credentials: 'omit' });
  } catch {
    throw new Error('no answer from its server (offline, or another site that does not allow this page to read it: CORS)');
  }
  if (!res.ok) throw new Error(`its server answered ${res.status}${res.statusText ? ` ${res.statusText}` : ''}`);
  const length = Number(res.headers.get('content-length'));
  if (length > SCENARIO_LIMITS.fileBytes) throw new Error(`it is ${formatCount(length)} bytes, over the limit of ${formatCount(SCENARIO_LIMITS.fileBytes)} bytes (4 MiB)`);
  return parseStory(await res.text());
}
