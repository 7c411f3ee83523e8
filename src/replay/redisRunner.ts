import { readFileSync } from 'node:fs';
import Redis from 'ioredis';
import { invocationFor, VERBS, type Invocation, type VerbName } from '../sim/queue/invocation';
import type { Reply } from '../sim/format/reply';
import { jsonRecord, type DumpScore, type KeyDump, type KeyspaceDump, type Trace, type TraceStep } from '../sim/format/trace';
import { pinClock, TIME_CALL } from '../sim/scenario/pinClock';
import type { Scenario } from '../sim/format/scenario';

const SCRIPTS_DIR = new URL('../sim/queue/scripts/', import.meta.url);

export { TIME_CALL };

/** The shipped Lua file of a verb, byte for byte (`src/sim/queue/scripts/<verb>.lua`). */
export function shippedScript(verb: VerbName): string {
  return SHIPPED[verb];
}

/** Every verb's shipped Lua file, by verb: what `redisCliScript` and `pinClock` take. */
export function shippedScripts(): Record<VerbName, string> {
  return { ...SHIPPED };
}

const SHIPPED: Record<VerbName, string> = Object.fromEntries(
  VERBS.map((v) => [v, readFileSync(new URL(`${v}.lua`, SCRIPTS_DIR), 'utf8')]),
) as Record<VerbName, string>;

/** The shipped script of `verb` with its clock read pinned to server time `nowMs` (ms); see `pinClock`. */
export function scriptAt(verb: VerbName, nowMs: number): string {
  return pinClock(SHIPPED[verb], nowMs, `${verb}.lua`);
}

/**
 * Reads the whole keyspace in one atomic script (so it is a snapshot): `{key, type, value}` for every
 * key, value as the raw array of ZRANGE 0 -1 WITHSCORES / HGETALL / LRANGE 0 -1 / {GET}. It writes nothing.
 */
const DUMP_LUA = `
local keys = redis.call('KEYS', '*')
local out = {}
for i, k in ipairs(keys) do
  local t = redis.call('TYPE', k)['ok']
  local v
  if t == 'zset' then v = redis.call('ZRANGE', k, 0, -1, 'WITHSCORES')
  elseif t == 'hash' then v = redis.call('HGETALL', k)
  elseif t == 'list' then v = redis.call('LRANGE', k, 0, -1)
  elseif t == 'string' then v = {redis.call('GET', k)}
  else v = {} end
  out[i] = {k, t, v}
end
return out
`;

type Raw = Buffer | number | null | Raw[];

/**
 * A client for the runner: Buffer replies keep member bytes, and `stringNumbers` keeps integer replies
 * beyond 2^53 exact until `toReply` turns them into the nearest double, as `JSON.parse` of a trace would
 * (ioredis's own integer parsing rounds 9223372036854775807 to 9223372036854778000).
 */
export function connectRedis(server: { host: string; port: number }): Redis {
  return new Redis({ host: server.host, port: server.port, stringNumbers: true, maxRetriesPerRequest: 1 });
}

/**
 * Converts a reply as ioredis gives it in Buffer mode (`callBuffer`, pipeline `callBuffer`) with
 * `stringNumbers` (see `connectRedis`) to the trace's JSON reply: integer (a JS string in that mode)
 * → number, bulk/status (a Buffer) → string decoded as UTF-8 (scenarios only use valid UTF-8),
 * nil → null, array → array (recursively), and an Error → `{error: <Redis's message>}`.
 */
export function toReply(raw: unknown): Reply {
  if (raw instanceof Error) return { error: raw.message };
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string') return Number(raw);
  if (Buffer.isBuffer(raw)) return raw.toString('utf8');
  if (Array.isArray(raw)) return raw.map(toReply);
  throw new Error(`unexpected reply from ioredis: ${String(raw)}`);
}

function dumpScore(s: string): DumpScore {
  if (s === 'inf' || s === '+inf') return 'inf';
  if (s === '-inf') return '-inf';
  const n = Number(s);
  if (Number.isNaN(n)) throw new Error(`unexpected score text from Redis: ${s}`);
  return n;
}

function pairs(flat: Buffer[]): [Buffer, Buffer][] {
  const out: [Buffer, Buffer][] = [];
  for (let i = 0; i < flat.length; i += 2) out.push([flat[i], flat[i + 1]]);
  return out;
}

/** DUMP_LUA as the command that runs it (`EVAL <DUMP_LUA> 0`): one atomic, read-only snapshot of a server's keyspace. */
export const DUMP_ARGV: readonly string[] = ['EVAL', DUMP_LUA, '0'];

/**
 * The keyspace of several servers as one (the masters of a Redis Cluster, each holding its own
 * slots): the raw replies of `DUMP_ARGV` (Buffer mode), one per server, merged and sorted by key bytes
 * as docs/scenario-format.md wants. No key lives on two masters, so nothing overlaps.
 */
export function mergedKeyspace(raws: readonly unknown[]): KeyspaceDump {
  return toDump((raws as Raw[][]).flat());
}

