import type Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRun, intervene } from '../../src/sim/actors/run';
import { applyInput } from '../../src/sim/engine/applyInput';
import { headerOf } from '../../src/sim/engine/input';
import { initialState } from '../../src/sim/engine/simState';
import { busyHour } from '../../src/model/presets/busyHour';
import { invocationFor } from '../../src/sim/queue/invocation';
import { Keyspace } from '../../src/sim/redis/keyspace';
import type { Reply } from '../../src/sim/format/reply';
import { exportRun, formatScenario, importRun } from '../../src/sim/scenario/exportRun';
import { parseScenario } from '../../src/sim/scenario/parseScenario';
import type { KeyDump, KeyspaceDump } from '../../src/sim/format/trace';
import type { Scenario } from '../../src/sim/format/scenario';
import { connectRedis, dumpKeyspace, evalArgv, toReply } from '../../src/replay/redisRunner';
import { startRedisServer, type RedisServer } from '../../src/replay/redisServer';

/*
 * The busy hour (1,000 jobs, 20 workers, random crashes and pauses) exported as emq-scenario/1 and
 * replayed on a real redis-server: the same reply and an equal keyspace after every step.
 *
 * `runScenarioOnRedis` dumps the whole keyspace after every step in one pipeline; with ~1,000 job
 * hashes over ~6,500 steps that is gigabytes. So this test compares only the keys a step can have
 * changed, and proves that is enough:
 * - the simulator writes only keys named in the commands its scripts ran (`event.calls`);
 * - Redis writes only keys it announces as keyspace notifications (`notify-keyspace-events KA`),
 *   and the test checks every announced key is among the simulator's;
 * - those keys are dumped on both sides after the step and must be equal.
 * So if the keyspaces were equal before a step, they are equal after it; they start empty.
 * A full dump is compared every CHUNK steps and at the end as well.
 */

const CHUNK = 500;
const MARKER = 'emq-test:step';

const DUMP_KEYS_LUA = `
local out = {}
for i, k in ipairs(KEYS) do
  local t = redis.call('TYPE', k)['ok']
  local v = {}
  if t == 'zset' then v = redis.call('ZRANGE', k, 0, -1, 'WITHSCORES')
  elseif t == 'hash' then v = redis.call('HGETALL', k)
  elseif t == 'list' then v = redis.call('LRANGE', k, 0, -1)
  elseif t == 'string' then v = {redis.call('GET', k)} end
  out[i] = {k, t, v}
end
return out
`;

let server: RedisServer;
let client: Redis;
let sub: Redis;
/** Keys Redis announced, with a `null` after each step's marker. */
const heard: (string | null)[] = [];

beforeAll(async () => {
  server = await startRedisServer();
  client = connectRedis(server);
  sub = connectRedis(server);
  await client.call('CONFIG', 'SET', 'notify-keyspace-events', 'KA');
  sub.on('pmessage', (_pattern: string, channel: string) => heard.push(channel.slice('__keyspace@0__:'.length)));
  sub.on('message', () => heard.push(null));
  await sub.psubscribe('__keyspace@0__:*');
  await sub.subscribe(MARKER);
}, 20_000);

afterAll(async () => {
  await sub?.quit();
  await client?.quit();
  await server?.stop();
});

/** The keys named in a step's Redis commands (all of this queue's keys start with `emq:`). */
function keysOf(calls: { argv: string[] }[]): string[] {
  const keys = new Set<string>();
  for (const c of calls) for (const w of c.argv.slice(1)) if (w.startsWith('emq:')) keys.add(w);
  return [...keys].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
}

/** The simulator's dump of just `keys` (missing keys are left out, as in a trace). */
function simDump(ks: Keyspace, keys: string[]): KeyspaceDump {
  const part = new Keyspace();
  for (const k of keys) {
    const v = ks.data.get(k);
    if (v) part.data.set(k, v);
  }
  return part.dump();
}

/** DUMP_KEYS_LUA's raw reply in the emq-trace/1 keyspace form. */
function redisDump(raw: unknown): KeyspaceDump {
  const out: KeyspaceDump = {};
  for (const [k, t, v] of raw as [Buffer, Buffer, Buffer[]][]) {
    const type = t.toString();
    const flat = v.map((b) => b.toString());
    let d: KeyDump;
    if (type === 'none') continue;
    if (type === 'zset') {
      d = { type, value: [] };
      for (let i = 0; i < flat.length; i += 2) d.value.push([flat[i]!, Number(flat[i + 1])]);
    } else if (type === 'hash') {
      const pairs: [string, string][] = [];
      for (let i = 0; i < flat.length; i += 2) pairs.push([flat[i]!, flat[i + 1]!]);
      pairs.sort((a, b) => Buffer.compare(Buffer.from(a[0]), Buffer.from(b[0])));
      d = { type, value: Object.fromEntries(pairs) };
    } else if (type === 'list') d = { type, value: flat };
    else d = { type: 'string', value: flat[0]! };
    out[k.toString()] = d;
  }
  return out;
}

