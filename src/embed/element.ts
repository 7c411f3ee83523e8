import { hostScheme, watchHostScheme, type Scheme } from '../frames/hostTheme';
import { ELEMENT_TEXT } from '../model/narration/elementText';
import type { ElementMount } from './mountElement';
import { LOADER_CSS } from './loaderStyles';
import { reservedHeight } from './reserve';

/** The element's tag name. */
export const ELEMENT_NAME = 'stalled-recovery-view';

/** The app's own page: the folder embed.js was loaded from (links the element hands out point there). */
const APP_PAGE = new URL('./', import.meta.url).href;

/**
 * How far outside the viewport an element starts loading its view: about one screen above and
 * below, so a reader scrolling at a usual pace finds it drawn (IntersectionObserver rootMargin,
 * in % of the viewport).
 */
const NEAR = '100% 0px';

/**
 * The messages a ResizeObserver reports when a resize callback changed the layout again in the
 * same frame (Chromium's current one, and its older one). It is harmless (the notifications come
 * in the next frame), but it arrives at the host page's window as an error event and so in its
 * console and its error reporting. Source: https://drafts.csswg.org/resize-observer/#deliver-resize-error
 */
const RESIZE_OBSERVER_LOOP = new Set([
  'ResizeObserver loop completed with undelivered notifications.',
  'ResizeObserver loop limit exceeded',
]);
let connected = 0;
let swallowing = false;

/** While any element is on the page, the ResizeObserver loop message stops at the window (capture phase, before any host listener). */
function swallowResizeObserverLoop(): void {
  if (swallowing || typeof window === 'undefined') return;
  swallowing = true;
  window.addEventListener(
    'error',
    (e) => {
      if (connected === 0 || !RESIZE_OBSERVER_LOOP.has(e.message)) return;
      e.stopImmediatePropagation();
      e.preventDefault();
    },
    true,
  );
}

/** The React part (mountElement.tsx with React and every view's CSS): fetched once, by the first element that comes near. */
let mountModule: Promise<typeof import('./mountElement')> | null = null;
const loadMount = () => (mountModule ??= import('./mountElement'));

let loaderSheet: CSSStyleSheet | null = null;
/** The loader's stylesheet (loaderStyles.ts), shared by every element's shadow root. */
function sharedSheet(): CSSStyleSheet {
  if (!loaderSheet) {
    loaderSheet = new CSSStyleSheet();
    loaderSheet.replaceSync(LOADER_CSS);
  }
  return loaderSheet;
}

/** The elements that follow the host's scheme, told when it changes (one watcher for the page). */
const following = new Set<StalledRecoveryViewElement>();
let watching = false;
function followHost(el: StalledRecoveryViewElement): void {
  following.add(el);
  if (watching) return;
  watching = true;
  watchHostScheme(() => {
    for (const f of following) f.hostSchemeChanged();
  });
}

/** Elements waiting to come near the viewport; null where IntersectionObserver is missing (each loads at once). */
let nearby: IntersectionObserver | null | undefined;
function whenNear(el: StalledRecoveryViewElement): void {
  if (nearby === undefined) {
    nearby =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              for (const e of entries) {
                if (!e.isIntersecting) continue;
                nearby!.unobserve(e.target);
                (e.target as StalledRecoveryViewElement).near();
              }
            },
            { rootMargin: NEAR },
          );
  }
  if (nearby) nearby.observe(el);
  else el.near();
}

/**
 * Elements whose reserved height waits for their width: all are read in one go, then all are
 * written, so a page with many elements lays out once, not once per element.
 */
const toReserve = new Set<StalledRecoveryViewElement>();
function reserveSoon(el: StalledRecoveryViewElement): void {
  if (toReserve.size === 0)
    queueMicrotask(() => {
      const widths = [...toReserve].map((e) => [e, e.getBoundingClientRect().width] as const);
      toReserve.clear();
      for (const [e, w] of widths) e.reserve(w);
    });
  toReserve.add(el);
}

/** A width change before the view has rendered (a window resize, a sidebar closing) reserves the height of the new width. */
let resizes: ResizeObserver | null | undefined;
function watchWidth(el: StalledRecoveryViewElement, on: boolean): void {
  if (resizes === undefined)
    resizes =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver((entries) => {
            for (const e of entries) (e.target as StalledRecoveryViewElement).reserve(e.borderBoxSize?.[0]?.inlineSize ?? e.contentRect.width);
          });
  if (on) resizes?.observe(el);
  else resizes?.unobserve(el);
}

