import { useEffect, useRef } from 'react';
import { keyName, type Action } from './types';

/**
 * The `?` overlay: every action with its keys, generated from the registry. A native modal
 * dialog where the browser has one (focus stays inside, Esc closes); an open dialog otherwise.
 */
export function HelpOverlay({ actions, open, onClose }: { actions: readonly Action[]; open: boolean; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
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
    <dialog ref={ref} className="help nokey" aria-labelledby="help-title" onClose={onClose} onCancel={onClose}>
      <div className="help__head">
        <h2 id="help-title">Keyboard shortcuts</h2>
        <button type="button" className="btn btn--quiet" onClick={onClose}>
          Close
        </button>
      </div>
      <p className="help__note">Shortcuts work anywhere on the page except while typing in a field. Arrow keys move between jobs while a job has focus; Tab reaches every button, and Enter or Space selects the focused job.</p>
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
                  <span key={k.key}>
                    {i > 0 && ' '}
                    <kbd>{keyName(k.key)}</kbd>
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
