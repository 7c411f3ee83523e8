import type { ReactNode } from 'react';
import { useSimStore } from '../../store';
import { ariaKeys, keyName, type Action, type ActionContext } from './types';

/**
 * The button of an action: its label is the accessible name, its first key is shown as a hint
 * and announced through `aria-keyshortcuts`, and it is disabled exactly when the key is.
 */
export function ActionButton({ action, ctx, className, icon }: { action: Action; ctx: ActionContext; className?: string; icon?: ReactNode }) {
  const enabled = useSimStore(action.enabled);
  const key = action.keys.find((k) => !k.within) ?? action.keys[0];
  return (
    <button
      type="button"
      className={className ?? 'btn'}
      disabled={!enabled}
      aria-keyshortcuts={ariaKeys(action)}
      onClick={() => action.run(ctx)}
      data-action={action.id}
    >
      {icon}
      <span className="btn__label">{action.label}</span>
      {key && <kbd aria-hidden="true">{keyName(key.key)}</kbd>}
    </button>
  );
}
