import { useEffect, type RefObject } from 'react';

/**
 * The page shell's one global key rule: a key pressed while nothing has focus (the page itself,
 * as after a click on empty space or on load) goes to the widget of the view shown, as if focus
 * were inside it. Widgets listen only on their own root, so without this a learner would have to
 * click into the view before its shortcuts worked; with it, a widget still owns no global key —
 * the shell decides, and a host page that mounts widgets itself keeps its keys to itself.
 */
export function useShownViewKeys(main: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || (event.target !== document.body && event.target !== document.documentElement)) return;
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
