import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` only once its place comes near the viewport (within one screen), and
 * `fallback` until then: a part of the course page that runs the simulator (the quiz, the dive
 * cards' progress) loads its chunk when the learner scrolls towards it, not with the first view.
 * The server and the hydrating browser both render the fallback, so hydration matches; without
 * IntersectionObserver (jsdom) the children render at once.
 */
export function WhenNear({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [near, setNear] = useState(false);
  const mark = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (near) return;
    if (typeof IntersectionObserver === 'undefined' || !mark.current) return setNear(true);
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '100% 0px' });
    seen.observe(mark.current);
    return () => seen.disconnect();
  }, [near]);
  if (near) return children;
  return (
    <>
      <span ref={mark} className="when-near" />
      {fallback}
    </>
  );
}
