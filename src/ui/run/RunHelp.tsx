import { useEffect, useRef } from 'react';
import { runKeyName, type RunAction } from './runActions';

/** The `?` overlay of the run view: every action with its keys, from the registry. */
export function RunHelp({ actions, open, onClose }: { actions: readonly RunAction[]; open: boolean; onClose(): void }) {
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
    <dialog ref={ref} className="run-help nokey" aria-labelledby="run-help-title" onClose={onClose} onCancel={onClose}>
      <div className="run-help__head">
        <h2 id="run-help-title">Keyboard shortcuts</h2>
        <button type="button" className="btn btn--quiet" onClick={onClose}>
          Close
        </button>
      </div>
      <p className="run-help__note">Shortcuts work anywhere on this view except while typing in a field. On a focused slider the arrow keys move that slider.</p>
      <table className="run-help__table">
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
                    <kbd>{runKeyName(k)}</kbd>
                  </span>
                ))}
              </td>
              <td>
                <strong>{a.labelFor ? 'Play / Pause' : a.label}</strong> — {a.help}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </dialog>
  );
}
