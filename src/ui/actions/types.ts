import type { StoreApi } from 'zustand';
import { HELP_LABEL, KEYS, type KeyBinding } from './keyMap';
import { KEYS_TEXT } from '../../model/narration/shellText';

export type { KeyBinding } from './keyMap';

/**
 * A user action of a view, over the view's context `C`. One list of these per view drives its
 * buttons, its keyboard shortcuts and its `?` help overlay, so they cannot disagree; every
 * action also has a real button.
 */
export interface Action<C> {
  id: string;
  /** The button's text and accessible name, and the action's name in the help overlay. */
  label: string;
  /** A button label that follows the state (Play / Pause); the help overlay keeps `label`. */
  labelFor?(ctx: C): string;
  /** One line for the help overlay. */
  help: string;
  keys: readonly KeyBinding[];
  /** Whether holding the key repeats the action (walking jobs, stepping), instead of running it once. */
  repeats?: boolean;
  enabled(ctx: C): boolean;
  /**
   * Why the action is disabled now, in one sentence ("Available after a sweep has taken JOB-c's
   * lease"): shown beside the disabled button and announced when its key is pressed.
   */
  disabledReason?(ctx: C): string;
  run(ctx: C): void;
}

/**
 * A view's actions and what they run in: `context()` is the context as of now, and `subscribe`
 * calls back whenever what `enabled` and `labelFor` read may have changed.
 */
export interface ActionScope<C> {
  actions: readonly Action<C>[];
  context(): C;
  subscribe(onChange: () => void): () => void;
  /** Reads a sentence out in the view's live region (a key pressed for a disabled action says why). */
  announce?(text: string): void;
}

/**
 * The context of a view whose state is a store: the state now, `dispatch` (the only way a
 * widget's state changes: the view's reducer runs it), and the help overlay's toggle. `store` is
 * there for views whose store has no reducer yet (they call its own methods).
 */
export interface StoreContext<S, A = never> {
  state: S;
  dispatch(action: A): void;
  store: StoreApi<S>;
  toggleHelp(): void;
}

/** An action of a store-backed view (`A`: its reducer's actions). */
export type StoreAction<S, A = never> = Action<StoreContext<S, A>>;

/** The action with this id (throws on a typo, which is a programming error). */
export function actionById<C>(actions: readonly Action<C>[], id: string): Action<C> {
  const a = actions.find((x) => x.id === id);
  if (!a) throw new Error(`no action "${id}"`);
  return a;
}

/** The `?` action that shows and hides the help overlay (every view has one). */
export function helpAction<C extends { toggleHelp(): void }>(help = KEYS_TEXT.helpHelp): Action<C> {
  return { id: 'help', label: HELP_LABEL, help, keys: KEYS.help, enabled: () => true, run: (ctx) => ctx.toggleHelp() };
}

/** How the help overlay says where a `within` key works: `→ on a job`. */
export const WITHIN_WORDS: Readonly<Record<string, string>> = { jobs: KEYS_TEXT.withinJobs };

const NAMES: Record<string, string> = { ArrowDown: '↓', ArrowUp: '↑', ArrowLeft: '←', ArrowRight: '→', Escape: 'Esc', ' ': 'Space' };

/** A key as buttons and the help overlay spell it: `s`, `Space`, `Esc`, `Shift+←`. */
export function keyName(k: KeyBinding): string {
  return `${k.shift ? 'Shift+' : ''}${NAMES[k.key] ?? k.key}`;
}

/** `aria-keyshortcuts` of an action: the keys that work anywhere on the view. */
export function ariaKeys<C>(action: Action<C>): string | undefined {
  const keys = action.keys
    .filter((k) => !k.within)
    .map((k) => `${k.shift ? 'Shift+' : ''}${k.key === ' ' ? 'Space' : k.key === '?' ? 'Shift+?' : k.key}`);
  return keys.length ? keys.join(' ') : undefined;
}
