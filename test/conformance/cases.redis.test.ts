import type Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../support/cases';
import { connectRedis, runScenarioOnRedis } from '../support/redisRunner';
import { startRedisServer, type RedisServer } from '../support/redisServer';

const cases = loadCases();
let server: RedisServer;
let client: Redis;

beforeAll(async () => {
  server = await startRedisServer();
  client = connectRedis(server);
}, 20_000);

afterAll(async () => {
  await client?.quit();
  await server?.stop();
});

describe("the product's Lua scripts on redis-server", () => {
  it('finds the reference cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(14);
  });

  for (const c of cases) {
    it(`the product's scripts equal Redis's reference trace for ${c.name}`, async () => {
      const actual = await runScenarioOnRedis(client, c.scenario);
      expect(actual.steps.length).toBe(c.expected.steps.length);
      // step by step, so a failure names the first step that differs
      for (let i = 0; i < actual.steps.length; i++) {
        expect(actual.steps[i], `step ${i} (${c.scenario.steps[i].op} at ${c.scenario.steps[i].at})`).toEqual(c.expected.steps[i]);
      }
      expect(actual).toEqual(c.expected);
    });
  }
});