async function heardMarker(count: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (heard.filter((h) => h === null).length < count) {
    if (Date.now() > deadline) throw new Error(`waited 30 s for step marker ${count}`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

/** Replays `scenario` on redis-server, checking each step's reply and the keys it wrote against the simulator. */
async function replayOnRedis(scenario: Scenario): Promise<void> {
    const state = initialState(headerOf(scenario));
    await client.call('FLUSHALL');
    await client.call('SCRIPT', 'FLUSH');
    heard.length = 0;
    let markers = 0;

    for (let from = 0; from < scenario.steps.length; from += CHUNK) {
      const steps = scenario.steps.slice(from, from + CHUNK);
      const p = client.pipeline();
      const expected = steps.map((step, j) => {
        const event = applyInput(state, step, from + j);
        const keys = keysOf(event.calls);
        if (step.op !== 'crash' && step.op !== 'redis') p.callBuffer(...(evalArgv(invocationFor(step, scenario)!, state.nowMs) as [string, ...string[]]));
        if (step.op === 'redis') p.callBuffer(...(step.command as [string, ...string[]]));
        p.callBuffer('EVAL', DUMP_KEYS_LUA, String(keys.length), ...keys);
        p.publish(MARKER, String(from + j));
        return { step, reply: event.reply, keys, dump: simDump(state.keyspace, keys) };
      });
      const results = (await p.exec())!;
      markers += steps.length;
      await heardMarker(markers);

      // The announced keys of each step, split at the markers of this chunk.
      const announced: string[][] = [];
      let current: string[] = [];
      for (const h of heard.splice(0)) {
        if (h === null) {
          announced.push(current);
          current = [];
        } else current.push(h);
      }
      markers = 0;

      let r = 0;
      expected.forEach((x, j) => {
        const where = `step ${from + j} ${JSON.stringify(x.step)}`;
        let reply: Reply = null;
        if (x.step.op !== 'crash') {
          const [err, res] = results[r++]!;
          reply = toReply(err ?? res);
        }
        expect(reply, where).toEqual(x.reply);
        const [dumpErr, dumpRes] = results[r++]!;
        expect(dumpErr, where).toBeNull();
        expect(redisDump(dumpRes), where).toEqual(x.dump);
        r++; // the PUBLISH
        for (const key of announced[j]!) expect(x.keys, `${where}: Redis wrote ${key}`).toContain(key);
      });
      // Belt and braces: the whole keyspace at each chunk's end.
      expect(await dumpKeyspace(client), `after step ${from + steps.length - 1}`).toEqual(state.keyspace.dump());
    }
}

describe('the busy hour on redis-server', () => {
  it('an exported busy-hour run replays on redis-server with the same replies and an equal keyspace after every step', async () => {
    const file = exportRun(generateRun(busyHour(2026)));
    // Its random GC pauses travel beside the steps, in "interventions", which Redis never sees.
    expect(file.interventions!.some((f) => f.op === 'pause')).toBe(true);
    const scenario = parseScenario(formatScenario(file));
    expect(scenario.steps.length).toBeGreaterThan(5000);
    await replayOnRedis(scenario);
  }, 600_000);

  it("a run with the learner's pause, poison job and restart exports them as interventions, and its steps still replay on redis-server", async () => {
    let run = generateRun(busyHour(7, { jobs: 60, workers: 6 }));
    run = intervene(run, 40, { kind: 'pause', worker: 'w1' });
    run = intervene(run, 80, { kind: 'addJob', poison: true });
    run = intervene(run, 120, { kind: 'crash', worker: 'w2' });
    run = intervene(run, 121, { kind: 'restart', worker: 'w2' });
    run = intervene(run, 160, { kind: 'resume', worker: 'w1' });
    const text = formatScenario(exportRun(run));
    expect(exportRun(run).interventions!.filter((f) => f.by === 'learner').map((f) => f.op)).toEqual(['pause', 'poison', 'restart', 'resume']);
    const scenario = parseScenario(text);
    expect(scenario.steps).toEqual(run.timeline.inputs.filter((i) => i.op !== 'tick'));
    expect(importRun(text).timeline.events.map((e) => e.reply)).toEqual(run.timeline.events.map((e) => e.reply));
    await replayOnRedis(scenario);
  }, 600_000);
});
