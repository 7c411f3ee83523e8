import { useEffect, useRef } from 'react';
import { isTypingTarget } from '../actions/keys';
import type { RunAction, RunActionContext } from './runActions';

/** Keys a focused control answers itself: a slider's arrows and Home/End, a button's Space and Enter. */
function ownsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLInputElement && target.type === 'range') {
    return ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'].includes(key);
  }
  return (key === ' ' || key === 'Enter') && target.closest('button, a[href], summary, input[type="file"]') !== null;
}

/** The action a key press asks for, or null. Ctrl, Alt and Meta presses stay the browser's. */
export function runActionForKey(actions: readonly RunAction[], event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey' | 'target'>): RunAction | null {
  if (event.ctrlKey || event.altKey || event.metaKey || isTypingTarget(event.target) || ownsKey(event.target, event.key)) return null;
  return actions.find((a) => a.keys.some((k) => k.key === event.key && (k.shift === undefined || k.shift === event.shiftKey))) ?? null;
}

/** Runs `actions` from the keyboard while mounted; a key of a disabled action is left to the browser. */
export function useRunKeys(actions: readonly RunAction[], ctx: RunActionContext): void {
  const latest = useRef(ctx);
  latest.current = ctx;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = runActionForKey(actions, event);
      if (!action || !action.enabled(latest.current.store.getState())) return;
      if (event.repeat && !action.repeats) return;
      event.preventDefault();
      action.run(latest.current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [actions]);
}
