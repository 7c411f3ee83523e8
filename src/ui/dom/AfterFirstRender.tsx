import { useDeferredValue, useState, useSyncExternalStore, type ReactNode } from 'react';

const noSubscribe = () => () => undefined;

/**
 * Renders `children` in a render pass of their own, right after the first one: the first pass
 * (the part of a view above it, its heading and main controls) paints first, and React renders
 * the rest as a transition, in slices it interrupts for input, so opening a big view is not one
 * long task. On the server (a prerendered first screen) and while hydrating that HTML, `children`
 * render at once, so the HTML holds them and hydration matches it. No DOM of its own.
 */
export function AfterFirstRender({ children }: { children: ReactNode }) {
  // true on the server and in the hydrating render (React reads the server snapshot there), false in a fresh client render.
  const fromServer = useSyncExternalStore(noSubscribe, () => false, () => true);
  const [hydrated] = useState(fromServer);
  const ready = useDeferredValue(true, false);
  return ready || hydrated ? children : null;
}
