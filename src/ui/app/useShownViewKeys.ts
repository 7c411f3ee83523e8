import { useEffect, type RefObject } from 'react';
import { isTypingTarget, ownsKey } from '../actions/keys';

/**
 * The page shell's one global key rule: a key pressed outside every widget (nothing focused, as on
 * load, or the views nav, the notice, the glossary) goes to the widget of the view shown, as if
 * focus were inside it — unless it is typed into a field or answered by the focused control
 * itself (Space on the glossary's summary, Enter on a link). Widgets listen only on their own
 * root, so without this a learner would have to click into the view before its shortcuts worked;
 * with it, a widget still owns no global key: the shell decides, and a host page that mounts
 * widgets itself keeps its keys to itself.
 */
export function useShownViewKeys(main: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { target } = event;
      if (event.defaultPrevented || isTypingTarget(target) || ownsKey(target, event.key)) return;
      if (target instanceof Element && target.closest('[data-widget]')) return;
      const widget = main.current?.querySelector('[data-widget]');
      if (!widget) return;
      const copy = new KeyboardEvent('keydown', {
        key: event.key,
        code: event.code,
        repeat: event.repeat,
        shiftKey: event.shiftKey,
        ctrlKey: event.ctrlKey,
        altKey: event.altKey,
        metaKey: event.metaKey,
        cancelable: true,
      });
      // The widget's own listener runs now; whatever it takes (Space to play) the browser must not also do (scroll).
      if (!widget.dispatchEvent(copy)) event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [main]);
}
