import { useCallback, useMemo, useState } from 'react';
import { createHelpSwitch, type HelpSwitch } from './helpSwitch';
import type { StoreApi } from 'zustand';
import type { WidgetStore } from '../../store/createWidgetStore';
import { useWidgetStore } from '../../store/WidgetProvider';
import type { ActionScope, StoreAction, StoreContext } from './types';
import { useActionKeys } from './useActionKeys';

export interface ViewActions<S, A = never> {
  /** For the view's ActionButtons and HelpOverlay. */
  scope: ActionScope<StoreContext<S, A>>;
  /** The help overlay's switch: pass to HelpOverlay (`{...help}`); opening it re-renders only the overlay. */
  help: { helpSwitch: HelpSwitch };
}

function refuse(): never {
  throw new Error('This view’s store has no reducer: its actions call the store itself.');
}

/**
 * Wires a store-backed view's actions (a module-level list): their keys run while the view is
 * mounted (inside its widget, when it is one), the help overlay opens and closes, and buttons
 * follow the store. A widget store's actions act through `dispatch`. The view does not
 * re-render on store changes because of this hook: each button subscribes by itself.
 */
export function useViewActions<S, A = never>(
  store: WidgetStore<S, A> | StoreApi<S>,
  actions: readonly StoreAction<S, A>[],
  announce?: (text: string) => void,
): ViewActions<S, A> {
  const [helpSwitch] = useState(createHelpSwitch);
  const toggleHelp = helpSwitch.toggle;
  const context = useCallback((): StoreContext<S, A> => {
    const dispatch = 'dispatch' in store ? store.dispatch : refuse;
    return { state: store.getState(), dispatch, store, toggleHelp };
  }, [store, toggleHelp]);
  const scope = useMemo(() => ({ actions, context, subscribe: store.subscribe, announce }), [actions, context, store, announce]);
  useActionKeys(scope);
  const help = useMemo(() => ({ helpSwitch }), [helpSwitch]);
  return { scope, help };
}

/** `useViewActions` on the nearest widget's store (the view is inside its WidgetProvider). */
export function useWidgetActions<S, A>(actions: readonly StoreAction<S, A>[], announce?: (text: string) => void): ViewActions<S, A> {
  return useViewActions(useWidgetStore<S, A>(), actions, announce);
}
