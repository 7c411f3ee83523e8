import type { HubAction, HubState } from '../../model/hub/hubModel';
import type { WidgetStore } from '../../store/createWidgetStore';
import { useWidget, useWidgetStore } from '../../store/WidgetProvider';

/** One hub widget's store. */
export type HubStore = WidgetStore<HubState, HubAction>;

/** Reads the nearest hub widget through `selector` (stable references: the memoized selectors in src/store). */
export function useHub<T>(selector: (state: HubState) => T): T {
  return useWidget<HubState, T>(selector);
}

/** The nearest hub widget's store, to dispatch to and subscribe. */
export function useHubStore(): HubStore {
  return useWidgetStore<HubState, HubAction>();
}
