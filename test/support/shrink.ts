import type { Scenario } from '../../src/sim/format/scenario';

export interface ShrinkOptions {
  /** Stop after this many calls of the predicate. Default 2,000. */
  maxTries?: number;
}

/**
 * Greedy delta debugging over a scenario's steps (Zeller's ddmin, removal only): tries to drop chunks
 * of steps, halving the chunk size down to single steps, and keeps every removal after which
 * `stillFails` is still true; it repeats until no single step can go. Removing steps keeps `at`
 * non-decreasing, so every candidate is a valid scenario. Returns the smallest failing scenario found
 * (the input itself when nothing could be removed). `stillFails` must be true for the input; it may be
 * async (e.g. it runs real Redis) and should treat its own crash as "does not fail".
 */
export async function shrinkScenario(
  scenario: Scenario,
  stillFails: (candidate: Scenario) => boolean | Promise<boolean>,
  opts: ShrinkOptions = {},
): Promise<Scenario> {
  const maxTries = opts.maxTries ?? 2000;
  let tries = 0;
  let steps = scenario.steps;
  const withSteps = (s: Scenario['steps']): Scenario => ({ ...scenario, steps: s });
  let chunk = Math.max(1, Math.floor(steps.length / 2));
  while (tries < maxTries) {
    let removedAny = false;
    for (let start = 0; start < steps.length && tries < maxTries; ) {
      const candidate = [...steps.slice(0, start), ...steps.slice(start + chunk)];
      tries++;
      if (candidate.length < steps.length && (await stillFails(withSteps(candidate)))) {
        steps = candidate;
        removedAny = true; // the next chunk now starts at `start`
      } else {
        start += chunk;
      }
    }
    if (chunk === 1 && !removedAny) break;
    if (!removedAny) chunk = Math.max(1, Math.floor(chunk / 2));
  }
  return withSteps(steps);
}
