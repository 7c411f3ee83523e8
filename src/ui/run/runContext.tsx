import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { RunStore, RunStoreState } from './runStore';

const RunStoreContext = createContext<RunStore | null>(null);

/** Provides one run store to a run view's subtree (each view instance has its own). */
export function RunStoreProvider({ store, children }: { store: RunStore; children: ReactNode }) {
  return <RunStoreContext.Provider value={store}>{children}</RunStoreContext.Provider>;
}

/** The nearest run store, for actions. Throws outside a RunStoreProvider. */
export function useRunStoreApi(): RunStore {
  const store = useContext(RunStoreContext);
  if (!store) throw new Error('useRunStore must be used inside a <RunStoreProvider>.');
  return store;
}

/** Reads the nearest run store through `selector` (which must return stable references). */
export function useRunStore<T>(selector: (s: RunStoreState) => T): T {
  return useStore(useRunStoreApi(), selector);
}
