import { listStory, nextProblem, type ListAction, type ListState } from '../../../model/dives/list/listModel';
import { LIST_VIEW } from '../../../model/narration/diveText';
import { KEYS } from '../../actions/keyMap';
import { diveHelpAction, type DiveAction } from '../common/diveActions';

type Act = DiveAction<ListState, ListAction>;
const A = LIST_VIEW.actions;
const send = (a: ListAction): Act['run'] => ({ store }) => store.dispatch(a);
const atEnd = (s: ListState) => s.cursor >= listStory().events.length;

/** The list dive's actions, in the order of their help rows. */
export const LIST_ACTIONS: readonly Act[] = [
  { id: 'next', ...A.next, keys: KEYS.forward, enabled: ({ state }) => !atEnd(state), run: send({ type: 'next' }) },
  { id: 'back', ...A.back, keys: KEYS.back, enabled: ({ state }) => state.cursor > 1, run: send({ type: 'back' }) },
  {
    id: 'flag',
    ...A.flag,
    keys: [{ key: 'f' }],
    enabled: ({ state }) => nextProblem(state) !== -1,
    run: send({ type: 'nextProblem' }),
  },
  { id: 'end', ...A.end, keys: KEYS.end, enabled: ({ state }) => !atEnd(state), run: send({ type: 'end' }) },
  { id: 'reset', ...A.reset, keys: KEYS.reset, enabled: ({ state }) => state.cursor > 1, run: send({ type: 'reset' }) },
  diveHelpAction(),
];
