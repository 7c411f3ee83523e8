import { linkInt, linkOneOf, type DiveLinkParams, type LinkSource } from '../linkSource';
import { DETECT_MAX_NOW_MS, MAX_SKEW_MS } from './detect';
import { DETECT_DEFAULTS, WORKER_STEPS, type DetectState } from './detectModel';

export { DETECT_PARAMS } from '../diveParams';

/**
 * The detect dive as its link opens it: `now` (ms after t = 0), `clock` (server | sweeper),
 * `skew` (ms) and `workers` (one of WORKER_STEPS). A bad value falls back to the default and
 * is named through `link.reject`; time never runs from a link.
 */
export function fromLink(link: LinkSource): DetectState {
  const workers = link.get('workers');
  // Digits only: Number() would also read 1e2, 0x64 or " 100" as 100, a link no page writes.
  let w = workers !== null && /^\d{1,6}$/.test(workers) ? WORKER_STEPS.indexOf(Number(workers)) : -1;
  if (w === -1) {
    if (workers !== null) link.reject('workers', `is not one of ${WORKER_STEPS.join(', ')}, so ${WORKER_STEPS[0]} is used.`);
    w = 0;
  }
  return {
    ...DETECT_DEFAULTS,
    nowMs: linkInt(link, 'now', 0, DETECT_MAX_NOW_MS, DETECT_DEFAULTS.nowMs, ' ms'),
    clock: linkOneOf(link, 'clock', ['server', 'sweeper'] as const, 'server'),
    skewMs: linkInt(link, 'skew', -MAX_SKEW_MS, MAX_SKEW_MS, 0, ' ms'),
    workersIndex: w,
  };
}

/** The dive's parameters as its link carries them (always all four). */
export function toLink(s: DetectState): DiveLinkParams {
  return { now: String(s.nowMs), clock: s.clock, skew: String(s.skewMs), workers: String(WORKER_STEPS[s.workersIndex]) };
}
