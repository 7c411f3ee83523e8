import { useEffect, useRef } from 'react';
import { actionForKey } from './keys';
import type { Action, ActionContext } from './types';

/**
 * Runs `actions` from the keyboard while the component is mounted. A key for a disabled action
 * does nothing (and the browser keeps it); keys typed into fields are never taken.
 */
export function useActionKeys(actions: readonly Action[], ctx: ActionContext): void {
  const latest = useRef(ctx);
  latest.current = ctx;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = actionForKey(actions, event);
      if (!action || !action.enabled(latest.current.store.getState())) return;
      // Holding a key walks through jobs, but must not fire a sweep per auto-repeat.
      if (event.repeat && !action.repeats) return;
      event.preventDefault();
      action.run(latest.current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [actions]);
}
