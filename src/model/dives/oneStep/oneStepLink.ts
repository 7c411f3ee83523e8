import { linkInt, linkOneOf, type DiveLinkParams, type LinkSource } from '../linkSource';
import { DEFAULT_SETUP, type ActorId, type OneStepSetup } from './oneStep';
import { ONE_STEP_DEFAULTS, replays, type OneStepState } from './oneStepModel';

export { ONE_STEP_PARAMS } from '../diveParams';

/** Letters of a schedule in a link: A B C for sweepers, b c for workers. */
const CODE: Record<ActorId, string> = { 'sweeper:A': 'A', 'sweeper:B': 'B', 'sweeper:C': 'C', 'worker:B': 'b', 'worker:C': 'c' };
const ACTOR_OF = Object.fromEntries(Object.entries(CODE).map(([a, c]) => [c, a])) as Record<string, ActorId>;

/**
 * The one-step dive as its link opens it: the setup (`mode`, `sweepers` 1..3, `jobs` 1..2,
 * `claims` 0..2; sweepers × jobs at most 4, else 1 job), the schedule `sched` as letters, and
 * `at`, how many of its moves have run (default all). A schedule this setup cannot run starts
 * empty; every fallback is named through `link.reject`.
 */
export function fromLink(link: LinkSource): OneStepState {
  const setup: OneStepSetup = {
    ...DEFAULT_SETUP,
    mode: linkOneOf(link, 'mode', ['client', 'atomic'] as const, 'client'),
    sweepers: linkInt(link, 'sweepers', 1, 3, DEFAULT_SETUP.sweepers),
    jobs: linkInt(link, 'jobs', 1, 2, DEFAULT_SETUP.jobs),
    claims: linkInt(link, 'claims', 0, 2, DEFAULT_SETUP.claims),
  };
  if (setup.sweepers * setup.jobs > 4) {
    link.reject('jobs', `is too many for ${setup.sweepers} sweepers, so 1 job is used.`);
    setup.jobs = 1;
  }
  const code = link.get('sched') ?? '';
  let schedule = [...code].map((c) => ACTOR_OF[c]!).filter(Boolean);
  if (schedule.length !== code.length || !replays(setup, schedule)) {
    link.reject('sched', 'is not a schedule this setup can run, so nobody has moved yet.');
    schedule = [];
  }
  return { ...ONE_STEP_DEFAULTS, setup, schedule, cursor: linkInt(link, 'at', 0, schedule.length, schedule.length) };
}

/** The dive's parameters as its link carries them (`sched` left out while empty, `at` while every move has run). */
export function toLink(s: OneStepState): DiveLinkParams {
  return {
    mode: s.setup.mode,
    sweepers: String(s.setup.sweepers),
    jobs: String(s.setup.jobs),
    claims: String(s.setup.claims),
    sched: s.schedule.map((a) => CODE[a]).join('') || null,
    at: s.cursor === s.schedule.length ? null : String(s.cursor),
  };
}
