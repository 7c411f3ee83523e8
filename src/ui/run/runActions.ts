import { nextSweepCursor, previousSweepCursor } from '../../sim/timeline/seek';
import type { RunAction, RunState } from '../../model/run/runModel';
import { SPEEDS } from '../../model/run/speed';
import { KEYS } from '../actions/keyMap';
import { helpAction, type StoreAction } from '../actions/types';
import { selectSweepCursors } from '../../store';

const atEnd = (s: RunState) => s.cursor >= s.run.timeline.events.length;

/** The run view's actions, in the order of their buttons and help rows. */
export const RUN_ACTIONS: readonly StoreAction<RunState, RunAction>[] = [
  {
    id: 'play',
    label: 'Play / Pause',
    labelFor: ({ state }) => (state.playing ? 'Pause' : 'Play'),
    help: 'Play or pause the run at the chosen speed (it pauses by itself when the tab is hidden).',
    keys: KEYS.playPause,
    enabled: ({ state: s }) => s.run.timeline.events.length > 0,
    run: ({ dispatch }) => dispatch({ type: 'togglePlay' }),
  },
  {
    id: 'step-back',
    label: 'Step back',
    help: 'Go back one event.',
    keys: KEYS.back,
    repeats: true,
    enabled: ({ state: s }) => s.cursor > 0,
    run: ({ state, dispatch }) => dispatch({ type: 'moveTo', cursor: state.cursor - 1 }),
  },
  {
    id: 'step-forward',
    label: 'Step forward',
    help: 'Go forward one event.',
    keys: KEYS.forward,
    repeats: true,
    enabled: ({ state: s }) => !atEnd(s),
    run: ({ state, dispatch }) => dispatch({ type: 'moveTo', cursor: state.cursor + 1 }),
  },
  {
    id: 'previous-sweep',
    label: 'Previous sweep',
    help: 'Jump to just after the previous sweep.',
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
    label: 'Next sweep',
    help: 'Jump to just after the next sweep.',
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
    label: 'Start',
    help: 'Go to the start of the run.',
    keys: KEYS.start,
    enabled: ({ state: s }) => s.cursor > 0 || s.viewMs > 0,
    run: ({ dispatch }) => dispatch({ type: 'moveTo', cursor: 0 }),
  },
  {
    id: 'end',
    label: 'End',
    help: 'Go to the last event of the run.',
    keys: KEYS.end,
    enabled: ({ state: s }) => !atEnd(s),
    run: ({ state, dispatch }) => dispatch({ type: 'moveTo', cursor: state.run.timeline.events.length }),
  },
  {
    id: 'more',
    label: 'Run 1 more minute',
    help: 'At the end of the run, let the actors carry on for one more minute of server time.',
    keys: [{ key: 'm' }],
    enabled: ({ state: s }) => s.run.config !== null && atEnd(s),
    run: ({ dispatch }) => dispatch({ type: 'runLonger' }),
  },
  {
    id: 'slower',
    label: 'Slower',
    help: 'Play more slowly: one step down the log scale of speeds.',
    keys: KEYS.less,
    repeats: true,
    enabled: ({ state: s }) => s.speedIndex > 0,
    run: ({ state, dispatch }) => dispatch({ type: 'setSpeed', index: state.speedIndex - 1 }),
  },
  {
    id: 'faster',
    label: 'Faster',
    help: 'Play faster: one step up the log scale of speeds.',
    keys: KEYS.more,
    repeats: true,
    enabled: ({ state: s }) => s.speedIndex < SPEEDS.length - 1,
    run: ({ state, dispatch }) => dispatch({ type: 'setSpeed', index: state.speedIndex + 1 }),
  },
  helpAction(),
];
