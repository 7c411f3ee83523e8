import { isIP } from 'node:net';
import Redis from 'ioredis';
import type { Scenario } from '../sim/format/scenario';
import type { TraceStep } from '../sim/format/trace';
import { openCluster } from './onCluster';
import { replayScenario } from './redisRunner';

/** A problem with the server a replay was pointed at; `message` is one line saying what to do. */
export class ReplayTargetError extends Error {
  override name = 'ReplayTargetError';
}

/**
 * Where `--on` replays: host, port and database number of a `redis[s]://[[USER]:PASSWORD@]HOST:PORT[/DB]`
 * address, and how to log in (`AUTH`) and whether to speak TLS (`rediss://`).
 */
export interface RedisTarget {
  host: string;
  port: number;
  db: number;
  /** The ACL user (`redis://USER:PASSWORD@…`); absent: the default user. */
  username?: string;
  /** The password AUTH sends (`redis://:PASSWORD@…`); absent: no AUTH. */
  password?: string;
  /** `rediss://`: the connection is TLS. */
  tls?: boolean;
}

/**
 * How long `--on` waits, in milliseconds: for the connection (TCP, and TLS's handshake) and for
 * each command's reply. A server that takes the connection and never answers is named after
 * `commandMs`, never waited on for ever.
 */
export const ON_TIMEOUTS = { connectMs: 5_000, commandMs: 10_000 };

/** `text` with the password of a `redis://USER:PASSWORD@…` address replaced by `***`, for a message. */
function withoutPassword(text: string): string {
  return text.replace(/^(rediss?:\/\/[^:@/]*:)[^@/]*@/i, '$1***@');
}

/** The address as a message shows it: no password, at most 60 characters, quoted. */
function shownAddress(text: string): string {
  const safe = withoutPassword(text);
  return safe.length > 60 ? `${JSON.stringify(safe.slice(0, 57)).slice(0, -1)}..."` : JSON.stringify(safe);
}

/**
 * Reads a `redis://HOST:PORT` address: an optional `/DB` picks a database (default 0),
 * `redis://:PASSWORD@HOST:PORT` logs in with AUTH PASSWORD, `redis://USER:PASSWORD@HOST:PORT`
 * with AUTH USER PASSWORD (an ACL user; both percent-decoded), and `rediss://` speaks TLS. Throws
 * `ReplayTargetError` naming what is wrong with the address (never echoing its password). Sources:
 * https://www.iana.org/assignments/uri-schemes/prov/redis,
 * https://www.iana.org/assignments/uri-schemes/prov/rediss and https://redis.io/docs/latest/commands/auth/
 */
