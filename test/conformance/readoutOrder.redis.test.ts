import type Redis from 'ioredis';
import { describe, expect, it } from 'vitest';
import { generateRun, type Run } from '../../src/sim/actors/run';
import type { Input, ScenarioHeader } from '../../src/sim/engine/input';
import { HUB } from '../../src/model/presets/hub';
import { WORLD_PRESETS } from '../../src/model/presets/worldPresets';
import { invocationFor } from '../../src/sim/queue/invocation';
import { queueKeys } from '../../src/sim/queue/keys';
import { pendingLanes } from '../../src/model/selectors/laneGroups';
import { buildTimeline, type History } from '../../src/sim/timeline/timeline';
import { evalArgv } from '../../src/replay/redisRunner';
import { selectJobViews, selectLaneGroups, selectRunLeases, selectRunPendingLanes } from '../../src/store/selectors';
import { useRedisServer } from '../support/useRedisServer';

/*
 * What a learner reads as a Redis reply is in Redis's order: for every preset the page plays and
 * the hub's own story (SEED_FOUR_JOBS, as the hub plays it), the same steps run on the simulator
 * and on a real redis-server, and at each checked moment:
 * - every job's hash fields, as the readout lists them under HGETALL (`selectJobViews`), come in the
 *   order `HGETALL` gives on redis-server (and every job hash there is a listpack, the encoding whose
 *   order is insertion order and the same on every server start);
 * - every sorted set's members, as the lanes draw them (`selectLaneGroups`) and, for a run, as the
 *   run view lists leases and pending lanes, come in `ZRANGE key 0 -1` order.
 * Small presets are checked after every step; a long one at most MAX_CHECKS times, evenly spread.
 */

const MAX_CHECKS = 400;
/** How many ids of each pending lane the run view lists (`selectRunPendingLanes`, src/store/selectors.ts). */
const RUN_LANE_IDS = 4;

let client: Redis;
useRedisServer((c) => {
  client = c;
});

interface Subject {
  id: string;
  history: (cursor: number) => History;
  header: ScenarioHeader;
  inputs: readonly Input[];
  run: Run | null;
}

const hubTimeline = buildTimeline(HUB.header, HUB.inputs);
const subjects: Subject[] = [
  { id: 'the hub story (SEED_FOUR_JOBS)', history: (cursor) => ({ timeline: hubTimeline, cursor }), header: HUB.header, inputs: HUB.inputs, run: null },
  ...WORLD_PRESETS.map((p): Subject => {
    const run = generateRun(p.config(p.defaultSeed));
    return { id: `preset ${p.id} (seed ${p.defaultSeed})`, history: (cursor) => ({ timeline: run.timeline, cursor }), header: run.timeline.header, inputs: run.timeline.inputs, run };
  }),
];

/** Sends inputs `[from, to)` to redis-server in one pipeline, as the conformance runner does; replies are not read here. */
async function send(s: Subject, from: number, to: number): Promise<void> {
  const p = client.pipeline();
  for (const input of s.inputs.slice(from, to)) {
    if (input.op === 'tick' || input.op === 'crash') continue;
    if (input.op === 'redis') p.callBuffer(...(input.command as [string, ...string[]]));
    else p.callBuffer(...(evalArgv(invocationFor(input, s.header)!, s.header.clockStartMs + input.at) as [string, ...string[]]));
  }
  await p.exec();
}

/** Every key of `type` on redis-server (SCAN … TYPE), as strings. */
async function keysOfType(type: 'hash' | 'zset'): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = (await client.callBuffer('SCAN', cursor, 'TYPE', type, 'COUNT', '1000')) as [Buffer, Buffer[]];
    cursor = next.toString();
    for (const k of batch) keys.push(k.toString('utf8'));
  } while (cursor !== '0');
  return keys;
}

/** Runs `commands` in one pipeline and returns their replies (Buffer mode, so HGETALL stays a flat array). */
async function ask(commands: string[][]): Promise<unknown[]> {
  const p = client.pipeline();
  for (const c of commands) p.callBuffer(...(c as [string, ...string[]]));
  const results = (await p.exec())!;
  return results.map(([err, res]) => {
    if (err) throw err;
    return res;
  });
}

const text = (reply: unknown) => (reply as Buffer[]).map((b) => b.toString('utf8'));
const everyOther = (flat: string[]) => flat.filter((_, i) => i % 2 === 0);

