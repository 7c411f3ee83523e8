/**
 * stalled-recovery-view: the course's views on any page as a custom element,
 * `<stalled-recovery-view view="hub" step="14" job="JOB-d">`. Attributes and behaviour: the course's
 * README, "Embedding" → "The element"; the React component: `stalled-recovery-view/react`.
 */

/** The views an element shows; a missing or unknown `view` shows the hub, with a message inside the element. */
export type StalledRecoveryViewName = 'hub' | 'run' | 'detect' | 'bound' | 'onestep' | 'list';

/** The six views, in the course's order. */
export declare const STALLED_RECOVERY_VIEWS: readonly StalledRecoveryViewName[];

/** The element's default tag name, `stalled-recovery-view`. */
export declare const STALLED_RECOVERY_VIEW_TAG: 'stalled-recovery-view';

/** Options of `defineStalledRecoveryView`. */
export interface DefineOptions {
  /**
   * The absolute address of the course's own page (where you host its build, ending in `/` or a file
   * name): the links a view hands out ("Copy a link to this run") and its links to other views
   * (which open in a new tab) point there. Default: the folder this package's module was served from.
   */
  page?: string;
}

/**
 * Defines the custom element under `tagName` (default `stalled-recovery-view`) and returns the name.
 * Call it once on the client, before or after the elements are in the page (the browser upgrades
 * them). Idempotent: a name already defined (by an earlier call, or by the course's embed.js on the
 * same page) is left as it is, `options` included. SSR-safe: importing this module and calling it on
 * a server (no `customElements`) does nothing and returns the name. Loads nothing yet: an element's
 * view (React and the view's chunks, beside this module) is fetched when it comes within about a
 * screen of the viewport.
 *
 * @throws DOMException (SyntaxError) when `tagName` is not a valid custom element name (lowercase,
 *   starting with a letter, holding a hyphen).
 */
export declare function defineStalledRecoveryView(tagName?: string, options?: DefineOptions): string;