/**
 * `<stalled-recovery-view view="hub" step="14" job="JOB-d">`: one view of the course on any page
 * (README "Embedding"). This file is all of embed.js a page loads at first (no React): it defines
 * the element and gives each one an open shadow root holding
 * - a "Skip past this view" link, the element's first tab stop, that moves focus to the element's
 *   end (a focusable marker last in the shadow root), so the next Tab reaches the host's next control;
 * - the author's fallback (whatever the element holds but its inline story) in a `<slot>`, shown
 *   until the view has rendered (out of sight, until it settles), then hidden (still in the
 *   document for search); without JavaScript the browser shows it as ordinary content;
 * - until the view renders, a min-height on the element: the height its view's first screen takes
 *   at the element's width (reserve.ts, measured in Chromium), so the host's text below does not
 *   move when the view arrives.
 * The view itself (React, the view's chunk and every view's CSS: mountElement.tsx) loads only for
 * an element that comes within about a screen of the viewport (IntersectionObserver; at once
 * where there is none). Each element is then its own React root with its own store and memory
 * link, so any number run side by side; it never touches the host's address, history, title or
 * keys. A change of its attributes or of its inline story (`<script type="application/json">`)
 * re-renders: changes in one task render once, as a transition (React renders it in slices and a
 * newer change replaces one still rendering). With no `theme` (or `theme="auto"`) it follows the
 * host page's scheme (hostScheme: `html.dark`, `data-theme`, a root `color-scheme`, then the
 * reader's system setting) from its first render on and through every change; `light` or `dark`
 * wins. On paper it shows the view as it stands without its buttons and fields. A bad value shows
 * a message inside the element and falls back, never throwing into the host.
 */
export class StalledRecoveryViewElement extends ((typeof HTMLElement === 'undefined' ? class {} : HTMLElement) as typeof HTMLElement) {
  #shadow: ShadowRoot | null = null;
  #container: HTMLDivElement | null = null;
  #fallback: HTMLDivElement | null = null;
  #reserved: CSSStyleSheet | null = null;
  #mount: ElementMount | null = null;
  #loading = false;
  #rendered = false;
  #queued = false;
  #changes: MutationObserver | null = null;
  #painted: MutationObserver | null = null;
  /** Which mount a pending reveal belongs to (a view that left the page and came back is a new one). */
  #generation = 0;

  connectedCallback(): void {
    connected += 1;
    swallowResizeObserverLoop();
    this.#build();
    followHost(this);
    // Attributes and the inline story may change at any time (the parser, a host script): one observer for both.
    this.#changes ??= new MutationObserver((records) => {
      // An attribute of the author's fallback content is none of the element's business.
      if (records.every((r) => r.type === 'attributes' && r.target !== this)) return;
      if (!this.#rendered && !this.#mount) reserveSoon(this);
      this.#queueRender();
    });
    this.#changes.observe(this, { attributes: true, childList: true, subtree: true, characterData: true });
    if (this.#mount) return;
    if (!this.#rendered) {
      reserveSoon(this);
      watchWidth(this, true);
    }
    whenNear(this);
  }