/** Where the view and redis-server disagree at `cursor` (empty when they agree); each line says what, where and both orders. */
async function differences(s: Subject, cursor: number): Promise<string[]> {
  const at = s.history(cursor);
  const keys = queueKeys(s.header.queue);
  const out: string[] = [];
  const jobs = selectJobViews(at);

  // Every job hash: the readout's field order against HGETALL, and its encoding.
  const hashKeys = (await keysOfType('hash')).filter((k) => k.startsWith(`${keys.prefix}job:`));
  const shown = jobs.filter((j) => j.hashExists);
  const shownKeys = new Set(shown.map((j) => keys.job(j.id)));
  if (hashKeys.some((k) => !shownKeys.has(k)) || shown.length !== hashKeys.length) out.push(`job hashes: view ${shown.map((j) => j.id)} vs redis ${hashKeys}`);
  const replies = await ask(shown.flatMap((j) => [['HGETALL', keys.job(j.id)], ['OBJECT', 'ENCODING', keys.job(j.id)]]));
  shown.forEach((j, i) => {
    const view = [...j.fields.keys()];
    const redis = everyOther(text(replies[2 * i]));
    const encoding = (replies[2 * i + 1] as Buffer).toString();
    if (encoding !== 'listpack') out.push(`${j.id}: a ${encoding}, whose HGETALL order is not insertion order`);
    if (view.join('\n') !== redis.join('\n')) out.push(`${j.id} HGETALL: view [${view}] vs redis [${redis}]`);
  });

  // Every sorted set: the lanes as drawn (and the run view's lists) against ZRANGE key 0 -1.
  const zsetKeys = (await keysOfType('zset')).sort();
  const ranges = await ask(zsetKeys.map((k) => ['ZRANGE', k, '0', '-1']));
  const onRedis = new Map(zsetKeys.map((k, i) => [k, text(ranges[i])]));
  const g = selectLaneGroups(at);
  const drawn = new Map<string, string[]>();
  for (const lane of pendingLanes(g.pending, keys)) if (lane.jobs.length) drawn.set(lane.key, lane.jobs.map((j) => j.id));
  if (g.active.length) drawn.set(keys.active, g.active.map((j) => j.id));
  if (g.dead.length) drawn.set(keys.dead, g.dead.map((j) => j.id));
  const compare = (what: string, view: string[], redis: string[]) => {
    if (view.join('\n') !== redis.join('\n')) out.push(`${what}: view [${view.slice(0, 8)}${view.length > 8 ? ',…' : ''}] vs redis ZRANGE [${redis.slice(0, 8)}${redis.length > 8 ? ',…' : ''}]`);
  };
  for (const key of new Set([...drawn.keys(), ...onRedis.keys()])) compare(`lane ${key}`, drawn.get(key) ?? [], onRedis.get(key) ?? []);
  if (s.run) {
    const m = { run: s.run, cursor };
    compare('run view leases', selectRunLeases(m).map((l) => l.id), onRedis.get(keys.active) ?? []);
    for (const lane of selectRunPendingLanes(m)) {
      const redis = onRedis.get(lane.key) ?? [];
      compare(`run view lane ${lane.key}`, lane.first, redis.slice(0, RUN_LANE_IDS));
      if (lane.size !== redis.length) out.push(`run view lane ${lane.key}: size ${lane.size} vs ZCARD ${redis.length}`);
    }
  }
  return out.map((d) => `after input ${cursor}: ${d}`);
}

describe('the order of the replies a learner reads, on redis-server', () => {
  for (const s of subjects) {
    it(`${s.id}: the readout's HGETALL fields and every lane's members come in the order redis-server gives them`, async () => {
      await client.callBuffer('FLUSHALL');
      await client.callBuffer('SCRIPT', 'FLUSH');
      const n = s.inputs.length;
      const stride = Math.ceil(n / MAX_CHECKS);
      const cursors = [...Array(Math.floor(n / stride)).keys()].map((i) => (i + 1) * stride);
      if (cursors.at(-1) !== n) cursors.push(n);
      const found: string[] = [];
      let sent = 0;
      for (const cursor of cursors) {
        await send(s, sent, cursor);
        sent = cursor;
        found.push(...(await differences(s, cursor)));
        if (found.length >= 10) break;
      }
      expect(found).toEqual([]);
      // The check looked at something: jobs with hashes, and a lane.
      expect(selectJobViews(s.history(n)).some((j) => j.fields.size > 1)).toBe(true);
    }, 60_000);
  }
});
