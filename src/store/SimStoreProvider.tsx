import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createSimStore, type SimInit, type SimStore, type SimStoreState } from './createSimStore';

const SimStoreContext = createContext<SimStore | null>(null);

/**
 * Provides one simulator store to its subtree. Pass `store` to share a store the parent owns
 * (the permalink needs it), or `init` to have the provider create its own once.
 */
export function SimStoreProvider(props: { children: ReactNode } & ({ store: SimStore } | { init: SimInit })) {
  const [store] = useState(() => ('store' in props ? props.store : createSimStore(props.init)));
  return <SimStoreContext.Provider value={store}>{props.children}</SimStoreContext.Provider>;
}

/** The store itself, for actions and subscriptions. Throws outside a `SimStoreProvider`. */
export function useSimStoreApi(): SimStore {
  const store = useContext(SimStoreContext);
  if (!store) throw new Error('useSimStore must be used inside a <SimStoreProvider>: each simulator on the page needs its own provider.');
  return store;
}

/**
 * Reads the nearest simulator store through `selector` and re-renders when its result changes
 * (Object.is). Selectors must return stable references: use the memoized ones in `./selectors`.
 */
export function useSimStore<T>(selector: (state: SimStoreState) => T): T {
  return useStore(useSimStoreApi(), selector);
}
