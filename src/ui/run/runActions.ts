import { nextSweepCursor, previousSweepCursor } from '../../sim/timeline/seek';
import { selectSweepCursors } from './runSelectors';
import type { RunStore, RunStoreState } from './runStore';
import { SPEEDS } from './speed';

/** A key of a run action. `shift` true/false requires Shift held or not; absent: either. */
export interface RunKey {
  key: string;
  shift?: boolean;
}

/** What a run action may touch. */
export interface RunActionContext {
  store: RunStore;
  toggleHelp(): void;
}

/**
 * A run view action: the same registry shape as the hub's (`../actions/types`), over the run
 * store. One list drives the buttons, the keys and the help overlay, so they cannot disagree.
 */
export interface RunAction {
  id: string;
  label: string;
  /** A label that depends on the state (Play / Pause). */
  labelFor?(s: RunStoreState): string;
  help: string;
  keys: RunKey[];
  /** Holding the key repeats the action (stepping), instead of running once. */
  repeats?: boolean;
  enabled(s: RunStoreState): boolean;
  run(ctx: RunActionContext): void;
}

const atEnd = (s: RunStoreState) => s.cursor >= s.run.timeline.events.length;

/** The run view's actions, in the order of their buttons and help rows. */
export const RUN_ACTIONS: readonly RunAction[] = [
  {
    id: 'play',
    label: 'Play',
    labelFor: (s) => (s.playing ? 'Pause' : 'Play'),
    help: 'Play or pause the run at the chosen speed (it pauses by itself when the tab is hidden).',
    keys: [{ key: ' ' }],
    enabled: (s) => s.run.timeline.events.length > 0,
    run: ({ store }) => store.getState().togglePlay(),
  },
  {
    id: 'step-back',
    label: 'Step back',
    help: 'Go back one event.',
    keys: [{ key: 'ArrowLeft', shift: false }],
    repeats: true,
    enabled: (s) => s.cursor > 0,
    run: ({ store }) => store.getState().moveTo(store.getState().cursor - 1),
  },
  {
    id: 'step-forward',
    label: 'Step forward',
    help: 'Go forward one event.',
    keys: [{ key: 'ArrowRight', shift: false }],
    repeats: true,
    enabled: (s) => !atEnd(s),
    run: ({ store }) => store.getState().moveTo(store.getState().cursor + 1),
  },
  {
    id: 'previous-sweep',
    label: 'Previous sweep',
    help: 'Jump to just after the previous sweep.',
    keys: [{ key: 'ArrowLeft', shift: true }],
    repeats: true,
    enabled: (s) => previousSweepCursor(selectSweepCursors(s.run), s.cursor) !== null,
    run: ({ store }) => {
      const s = store.getState();
      const c = previousSweepCursor(selectSweepCursors(s.run), s.cursor);
      if (c !== null) s.moveTo(c);
    },
  },
  {
    id: 'next-sweep',
    label: 'Next sweep',
    help: 'Jump to just after the next sweep.',
    keys: [{ key: 'ArrowRight', shift: true }],
    repeats: true,
    enabled: (s) => nextSweepCursor(selectSweepCursors(s.run), s.cursor) !== null,
    run: ({ store }) => {
      const s = store.getState();
      const c = nextSweepCursor(selectSweepCursors(s.run), s.cursor);
      if (c !== null) s.moveTo(c);
    },
  },
  {
    id: 'start',
    label: 'Start',
    help: 'Go to the start of the run.',
    keys: [{ key: 'Home' }],
    enabled: (s) => s.cursor > 0 || s.viewMs > 0,
    run: ({ store }) => store.getState().moveTo(0),
  },
  {
    id: 'end',
    label: 'End',
    help: 'Go to the last event of the run.',
    keys: [{ key: 'End' }],
    enabled: (s) => !atEnd(s),
    run: ({ store }) => store.getState().moveTo(store.getState().run.timeline.events.length),
  },
  {
    id: 'slower',
    label: 'Slower',
    help: 'Play more slowly: one step down the log scale of speeds.',
    keys: [{ key: '-' }],
    repeats: true,
    enabled: (s) => s.speedIndex > 0,
    run: ({ store }) => store.getState().setSpeed(store.getState().speedIndex - 1),
  },
  {
    id: 'faster',
    label: 'Faster',
    help: 'Play faster: one step up the log scale of speeds.',
    keys: [{ key: '+' }, { key: '=' }],
    repeats: true,
    enabled: (s) => s.speedIndex < SPEEDS.length - 1,
    run: ({ store }) => store.getState().setSpeed(store.getState().speedIndex + 1),
  },
  {
    id: 'help',
    label: 'Keyboard shortcuts',
    help: 'Show or hide this list.',
    keys: [{ key: '?' }],
    enabled: () => true,
    run: ({ toggleHelp }) => toggleHelp(),
  },
];

/** The run action with this id (throws on a typo, a programming error). */
export function runAction(id: string): RunAction {
  const a = RUN_ACTIONS.find((x) => x.id === id);
  if (!a) throw new Error(`no run action "${id}"`);
  return a;
}

/** A key as the help overlay spells it: `Shift+←`, `Space`. */
export function runKeyName(k: RunKey): string {
  const name = ({ ArrowLeft: '←', ArrowRight: '→', ' ': 'Space' } as Record<string, string>)[k.key] ?? k.key;
  return k.shift ? `Shift+${name}` : name;
}

/** `aria-keyshortcuts` of an action. */
export function runAriaKeys(a: RunAction): string {
  return a.keys.map((k) => `${k.shift ? 'Shift+' : ''}${k.key === ' ' ? 'Space' : k.key === '?' ? 'Shift+?' : k.key}`).join(' ');
}
