import type { DetectAction, DetectState } from '../../../model/dives/detect/detectModel';
import { useWidget, useWidgetStore } from '../../../store/WidgetProvider';
import { useInterval } from '../common/useInterval';
import { usePrefersReducedMotion } from '../common/usePrefersReducedMotion';

/** Lets time run while the dive plays: now moves in small steps; with reduced motion, in whole seconds, more slowly. */
export function useDetectClock(): void {
  const store = useWidgetStore<DetectState, DetectAction>();
  const playing = useWidget((s: DetectState) => s.playing);
  const reduce = usePrefersReducedMotion();
  useInterval(playing, reduce ? 400 : 100, () => store.dispatch({ type: 'tick', stepMs: reduce ? 1_000 : 250 }));
}
