import type { RunAction, RunState } from '../../model/run/runModel';
import type { WidgetStore } from '../../store/createWidgetStore';
import { useWidget, useWidgetStore } from '../../store/WidgetProvider';

/** One run widget's store. */
export type RunStore = WidgetStore<RunState, RunAction>;

/** Reads the nearest run widget through `selector` (which must return stable references). */
export function useRun<T>(selector: (state: RunState) => T): T {
  return useWidget<RunState, T>(selector);
}

/** The nearest run widget's store, to dispatch to and subscribe. */
export function useRunStore(): RunStore {
  return useWidgetStore<RunState, RunAction>();
}
