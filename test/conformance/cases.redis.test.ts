import type Redis from 'ioredis';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../src/sim/scenario/parseScenario';
import { runScenario } from '../../src/sim/scenario/runScenario';
import type { Trace } from '../../src/sim/format/trace';
import { loadRecordedCases } from '../recordedCases';
import { describeDivergence, firstDivergence } from '../support/compareTraces';
import { runScenarioOnRedis } from '../../src/replay/redisRunner';
import { useRedisServer } from '../support/useRedisServer';

const cases = loadRecordedCases().map((c) => ({ ...c, scenario: parseScenario(c.scenarioText) }));
let client: Redis;
/** Real Redis's trace of each case, filled by the first group of tests and reused by the second. */
const onRedis = new Map<string, Trace>();

useRedisServer((c) => {
  client = c;
});

async function redisTrace(name: string, scenario: (typeof cases)[number]['scenario']): Promise<Trace> {
  if (!onRedis.has(name)) onRedis.set(name, await runScenarioOnRedis(client, scenario));
  return onRedis.get(name)!;
}

describe("the product's Lua scripts on redis-server", () => {
  it('finds the reference cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(14);
  });

  for (const c of cases) {
    it(`the product's scripts equal Redis's reference trace for ${c.name}`, async () => {
      const actual = await redisTrace(c.name, c.scenario);
      expect(actual.steps.length).toBe(c.expected.steps.length);
      // step by step, so a failure names the first step that differs
      for (let i = 0; i < actual.steps.length; i++) {
        expect(actual.steps[i], `step ${i} (${c.scenario.steps[i].op} at ${c.scenario.steps[i].at})`).toEqual(c.expected.steps[i]);
      }
      expect(JSON.stringify(actual)).toBe(JSON.stringify(c.expected));
    });
  }
});

describe('the simulator against the same scripts on redis-server', () => {
  for (const c of cases) {
    it(`the simulator's trace equals real Redis's after every step of ${c.name}`, async () => {
      const sim = runScenario(c.scenario);
      const d = firstDivergence(c.scenario, sim, await redisTrace(c.name, c.scenario), { exactErrors: true });
      expect(d && describeDivergence(d)).toBeNull();
    });
  }
});
