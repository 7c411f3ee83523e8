import { parseTheme, type Theme } from '../theme/themes';

/**
 * The iframe contract's messages (README "Embedding"): what a page opened with `embed=1` posts to
 * its parent, and what it accepts from it. Every message is a plain object with a `type` in the
 * `stalled-recovery:` namespace, so a host listening for other widgets' messages can tell them apart.
 */

/** Posted to the parent on load and whenever the page's height changes (up or down). */
export interface HeightMessage {
  type: 'stalled-recovery:height';
  /** The document's full content height, in CSS pixels, rounded up to a whole pixel. */
  height: number;
}

/** What a parent may post to change the frame's theme. */
export interface ThemeMessage {
  type: 'stalled-recovery:theme';
  theme: Theme;
}

/** The height message for a content height in CSS pixels (rounded up, never negative). */
export function heightMessage(heightPx: number): HeightMessage {
  return { type: 'stalled-recovery:height', height: Math.max(0, Math.ceil(heightPx)) };
}

/**
 * The theme a message from the parent asks for, or null for anything else: a message of another
 * type, a non-object, or a theme that is not `auto`, `light` or `dark` (ignored, never an error:
 * a host page's other scripts post messages of their own).
 */
export function themeFromMessage(data: unknown): Theme | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  // Own properties only: a message is data, and an inherited `type` is nobody's message.
  if (!Object.hasOwn(data, 'type') || !Object.hasOwn(data, 'theme')) return null;
  const { type, theme } = data as { type: unknown; theme: unknown };
  return type === 'stalled-recovery:theme' ? parseTheme(theme) : null;
}

/**
 * Whether a parent's message asks the frame to report its height again: `{type:
 * 'stalled-recovery:hello'}`, which frames.js posts to a frame that may have reported before it ran.
 */
export function isHelloMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && Object.hasOwn(data, 'type') && (data as { type: unknown }).type === 'stalled-recovery:hello';
}
