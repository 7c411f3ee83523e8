import { useEffect, useRef } from 'react';
import { HelpOverlay } from '../../actions/HelpOverlay';
import { actionForKey } from '../../actions/keys';
import { keyName, type Action, type KeyBinding } from '../../actions/types';

/**
 * An action of a dive: the same shape as the hub's actions (one list drives the buttons, the
 * keys and the help overlay), over the dive's own state `S` instead of the hub's store.
 */
export interface DiveAction<S> {
  id: string;
  label: string;
  help: string;
  keys: KeyBinding[];
  enabled(state: S): boolean;
  run(): void;
}

/** Runs `actions` from the keyboard while mounted; ignores typing targets and disabled actions. */
export function useDiveKeys<S>(actions: readonly DiveAction<S>[], state: S): void {
  const latest = useRef({ actions, state });
  latest.current = { actions, state };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const { actions: list, state: s } = latest.current;
      const a = actionForKey(list as unknown as Action[], event) as unknown as DiveAction<S> | null;
      if (!a || !a.enabled(s)) return;
      event.preventDefault();
      a.run();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

/** The button of a dive action: its label is its accessible name, its first key shown and announced. */
export function DiveButton<S>({ action, state, className = 'btn', detail }: { action: DiveAction<S>; state: S; className?: string; detail?: string }) {
  const key = action.keys[0];
  return (
    <button
      type="button"
      className={className}
      disabled={!action.enabled(state)}
      aria-keyshortcuts={action.keys.map((k) => (k.key === '?' ? 'Shift+?' : k.key)).join(' ') || undefined}
      onClick={() => action.run()}
      data-action={action.id}
    >
      <span className="btn__label">{action.label}</span>
      {detail && <span className="btn__detail">{detail}</span>}
      {key && <kbd aria-hidden="true">{keyName(key.key)}</kbd>}
    </button>
  );
}

/** The `?` help overlay of a dive, generated from its actions. */
export function DiveHelp<S>({ actions, open, onClose }: { actions: readonly DiveAction<S>[]; open: boolean; onClose(): void }) {
  const rows: Action[] = actions.map((a) => ({ id: a.id, label: a.label, help: a.help, keys: a.keys, enabled: () => true, run: () => {} }));
  return <HelpOverlay actions={rows} open={open} onClose={onClose} />;
}

/** The help action every dive has. */
export function helpAction<S>(toggle: () => void): DiveAction<S> {
  return { id: 'help', label: 'Keys', help: 'Show or hide this list of keys.', keys: [{ key: '?' }], enabled: () => true, run: toggle };
}