export function parseRedisTarget(text: string): RedisTarget {
  const shown = shownAddress(text);
  const usage = 'give it as redis://HOST:PORT, e.g. redis://127.0.0.1:6379';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ReplayTargetError(`${shown} is not an address; ${usage}`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') throw new ReplayTargetError(`${shown} is not a redis:// address; ${usage}`);
  if (!url.hostname) throw new ReplayTargetError(`${shown} names no host; ${usage}`);
  if (url.username && !url.password) throw new ReplayTargetError(`${shown} names a user but no password; give both as ${url.protocol}//USER:PASSWORD@HOST:PORT`);
  const port = url.port === '' ? 6379 : Number(url.port);
  const path = url.pathname.replace(/^\//, '');
  if (!/^\d{0,9}$/.test(path) || url.search || url.hash) throw new ReplayTargetError(`${shown} has more than a host, port and database number; ${usage}`);
  const target: RedisTarget = { host: url.hostname.replace(/^\[|\]$/g, ''), port, db: path === '' ? 0 : Number(path) };
  if (url.password) target.password = decodeURIComponent(url.password);
  if (url.username) target.username = decodeURIComponent(url.username);
  if (url.protocol === 'rediss:') target.tls = true;
  return target;
}

/** Shortens a server's error text for a one-line message. */
export function briefly(e: unknown): string {
  return (e instanceof Error ? e.message : String(e)).replace(/\s+/g, ' ').slice(0, 80);
}

/** The address a message names: `HOST:PORT`, with the scheme when it is TLS. */
function whereOf(target: RedisTarget): string {
  return `${target.tls ? 'rediss://' : ''}${target.host}:${target.port}`;
}

/** What to do about a server's refusal of the login, in one sentence, or null when `e` is something else. */
function loginProblem(e: unknown, target: RedisTarget): string | null {
  const where = whereOf(target);
  const message = e instanceof Error ? e.message : String(e);
  const scheme = target.tls ? 'rediss' : 'redis';
  if (/^NOAUTH\b/.test(message)) return `the server at ${where} needs a password: add it as ${scheme}://:PASSWORD@${target.host}:${target.port}`;
  if (/^WRONGPASS\b|invalid password|invalid username-password/i.test(message)) {
    return `the server at ${where} refused the ${target.username ? `user ${JSON.stringify(target.username)} or its password` : 'password'} (${briefly(e)}); check the password in the address`;
  }
  if (/AUTH <password> called without any password configured/i.test(message)) {
    return `the server at ${where} has no password, but the address gives one; drop it: ${scheme}://${target.host}:${target.port}`;
  }
  if (/^NOPERM\b/.test(message)) return `the server at ${where} does not let ${target.username ? `the user ${JSON.stringify(target.username)}` : 'this user'} run the replay (${briefly(e)}); it needs EVAL, DBSIZE and SELECT`;
  return null;
}

/** Whether `e` is ioredis's own timeout of one command (`commandTimeout`). */
function timedOut(e: unknown): boolean {
  return e instanceof Error && /^Command timed out/.test(e.message);
}

/**
 * Connects to `target` (one attempt, `ON_TIMEOUTS.connectMs` at most, no retries) with the
 * runner's settings (Buffer replies where asked, exact 64-bit integers: see `connectRedis`), each
 * later command bounded by `ON_TIMEOUTS.commandMs`; logs in (`AUTH`, when the address has a
 * password) and asks PING, so a server that wants a password, refuses it, or never answers is
 * named here. It does not SELECT: the caller picks the database (`selectDatabase`). Rejects with
 * `ReplayTargetError` saying what to do. Sources: https://redis.io/docs/latest/commands/auth/,
 * https://redis.io/docs/latest/commands/ping/
 */
export async function connectOnce(target: RedisTarget, timeouts = ON_TIMEOUTS): Promise<Redis> {
  const where = whereOf(target);
  const client = new Redis({
    host: target.host,
    port: target.port,
    // TLS names the server it expects (SNI) by host name only: an IP address is not a name (RFC 6066).
    ...(target.tls ? { tls: isIP(target.host) ? {} : { servername: target.host } } : {}),
    stringNumbers: true,
    lazyConnect: true,
    connectTimeout: timeouts.connectMs,
    commandTimeout: timeouts.commandMs,
    // AUTH, PING and SELECT are sent here, each answer read: ioredis's own ready check (INFO)
    // would fail on a server that wants a password before AUTH could be named as the reason.
    enableReadyCheck: false,
    // CLIENT SETINFO (Redis 7.2+) on connect would be one more unanswered command on a silent server, before PING.
    disableClientInfo: true,
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
    const code = err.code;
    if (code === 'ETIMEDOUT') {
      const tls = target.tls ? ' (is it a TLS port? use redis:// for a server without TLS)' : '';
      throw new ReplayTargetError(`cannot reach a Redis server at ${where}: no connection within ${timeouts.connectMs / 1000} seconds${tls}; check the host and port`);
    }
    const why = code === 'ECONNREFUSED' ? 'nothing listens there' : code === 'ENOTFOUND' ? 'no such host' : briefly(err);
    const todo = code === 'ENOTFOUND' ? 'check the host name in the address' : `start one with: redis-server --port ${target.port}`;
    throw new ReplayTargetError(`cannot reach a Redis server at ${where} (${why}); ${todo}`);
  }
  try {
    if (target.password !== undefined) {
      await (target.username !== undefined ? client.auth(target.username, target.password) : client.auth(target.password));
    }
    await client.ping();
  } catch (e) {
    client.disconnect();
    if (timedOut(e)) {
      throw new ReplayTargetError(`the server at ${where} took the connection but did not answer within ${timeouts.commandMs / 1000} seconds; is it a Redis server, and is it busy?`);
    }
    throw new ReplayTargetError(loginProblem(e, target) ?? `the server at ${where} refused PING (${briefly(e)})`);
  }
  return client;
}

/**
 * Picks the address's database on a single server: SELECT n when n is not 0. A server without
 * that database (Redis has 16 unless `databases` says otherwise) is refused with one line naming
 * how many it has (from CONFIG GET databases, when it answers). On failure disconnects the client
 * and rejects with `ReplayTargetError`. Source: https://redis.io/docs/latest/commands/select/
 */
async function selectDatabase(client: Redis, target: RedisTarget): Promise<void> {
  if (target.db === 0) return;
  const where = whereOf(target);
  try {
    await client.select(target.db);
  } catch (e) {
    if (timedOut(e)) {
      client.disconnect();
      throw new ReplayTargetError(`the server at ${where} did not answer SELECT ${target.db} within ${ON_TIMEOUTS.commandMs / 1000} seconds`);
    }
    let count: number | null = null;
    try {
      const [, n] = (await client.config('GET', 'databases')) as string[];
      count = n === undefined ? null : Number(n);
    } catch {
      // CONFIG may be renamed or refused; the sentence goes without the count.
    }
    client.disconnect();
    if (/out of range|invalid DB index/i.test(briefly(e))) {
      const has = count !== null && Number.isSafeInteger(count) && count > 0 ? ` (it has databases 0 to ${count - 1})` : '';
      throw new ReplayTargetError(`the server at ${where} has no database ${target.db}${has}; pick one it has in the address's /DB, or start it with --databases ${target.db + 1}`);
    }
    throw new ReplayTargetError(loginProblem(e, target) ?? `the server at ${where} refused SELECT ${target.db} (${briefly(e)})`);
  }
}

/**
 * Checks that the client's database is empty (DBSIZE 0), since a replay's keyspace is only Redis's
 * answer when it starts from nothing; on failure disconnects it and rejects with `ReplayTargetError`.
 */
async function ensureEmpty(client: Redis, target: RedisTarget): Promise<void> {
  const where = whereOf(target);
  let keys: number;
  try {
    keys = Number(await client.dbsize());
  } catch (e) {
    client.disconnect();
    if (timedOut(e)) throw new ReplayTargetError(`the server at ${where} did not answer DBSIZE within ${ON_TIMEOUTS.commandMs / 1000} seconds`);
    throw new ReplayTargetError(loginProblem(e, target) ?? `the server at ${where} refused DBSIZE (${briefly(e)})`);
  }
  if (keys !== 0) {
    client.disconnect();
    throw new ReplayTargetError(
      `the server at ${where} (database ${target.db}) holds ${keys} ${keys === 1 ? 'key' : 'keys'}; a replay needs an empty database: use a fresh redis-server or run FLUSHDB there first`,
    );
  }
}

/**
 * Connects to `target` (`connectOnce`: its timeouts, AUTH and PING), selects its database
 * (`selectDatabase`) and checks that this database is empty (DBSIZE 0), since a replay's keyspace
 * is only Redis's answer when it starts from nothing. Resolves to the connected client; rejects
 * with `ReplayTargetError` saying what to do when the server cannot be reached, refuses the
 * login, has no such database or holds keys. Source: https://redis.io/docs/latest/commands/dbsize/
 */
export async function openEmptyServer(target: RedisTarget): Promise<Redis> {
  const client = await connectOnce(target);
  await selectDatabase(client, target);
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
 * What `sim FILE --on redis://HOST:PORT[/DB]` replays on: connects (`connectOnce`: timeouts, AUTH,
 * PING) and asks the server whether it is a Redis Cluster node (`INFO cluster`). A single server
 * selects the address's database, which must be empty (`selectDatabase`, DBSIZE on that database),
 * and replays with `replayScenario`; a cluster node leads to the whole cluster (`openCluster`:
 * every master, each empty, each step on the master that owns its keys' slot; database 0 only).
 * Rejects with `ReplayTargetError` saying what to do. Sources:
 * https://redis.io/docs/latest/commands/dbsize/ and
 * https://redis.io/docs/latest/operate/oss_and_stack/reference/cluster-spec/
 */
export async function openReplayTarget(target: RedisTarget): Promise<ReplayTarget> {
  const client = await connectOnce(target);
  if (await isClusterNode(client)) {
    if (target.db !== 0) {
      client.disconnect();
      throw new ReplayTargetError(`the server at ${whereOf(target)} is a Redis Cluster node, and a cluster has only database 0; drop /${target.db} from the address`);
    }
    return openCluster(client, target);
  }
  await selectDatabase(client, target);
  await ensureEmpty(client, target);
  return {
    kind: 'server',
    check: async () => {},
    replay: (scenario, onStep) => replayScenario(client, scenario, onStep),
    disconnect: () => client.disconnect(),
  };
}
