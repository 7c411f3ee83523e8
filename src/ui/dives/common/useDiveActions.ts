import { useCallback, useMemo, useState } from 'react';
import { useWidgetStore } from '../../../store/WidgetProvider';
import type { ActionScope } from '../../actions/types';
import { useActionKeys } from '../../actions/useActionKeys';
import type { DiveAction, DiveContext } from './diveActions';

/**
 * Wires a dive's module-level actions to the nearest widget's store: their keys act while focus
 * is inside that widget, the help overlay opens and closes, and buttons follow the store (each
 * subscribes by itself, so the view does not re-render for them).
 */
export function useDiveActions<S, A>(actions: readonly DiveAction<S, A>[]): { scope: ActionScope<DiveContext<S, A>>; help: { open: boolean; onClose(): void } } {
  const store = useWidgetStore<S, A>();
  const [open, setOpen] = useState(false);
  const toggleHelp = useCallback(() => setOpen((o) => !o), []);
  const onClose = useCallback(() => setOpen(false), []);
  const context = useCallback((): DiveContext<S, A> => ({ store, state: store.getState(), toggleHelp }), [store, toggleHelp]);
  const scope = useMemo(() => ({ actions, context, subscribe: store.subscribe }), [actions, context, store]);
  useActionKeys(scope);
  return { scope, help: { open, onClose } };
}