  disconnectedCallback(): void {
    connected -= 1;
    this.#changes?.disconnect();
    following.delete(this);
    nearby?.unobserve(this);
    watchWidth(this, false);
    // A move within the page disconnects and reconnects at once: keep the view through that.
    queueMicrotask(() => {
      if (this.isConnected || !this.#mount) return;
      this.#mount.unmount();
      this.#mount = null;
      this.#painted?.disconnect();
      this.#rendered = false;
      this.#fallback!.hidden = false;
      this.#container!.classList.remove('pending');
    });
  }

  /** The shadow root's parts, made once. */
  #build(): void {
    if (this.#shadow) return;
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    this.#reserved = new CSSStyleSheet();
    shadow.adoptedStyleSheets = [sharedSheet(), this.#reserved];
    const skip = document.createElement('a');
    skip.className = 'skip';
    skip.href = '#';
    skip.textContent = ELEMENT_TEXT.skip;
    const end = document.createElement('span');
    end.className = 'end';
    end.tabIndex = -1;
    skip.addEventListener('click', (e) => {
      // Focus, not a jump: the host's address keeps its hash. The marker is a tab stop only while it
      // has focus: from an element out of the tab order inside a shadow root, Chromium's next Tab
      // starts over at the shadow root's first stop (this link), not at the host's next control.
      e.preventDefault();
      end.tabIndex = 0;
      end.addEventListener('blur', () => (end.tabIndex = -1), { once: true });
      end.focus();
    });
    this.#fallback = document.createElement('div');
    this.#fallback.className = 'fallback';
    this.#fallback.append(document.createElement('slot'));
    this.#container = document.createElement('div');
    this.#container.className = 'mount';
    shadow.append(skip, this.#fallback, this.#container, end);
    this.#shadow = shadow;
  }

  /** Reserves the first screen's height at `width` (CSS px) until the view has rendered. */
  reserve(width: number): void {
    if (this.#rendered || !this.#reserved) return;
    // The compact form is a bare `compact` or compact="1" (compactParam.ts), read here without its messages: the loader stays small.
    const compact = this.getAttribute('compact');
    const px = reservedHeight(this.getAttribute('view') ?? 'hub', width, compact === '' || compact === '1');
    this.#reserved.replaceSync(px > 0 ? `:host { min-height: ${px}px; }` : '');
  }

  /** The element came within a screen of the viewport: load the view (once) and render it. */
  near(): void {
    if (this.#mount || this.#loading || !this.isConnected) return;
    this.#loading = true;
    loadMount().then(
      ({ mountElement }) => {
        this.#loading = false;
        if (!this.isConnected || this.#mount) return;
        this.#watchFirstPaint();
        const page = (this.constructor as { page?: string }).page ?? APP_PAGE;
        this.#mount = mountElement(this, this.#shadow!, this.#container!, () => this.#scheme(), page);
        this.#mount.render(false);
      },
      (error: unknown) => {
        // A network failure: the author's fallback stays, and the element says why.
        this.#loading = false;
        this.#container!.textContent = `This view could not load: ${error instanceof Error ? error.message : String(error)}`;
        this.#reserved!.replaceSync('');
      },
    );
  }

  /** The host page changed scheme: an element that follows it repaints (a theme change does not reopen the view). */
  hostSchemeChanged(): void {
    const asked = this.getAttribute('theme');
    if (asked !== 'light' && asked !== 'dark') this.#queueRender();
  }

  #scheme(): Scheme {
    return hostScheme(this.ownerDocument);
  }

  /**
   * The view renders out of sight first (the container lies over the element, hidden, taking no
   * room), while the author's fallback and the reserved height stay; once its widget is in and its
   * height has held for three frames (its charts measured, its parts loaded), it takes the
   * fallback's place, and the reserved height goes, in one frame: the host sees one change, from
   * the reserved box to the view, and nothing inside the view moves where a reader sees it. A view
   * that never gets there (an error) shows after ten seconds all the same.
   */
  #watchFirstPaint(): void {
    const container = this.#container!;
    container.classList.add('pending');
    this.#painted?.disconnect();
    let settling = false;
    const generation = ++this.#generation;
    const reveal = () => {
      if (this.#rendered || !this.#mount || generation !== this.#generation) return;
      this.#painted?.disconnect();
      this.#rendered = true;
      watchWidth(this, false);
      container.classList.remove('pending');
      this.#fallback!.hidden = true;
      this.#reserved!.replaceSync('');
    };
    const settle = () => {
      settling = true;
      let last = -1;
      let still = 0;
      let frames = 0;
      const frame = () => {
        const h = container.offsetHeight;
        still = h === last ? still + 1 : 0;
        last = h;
        if (still >= 3 || ++frames > 60) reveal();
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    };
    this.#painted = new MutationObserver(() => {
      if (settling || !container.querySelector('[data-widget]') || container.querySelector('.view-loading')) return;
      settle();
    });
    this.#painted.observe(container, { childList: true, subtree: true });
    setTimeout(reveal, 10_000);
  }

  #queueRender(): void {
    // Several changes in one task render once.
    if (!this.#mount || this.#queued) return;
    this.#queued = true;
    queueMicrotask(() => {
      this.#queued = false;
      this.#mount?.render(true);
    });
  }
}

/**
 * Defines the element under `tagName` (default `stalled-recovery-view`; a custom element name: a
 * lowercase letter first, a hyphen inside) and returns the name. `page`: the address of the
 * course's own page (absolute, ending in `/` or a file name), where the links a view hands out
 * ("Copy a link to this run") and its links to other views point; by default the folder this
 * module was loaded from (embed.js's). Idempotent: a name already defined (by an earlier call, or
 * by an embed.js on the same page) is left as it is, `page` included. Does nothing where there is
 * no `customElements` (a server rendering the page, Node). Throws the registry's SyntaxError
 * (DOMException) for a name that is not a valid custom element name.
 * Source: HTML Living Standard, "Custom elements" (valid custom element name, define()).
 */
export function defineElement(tagName: string = ELEMENT_NAME, page?: string): string {
  if (typeof customElements === 'undefined' || customElements.get(tagName)) return tagName;
  // The registry takes each constructor once: another name, or another page, gets a subclass of its own.
  const element =
    classTaken || page !== undefined
      ? class extends StalledRecoveryViewElement {
          static page = page;
        }
      : StalledRecoveryViewElement;
  customElements.define(tagName, element);
  if (element === StalledRecoveryViewElement) classTaken = true;
  return tagName;
}
let classTaken = false;
