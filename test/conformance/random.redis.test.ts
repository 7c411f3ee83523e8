import { readFileSync } from 'node:fs';
import type Redis from 'ioredis';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../src/sim/scenario/parseScenario';
import { randomScenario } from '../support/randomScenario';
import { runScenario } from '../../src/sim/scenario/runScenario';
import { shrinkScenario } from '../support/shrink';
import type { Trace } from '../../src/sim/format/trace';
import type { Scenario } from '../../src/sim/format/scenario';
import { describeDivergence, firstDivergence, type Divergence } from '../support/compareTraces';
import { runScenarioOnRedis } from '../../src/replay/redisRunner';
import { useRedisServer } from '../support/useRedisServer';

/** Seeds 1..SCENARIOS; `EMQ_RANDOM_SCENARIOS` raises it for a longer local hunt. */
const SCENARIOS = Number(process.env.EMQ_RANDOM_SCENARIOS ?? 1000);
const FIRST_SEED = Number(process.env.EMQ_RANDOM_FIRST_SEED ?? 1);

let client: Redis;

useRedisServer((c) => {
  client = c;
});

function simTrace(s: Scenario): Trace | Error {
  try {
    return runScenario(parseScenario(JSON.stringify(s)));
  } catch (e) {
    return e instanceof Error ? e : new Error(String(e));
  }
}

/** Where the simulator leaves real Redis on this scenario, or null. A simulator crash counts as a divergence at step -1. */
async function diverges(s: Scenario): Promise<Divergence | null> {
  const sim = simTrace(s);
  const redis = await runScenarioOnRedis(client, s);
  if (sim instanceof Error) return { index: -1, what: 'step', step: undefined, actual: sim.message, expected: 'a trace' };
  return firstDivergence(s, sim, redis);
}

/** Shrinks a diverging scenario and returns a report: the seed, the shrunk scenario as JSON and its divergence. */
async function report(seed: number, s: Scenario): Promise<string> {
  const small = await shrinkScenario(s, async (c) => (await diverges(c)) !== null, { maxTries: 400 });
  const d = (await diverges(small))!;
  return [
    `seed ${seed}: the simulator differs from redis-server (shrunk from ${s.steps.length} to ${small.steps.length} steps)`,
    describeDivergence(d),
    'shrunk scenario:',
    JSON.stringify(small, null, 1),
  ].join('\n');
}

/**
 * Random scenarios that once diverged, shrunk, with the seed they came from and what they caught
 * (`test/fixtures/random-regressions.json`). Kept as scenarios, not seeds, so they keep their meaning
 * when the generator changes. Add each new divergence here from the failure report.
 */
const REGRESSIONS = JSON.parse(
  readFileSync(new URL('../fixtures/random-regressions.json', import.meta.url), 'utf8'),
) as { seed: number; caught: string; scenario: Scenario }[];

/**
 * One scenario per class of input where an outside differential test once found the simulator
 * differing from Redis 7.0.15 (`test/fixtures/fidelity-classes.json`): numbers passed to
 * redis.call, a script's integer reply, score replies, -0 in a skiplist, hexadecimal floats and
 * NUL in bounds, error precedence and wording, ASCII-only case folding, lone surrogates, the
 * HGETALL order of a hashtable, names such as `__proto__`, hexadecimal floats of over 25,000
 * digits, and lex ranges. Error messages must match exactly here.
 */
const FIDELITY_CLASSES = JSON.parse(
  readFileSync(new URL('../fixtures/fidelity-classes.json', import.meta.url), 'utf8'),
) as { class: string; scenario: Scenario }[];

describe('the simulator against redis-server on each class of input that once diverged', () => {
  for (const { class: what, scenario } of FIDELITY_CLASSES) {
    it(`agrees with Redis on ${what}`, async () => {
      const sim = simTrace(scenario);
      if (sim instanceof Error) throw sim;
      const d = firstDivergence(scenario, sim, await runScenarioOnRedis(client, scenario), { exactErrors: true });
      expect(d && describeDivergence(d)).toBeNull();
    });
  }
});

describe('the simulator against redis-server on random scenarios', () => {
  for (const { seed, caught, scenario } of REGRESSIONS) {
    it(`the shrunk scenario of seed ${seed} agrees with Redis (${caught})`, async () => {
      const d = await diverges(scenario);
      expect(d && describeDivergence(d)).toBeNull();
    });
  }

  it(`agrees with Redis on the reply and keyspace after every step of ${SCENARIOS} random scenarios`, async () => {
    const failing: number[] = [];
    const reports: string[] = [];
    let steps = 0;
    for (let seed = FIRST_SEED; seed < FIRST_SEED + SCENARIOS; seed++) {
      const s = randomScenario(seed);
      steps += s.steps.length;
      if ((await diverges(s)) !== null) {
        failing.push(seed);
        if (reports.length < 3) reports.push(await report(seed, s));
      }
    }
    for (const r of reports) console.error(r);
    console.log(`${SCENARIOS} random scenarios, ${steps} steps, each compared after every step`);
    expect(failing, `diverging seeds (first ones shrunk above): ${failing.join(', ')}`).toEqual([]);
    if (FIRST_SEED === 1 && SCENARIOS >= 300) expect(steps).toBeGreaterThanOrEqual(15_000);
    // The default run (CI) compares at least 50,000 steps.
    if (FIRST_SEED === 1 && SCENARIOS >= 1000) expect(steps).toBeGreaterThanOrEqual(50_000);
  }, 120_000);
});
