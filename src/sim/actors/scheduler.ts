import { earlier, type Action } from './action';
import type { ActorState } from './actorState';
import { laneOfSlot, type WorldConfig } from './config';
import { producerAction } from './producer';
import { reaperAction } from './reaper';
import { storyAction } from './story';
import { sweeperAction } from './sweeper';
import { workerAction, workerDueMs } from './worker';

/**
 * The discrete-event scheduler: of every actor's next action, the earliest (ties: story, producer,
 * workers in slot order, sweeper, reaper), or `null` when nobody acts at or before `horizonMs`.
 * An action planned for a time already past (a timer that came due while its worker was
 * paused) runs at `clockMs`, the current offset, so `at` never goes backwards. Pure: the state
 * is only read.
 */
export function nextAction(a: ActorState, config: WorldConfig, clockMs: number): Action | null {
  let next = earlier(storyAction(a, config), producerAction(a, config));
  // Only the earliest worker's action is built (ties: the lower slot index, as ranks say).
  let best = -1;
  let bestAt = Infinity;
  for (let i = 0; i < a.workers.length; i++) {
    const t = workerDueMs(a.workers[i]!, clockMs);
    if (t !== null && t < bestAt) [best, bestAt] = [i, t];
  }
  if (best !== -1) next = earlier(next, workerAction(a.workers[best]!, best, clockMs, laneOfSlot(config.workers, a.workers[best]!.slot)));
  next = earlier(earlier(next, sweeperAction(a, config)), reaperAction(a, config));
  if (!next) return null;
  if (next.atMs < clockMs) next = { ...next, atMs: clockMs, input: { ...next.input, at: clockMs } };
  return next.atMs > config.horizonMs ? null : next;
}
