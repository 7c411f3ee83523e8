import { reservedHeight } from '../embed/reserve';
import { hostScheme, watchHostScheme, type Scheme } from './hostTheme';

/**
 * frames.js: loaded once by a host page (`<script type="module" src="https://SITE/frames.js">`,
 * README "Embedding"), it keeps every iframe of ours (`embed=1` in its address) sized and themed
 * with no code in the page:
 * - **height**: each `{type: 'stalled-recovery:height', height}` a frame posts (CSS px) sets that
 *   frame's height, larger or smaller; a value that is not a whole number of pixels from 0 to
 *   1,000,000 is ignored. Until a frame first reports, it holds about the height its view will take
 *   at its width (reserveHeight), so the host's text below it does not move when it reports;
 * - **theme**: a frame whose address has no `theme=light` or `theme=dark` follows the host
 *   (hostScheme: `html.dark`, `data-theme`, `color-scheme`, then the system setting). Its
 *   element gets that `color-scheme` at once (the frame's `prefers-color-scheme` follows it, so
 *   its first paint already matches), and it is posted `{type: 'stalled-recovery:theme', theme}`
 *   when it first reports and whenever the host changes theme;
 * - **new frames**: frames added later (a client-side navigation) are found by a MutationObserver.
 * Posting `{type: 'stalled-recovery:hello'}` asks a frame that reported before this script ran to
 * report its height again.
 */

const HEIGHT = 'stalled-recovery:height';
const MAX_HEIGHT_PX = 1_000_000;
/**
 * Gives a frame that has not reported yet the height (CSS px) its view's first screen takes at the
 * frame's width, from the element's measured table (src/embed/reserve.ts: the frame's page is
 * within about a tenth of it; the compact form's row for `compact=1`). The author's `height` (often
 * a guess like 520) would otherwise be replaced a moment after the first paint, moving whatever
 * the host has below the frame (a layout shift). A hidden frame (no width) is left alone.
 */
function reserveHeight(frame: HTMLIFrameElement, url: URL): void {
  const compact = url.searchParams.get('compact') === '1';
  const px = reservedHeight(url.searchParams.get('view') ?? 'hub', frame.getBoundingClientRect().width, compact);
  if (px <= 0) return;
  frame.style.height = `${px}px`;
}

/** Our frame's address, or null for any other iframe. */
function frameUrl(frame: HTMLIFrameElement): URL | null {
  try {
    const url = new URL(frame.src, location.href);
    return url.searchParams.get('embed') === '1' ? url : null;
  } catch {
    return null;
  }
}

/** Marks a frame whose `theme=` frames.js wrote itself, so it keeps following the host. */
const FOLLOWS = 'stalledRecoveryFollowsHost';

/** Whether the frame follows the host: its author's address fixes no theme (an explicit choice wins). */
function followsHost(frame: HTMLIFrameElement, url: URL): boolean {
  if (frame.dataset[FOLLOWS] !== undefined) return true;
  const theme = url.searchParams.get('theme');
  return theme !== 'light' && theme !== 'dark';
}

function ourFrames(): { frame: HTMLIFrameElement; url: URL }[] {
  const found: { frame: HTMLIFrameElement; url: URL }[] = [];
  for (const frame of document.querySelectorAll('iframe')) {
    const url = frameUrl(frame);
    if (url) found.push({ frame, url });
  }
  return found;
}

const prepared = new WeakSet<HTMLIFrameElement>();

function post(frame: HTMLIFrameElement, url: URL, message: object): void {
  // A document the host can read is the frame's empty initial one (it inherits the host's origin): ours
  // has not loaded, and will report (and be told the theme) when it has. Posting to it would only put
  // Chromium's "target origin does not match" warning in the host's console.
  if (frame.contentDocument) return;
  try {
    frame.contentWindow?.postMessage(message, url.origin);
  } catch {
    // A frame navigated elsewhere refuses the origin: nothing to tell it.
  }
}

function theme(scheme: Scheme): void {
  for (const { frame, url } of ourFrames()) {
    if (!followsHost(frame, url)) continue;
    frame.style.colorScheme = scheme;
    post(frame, url, { type: 'stalled-recovery:theme', theme: scheme });
  }
}

/**
 * First sight of each frame. A frame that follows a dark host and has not loaded yet gets
 * `theme=dark` written into its address: its first paint is then dark (a message can only
 * arrive after the frame has painted once, and Chromium does not pass an iframe element's
 * `color-scheme` to a cross-origin frame's `prefers-color-scheme`). `loadedAlready` frames (there
 * before this script, on a page already loaded) are only told by message: a new address would
 * reload them. Every other frame holds its reserved height until it reports (reserveHeight).
 */
function prepare(scheme: Scheme, loadedAlready: boolean): void {
  for (const { frame, url } of ourFrames()) {
    if (prepared.has(frame)) continue;
    prepared.add(frame);
    // A frame already on a painted page keeps its box until it reports: a reserved height now would be a shift of its own.
    if (!loadedAlready) reserveHeight(frame, url);
    if (!followsHost(frame, url)) {
      post(frame, url, { type: 'stalled-recovery:hello' });
      continue;
    }
    frame.dataset[FOLLOWS] = '';
    frame.style.colorScheme = scheme;
    if (scheme === 'dark' && !loadedAlready && url.searchParams.get('theme') !== 'dark') {
      url.searchParams.set('theme', 'dark');
      frame.src = url.href;
    } else post(frame, url, { type: 'stalled-recovery:hello' });
  }
}

function heightOf(data: unknown): number | null {
  if (typeof data !== 'object' || data === null || !Object.hasOwn(data, 'type') || !Object.hasOwn(data, 'height')) return null;
  const { type, height } = data as { type: unknown; height: unknown };
  if (type !== HEIGHT || typeof height !== 'number' || !Number.isInteger(height)) return null;
  return height >= 0 && height <= MAX_HEIGHT_PX ? height : null;
}

function start(): void {
  const w = window as Window & { __stalledRecoveryFrames?: true };
  // Loaded twice (a site-wide script and a page's own): one listener is enough.
  if (w.__stalledRecoveryFrames) return;
  w.__stalledRecoveryFrames = true;
  const reported = new WeakSet<HTMLIFrameElement>();
  addEventListener('message', (event) => {
    const height = heightOf(event.data);
    if (height === null) return;
    const found = ourFrames().find(({ frame }) => frame.contentWindow === event.source);
    if (!found || found.url.origin !== event.origin) return;
    found.frame.style.height = `${height}px`;
    if (!reported.has(found.frame)) {
      reported.add(found.frame);
      if (followsHost(found.frame, found.url)) post(found.frame, found.url, { type: 'stalled-recovery:theme', theme: hostScheme() });
    }
  });
  prepare(hostScheme(), document.readyState === 'complete');
  new MutationObserver(() => prepare(hostScheme(), false)).observe(document.documentElement, { childList: true, subtree: true });
  watchHostScheme(theme);
}

start();
