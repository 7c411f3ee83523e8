import { parseTheme, type Theme } from '../theme/themes';

/**
 * The reader's theme choice on the full page, remembered in localStorage under this key. Only
 * the page shell (App) reads or writes it: a widget or an element on a host page never does.
 */
export const THEME_STORAGE_KEY = 'stalled-recovery:theme';

/** The stored choice, or null when none is stored, it is not a theme, or storage is unavailable (private mode, a sandboxed frame). */
export function storedTheme(): Theme | null {
  try {
    return parseTheme(globalThis.localStorage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Remembers `theme`; does nothing where storage is unavailable (the choice then lasts until the page is left). */
export function storeTheme(theme: Theme): void {
  try {
    globalThis.localStorage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage refused (quota, sandbox): the switch still works for this visit.
  }
}
