import Redis from 'ioredis';
import type { Reply } from '../sim/format/reply';
import type { Scenario } from '../sim/format/scenario';
import { invocationFor } from '../sim/queue/invocation';
import { queueKeys } from '../sim/queue/keys';
import { stepNumber } from '../sim/scenario/scenarioError';
import { CLUSTER_SLOTS, hashTag, keySlot } from './keySlot';
import { briefly, connectOnce, ReplayTargetError, type RedisTarget, type ReplayTarget } from './onServer';
import { commandName, DUMP_ARGV, evalArgv, mergedKeyspace, toReply } from './redisRunner';

/** How many steps go in one round of pipelines (one per master), as in `replayScenario`. */
const STEPS_PER_BATCH = 500;

/** A master of the cluster and the connection the replay sends its share of the steps on. */
interface Master {
  where: string;
  client: Redis;
}

/** Where each step goes: the index of its master, or `NOWHERE` for a `crash` (nothing is sent). */
const NOWHERE = -1;

/** A key shown in a message: JSON-quoted, at most 30 characters. */
function shownKey(key: string): string {
  return JSON.stringify(key.length > 30 ? `${key.slice(0, 29)}…` : key);
}

/** "a", "a and b", "a, b and c" */
function listed(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The one-line refusal for a step whose keys lie in more than one slot: names the step, the keys
 * and the fix, keys renamed under the first key's hash tag (`work`, `processing` → `{work}`,
 * `{work}:processing`). Redis itself would answer `CROSSSLOT Keys in request don't hash to the same slot`.
 */
function crossSlot(index: number, what: string, keys: string[]): ReplayTargetError {
  const distinct = [...new Set(keys)].slice(0, 4);
  const tag = hashTag(distinct[0]!) ?? distinct[0]!.slice(0, 20);
  const renamed = distinct.map((k) => (hashTag(k) === tag ? k : k === tag ? `{${k}}` : `{${tag}}:${k}`));
  const both = distinct.length === 2 ? 'both keys' : 'all its keys';
  return new ReplayTargetError(
    `step ${stepNumber(index)} (${what}): its keys ${listed(distinct.map(shownKey))} are in different hash slots, so a Redis Cluster refuses it (CROSSSLOT); put ${both} under one hash tag, e.g. ${listed(renamed.map((k) => (k.length > 40 ? `${k.slice(0, 39)}…` : k)))}, or replay on a single server`,
  );
}

/** Reads `name:value` from an INFO-style text. */
function field(info: string, name: string): string | undefined {
  return new RegExp(`^${name}:(.*?)\\r?$`, 'm').exec(info)?.[1];
}

/**
 * The slot of every key of `keys` when they share one, or null when they do not; `undefined` when
 * there are no keys.
 */
function commonSlot(keys: readonly string[]): number | null | undefined {
  let slot: number | undefined;
  for (const k of keys) {
    const s = keySlot(k);
    if (slot === undefined) slot = s;
    else if (s !== slot) return null;
  }
  return slot;
}

/** A cluster's slot owners in the order of `CLUSTER SLOTS`: its masters and, by slot, the index of the one serving it. */
interface SlotMap {
  masters: { host: string; port: number }[];
  owner: Int16Array;
}

/**
 * Reads `CLUSTER SLOTS` (each range: first slot, last slot, then the master's host, port, id, then
 * its replicas) into a map of all 16,384 slots; a host the node does not know (`""` or `?`) is the
 * one the replay was pointed at. Throws `ReplayTargetError` when a slot has no master. Source:
 * https://redis.io/docs/latest/commands/cluster-slots/
 */
async function slotMap(seed: Redis, target: RedisTarget): Promise<SlotMap> {
  const ranges = (await seed.call('CLUSTER', 'SLOTS')) as [number, number, [string, number, ...unknown[]], ...unknown[]][];
  const masters: SlotMap['masters'] = [];
  const owner = new Int16Array(CLUSTER_SLOTS).fill(-1);
  for (const [first, last, [host, port]] of ranges) {
    const h = host === '' || host === '?' ? target.host : host;
    let i = masters.findIndex((m) => m.host === h && m.port === Number(port));
    if (i < 0) i = masters.push({ host: h, port: Number(port) }) - 1;
    owner.fill(i, Number(first), Number(last) + 1);
  }
  const missing = owner.indexOf(-1);
  if (missing >= 0) {
    throw new ReplayTargetError(
      `the cluster at ${target.host}:${target.port} serves no master for slot ${missing}; assign every slot (redis-cli --cluster fix ${target.host}:${target.port}) and try again`,
    );
  }
  return { masters, owner };
}

