import { useEffect, useLayoutEffect, useRef } from 'react';
import { useWidgetContext } from '../../store/WidgetProvider';
import { actionForKey } from './keys';
import type { ActionScope } from './types';
import { KEYS_TEXT } from '../../model/narration/shellText';

/**
 * Runs a view's actions from the keyboard while focus is inside its widget (the nearest
 * WidgetProvider's root element), and not at all when that widget's keys are switched off. A key for a disabled action
 * runs nothing (and the browser keeps it), but its `disabledReason` is announced when the scope can; keys typed into fields are never taken; holding a key
 * repeats only the actions marked `repeats`.
 */
export function useActionKeys<C>(scope: ActionScope<C>): void {
  const widget = useWidgetContext();
  const latest = useRef(scope);
  useLayoutEffect(() => {
    latest.current = scope;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const { actions, context, announce } = latest.current;
      const action = actionForKey(actions, event);
      if (!action) return;
      const ctx = context();
      if (!action.enabled(ctx)) {
        // Say why instead of doing nothing silently (once per press, not per auto-repeat).
        const reason = action.disabledReason?.(ctx);
        if (reason && announce && !event.repeat) announce(KEYS_TEXT.notAvailable(action.labelFor?.(ctx) ?? action.label, reason));
        return;
      }
      // Holding a key walks through jobs or steps, but must not fire a sweep per auto-repeat.
      if (event.repeat && !action.repeats) return;
      event.preventDefault();
      // A key the widget took is the widget's: a host page's own shortcuts (← and → for the
      // previous and next page of a docs site) must not act on it too. Keys it does not take
      // still bubble to the host.
      event.stopPropagation();
      action.run(ctx);
    };
    if (!widget.keys) return;
    // A widget owns no global keys: it listens on its own root, so a key pressed elsewhere on the
    // host page (or in another widget) never reaches it.
    const target = widget.root.current;
    if (!target) return;
    target.addEventListener('keydown', onKey);
    return () => target.removeEventListener('keydown', onKey);
  }, [widget]);
}
