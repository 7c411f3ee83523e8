import type { ExploreResult } from '../../../model/dives/oneStep/explore';
import type { OneStepSetup } from '../../../model/dives/oneStep/oneStep';

/** What the page sends the explorer's worker: the setup to walk. */
export interface ExploreRequest {
  setup: OneStepSetup;
}

/** What the worker sends back: orders counted so far, the result, or why the walk failed. */
export type ExploreReport = { type: 'progress'; counted: number } | { type: 'done'; result: ExploreResult } | { type: 'error'; message: string };
