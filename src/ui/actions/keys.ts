import type { Action, KeyBinding } from './types';

/**
 * True when a key press belongs to what the user is typing or to a control that uses keys
 * itself: text fields, selects, contenteditable, and anything inside a `.nokey` region.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('.nokey')) return true;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = (target as HTMLInputElement).type;
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(type);
  }
  return false;
}

/** Keys a focused control answers itself: a slider's arrows and Home/End, a radio group's arrows, a button's Space and Enter. */
export function ownsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return false;
  const arrow = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(key);
  // A radio group moves its choice with arrows; a focused scroller (`data-owns-arrows`) scrolls with them.
  if (arrow && ((target instanceof HTMLInputElement && target.type === 'radio') || target.closest('[data-owns-arrows]'))) return true;
  if (target instanceof HTMLInputElement && target.type === 'range') {
    return ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'].includes(key);
  }
  return (key === ' ' || key === 'Enter') && target.closest('button, a[href], summary, input[type="file"]') !== null;
}

type KeyPress = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey' | 'target'>;

/**
 * The action a key press asks for, or null. A binding with `within` takes precedence inside its
 * region, so the same arrow can walk the jobs there and step the story elsewhere. Modified presses (Ctrl, Alt, Meta) stay the
 * browser's, and so do keys typed into fields and keys the focused control answers itself.
 */
export function actionForKey<C>(actions: readonly Action<C>[], event: KeyPress): Action<C> | null {
  if (event.ctrlKey || event.altKey || event.metaKey || isTypingTarget(event.target) || ownsKey(event.target, event.key)) return null;
  const target = event.target instanceof Element ? event.target : null;
  const fits = (k: KeyBinding) =>
    // Letters also match in upper case, so Caps Lock does not switch the shortcuts off.
    (k.key === event.key || (k.key.length === 1 && k.key === event.key.toLowerCase())) &&
    (k.shift === undefined || k.shift === event.shiftKey) &&
    (!k.within || target?.closest(`[data-keyscope="${k.within}"]`) != null);
  // A key bound inside a region (the hub's arrows on a job) wins there over the same key bound view-wide.
  return actions.find((a) => a.keys.some((k) => k.within !== undefined && fits(k))) ?? actions.find((a) => a.keys.some(fits)) ?? null;
}
