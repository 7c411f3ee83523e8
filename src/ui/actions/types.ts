import type { SimStore, SimStoreState } from '../../store';

/** One key that runs an action. `within: 'jobs'` keys only act while focus is on the lanes, so arrows still scroll the page elsewhere. */
export interface KeyBinding {
  /** `KeyboardEvent.key`, e.g. `s`, `?`, `Escape`, `ArrowDown`. */
  key: string;
  within?: 'jobs';
}

/** What an action may touch: its simulator store and the page's own bits of UI. */
export interface ActionContext {
  store: SimStore;
  toggleHelp(): void;
}

/**
 * A user action. One list of these drives the buttons, the keyboard shortcuts and the help
 * overlay, so they cannot disagree; every action also has a real button.
 */
export interface Action {
  id: string;
  /** The button's text and accessible name. */
  label: string;
  /** One line for the help overlay. */
  help: string;
  keys: KeyBinding[];
  /** Whether holding the key repeats the action (walking jobs), instead of running it once. */
  repeats?: boolean;
  enabled(state: SimStoreState): boolean;
  run(ctx: ActionContext): void;
}

/** A key as the help overlay and `aria-keyshortcuts` spell it. */
export function keyName(key: string): string {
  return ({ ArrowDown: '↓', ArrowUp: '↑', ArrowLeft: '←', ArrowRight: '→', Escape: 'Esc', ' ': 'Space' } as Record<string, string>)[key] ?? key;
}

/** `aria-keyshortcuts` for an action (the keys that work anywhere). */
export function ariaKeys(action: Action): string | undefined {
  const keys = action.keys.filter((k) => !k.within).map((k) => (k.key === '?' ? 'Shift+?' : k.key));
  return keys.length ? keys.join(' ') : undefined;
}
