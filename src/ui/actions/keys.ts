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

/** The action a key press asks for, or null. Modified presses (Ctrl, Alt, Meta) stay the browser's. */
export function actionForKey(actions: readonly Action[], event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'target'>): Action | null {
  if (event.ctrlKey || event.altKey || event.metaKey || isTypingTarget(event.target)) return null;
  const inJobs = event.target instanceof Element && event.target.closest('[data-keyscope="jobs"]') !== null;
  // Letters also match in upper case, so Caps Lock does not switch the shortcuts off.
  const fits = (k: KeyBinding) => (k.key === event.key || (k.key.length === 1 && k.key === event.key.toLowerCase())) && (!k.within || inJobs);
  return actions.find((a) => a.keys.some(fits)) ?? null;
}
