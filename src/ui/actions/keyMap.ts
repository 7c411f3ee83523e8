import { KEYS_TEXT } from '../../model/narration/shellText';

/**
 * One key that runs an action. `shift: true` needs Shift held and `shift: false` needs it not
 * held (absent: either). `within` names a `data-keyscope` region: the key only acts while focus
 * is inside it, so arrows still scroll the page elsewhere.
 */
export interface KeyBinding {
  /** `KeyboardEvent.key`, e.g. `s`, `?`, `Escape`, `ArrowDown`, `' '`. */
  key: string;
  shift?: boolean;
  within?: string;
}

/**
 * The keys every view shares, one idea each, so a letter learned in one view means the same in
 * the next (a test walks every view's action list and holds them to it). A view's own letters
 * (the hub's `t` for time, the run view's `m` for more) are used by no other view.
 */
export const KEYS = {
  /** Play or pause: time runs by itself until pressed again. */
  playPause: [{ key: ' ' }],
  /** One step back (arrows stay the focused slider's or radio group's own). */
  back: [{ key: 'ArrowLeft', shift: false }, { key: 'u' }, { key: 'p' }],
  /** One step forward. */
  forward: [{ key: 'ArrowRight', shift: false }, { key: 'n' }],
  /** A bigger step back or forward (a whole sweep, a whole beat). */
  bigBack: [{ key: 'ArrowLeft', shift: true }],
  bigForward: [{ key: 'ArrowRight', shift: true }],
  /** To the first or the last moment. */
  start: [{ key: 'Home' }],
  end: [{ key: 'End' }],
  /** Back to where the view opens (the view's label says where that is). */
  reset: [{ key: 'r' }],
  /** Run the sweep (or step through it). */
  sweep: [{ key: 's' }],
  /** A setting down or up (speed, skew). */
  less: [{ key: '-' }],
  more: [{ key: '+' }, { key: '=' }],
  /** Clear the selection. */
  deselect: [{ key: 'Escape' }],
  /** Show or hide the keyboard shortcuts. */
  help: [{ key: '?' }],
} as const satisfies Record<string, readonly KeyBinding[]>;

/** The one name of every view's help button and dialog. */
export const HELP_LABEL = KEYS_TEXT.helpLabel;
