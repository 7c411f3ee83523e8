import type Redis from 'ioredis';
import { describe, expect, it } from 'vitest';
import { generateRun } from '../../src/sim/actors/run';
import { worldPreset } from '../../src/model/presets/worldPresets';
import { retune } from '../../src/model/run/tuning';
import { exportRun, formatScenario } from '../../src/sim/scenario/exportRun';
import { parseScenario } from '../../src/sim/scenario/parseScenario';
import { runScenario } from '../../src/sim/scenario/runScenario';
import { runScenarioOnRedis } from '../../src/replay/redisRunner';
import { describeDivergence, firstDivergence } from '../support/compareTraces';
import { useRedisServer } from '../support/useRedisServer';

/*
 * The run presets that show a grouped job's own lane, a fenced extend, the sweep's LIMIT with an
 * orphan, and the tuning world (with a short lease, so its false recoveries are exercised),
 * exported as emq-scenario/1 and replayed on a real redis-server: every step's reply and the
 * keyspace after it equal the simulator's.
 */

let client: Redis;
useRedisServer((c) => {
  client = c;
});

const shown = ['group-lanes', 'late-heartbeat', 'backlog'].map((id) => ({ id, run: generateRun(worldPreset(id)!.config(1)) }));
const tuned = { id: 'tuning with a 4 s lease', run: generateRun(retune(worldPreset('tuning')!.config(5), { leaseMs: 4000, heartbeatMs: 3000, sweepEveryMs: 2000 })) };

describe('the run presets that show group lanes, a fenced extend, LIMIT and an orphan, on redis-server', () => {
  for (const { id, run } of [...shown, tuned]) {
    it(`${id}, exported and replayed on Redis, gives the simulator's reply and keyspace after every step`, async () => {
      await client.flushall();
      const scenario = parseScenario(formatScenario(exportRun(run)));
      const d = firstDivergence(scenario, runScenario(scenario), await runScenarioOnRedis(client, scenario), { exactErrors: true });
      expect(d && describeDivergence(d)).toBeNull();
    }, 120_000);
  }

  it('Redis agrees with what the presets show: the group lane, the -1, the batches and the orphan', async () => {
    await client.flushall();
    const byId = Object.fromEntries(shown.map(({ id, run }) => [id, parseScenario(formatScenario(exportRun(run)))]));
    const lanes = await runScenarioOnRedis(client, byId['group-lanes']!);
    const sweepAt = byId['group-lanes']!.steps.findIndex((s) => s.op === 'sweep' && s.at === 15_000);
    expect(lanes.steps[sweepAt]!.reply).toEqual([['cmd-001', 'recovered', 1]]);
    expect(lanes.steps[sweepAt]!.keyspace['emq:{chat.commands}:g:tenant-7:pending']).toEqual({ type: 'zset', value: [['cmd-001', 0]] });
    await client.flushall();
    const late = await runScenarioOnRedis(client, byId['late-heartbeat']!);
    const extendAt = byId['late-heartbeat']!.steps.findIndex((s) => s.op === 'extend' && s.at === 17_000);
    expect(late.steps[extendAt]!.reply).toBe(-1);
    await client.flushall();
    const backlog = await runScenarioOnRedis(client, byId['backlog']!);
    const sweeps = byId['backlog']!.steps.flatMap((s, i) => (s.op === 'sweep' && (s.at === 10_000 || s.at === 15_000) ? [i] : []));
    expect(sweeps.map((i) => backlog.steps[i]!.reply)).toEqual([
      [['job-01', 'recovered', 1], ['job-02', 'recovered', 1], ['job-03', 'recovered', 1], ['job-04', 'recovered', 1]],
      [['job-05', 'recovered', 1], ['job-06', 'orphan', 0]],
    ]);
    expect(Object.keys(backlog.steps.at(-1)!.keyspace)).not.toContain('emq:{mail.send}:job:job-06');
  }, 120_000);
});
