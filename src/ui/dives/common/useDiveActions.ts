import { useCallback, useMemo, useState } from 'react';
import { createHelpSwitch, type HelpSwitch } from '../../actions/helpSwitch';
import { useWidgetStore } from '../../../store/WidgetProvider';
import type { ActionScope } from '../../actions/types';
import { useActionKeys } from '../../actions/useActionKeys';
import type { DiveAction, DiveContext } from './diveActions';

/**
 * Wires a dive's module-level actions to the nearest widget's store: their keys act while focus
 * is inside that widget, the help overlay opens and closes, and buttons follow the store (each
 * subscribes by itself, so the view does not re-render for them).
 */
export function useDiveActions<S, A>(actions: readonly DiveAction<S, A>[]): { scope: ActionScope<DiveContext<S, A>>; help: { helpSwitch: HelpSwitch } } {
  const store = useWidgetStore<S, A>();
  // The overlay's open state lives outside React state: opening it re-renders the overlay, not the dive.
  const [helpSwitch] = useState(createHelpSwitch);
  const toggleHelp = helpSwitch.toggle;
  const context = useCallback((): DiveContext<S, A> => ({ store, state: store.getState(), toggleHelp }), [store, toggleHelp]);
  const scope = useMemo(() => ({ actions, context, subscribe: store.subscribe }), [actions, context, store]);
  useActionKeys(scope);
  const help = useMemo(() => ({ helpSwitch }), [helpSwitch]);
  return { scope, help };
}
