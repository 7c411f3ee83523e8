import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * A widget's rules: how one action turns its state into the next. Pure (no DOM, no clock, no
 * randomness outside the state), so it lives in `src/model` above the simulator it calls, and a
 * test can drive it without React.
 */
export type Reducer<S, A> = (state: S, action: A) => S;

/**
 * The one store every widget instance keeps: zustand's vanilla store over the model's state,
 * plus `dispatch`, the only way the state changes. Components read it through `useWidget`
 * (src/store/WidgetProvider.tsx) and act with `dispatch`.
 */
export interface WidgetStore<S, A> extends StoreApi<S> {
  /** Runs `reduce(state, action)`; listeners are told only when the reducer returned a new state. */
  dispatch(action: A): void;
}

/**
 * Creates the store of one widget instance: two widgets on one page each call this, so they
 * share nothing. `initial` is the state the widget opens with; `reduce` is its model's reducer.
 * A reducer that throws leaves the state as it was (the error propagates to the caller).
 */
export function createWidgetStore<S, A>(reduce: Reducer<S, A>, initial: S): WidgetStore<S, A> {
  const api = createStore<S>()(() => initial);
  return Object.assign(api, {
    dispatch(action: A) {
      const before = api.getState();
      const after = reduce(before, action);
      if (after !== before) api.setState(after, true);
    },
  });
}
