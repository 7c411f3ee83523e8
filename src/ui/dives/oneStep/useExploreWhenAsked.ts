import { useEffect } from 'react';
import { exploreStepwise } from '../../../model/dives/oneStep/explore';
import type { OneStepAction, OneStepState } from '../../../model/dives/oneStep/oneStepModel';
import { useWidget, useWidgetStore } from '../../../store/WidgetProvider';
import { startWorker } from '../../app/anyOriginWorker';
import type { ExploreReport, ExploreRequest } from './exploreProtocol';
import exploreWorkerUrl from './explore.worker.ts?worker&url';

/** Longest slice of the walk on the main thread where there is no Worker (ms): under a long task's 50. */
const SLICE_MS = 12;

/**
 * When the learner asks for the counts, walks them in a Web Worker (`explore.worker.ts`), so the
 * page stays responsive: the worker's progress reports become `explore/progress`, its result
 * `explore/done`, both tagged with the walk's number. Cancel (or a new setup, or leaving the
 * view) ends the walk by terminating the worker. The worker starts on any origin (`startWorker`:
 * inside an element on a host page of another origin too); where none can start (jsdom, a host
 * page that refuses workers), the same walk runs on the main thread in slices of at most SLICE_MS
 * between timers.
 */
export function useExploreWhenAsked(): void {
  const store = useWidgetStore<OneStepState, OneStepAction>();
  const exploring = useWidget((s: OneStepState) => s.exploring);
  const run = useWidget((s: OneStepState) => s.exploreRun);
  useEffect(() => {
    if (!exploring) return;
    const { setup } = store.getState();
    const report = (r: ExploreReport) => {
      if (r.type === 'progress') store.dispatch({ type: 'explore/progress', run, counted: r.counted });
      else if (r.type === 'done') store.dispatch({ type: 'explore/done', run, result: r.result });
      else {
        console.error(`interleaving explorer: ${r.message}`);
        store.dispatch({ type: 'explore/cancel' });
      }
    };
    // In slices on the main thread only where no worker can start (no Worker, or a host page that refuses them).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const inSlices = () => {
      const walk = exploreStepwise(setup);
      const slice = () => {
        const until = performance.now() + SLICE_MS;
        for (;;) {
          const step = walk.next();
          if (step.done) return report({ type: 'done', result: step.value });
          if (performance.now() >= until) {
            report({ type: 'progress', counted: step.value });
            break;
          }
        }
        timer = setTimeout(slice, 0);
      };
      timer = setTimeout(slice, 0);
    };
    const stop = startWorker<ExploreReport>(exploreWorkerUrl, { setup } satisfies ExploreRequest, { message: report, unavailable: inSlices });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [exploring, run, store]);
}
