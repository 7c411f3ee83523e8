import { useCallback, useMemo, useState } from 'react';
import type { StoreApi } from 'zustand';
import type { ActionScope, StoreAction, StoreContext } from './types';
import { useActionKeys } from './useActionKeys';

export interface ViewActions<S> {
  /** For the view's ActionButtons and HelpOverlay. */
  scope: ActionScope<StoreContext<S>>;
  /** The help overlay's state: pass to HelpOverlay. */
  help: { open: boolean; onClose(): void };
}

/**
 * Wires a store-backed view's actions: their keys run while the view is mounted, the help
 * overlay opens and closes, and buttons follow the store. The view does not re-render on store
 * changes because of this hook: each button subscribes by itself.
 */
export function useViewActions<S>(store: StoreApi<S>, actions: readonly StoreAction<S>[], announce?: (text: string) => void): ViewActions<S> {
  const [open, setOpen] = useState(false);
  const toggleHelp = useCallback(() => setOpen((o) => !o), []);
  const onClose = useCallback(() => setOpen(false), []);
  const context = useCallback((): StoreContext<S> => ({ store, state: store.getState(), toggleHelp }), [store, toggleHelp]);
  const scope = useMemo(() => ({ actions, context, subscribe: store.subscribe, announce }), [actions, context, store, announce]);
  useActionKeys(scope);
  return { scope, help: { open, onClose } };
}
