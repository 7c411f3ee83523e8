import { useId, useSyncExternalStore, type ReactNode } from 'react';
import { useOptionalWidgetContext } from '../../store/WidgetProvider';
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
 * and announced through `aria-keyshortcuts` (neither while its widget's keys are switched off),
 * and it is disabled exactly when the key is.
 */
export function ActionButton<C>({ scope, action, className = 'btn', icon, detail, showKey = true, iconOnly = false }: ActionButtonProps<C>) {
  const a = typeof action === 'string' ? actionById(scope.actions, action) : action;
  // The same getter serves the server snapshot: the prerendered first screen reads the widget's
  // store as the browser's first render does, so hydration finds the same buttons.
  const isEnabled = () => a.enabled(scope.context());
  const labelNow = () => a.labelFor?.(scope.context()) ?? a.label;
  const reasonNow = () => (enabled ? undefined : a.disabledReason?.(scope.context()));
  const enabled = useSyncExternalStore(scope.subscribe, isEnabled, isEnabled);
  const label = useSyncExternalStore(scope.subscribe, labelNow, labelNow);
  const reason = useSyncExternalStore(scope.subscribe, reasonNow, reasonNow);
  const reasonId = useId();
  const keysOn = useOptionalWidgetContext()?.keys ?? true;
  const key = keysOn ? (a.keys.find((k) => !k.within) ?? a.keys[0]) : undefined;
  const button = (
    <button
      type="button"
      className={className}
      disabled={!enabled}
      aria-keyshortcuts={keysOn ? ariaKeys(a) : undefined}
      aria-describedby={reason ? reasonId : undefined}
      onClick={() => a.run(scope.context())}
      data-action={a.id}
    >
      {icon}
      <span className={iconOnly ? 'sr-only' : 'btn__label'}>{label}</span>
      {detail && <span className="btn__detail">{detail}</span>}
      {showKey && key && <kbd aria-hidden="true">{keyName(key)}</kbd>}
    </button>
  );
  if (!a.disabledReason) return button;
  // A disabled button says why, in visible text its aria-describedby points at. The wrapper is
  // there whether or not a reason shows, so the button keeps its identity (and focus).
  return (
    <span className="action-with-reason">
      {button}
      {reason && (
        <span id={reasonId} className="action-reason">
          {reason}
        </span>
      )}
    </span>
  );
}
