import { DIVE_VIEW } from '../../../model/narration/diveText';
import { helpAction, type Action } from '../../actions/types';
import type { WidgetStore } from '../../../store/createWidgetStore';

/** What a dive's actions run in: its widget's store (act with `store.dispatch`), its state now, and the help overlay's toggle. */
export interface DiveContext<S, A> {
  store: WidgetStore<S, A>;
  state: S;
  toggleHelp(): void;
}

/** An action of a dive: a button, its keys and its help row, dispatching the dive's reducer actions. */
export type DiveAction<S, A> = Action<DiveContext<S, A>>;

/** The `?` action of a dive. */
export function diveHelpAction<S, A>(): DiveAction<S, A> {
  return helpAction(DIVE_VIEW.helpKeys);
}