/**
 * The key arguments of each raw command, as the server reads them (`COMMAND GETKEYS`), one
 * pipeline per batch on `client`; `[]` for a command the server cannot find keys in (unknown
 * name, wrong number of arguments, no key arguments), which any master answers alike. Source:
 * https://redis.io/docs/latest/commands/command-getkeys/
 */
async function keysOfRawCommands(client: Redis, commands: (readonly string[])[]): Promise<string[][]> {
  const out: string[][] = [];
  for (let start = 0; start < commands.length; start += STEPS_PER_BATCH) {
    const p = client.pipeline();
    const batch = commands.slice(start, start + STEPS_PER_BATCH);
    for (const [name, ...args] of batch) p.callBuffer('COMMAND', 'GETKEYS', commandName(name!), ...args);
    const results = await p.exec();
    if (!results) throw new Error('the pipeline was discarded');
    for (const [err, res] of results) out.push(err ? [] : (res as Buffer[]).map((b) => b.toString('utf8')));
  }
  return out;
}

/** A reply that says the slots moved or the cluster is down mid-replay: not Redis's answer to the step. */
function clusterTrouble(err: Error | null): err is Error {
  return err !== null && /^(MOVED|ASK|TRYAGAIN|CLUSTERDOWN) /.test(err.message);
}

/**
 * Opens a replay on the Redis Cluster that `seed` (a connected node of it, from `connectOnce`)
 * belongs to. It checks `cluster_state:ok`, reads the slot map (`CLUSTER SLOTS`), connects to every
 * master and checks that all of them are empty (DBSIZE, summed). Then:
 *
 * - `check(scenario)` finds each step's master: a verb's KEYS (and its prefix, from which the
 *   script builds the job keys) must share one slot, the queue's (`{q}`, the hash tag every key of
 *   a queue carries); a raw command goes where its keys are, as the server reads them
 *   (`COMMAND GETKEYS`), or to the first master when it has none. A step whose keys lie in two
 *   slots is refused, before anything is sent, with a one-line `ReplayTargetError` naming it.
 * - `replay(scenario, onStep)` sends every step to its master, in batches of 500 steps with one
 *   pipeline per master, and after each step reads every master's keyspace (DUMP_LUA, atomic per
 *   master) and merges them, sorted by key bytes. Keys of one slot live on one master and the steps
 *   of one master run in order, so each merged keyspace is the one after that step. A MOVED, ASK,
 *   TRYAGAIN or CLUSTERDOWN reply (the slots moved, or the cluster failed, during the replay) stops it.
 *
 * Rejects with `ReplayTargetError` (and disconnects) when the cluster is not ready or holds keys.
 * Sources: https://redis.io/docs/latest/operate/oss_and_stack/reference/cluster-spec/ (key
 * distribution, hash tags, redirection) and https://redis.io/docs/latest/commands/cluster-info/
 */
