import type Redis from 'ioredis';
import { describe, expect, it } from 'vitest';
import { buildBoundRun, type BoundAction } from '../../src/model/dives/bound/bound';
import { skewScenario } from '../../src/model/dives/detect/detect';
import { buildLeaseRun, buildListRun, LEASE_HEADER, LIST_HEADER, listScenario } from '../../src/model/dives/list/listPattern';
import { allSchedules } from '../../src/model/dives/oneStep/explore';
import { DEFAULT_SETUP, replay, toScenario, type ActorId } from '../../src/model/dives/oneStep/oneStep';
import { parseScenario } from '../../src/sim/scenario/parseScenario';
import { runScenario } from '../../src/sim/scenario/runScenario';
import type { Scenario } from '../../src/sim/format/scenario';
import { describeDivergence, firstDivergence } from '../support/compareTraces';
import { runScenarioOnRedis } from '../../src/replay/redisRunner';
import { useRedisServer } from '../support/useRedisServer';

let client: Redis;

useRedisServer((c) => {
  client = c;
});

/** The simulator's trace and redis-server's for one exported dive run must be equal, step by step. */
async function expectSameOnRedis(scenario: Scenario): Promise<void> {
  // Through the parser, as a file a learner downloads would go.
  const parsed = parseScenario(JSON.stringify(scenario));
  const sim = runScenario(parsed);
  const redis = await runScenarioOnRedis(client, parsed);
  const d = firstDivergence(parsed, sim, redis, { exactErrors: true });
  expect(d && describeDivergence(d), scenario.name).toBeNull();
  expect(sim).toEqual(redis);
}

const CASE: ActorId[] = ['sweeper:A', 'sweeper:B', 'sweeper:A', 'sweeper:A', 'sweeper:A', 'worker:B', 'sweeper:B', 'sweeper:B', 'sweeper:B', 'worker:C'];
const beats = (n: number): BoundAction[] => Array.from({ length: n }, () => 'beat');

describe('the one-step dive on redis-server', () => {
  it('the client-loop interleaving of the case (double count and double delivery) gives the same trace', async () => {
    await expectSameOnRedis(toScenario(replay({ ...DEFAULT_SETUP, claims: 2 }, CASE)));
  });

  it('every one of the default setup\'s 396 client-loop interleavings gives the same trace', async () => {
    const all = allSchedules(DEFAULT_SETUP);
    expect(all).toHaveLength(396);
    for (const schedule of all) await expectSameOnRedis(toScenario(replay(DEFAULT_SETUP, schedule)));
  }, 120_000);

  it('every atomic interleaving (the sweep script run by EVAL) gives the same trace', async () => {
    const setup = { ...DEFAULT_SETUP, mode: 'atomic' as const, claims: 2 };
    for (const schedule of allSchedules(setup)) await expectSameOnRedis(toScenario(replay(setup, schedule)));
  }, 60_000);

  it('a two-job client-loop run with maxStalled 1 (ZADD dead) gives the same trace', async () => {
    const setup = { ...DEFAULT_SETUP, jobs: 2, claims: 1, maxStalled: 1 };
    const [first] = allSchedules({ ...setup, claims: 0 });
    await expectSameOnRedis(toScenario(replay(setup, [...first!, 'worker:B'])));
  });
});

describe('the bound dive on redis-server', () => {
  const runs: [string, Parameters<typeof buildBoundRun>[0], BoundAction[]][] = [
    ['the sweep sends the poison job to the morgue at the 3rd stall', { maxStalled: 3, mode: 'sweep' }, beats(4)],
    ['only the count-free reaper loops forever', { maxStalled: 2, mode: 'reap' }, beats(6)],
    ['the reaper in front of the sweep keeps the count at zero', { maxStalled: 2, mode: 'reapThenSweep' }, beats(5)],
    ['a retry keeps the lifetime count', { maxStalled: 2, mode: 'sweep' }, [...beats(2), 'retry', 'beat']],
    ['a retry with HSET stalled 0 resets it', { maxStalled: 2, mode: 'sweep' }, [...beats(2), 'retryReset', 'beat', 'beat']],
  ];
  for (const [name, config, actions] of runs) {
    it(`${name}: the same trace`, async () => {
      await expectSameOnRedis(buildBoundRun(config, actions).scenario);
    });
  }
});

describe('the list pattern on redis-server', () => {
  it('the LMOVE/LRANGE/LREM run of the list pattern gives the same trace', async () => {
    await expectSameOnRedis(listScenario(buildListRun(), LIST_HEADER));
  });

  it('the lease-set run for the same crash gives the same trace', async () => {
    await expectSameOnRedis(listScenario(buildLeaseRun(), LEASE_HEADER));
  });
});

describe('the detect dive on redis-server', () => {
  const cases: [number, number, 'server' | 'sweeper'][] = [
    [25_000, 8_000, 'sweeper'], // fast clock: a live lease recovered, then claimed by w7
    [20_000, -5_000, 'sweeper'], // slow clock: expired leases missed
    [20_000, 0, 'sweeper'], // the bound equal to two deadlines: inclusive
    [25_000, 8_000, 'server'], // TIME inside the script: skew changes nothing
  ];
  for (const [at, skew, clock] of cases) {
    it(`the sweep at ${at} ms with now from the ${clock} clock (skew ${skew} ms) gives the same trace`, async () => {
      await expectSameOnRedis(skewScenario(at, skew, clock));
    });
  }
});
