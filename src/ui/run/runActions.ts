import { nextSweepCursor, previousSweepCursor } from '../../sim/timeline/seek';
import type { RunAction, RunState } from '../../model/run/runModel';
import { SPEEDS } from '../../model/run/speed';
import { KEYS } from '../actions/keyMap';
import { helpAction, type StoreAction } from '../actions/types';
import { selectSweepCursors } from '../../store';
import { RUN_ACTIONS_TEXT as T } from '../../model/narration/runText';

const atEnd = (s: RunState) => s.cursor >= s.run.timeline.events.length;

/** The run view's actions, in the order of their buttons and help rows. */
export const RUN_ACTIONS: readonly StoreAction<RunState, RunAction>[] = [
  {
    id: 'play',
    label: T.play,
    labelFor: ({ state }) => T.playNow(state.playing),
    help: T.playHelp,
    keys: KEYS.playPause,
    enabled: ({ state: s }) => s.run.timeline.events.length > 0,
    run: ({ dispatch }) => dispatch({ type: 'togglePlay' }),
  },
  {
    id: 'step-back',
    label: T.stepBack,
    help: T.stepBackHelp,
    keys: KEYS.back,
    repeats: true,
    enabled: ({ state: s }) => s.cursor > 0,
    run: ({ state, dispatch }) => dispatch({ type: 'moveTo', cursor: state.cursor - 1 }),
  },
  {
    id: 'step-forward',
    label: T.stepForward,
    help: T.stepForwardHelp,
    keys: KEYS.forward,
    repeats: true,
    enabled: ({ state: s }) => !atEnd(s),
    run: ({ state, dispatch }) => dispatch({ type: 'moveTo', cursor: state.cursor + 1 }),
  },
  {
    id: 'previous-sweep',
    label: T.previousSweep,
    help: T.previousSweepHelp,
    keys: KEYS.bigBack,
    repeats: true,
    enabled: ({ state: s }) => previousSweepCursor(selectSweepCursors(s.run), s.cursor) !== null,
    run: ({ state: s, dispatch }) => {
      const c = previousSweepCursor(selectSweepCursors(s.run), s.cursor);
      if (c !== null) dispatch({ type: 'moveTo', cursor: c });
    },
  },
  {
    id: 'next-sweep',
    label: T.nextSweep,
    help: T.nextSweepHelp,
    keys: KEYS.bigForward,
    repeats: true,
    enabled: ({ state: s }) => nextSweepCursor(selectSweepCursors(s.run), s.cursor) !== null,
    run: ({ state: s, dispatch }) => {
      const c = nextSweepCursor(selectSweepCursors(s.run), s.cursor);
      if (c !== null) dispatch({ type: 'moveTo', cursor: c });
    },
  },
  {
    id: 'start',
    label: T.start,
    help: T.startHelp,
    keys: KEYS.start,
    enabled: ({ state: s }) => s.cursor > 0 || s.viewMs > 0,
    run: ({ dispatch }) => dispatch({ type: 'moveTo', cursor: 0 }),
  },
  {
    id: 'end',
    label: T.end,
    help: T.endHelp,
    keys: KEYS.end,
    enabled: ({ state: s }) => !atEnd(s),
    run: ({ state, dispatch }) => dispatch({ type: 'moveTo', cursor: state.run.timeline.events.length }),
  },
  {
    id: 'more',
    label: T.more,
    help: T.moreHelp,
    keys: [{ key: 'm' }],
    enabled: ({ state: s }) => s.run.config !== null && atEnd(s),
    run: ({ dispatch }) => dispatch({ type: 'runLonger' }),
  },
  {
    id: 'slower',
    label: T.slower,
    help: T.slowerHelp,
    keys: KEYS.less,
    repeats: true,
    enabled: ({ state: s }) => s.speedIndex > 0,
    run: ({ state, dispatch }) => dispatch({ type: 'setSpeed', index: state.speedIndex - 1 }),
  },
  {
    id: 'faster',
    label: T.faster,
    help: T.fasterHelp,
    keys: KEYS.more,
    repeats: true,
    enabled: ({ state: s }) => s.speedIndex < SPEEDS.length - 1,
    run: ({ state, dispatch }) => dispatch({ type: 'setSpeed', index: state.speedIndex + 1 }),
  },
  helpAction(),
];
