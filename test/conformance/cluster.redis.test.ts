import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keySlot } from '../../src/replay/keySlot';
import { openReplayTarget, type ReplayTarget } from '../../src/replay/onServer';
import { dumpKeyspace } from '../../src/replay/redisRunner';
import type { Scenario } from '../../src/sim/format/scenario';
import type { Trace, TraceStep } from '../../src/sim/format/trace';
import { parseScenario } from '../../src/sim/scenario/parseScenario';
import { runScenario } from '../../src/sim/scenario/runScenario';
import { describeDivergence, firstDivergence } from '../support/compareTraces';
import { CASES_DIR, loadRecordedCases } from '../recordedCases';
import { useRedisCluster, type ClusterHandle } from '../support/useRedisCluster';

const ROOT = resolve(__dirname, '../..');
/** One scenario per class of input where Redis once proved subtle (pinned on the single server by random.redis.test.ts). */
const FIDELITY_CLASSES = (JSON.parse(readFileSync(new URL('../fixtures/fidelity-classes.json', import.meta.url), 'utf8')) as { class: string; scenario: unknown }[]).map(
  (c) => ({ name: c.class, scenario: parseScenario(c.scenario) }),
);
const cases = loadRecordedCases().map((c) => ({ ...c, scenario: parseScenario(c.scenarioText) }));
/** The one recorded case a cluster cannot run: its raw LMOVE moves between `work` and `processing`, two slots. */
const CROSS_SLOT = 'list-pattern-reaper';
const LMOVE_REFUSAL =
  'step 2 (redis LMOVE): its keys "work" and "processing" are in different hash slots, so a Redis Cluster refuses it (CROSSSLOT); put both keys under one hash tag, e.g. {work} and {work}:processing, or replay on a single server';

let h: ClusterHandle;
useRedisCluster((handle) => {
  h = handle;
});

const seedAddress = () => ({ host: h.cluster.nodes[0]!.host, port: h.cluster.nodes[0]!.port, db: 0 });

function sim(args: string[]) {
  return spawnSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'src/cli/sim.ts'), ...args], { encoding: 'utf8' });
}

/** Replays `scenario` through `sim --on`'s code path (openReplayTarget, check, replay) on the test's cluster. */
async function replayOnCluster(scenario: Scenario): Promise<{ kind: ReplayTarget['kind']; trace: Trace }> {
  const target = await openReplayTarget(seedAddress());
  const steps: TraceStep[] = [];
  try {
    await target.check(scenario);
    await target.replay(scenario, (s) => {
      steps.push(s);
    });
  } finally {
    target.disconnect();
  }
  return { kind: target.kind, trace: { format: 'emq-trace/1', steps } };
}

