import { LINK_TEXT } from '../../model/narration/linkText';

/**
 * The three themes a page, an iframe or an element can be given (`data-theme` on a root; see
 * tokens.css): `light`, `dark`, or `auto`, which follows the reader's prefers-color-scheme.
 */
export const THEMES = ['auto', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** `value` as a theme, or null when it is not exactly one of `auto`, `light`, `dark` (no case folding, no trimming). */
export function parseTheme(value: unknown): Theme | null {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value) ? (value as Theme) : null;
}

/** The sentence a notice shows for a theme value that is not one of the three, saying what is used instead. */
export function themeProblem(value: string, fallback: Theme): string {
  const shown = value.length > 60 ? `${value.slice(0, 60)}…` : value;
  return LINK_TEXT.themeUnknown(shown, fallback);
}
