/** A view's link parameters: a value, or null for a parameter that is left out. */
export type LinkParams = Record<string, string | null>;

/** `q` as a query string (`?a=1&b=2`, or `''` when empty), keeping the `:` and `,` of ids and lists readable. */
export function formatQuery(q: URLSearchParams): string {
  const s = q.toString().replace(/%3A/gi, ':').replace(/%2C/gi, ',');
  return s ? `?${s}` : '';
}

/** `search` with `params` set (null: removed), every other parameter kept where it was. */
export function withParams(search: string, params: LinkParams): string {
  const q = new URLSearchParams(search);
  for (const [k, v] of Object.entries(params)) {
    if (v === null) q.delete(k);
    else q.set(k, v);
  }
  return formatQuery(q);
}

/**
 * The one way a view reaches its link. The full page's is the address bar (`addressBarLink`); a
 * widget mounted elsewhere (a test, an embed beside other widgets) keeps its link in memory
 * (`memoryLink`), so it never writes a host page's address bar.
 */
export interface LinkAdapter {
  /** The query string now: `?view=hub&step=14`, or `''`. */
  search(): string;
  /**
   * The hash now (`#scenario=1.…`, or `''`): data a link carries that never reaches a server (a
   * whole story file). Read at boot; the views never write it.
   */
  hash(): string;
  /**
   * Sets `params` (null: removed), keeping every other parameter. `push` adds a history entry
   * (a view switch, so Back returns to the view before); `replace` (default) does not (stepping).
   */
  write(params: LinkParams, mode?: 'replace' | 'push'): void;
  /**
   * The address of the link with `params` changed (for an anchor's href), written nowhere. Its hash
   * is the link's own, or `hash` when given (`''` drops it).
   */
  href(params: LinkParams, hash?: string): string;
  /** Calls `onNavigate` with the new query string when the reader goes Back or Forward; returns the unsubscribe. */
  subscribe(onNavigate: (search: string) => void): () => void;
}

let addressBar: LinkAdapter | null = null;

/**
 * The page's address bar: history.replaceState / pushState, and popstate for Back and Forward.
 * Outside a browser (Node) it reads `''` and writes nothing.
 */
export function addressBarLink(): LinkAdapter {
  if (addressBar) return addressBar;
  const inBrowser = typeof window !== 'undefined' && typeof history !== 'undefined';
  const href = (params: LinkParams, hash?: string) =>
    inBrowser ? `${location.pathname}${withParams(location.search, params)}${hash ?? location.hash}` : `${withParams('', params)}${hash ?? ''}`;
  addressBar = {
    search: () => (inBrowser ? location.search : ''),
    hash: () => (inBrowser ? location.hash : ''),
    write(params, mode = 'replace') {
      if (!inBrowser) return;
      const next = withParams(location.search, params);
      // A view switch leaves the hash behind: it belongs to the view the page opened on.
      if (mode === 'push') history.pushState(null, '', href(params, ''));
      else if (next !== location.search) history.replaceState(history.state, '', href(params));
    },
    href,
    subscribe(onNavigate) {
      if (!inBrowser) return () => {};
      const onPop = () => onNavigate(location.search);
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  };
  return addressBar;
}

/** A link kept in memory, with its own Back and Forward (what a test or a host page can press). */
export interface MemoryLink extends LinkAdapter {
  /** Goes one entry back (after a `push`), telling the subscribers; false when there is none. */
  back(): boolean;
  /** Goes one entry forward again; false when there is none. */
  forward(): boolean;
}

/**
 * A link that starts at `search` (and `hash`, `#scenario=…` or `''`) and lives only in memory:
 * each widget gets its own. Like the address bar, a `push` (a view switch) leaves the hash behind.
 * `page` is the address its `href` is on: the app's own page (`https://app.example/course/`) for a
 * widget on a host page of another origin, so a link it hands out (Copy a link to this run) opens
 * the app and not the host; by default the current document's (a relative `?…`).
 */
export function memoryLink(search = '', hash = '', page = ''): MemoryLink {
  const entries = [withParams(search, {})];
  const hashes = [hash === '' || hash.startsWith('#') ? hash : `#${hash}`];
  let at = 0;
  const listeners = new Set<(search: string) => void>();
  const go = (step: 1 | -1) => {
    if (at + step < 0 || at + step >= entries.length) return false;
    at += step;
    for (const l of [...listeners]) l(entries[at]!);
    return true;
  };
  return {
    search: () => entries[at]!,
    hash: () => hashes[at]!,
    write(params, mode = 'replace') {
      const next = withParams(entries[at]!, params);
      if (mode === 'push') {
        entries.splice(at + 1, entries.length, next);
        hashes.splice(at + 1, hashes.length, '');
        at += 1;
      } else entries[at] = next;
    },
    href: (params, hash) => `${page}${withParams(entries[at]!, params) || '?'}${hash ?? hashes[at]!}`,
    subscribe(onNavigate) {
      listeners.add(onNavigate);
      return () => listeners.delete(onNavigate);
    },
    back: () => go(-1),
    forward: () => go(1),
  };
}

/**
 * `link` for a page inside an iframe (`embed=1`): every `push` becomes a `replace`, so stepping or
 * switching views inside the frame never adds an entry to the host page's joint session history
 * (its Back button keeps moving the host, not the frame). Everything else is `link`'s own.
 */
export function replacingLink(link: LinkAdapter): LinkAdapter {
  return {
    search: () => link.search(),
    hash: () => link.hash(),
    write: (params) => link.write(params, 'replace'),
    href: (params, hash) => link.href(params, hash),
    subscribe: (onNavigate) => link.subscribe(onNavigate),
  };
}
