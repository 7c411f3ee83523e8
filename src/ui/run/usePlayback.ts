import { useEffect } from 'react';
import type { RunStore } from './useRun';

/** Longest wall-clock gap one frame may play (a slow frame must not jump minutes ahead). */
const MAX_FRAME_MS = 100;

/**
 * Drives playback, the one wall-clock timer of a run view: while the store says `playing`, each
 * animation frame dispatches `advance` with
 the wall time since the last frame (capped). Pauses by itself when the tab is hidden, so a run
 * does not race on unseen (RaftScope PR #18).
 */
export function usePlayback(store: RunStore): void {
  useEffect(() => {
    let raf = 0;
    let last = 0;
    const frame = (t: number) => {
      const dt = last === 0 ? 0 : Math.min(MAX_FRAME_MS, t - last);
      last = t;
      store.dispatch({ type: 'advance', wallMs: dt });
      raf = store.getState().playing ? requestAnimationFrame(frame) : 0;
      if (!raf) last = 0;
    };
    const sync = () => {
      const playing = store.getState().playing;
      if (playing && !raf) raf = requestAnimationFrame(frame);
      else if (!playing && raf) {
        cancelAnimationFrame(raf);
        raf = 0;
        last = 0;
      }
    };
    const unsubscribe = store.subscribe(sync);
    sync();
    const onVisibility = () => {
      if (document.hidden) store.dispatch({ type: 'pause' });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      unsubscribe();
      if (raf) cancelAnimationFrame(raf);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [store]);
}