/** Turns the raw result of DUMP_LUA into docs/scenario-format.md's keyspace: keys and hash fields sorted by bytes. */
function toDump(raw: Raw): KeyspaceDump {
  const entries = (raw as [Buffer, Buffer, Buffer[]][]).slice().sort((a, b) => Buffer.compare(a[0], b[0]));
  // Prototype-less, as the simulator's dump is: a key or field named __proto__ stays one, and the two compare equal.
  const dump: KeyspaceDump = jsonRecord();
  for (const [k, t, v] of entries) {
    const type = t.toString('utf8');
    let kd: KeyDump;
    switch (type) {
      case 'zset':
        kd = { type: 'zset', value: pairs(v).map(([m, s]) => [m.toString('utf8'), dumpScore(s.toString('utf8'))]) };
        break;
      case 'hash': {
        const value = jsonRecord<string>();
        for (const [f, val] of pairs(v).sort((a, b) => Buffer.compare(a[0], b[0]))) value[f.toString('utf8')] = val.toString('utf8');
        kd = { type: 'hash', value };
        break;
      }
      case 'list':
        kd = { type: 'list', value: v.map((b) => b.toString('utf8')) };
        break;
      case 'string':
        kd = { type: 'string', value: v[0].toString('utf8') };
        break;
      default:
        throw new Error(`key ${k.toString('utf8')} has type ${type}, which emq-trace/1 cannot show`);
    }
    dump[k.toString('utf8')] = kd;
  }
  return dump;
}

/** The whole keyspace of the client's current database in the `emq-trace/1` format (docs/scenario-format.md). */
export async function dumpKeyspace(client: Redis): Promise<KeyspaceDump> {
  return toDump((await client.callBuffer('EVAL', DUMP_LUA, '0')) as Raw);
}

/** The `EVAL` argv of a verb invocation at server time `nowMs` (pinned clock, shipped script). */
export function evalArgv(inv: Invocation, nowMs: number): string[] {
  return ['EVAL', scriptAt(inv.verb, nowMs), String(inv.keys.length), ...inv.keys, ...inv.args];
}

/**
 * A raw command's name as sent: as written, except that a name Redis reads as HGETALL is sent
 * as `HGETALL`, because ioredis rewrites the reply of a command named exactly `hgetall` into an
 * object (losing the field order). Any other name goes unchanged: Redis echoes an unknown name
 * in its error, and folds only ASCII letters (`hexıſts` is not HEXISTS; JavaScript's
 * `toUpperCase` would make it so).
 */
export function commandName(name: string): string {
  return /^hgetall$/i.test(name) ? 'HGETALL' : name;
}

/** How many steps go in one pipeline: a long scenario streams in batches, never as one huge request. */
const STEPS_PER_BATCH = 500;

/**
 * Runs an `emq-scenario/1` on a real redis-server and hands each step of its `emq-trace/1` to
 * `onStep` in order, as soon as its batch is back. Verb steps EVAL the shipped `.lua` file with the
 * step's KEYS/ARGV (`invocationFor`) and its clock read replaced by the step's server time
 * `clockStartMs + at` (`scriptAt`); a script error becomes `{error}` and the writes made before it
 * stay, as in Redis. `redis` steps send the raw command, `crash` replies null and sends nothing.
 * After each step the whole keyspace is read by one atomic read-only script. Steps go in
 * pipelines of 500, which is valid because no step depends on an earlier reply. It does not empty
 * the database: the caller does (`runScenarioOnRedis`) or checks it is empty (`openEmptyServer`).
 * Throws only on connection trouble, never on a command error.
 */
export async function replayScenario(client: Redis, scenario: Scenario, onStep: (step: TraceStep, index: number) => void | Promise<void>): Promise<void> {
  for (let start = 0; start < scenario.steps.length; start += STEPS_PER_BATCH) {
    const batch = scenario.steps.slice(start, start + STEPS_PER_BATCH);
    const p = client.pipeline();
    for (const step of batch) {
      const nowMs = scenario.clockStartMs + step.at;
      if (step.op === 'crash') {
        // nothing is sent; the reply is null
      } else if (step.op === 'redis') {
        const [name, ...args] = step.command;
        p.callBuffer(commandName(name), ...args);
      } else {
        const inv = invocationFor(step, scenario);
        if (!inv) throw new Error(`no invocation for step op ${step.op}`);
        const [cmd, ...args] = evalArgv(inv, nowMs);
        p.callBuffer(cmd, ...args);
      }
      p.callBuffer('EVAL', DUMP_LUA, '0');
    }
    const results = await p.exec();
    if (!results) throw new Error('the pipeline was discarded');
    let i = 0;
    for (const [k, step] of batch.entries()) {
      let reply: Reply = null;
      if (step.op !== 'crash') {
        const [err, res] = results[i++];
        reply = err ? toReply(err) : toReply(res);
      }
      const [dumpErr, dumpRes] = results[i++];
      if (dumpErr) throw dumpErr;
      await onStep({ at: step.at, op: step.op, reply, keyspace: toDump(dumpRes as Raw) }, start + k);
    }
  }
}

/**
 * Runs an `emq-scenario/1` on a real redis-server and returns its `emq-trace/1` (`replayScenario`).
 * Empties the database first (FLUSHALL, and SCRIPT FLUSH so the per-step scripts don't pile up):
 * for a test's own server only.
 */
export async function runScenarioOnRedis(client: Redis, scenario: Scenario): Promise<Trace> {
  await client.callBuffer('FLUSHALL');
  await client.callBuffer('SCRIPT', 'FLUSH');
  const steps: TraceStep[] = [];
  await replayScenario(client, scenario, (step) => {
    steps.push(step);
  });
  return { format: 'emq-trace/1', steps };
}
