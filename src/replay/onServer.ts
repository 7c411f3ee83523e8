import Redis from 'ioredis';
import type { Scenario } from '../sim/format/scenario';
import type { TraceStep } from '../sim/format/trace';
import { openCluster } from './onCluster';
import { replayScenario } from './redisRunner';

/** A problem with the server a replay was pointed at; `message` is one line saying what to do. */
export class ReplayTargetError extends Error {
  override name = 'ReplayTargetError';
}

/** Where `--on` replays: host, port and database number of a `redis://HOST:PORT[/DB]` address. */
export interface RedisTarget {
  host: string;
  port: number;
  db: number;
}

/**
 * Reads a `redis://HOST:PORT` address (an optional `/DB` picks a database, default 0; a password
 * as `redis://:PASSWORD@HOST:PORT` is not supported). Throws `ReplayTargetError` naming what is
 * wrong with the address. Source: https://www.iana.org/assignments/uri-schemes/prov/redis
 */
export function parseRedisTarget(text: string): RedisTarget {
  const shown = text.length > 60 ? `${JSON.stringify(text.slice(0, 57)).slice(0, -1)}..."` : JSON.stringify(text);
  const usage = 'give it as redis://HOST:PORT, e.g. redis://127.0.0.1:6379';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ReplayTargetError(`${shown} is not an address; ${usage}`);
  }
  if (url.protocol !== 'redis:') throw new ReplayTargetError(`${shown} is not a redis:// address; ${usage}`);
  if (url.username || url.password) throw new ReplayTargetError(`${shown} has a user or password, which the replay does not send; use a local server without AUTH`);
  if (!url.hostname) throw new ReplayTargetError(`${shown} names no host; ${usage}`);
  const port = url.port === '' ? 6379 : Number(url.port);
  const path = url.pathname.replace(/^\//, '');
  if (!/^\d{0,2}$/.test(path) || url.search || url.hash) throw new ReplayTargetError(`${shown} has more than a host, port and database number; ${usage}`);
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port, db: path === '' ? 0 : Number(path) };
}

/** Shortens a server's error text for a one-line message. */
export function briefly(e: unknown): string {
  return (e instanceof Error ? e.message : String(e)).replace(/\s+/g, ' ').slice(0, 80);
}

/**
 * Connects to `target` (one attempt, 3 s at most, no retries) with the runner's settings (Buffer
 * replies where asked, exact 64-bit integers: see `connectRedis`). Rejects with `ReplayTargetError`
 * saying what to do when the server cannot be reached.
 */
export async function connectOnce(target: RedisTarget): Promise<Redis> {
  const where = `${target.host}:${target.port}`;
  const client = new Redis({
    host: target.host,
    port: target.port,
    db: target.db,
    stringNumbers: true,
    lazyConnect: true,
    connectTimeout: 3_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  // connect() only says "Connection is closed."; the socket's own error says why
  let socketError: NodeJS.ErrnoException | undefined;
  client.on('error', (e: NodeJS.ErrnoException) => {
    socketError ??= e;
  });
  try {
    await client.connect();
  } catch (e) {
    client.disconnect();
    const err = socketError ?? (e as NodeJS.ErrnoException);
    if (/SELECT is not allowed in cluster mode/i.test(err.message)) {
      throw new ReplayTargetError(`the server at ${where} is a Redis Cluster node, and a cluster has only database 0; drop /${target.db} from the address`);
    }
    const code = err.code;
    const why = code === 'ECONNREFUSED' ? 'nothing listens there' : code === 'ENOTFOUND' ? 'no such host' : briefly(err);
    const todo = code === 'ENOTFOUND' ? 'check the host name in the address' : `start one with: redis-server --port ${target.port}`;
    throw new ReplayTargetError(`cannot reach a Redis server at ${where} (${why}); ${todo}`);
  }
  return client;
}

/**
 * Checks that the client's database is empty (DBSIZE 0), since a replay's keyspace is only Redis's
 * answer when it starts from nothing; on failure disconnects it and rejects with `ReplayTargetError`.
 */
async function ensureEmpty(client: Redis, target: RedisTarget): Promise<void> {
  const where = `${target.host}:${target.port}`;
  let keys: number;
  try {
    keys = Number(await client.dbsize());
  } catch (e) {
    client.disconnect();
    throw new ReplayTargetError(`the server at ${where} refused DBSIZE (${briefly(e)}); use a local server without AUTH`);
  }
  if (keys !== 0) {
    client.disconnect();
    throw new ReplayTargetError(
      `the server at ${where} (database ${target.db}) holds ${keys} ${keys === 1 ? 'key' : 'keys'}; a replay needs an empty database: use a fresh redis-server or run FLUSHDB there first`,
    );
  }
}

/**
 * Connects to `target` (one attempt, 3 s at most, no retries) with the runner's settings (Buffer
 * replies, exact 64-bit integers: see `connectRedis`) and checks that its database is empty
 * (DBSIZE 0), since a replay's keyspace is only Redis's answer when it starts from nothing.
 * Resolves to the connected client; rejects with `ReplayTargetError` saying what to do when the
 * server cannot be reached or holds keys. Source: https://redis.io/docs/latest/commands/dbsize/
 */
export async function openEmptyServer(target: RedisTarget): Promise<Redis> {
  const client = await connectOnce(target);
  await ensureEmpty(client, target);
  return client;
}

/** Where `sim --on` replays: one redis-server, or the masters of a Redis Cluster. */
export interface ReplayTarget {
  kind: 'server' | 'cluster';
  /**
   * Checks, before anything is sent, that every step can run there; rejects with a one-line
   * `ReplayTargetError` naming the first step that cannot (on a cluster: keys in two slots).
   */
  check(scenario: Scenario): Promise<void>;
  /** Runs the scenario and hands each step of its `emq-trace/1` to `onStep`, in order (`replayScenario`). */
  replay(scenario: Scenario, onStep: (step: TraceStep, index: number) => void | Promise<void>): Promise<void>;
  /** Closes every connection. */
  disconnect(): void;
}

/**
 * Whether the connected server runs in cluster mode: `INFO cluster` says `cluster_enabled:1`. A
 * server that refuses INFO is taken for a single server. Source:
 * https://redis.io/docs/latest/commands/info/ (the `cluster` section)
 */
async function isClusterNode(client: Redis): Promise<boolean> {
  try {
    return /^cluster_enabled:1\r?$/m.test(String(await client.info('cluster')));
  } catch {
    return false;
  }
}

/**
 * What `sim FILE --on redis://HOST:PORT` replays on: connects (`connectOnce`) and asks the server
 * whether it is a Redis Cluster node (`INFO cluster`). A single server must have an empty database
 * (`openEmptyServer`) and replays with `replayScenario`; a cluster node leads to the whole cluster
 * (`openCluster`: every master, each empty, each step on the master that owns its keys' slot).
 * Rejects with `ReplayTargetError` saying what to do. Sources:
 * https://redis.io/docs/latest/commands/dbsize/ and
 * https://redis.io/docs/latest/operate/oss_and_stack/reference/cluster-spec/
 */
export async function openReplayTarget(target: RedisTarget): Promise<ReplayTarget> {
  const client = await connectOnce(target);
  if (await isClusterNode(client)) return openCluster(client, target);
  await ensureEmpty(client, target);
  return {
    kind: 'server',
    check: async () => {},
    replay: (scenario, onStep) => replayScenario(client, scenario, onStep),
    disconnect: () => client.disconnect(),
  };
}
