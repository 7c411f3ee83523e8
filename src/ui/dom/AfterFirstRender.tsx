import { Suspense, useDeferredValue, useState, useSyncExternalStore, type ReactNode } from 'react';

const noSubscribe = () => () => undefined;

/**
 * Renders `children` in a render pass of their own, right after the first one: the first pass
 * (the part of a view above it, its heading and main controls) paints first, and React renders
 * the rest as a transition, in slices it interrupts for input, so opening a big view is not one
 * long task. On the server (a prerendered first screen) `children` render at once, so the HTML
 * holds them; hydrating that HTML, they are a Suspense boundary of their own, which React
 * hydrates in a pass after the rest (sooner where the learner interacts). No DOM of its own.
 */
export function AfterFirstRender({ children }: { children: ReactNode }) {
  // true on the server and in the hydrating render (React reads the server snapshot there), false in a fresh client render.
  const fromServer = useSyncExternalStore(noSubscribe, () => false, () => true);
  const [hydrated] = useState(fromServer);
  const ready = useDeferredValue(true, false);
  return <Suspense fallback={null}>{ready || hydrated ? children : null}</Suspense>;
}
