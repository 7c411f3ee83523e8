import type { ReactNode } from 'react';
import { useRunStore } from './runContext';
import { runAriaKeys, runKeyName, type RunAction, type RunActionContext } from './runActions';

/**
 * The button of a run action: label as accessible name (visually hidden with `iconOnly`), first
 * key as hint, disabled exactly when the key is.
 */
export function RunActionButton({ action, ctx, className, icon, showKey = true, iconOnly = false }: { action: RunAction; ctx: RunActionContext; className?: string; icon?: ReactNode; showKey?: boolean; iconOnly?: boolean }) {
  const enabled = useRunStore(action.enabled);
  const label = useRunStore((s) => action.labelFor?.(s) ?? action.label);
  const key = action.keys[0];
  return (
    <button type="button" className={className ?? 'btn'} disabled={!enabled} aria-keyshortcuts={runAriaKeys(action)} onClick={() => action.run(ctx)} data-action={action.id}>
      {icon}
      <span className={iconOnly ? 'sr-only' : 'btn__label'}>{label}</span>
      {showKey && key && <kbd aria-hidden="true">{runKeyName(key)}</kbd>}
    </button>
  );
}
