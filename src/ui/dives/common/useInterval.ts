import { useEffect, useRef } from 'react';

/** Calls `run` every `everyMs` ms (wall clock: this is the page's auto-play, not the simulated one) while `active`. */
export function useInterval(active: boolean, everyMs: number, run: () => void): void {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => latest.current(), everyMs);
    return () => clearInterval(id);
  }, [active, everyMs]);
}