export async function openCluster(seed: Redis, target: RedisTarget): Promise<ReplayTarget> {
  const where = `${target.host}:${target.port}`;
  const masters: Master[] = [];
  const disconnect = () => {
    seed.disconnect();
    for (const m of masters) m.client.disconnect();
  };
  let map: SlotMap;
  try {
    const info = String(await seed.call('CLUSTER', 'INFO'));
    const state = field(info, 'cluster_state');
    if (state !== 'ok') {
      throw new ReplayTargetError(`the cluster at ${where} is not ready (cluster_state:${state ?? '?'}); wait for cluster_state:ok (redis-cli -p ${target.port} cluster info) and try again`);
    }
    map = await slotMap(seed, target);
    for (const m of map.masters) {
      masters.push({ where: `${m.host}:${m.port}`, client: await connectOnce({ ...target, host: m.host, port: m.port, db: 0 }) });
    }
    const sizes = await Promise.all(masters.map(async (m) => Number(await m.client.dbsize())));
    const keys = sizes.reduce((a, b) => a + b, 0);
    if (keys !== 0) {
      throw new ReplayTargetError(
        `the cluster at ${where} holds ${keys} ${keys === 1 ? 'key' : 'keys'} (over its ${masters.length} masters); a replay needs an empty cluster: use a fresh one or run FLUSHALL on every master (redis-cli --cluster call ${where} FLUSHALL)`,
      );
    }
  } catch (e) {
    disconnect();
    if (e instanceof ReplayTargetError) throw e;
    throw new ReplayTargetError(`the cluster at ${where} refused to describe itself (${briefly(e)}); check that the address names a node of a running cluster`);
  }
  seed.disconnect();

  let planned: { scenario: Scenario; route: Int16Array } | undefined;
  const plan = async (scenario: Scenario): Promise<Int16Array> => {
    if (planned?.scenario === scenario) return planned.route;
    const route = new Int16Array(scenario.steps.length).fill(NOWHERE);
    const rawIndex: number[] = [];
    for (const [i, step] of scenario.steps.entries()) {
      if (step.op === 'crash') continue;
      if (step.op === 'redis') {
        // a one-word command has no key arguments (and COMMAND GETKEYS needs one)
        if (step.command.length > 1) rawIndex.push(i);
        else route[i] = 0;
        continue;
      }
      const inv = invocationFor(step, scenario)!;
      // the scripts also build job and group-lane keys from the prefix: it must share the slot too
      const slot = commonSlot([...inv.keys, queueKeys(scenario.queue).prefix]);
      if (slot === null) {
        if (scenario.queue.startsWith('}')) {
          throw new ReplayTargetError(
            `step ${stepNumber(i)} (${step.op}): the queue name ${shownKey(scenario.queue)} begins with "}", so the hash tag of its keys (emq:{}…) is empty and they fall in different slots, which a Redis Cluster refuses (CROSSSLOT); give the queue a name that does not begin with "}", or replay on a single server`,
          );
        }
        throw crossSlot(i, step.op, inv.keys);
      }
      route[i] = map.owner[slot!]!;
    }
    const raw = rawIndex.map((i) => (scenario.steps[i] as Extract<Scenario['steps'][number], { op: 'redis' }>).command);
    const keys = await keysOfRawCommands(masters[0]!.client, raw);
    for (const [n, i] of rawIndex.entries()) {
      const slot = commonSlot(keys[n]!);
      if (slot === null) throw crossSlot(i, `redis ${raw[n]![0]!.slice(0, 20)}`, keys[n]!);
      route[i] = slot === undefined ? 0 : map.owner[slot]!;
    }
    planned = { scenario, route };
    return route;
  };

  return {
    kind: 'cluster',
    check: async (scenario) => {
      await plan(scenario);
    },
    replay: async (scenario, onStep) => {
      const route = await plan(scenario);
      for (let start = 0; start < scenario.steps.length; start += STEPS_PER_BATCH) {
        const batch = scenario.steps.slice(start, start + STEPS_PER_BATCH);
        const pipes = masters.map((m) => m.client.pipeline());
        // per step: where its reply is (master, position), and where each master's dump after it is
        const replyAt: [number, number][] = [];
        const dumpAt: number[][] = masters.map(() => []);
        const length = masters.map(() => 0);
        for (const [k, step] of batch.entries()) {
          const m = route[start + k]!;
          if (m !== NOWHERE) {
            let argv: string[];
            if (step.op === 'redis') {
              const [name, ...args] = step.command;
              argv = [commandName(name!), ...args];
            } else {
              argv = evalArgv(invocationFor(step, scenario)!, scenario.clockStartMs + step.at);
            }
            const [cmd, ...args] = argv;
            pipes[m]!.callBuffer(cmd!, ...args);
            replyAt[k] = [m, length[m]!++];
          }
          for (const [j, p] of pipes.entries()) {
            p.callBuffer(DUMP_ARGV[0]!, ...DUMP_ARGV.slice(1));
            dumpAt[j]!.push(length[j]!++);
          }
        }
        const results = await Promise.all(pipes.map((p) => p.exec()));
        for (const [j, r] of results.entries()) if (!r) throw new Error(`the pipeline to ${masters[j]!.where} was discarded`);
        for (const [k, step] of batch.entries()) {
          let reply: Reply = null;
          const at = replyAt[k];
          if (at) {
            const [err, res] = results[at[0]]![at[1]]!;
            if (clusterTrouble(err)) throw new Error(`${masters[at[0]]!.where} answered step ${stepNumber(start + k)} with ${briefly(err)}`);
            reply = err ? toReply(err) : toReply(res);
          }
          const raws = masters.map((_, j) => {
            const [dumpErr, dumpRes] = results[j]![dumpAt[j]![k]!]!;
            if (dumpErr) throw dumpErr;
            return dumpRes;
          });
          await onStep({ at: step.at, op: step.op, reply, keyspace: mergedKeyspace(raws) }, start + k);
        }
      }
    },
    disconnect,
  };
}
