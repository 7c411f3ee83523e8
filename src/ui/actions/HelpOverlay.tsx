import { useEffect, useId, useRef } from 'react';
import { keyName, type Action } from './types';
import '../theme/widget.css';
import './actions.css';

/** What the help overlay says about where shortcuts work, unless a view says more. */
export const DEFAULT_HELP_NOTE = 'Shortcuts work anywhere on this view except while typing in a field.';

/**
 * The `?` overlay: every action of the current view with its keys, generated from the view's
 * list. A native modal dialog where the browser has one (focus stays inside, Esc closes); an
 * open dialog otherwise.
 */
export function HelpOverlay<C>({ actions, open, onClose, note = DEFAULT_HELP_NOTE }: { actions: readonly Action<C>[]; open: boolean; onClose(): void; note?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
      d.querySelector('button')?.focus();
    } else if (!open && d.open) {
      if (typeof d.close === 'function') d.close();
      else d.removeAttribute('open');
    }
  }, [open]);
  return (
    <dialog ref={ref} className="help nokey" aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      <div className="help__head">
        <h2 id={titleId}>Keyboard shortcuts</h2>
        <button type="button" className="btn btn--quiet" onClick={onClose}>
          Close
        </button>
      </div>
      <p className="help__note">{note}</p>
      <table className="help__table">
        <thead>
          <tr>
            <th scope="col">Keys</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {actions.map((a) => (
            <tr key={a.id}>
              <td>
                {a.keys.map((k, i) => (
                  <span key={`${k.key}${k.shift}`}>
                    {i > 0 && ' '}
                    <kbd>{keyName(k)}</kbd>
                  </span>
                ))}
              </td>
              <td>
                <strong>{a.label}</strong> — {a.help}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </dialog>
  );
}
