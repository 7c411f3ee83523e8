import { createContext, useDeferredValue, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useStore } from 'zustand';
import { activeElementIn } from './activeElement';
import type { WidgetStore } from './createWidgetStore';

/** What a widget instance offers its subtree: its store, its root element, whether its keys are on. */
export interface WidgetContext {
  store: WidgetStore<unknown, unknown>;
  /** The element keyboard shortcuts listen on: keys act only while focus is inside it. */
  root: RefObject<HTMLElement | null>;
  /** False when the host (or the reader) switched single-key shortcuts off (WCAG 2.1.4). */
  keys: boolean;
  /** Switches this widget's single-key shortcuts on or off (the help overlay's control). */
  setKeys(on: boolean): void;
}

const Context = createContext<WidgetContext | null>(null);

// The reader's choice belongs to the widget instance, whose store outlives its DOM (a view kept
// while another is shown): switched off once, its keys stay off when it comes back.
const keysChosen = new WeakMap<object, boolean>();

export interface WidgetProviderProps<S, A> {
  store: WidgetStore<S, A>;
  /** Single-key shortcuts on (default) or off, as the widget opens; the reader can switch them in the help overlay. */
  keys?: boolean;
  /** Class of the widget's root element (its CSS scope). */
  className?: string;
  children: ReactNode;
}

/**
 * One provider per widget instance: it renders the widget's root element (`data-widget`, the
 * scope of its keys and CSS) and gives the subtree its store. Nested widgets each see their own
 * nearest provider.
 */
export function WidgetProvider<S, A>({ store, keys = true, className, children }: WidgetProviderProps<S, A>) {
  const root = useRef<HTMLDivElement>(null);
  const [keysOn, setKeysOn] = useState(() => keysChosen.get(store) ?? keys);
  const setKeys = useCallback(
    (on: boolean) => {
      keysChosen.set(store, on);
      setKeysOn(on);
    },
    [store],
  );
  const hostKeys = useRef(keys);
  useEffect(() => {
    if (hostKeys.current === keys) return;
    hostKeys.current = keys;
    setKeys(keys);
  }, [keys, setKeys]);
  useEffect(
    () =>
      store.subscribe(() => {
        const el = root.current;
        if (!el || !el.contains(activeElementIn(el))) return;
        // A change may remove or disable the focused control (Pause becomes Resume, Previous step
        // at step 0): the browser then drops focus to the page, where the widget's keys no longer
        // act. Keep it inside the widget instead, once React has rendered the change.
        setTimeout(() => {
          const now = activeElementIn(el);
          if (el.isConnected && (now === null || (el.contains(now) && now.matches(':disabled')))) el.focus({ preventScroll: true });
        }, 0);
      }),
    [store],
  );
  const value = useMemo<WidgetContext>(() => ({ store: store as WidgetStore<unknown, unknown>, root, keys: keysOn, setKeys }), [store, keysOn, setKeys]);
  return (
    <Context.Provider value={value}>
      {/* tabIndex -1: a click anywhere inside the widget puts focus inside it, where its keys act. */}
      <div ref={root} className={className} data-widget="" tabIndex={-1}>
        {children}
      </div>
    </Context.Provider>
  );
}

/** The nearest widget's context, or null outside any widget. */
export function useOptionalWidgetContext(): WidgetContext | null {
  return useContext(Context);
}

/** The nearest widget's context. Throws outside a `WidgetProvider` (a programming error). */
export function useWidgetContext(): WidgetContext {
  const ctx = useContext(Context);
  if (!ctx) throw new Error('This component must be inside a <WidgetProvider>: each widget on the page needs its own.');
  return ctx;
}

/** The nearest widget's store, typed by the caller (`useWidgetStore<HubState, HubAction>()`). */
export function useWidgetStore<S, A>(): WidgetStore<S, A> {
  return useWidgetContext().store as WidgetStore<S, A>;
}

/**
 * Reads the nearest widget's state through `selector`, re-rendering when its result changes
 * (Object.is): selectors must return stable references (the memoized ones in src/store).
 */
export function useWidget<S, T>(selector: (state: S) => T): T {
  return useStore(useWidgetStore<S, unknown>(), selector);
}

/**
 * `useWidget(selector)` as React's deferred value: a click re-renders the view with the previous
 * result here (a panel that passes it to a `memo` component skips its render), and React renders
 * the new one in a background pass of its own, in slices it interrupts for input. For the lower
 * panels of a view (a script listing, a table), so the click's own task holds only what answers
 * it. A panel reads everything it shows through one such call (`(s) => s` for the whole state):
 * a deferred read and a live one could disagree for a pass.
 */
export function useDeferredWidget<S, T>(selector: (state: S) => T): T {
  return useDeferredValue(useWidget(selector));
}
