import { useSyncExternalStore, type ReactNode } from 'react';
import { actionById, ariaKeys, keyName, type Action, type ActionScope } from './types';

export interface ActionButtonProps<C> {
  scope: ActionScope<C>;
  /** The action, or its id in `scope.actions`. */
  action: Action<C> | string;
  className?: string;
  icon?: ReactNode;
  /** A second line of text (what the action will do next). */
  detail?: string;
  /** Show the first key as a hint (default true). */
  showKey?: boolean;
  /** Keep the label for screen readers only (an icon button). */
  iconOnly?: boolean;
}

/**
 * The button of an action: its label is the accessible name, its first key is shown as a hint
 * and announced through `aria-keyshortcuts`, and it is disabled exactly when the key is.
 */
export function ActionButton<C>({ scope, action, className = 'btn', icon, detail, showKey = true, iconOnly = false }: ActionButtonProps<C>) {
  const a = typeof action === 'string' ? actionById(scope.actions, action) : action;
  const enabled = useSyncExternalStore(scope.subscribe, () => a.enabled(scope.context()));
  const label = useSyncExternalStore(scope.subscribe, () => a.labelFor?.(scope.context()) ?? a.label);
  const key = a.keys.find((k) => !k.within) ?? a.keys[0];
  return (
    <button type="button" className={className} disabled={!enabled} aria-keyshortcuts={ariaKeys(a)} onClick={() => a.run(scope.context())} data-action={a.id}>
      {icon}
      <span className={iconOnly ? 'sr-only' : 'btn__label'}>{label}</span>
      {detail && <span className="btn__detail">{detail}</span>}
      {showKey && key && <kbd aria-hidden="true">{keyName(key)}</kbd>}
    </button>
  );
}
