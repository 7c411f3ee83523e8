import { listStory, nextProblem, type ListAction, type ListState } from '../../../model/dives/list/listModel';
import { KEYS } from '../../actions/keyMap';
import { diveHelpAction, type DiveAction } from '../common/diveActions';

type Act = DiveAction<ListState, ListAction>;
const send = (a: ListAction): Act['run'] => ({ store }) => store.dispatch(a);
const atEnd = (s: ListState) => s.cursor >= listStory().events.length;

/** The list dive's actions, in the order of their help rows. */
export const LIST_ACTIONS: readonly Act[] = [
  { id: 'next', label: 'Next event', help: 'Run the next command on either side, in time order.', keys: KEYS.forward, enabled: ({ state }) => !atEnd(state), run: send({ type: 'next' }) },
  { id: 'back', label: 'Back one event', help: 'Go back one event.', keys: KEYS.back, enabled: ({ state }) => state.cursor > 1, run: send({ type: 'back' }) },
  {
    id: 'flag',
    label: 'Next problem',
    help: 'Jump to the next event the list pattern gets wrong.',
    keys: [{ key: 'f' }],
    enabled: ({ state }) => nextProblem(state) !== -1,
    run: send({ type: 'nextProblem' }),
  },
  { id: 'end', label: 'To the end', help: 'Show the whole story (120 s).', keys: KEYS.end, enabled: ({ state }) => !atEnd(state), run: send({ type: 'end' }) },
  { id: 'reset', label: 'Reset', help: 'Back to the first command.', keys: KEYS.reset, enabled: ({ state }) => state.cursor > 1, run: send({ type: 'reset' }) },
  diveHelpAction(),
];
