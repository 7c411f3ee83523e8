import { enabledActors, move, startOneStep, type ActorId, type OneStepSession, type OneStepSetup } from './oneStep';

/** What the interleaving explorer found for one setup. */
export interface ExploreResult {
  /** Every complete interleaving: each distinct order in which the actors' steps can run. */
  interleavings: number;
  /** Interleavings that end with some stall counted twice. */
  doubleCount: number;
  /** Interleavings in which some job was pulled out of a new owner's live lease. */
  doubleDelivery: number;
  /** Interleavings with both anomalies. */
  both: number;
  /** Interleavings with neither. */
  clean: number;
  /** One schedule of each kind (the first in button order), or null when there is none. */
  examples: { doubleCount: ActorId[] | null; doubleDelivery: ActorId[] | null; clean: ActorId[] | null };
}

interface Tally {
  n: number;
  dc: number;
  dd: number;
  both: number;
  exDc: ActorId[] | null;
  exDd: ActorId[] | null;
  exClean: ActorId[] | null;
}

/**
 * Enumerates every interleaving of the setup's steps (each client-loop command, each atomic
 * sweep, each claim is one step; an actor's own steps keep their order) and counts how many end
 * in a double count and how many in a double delivery. The number of steps is not fixed: a
 * sweeper whose read comes late may find nothing and stop after one command, so the tree is
 * walked move by move. States reached by different orders are merged by their full content
 * (keyspace, clock, each actor's position and memory, flags so far), which keeps the walk small;
 * the counts are still over distinct schedules. Atomic sweeps give zero of both anomalies.
 * The whole walk at once: `exploreStepwise` is the same walk in slices (a Web Worker, progress).
 */
export function exploreInterleavings(setup: OneStepSetup): ExploreResult {
  const walk = exploreStepwise(setup);
  for (;;) {
    const r = walk.next();
    if (r.done) return r.value;
  }
}

/**
 * The explorer's walk (`exploreInterleavings`) as a generator that pauses every `every` states
 * (default 256) and yields how many complete orders are counted so far: a leaf counts one, a
 * merged state counts every order below it at once, so the figure only grows and ends at the
 * result's `interleavings`. Returns the same `ExploreResult`. The caller decides how long a slice
 * runs (the sim has no clock of its own); dropping the generator cancels the walk.
 */
export function* exploreStepwise(setup: OneStepSetup, every = 256): Generator<number, ExploreResult, void> {
  const memo = new Map<string, Tally>();
  let counted = 0;
  let visits = 0;
  function* walk(s: OneStepSession, dc: boolean, dd: boolean): Generator<number, Tally, void> {
    if (++visits % every === 0) yield counted;
    const actors = enabledActors(s);
    if (actors.length === 0) {
      counted += 1;
      return {
        n: 1,
        dc: dc ? 1 : 0,
        dd: dd ? 1 : 0,
        both: dc && dd ? 1 : 0,
        exDc: dc ? [] : null,
        exDd: dd ? [] : null,
        exClean: !dc && !dd ? [] : null,
      };
    }
    const key = stateKey(s, dc, dd);
    const hit = memo.get(key);
    if (hit) {
      counted += hit.n;
      return hit;
    }
    const t: Tally = { n: 0, dc: 0, dd: 0, both: 0, exDc: null, exDd: null, exClean: null };
    for (const actor of actors) {
      const next = move(s, actor);
      const flags = next.moves[next.moves.length - 1]!.flags;
      const sub = yield* walk(next, dc || flags.some((f) => f.kind === 'double-count'), dd || flags.some((f) => f.kind === 'double-delivery'));
      t.n += sub.n;
      t.dc += sub.dc;
      t.dd += sub.dd;
      t.both += sub.both;
      if (!t.exDc && sub.exDc) t.exDc = [actor, ...sub.exDc];
      if (!t.exDd && sub.exDd) t.exDd = [actor, ...sub.exDd];
      if (!t.exClean && sub.exClean) t.exClean = [actor, ...sub.exClean];
    }
    memo.set(key, t);
    return t;
  }
  const t = yield* walk(startOneStep(setup), false, false);
  return {
    interleavings: t.n,
    doubleCount: t.dc,
    doubleDelivery: t.dd,
    both: t.both,
    clean: t.n - t.dc - t.dd + t.both,
    examples: { doubleCount: t.exDc, doubleDelivery: t.exDd, clean: t.exClean },
  };
}

/** Everything that decides the future of a session (the moves list itself does not). */
function stateKey(s: OneStepSession, dc: boolean, dd: boolean): string {
  const last = s.moves[s.moves.length - 1];
  const lastRead = last?.step.op === 'redis' && last.step.command[0] === 'ZRANGEBYSCORE';
  return JSON.stringify([s.ks.dump(), s.nowMs, last?.actor ?? null, lastRead, s.sweepers, s.claimed, s.observed, s.counted.slice().sort(), dc, dd]);
}

/**
 * Every complete schedule of a setup, in button order, without merging states: for exporting
 * each interleaving (the conformance test replays them on redis-server). Throws a RangeError
 * beyond `limit` schedules, since the number grows fast (396 for the default setup).
 */
export function allSchedules(setup: OneStepSetup, limit = 5_000): ActorId[][] {
  const out: ActorId[][] = [];
  const walk = (s: OneStepSession, path: ActorId[]) => {
    const actors = enabledActors(s);
    if (actors.length === 0) {
      if (out.length >= limit) throw new RangeError(`more than ${limit} interleavings`);
      out.push(path);
      return;
    }
    for (const a of actors) walk(move(s, a), [...path, a]);
  };
  walk(startOneStep(setup), []);
  return out;
}