describe('a run replayed on a three-master Redis Cluster', () => {
  it('computes the slot of a key as the cluster does, hash tags, non-ASCII text and lone surrogates included', async () => {
    const keys = ['123456789', 'emq:{q}:active', 'emq:{cm.bot.commands}:job:JOB-d', 'foo{}{bar}', 'foo{{bar}}zap', 'foo{bar}{zap}', 'work', 'processing', 'café ☕', 'lone \ud800', '', '}{'];
    const server = await Promise.all(keys.map(async (k) => Number(await h.clients[0]!.call('CLUSTER', 'KEYSLOT', k))));
    expect(keys.map(keySlot)).toEqual(server);
    expect(keySlot('123456789')).toBe(0x31c3);
  });

  for (const c of cases.filter((c) => c.name !== CROSS_SLOT)) {
    it(`replayed with --on's code on the cluster, ${c.name} gives Redis's single-server reference trace`, async () => {
      await h.flush();
      const { kind, trace } = await replayOnCluster(c.scenario);
      expect(kind).toBe('cluster');
      expect(JSON.stringify(trace)).toBe(JSON.stringify(c.expected));
    });
  }

  for (const c of FIDELITY_CLASSES) {
    it(`replayed on the cluster, the pinned class "${c.name}" gives the simulator's trace, or is refused up front for a command across two slots`, async () => {
      await h.flush();
      let trace: Trace;
      try {
        ({ trace } = await replayOnCluster(c.scenario));
      } catch (e) {
        // A raw command naming keys of two slots cannot run on any cluster: the refusal must name it, and nothing was written.
        expect((e as Error).message).toMatch(/are in different hash slots, so a Redis Cluster refuses it \(CROSSSLOT\)/);
        expect((await Promise.all(h.clients.map((client) => client.dbsize()))).map(Number)).toEqual([0, 0, 0]);
        return;
      }
      const d = firstDivergence(c.scenario, runScenario(c.scenario), trace);
      expect(d && describeDivergence(d)).toBeNull();
    });
  }

  it("spreads the recorded cases' keys over more than one master, so routing by slot is what the cases check", async () => {
    await h.flush();
    await replayOnCluster(cases.find((c) => c.name === 'redis-range-syntax')!.scenario);
    const perMaster = await Promise.all(h.clients.map(async (client) => Object.keys(await dumpKeyspace(client))));
    expect(perMaster.filter((keys) => keys.length > 0).length).toBeGreaterThan(1);
  });

  it(`refuses ${CROSS_SLOT} before sending anything, naming the LMOVE step, its two keys and the hash-tag fix`, async () => {
    await h.flush();
    await expect(replayOnCluster(cases.find((c) => c.name === CROSS_SLOT)!.scenario)).rejects.toThrow(LMOVE_REFUSAL);
    const sizes = await Promise.all(h.clients.map((client) => client.dbsize()));
    expect(sizes.map(Number)).toEqual([0, 0, 0]);
  });

  it('puts a queue whose keys carry no hash tag (a name beginning with "}") in the same refusal, naming the queue', async () => {
    await h.flush();
    const scenario = parseScenario({
      format: 'emq-scenario/1', name: 'no tag', queue: '}q', clockStartMs: 0, maxStalled: 3, leaseMs: 10,
      steps: [{ at: 0, op: 'crash', worker: 'w' }, { at: 0, op: 'enqueue', job: 'j1' }],
    });
    await expect(replayOnCluster(scenario)).rejects.toThrow(/^step 2 \(enqueue\): the queue name "}q" begins with "}", so the hash tag of its keys \(emq:\{\}…\) is empty/);
  });

  it('sim --on a cluster node prints the reference trace, and refuses a cross-slot case with exit 2 and one line', async () => {
    await h.flush();
    const address = `redis://127.0.0.1:${h.cluster.nodes[1]!.port}`;
    const ok = sim([join(CASES_DIR, 'seed-four-jobs.scenario.json'), '--on', address]);
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout)).toEqual(cases.find((c) => c.name === 'seed-four-jobs')!.expected);

    await h.flush();
    const refused = sim([join(CASES_DIR, `${CROSS_SLOT}.scenario.json`), '--on', address]);
    expect(refused.stdout).toBe('');
    expect(refused.status).toBe(2);
    expect(refused.stderr).toBe(`sim: --on: ${LMOVE_REFUSAL}\n`);
  });

  it('refuses a cluster that holds a key on any master, counting the keys of all of them', async () => {
    await h.flush();
    // a key owned by the third master, while the replay is pointed at the first
    let key = 'k0';
    for (let i = 0; ; i++) {
      key = `k${i}`;
      try {
        await h.clients[2]!.set(key, '1');
        break;
      } catch {
        // MOVED: another master owns it
      }
    }
    const r = sim([join(CASES_DIR, 'seed-four-jobs.scenario.json'), '--on', `redis://127.0.0.1:${h.cluster.nodes[0]!.port}`]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^sim: --on: the cluster at 127\.0\.0\.1:\d+ holds 1 key \(over its 3 masters\); a replay needs an empty cluster: .*FLUSHALL/);
    expect(await h.clients[2]!.get(key)).toBe('1');
  });
});
