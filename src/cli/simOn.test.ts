import { spawn, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { join, resolve } from 'node:path';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASES_DIR } from '../../test/recordedCases';
import { connectOnce, openReplayTarget, parseRedisTarget, ReplayTargetError } from '../replay/onServer';
import { startRedisServer, type RedisServer } from '../replay/redisServer';

const ROOT = resolve(__dirname, '../..');
const SCENARIO = join(CASES_DIR, 'seed-four-jobs.scenario.json');
const TRACE = JSON.parse(readFileSync(join(CASES_DIR, 'seed-four-jobs.trace.json'), 'utf8')) as unknown;
const PASSWORD = 'pa ss/wörd';

/** Runs `npm run sim` (asynchronously: the servers these tests start live in this process). */
function sim(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'src/cli/sim.ts'), ...args], { env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b: Buffer) => (stdout += b.toString('utf8')));
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString('utf8')));
    child.on('error', fail);
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

/** The CLI's answer to a server it cannot use: exit 2, nothing on stdout, exactly one line on stderr (returned). */
async function refusal(run: Promise<{ status: number | null; stdout: string; stderr: string }>): Promise<string> {
  const r = await run;
  expect(r.stdout).toBe('');
  expect(r.stderr.split('\n'), r.stderr.slice(0, 500)).toHaveLength(2);
  expect(r.status).toBe(2);
  return r.stderr.trimEnd();
}

let plain: RedisServer;
let locked: RedisServer;
let silent: net.Server;
const sockets = new Set<net.Socket>();
let silentPort: number;
let client: Redis;
let admin: Redis;

beforeAll(async () => {
  [plain, locked] = await Promise.all([startRedisServer(), startRedisServer({ args: () => ['--requirepass', PASSWORD] })]);
  client = new Redis({ host: plain.host, port: plain.port, lazyConnect: true });
  admin = new Redis({ host: locked.host, port: locked.port, password: PASSWORD, lazyConnect: true });
  await Promise.all([client.connect(), admin.connect()]);
  // A server that takes the connection and never answers a word.
  silent = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
  silentPort = (silent.address() as net.AddressInfo).port;
}, 30_000);

afterAll(async () => {
  client?.disconnect();
  admin?.disconnect();
  for (const socket of sockets) socket.destroy();
  await new Promise((r) => silent?.close(r));
  await Promise.all([plain?.stop(), locked?.stop()]);
});

const dbsize = async (c: Redis, db: number) => {
  await c.select(db);
  return c.dbsize();
};

describe('sim --on writes into the database its address names', () => {
  it('refuses a database the server does not have, and writes nothing anywhere', async () => {
    await client.flushall();
    expect(await refusal(sim([SCENARIO, '--on', `redis://127.0.0.1:${plain.port}/16`]))).toBe(
      `sim: --on: the server at 127.0.0.1:${plain.port} has no database 16 (it has databases 0 to 15); pick one it has in the address's /DB, or start it with --databases 17`,
    );
    expect(await dbsize(client, 0)).toBe(0);
  });

  it('replays into database 3 for /3: Redis’s trace, and database 0 untouched', async () => {
    await client.flushall();
    const r = await sim([SCENARIO, '--on', `redis://127.0.0.1:${plain.port}/3`]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(TRACE);
    expect(await dbsize(client, 0)).toBe(0);
    expect(await dbsize(client, 3)).toBeGreaterThan(0);
  });

  it('checks that the named database is empty, not database 0', async () => {
    await client.flushall();
    await client.select(0);
    await client.set('someone-else', 'x');
    const r = await sim([SCENARIO, '--on', `redis://127.0.0.1:${plain.port}/5`]);
    expect(r.status).toBe(0);
    // Database 5 now holds the replay's keys.
    expect(await refusal(sim([SCENARIO, '--on', `redis://127.0.0.1:${plain.port}/5`]))).toBe(
      `sim: --on: the server at 127.0.0.1:${plain.port} (database 5) holds ${await dbsize(client, 5)} keys; a replay needs an empty database: use a fresh redis-server or run FLUSHDB there first`,
    );
  });
});

describe('sim --on logs in with the address’s password', () => {
  const at = () => `127.0.0.1:${locked.port}`;
  const withPassword = (user = '') => `redis://${user}:${encodeURIComponent(PASSWORD)}@${at()}`;

  it('replays on a server with requirepass given redis://:PASSWORD@HOST:PORT (percent-encoded), and with the default user named', async () => {
    for (const address of [withPassword(), `${withPassword('default')}/2`]) {
      await admin.flushall();
      const r = await sim([SCENARIO, '--on', address]);
      expect(r.stderr).toBe('');
      expect(JSON.parse(r.stdout)).toEqual(TRACE);
    }
    expect(await dbsize(admin, 2)).toBeGreaterThan(0);
  });

  it('says that the server needs a password, and how to give it', async () => {
    expect(await refusal(sim([SCENARIO, '--on', `redis://${at()}`]))).toBe(`sim: --on: the server at ${at()} needs a password: add it as redis://:PASSWORD@${at()}`);
  });

  it('says that the server refused the password, without echoing it', async () => {
    const line = await refusal(sim([SCENARIO, '--on', `redis://:wrong-secret@${at()}`]));
    expect(line).toMatch(new RegExp(`^sim: --on: the server at ${at()} refused the password \\(WRONGPASS`));
    expect(line).not.toContain('wrong-secret');
    expect(await refusal(sim([SCENARIO, '--on', `redis://bob:${encodeURIComponent(PASSWORD)}@${at()}`]))).toMatch(/refused the user "bob" or its password/);
  });

  it('says that a server without a password was given one', async () => {
    expect(await refusal(sim([SCENARIO, '--on', `redis://:secret@127.0.0.1:${plain.port}`]))).toBe(
      `sim: --on: the server at 127.0.0.1:${plain.port} has no password, but the address gives one; drop it: redis://127.0.0.1:${plain.port}`,
    );
  });

  it('never shows the password of an address it cannot read', () => {
    expect(() => parseRedisTarget('redis://:hunter2@127.0.0.1:6379/x')).toThrow(/"redis:\/\/:\*\*\*@127\.0\.0\.1:6379\/x" has more than a host, port and database number/);
    expect(parseRedisTarget('rediss://u%40x:p%3Aw@h:7000/4')).toEqual({ host: 'h', port: 7000, db: 4, username: 'u@x', password: 'p:w', tls: true });
  });
});

describe('sim --on gives up on a server that never answers', () => {
  it('names a server that takes the connection and says nothing (in-process, with short timeouts)', async () => {
    const e = await connectOnce({ host: '127.0.0.1', port: silentPort, db: 0 }, { connectMs: 300, commandMs: 300 }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ReplayTargetError);
    expect((e as Error).message).toBe(`the server at 127.0.0.1:${silentPort} took the connection but did not answer within 0.3 seconds; is it a Redis server, and is it busy?`);
  });

  it('exits 2 with one line after its command timeout of 10 seconds', async () => {
    expect(await refusal(sim([SCENARIO, '--on', `redis://127.0.0.1:${silentPort}`]))).toBe(
      `sim: --on: the server at 127.0.0.1:${silentPort} took the connection but did not answer within 10 seconds; is it a Redis server, and is it busy?`,
    );
  }, 30_000);

  it('names a TLS address whose server speaks no TLS (in-process, with a short connect timeout)', async () => {
    const e = await connectOnce({ host: '127.0.0.1', port: plain.port, db: 0, tls: true }, { connectMs: 300, commandMs: 300 }).catch((x: unknown) => x);
    expect((e as Error).message).toBe(
      `cannot reach a Redis server at rediss://127.0.0.1:${plain.port}: no connection within 0.3 seconds (is it a TLS port? use redis:// for a server without TLS); check the host and port`,
    );
  });
});

describe('sim --on over TLS and on a cluster node', () => {
  it('replays over rediss:// on a TLS-only server it trusts', async () => {
    const dir = (await import('node:fs')).mkdtempSync(join((await import('node:os')).tmpdir(), 'emq-tls-'));
    const cert = join(dir, 'cert.pem');
    const key = join(dir, 'key.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
    const tls = await startRedisServer({
      args: (port) => ['--port', '0', '--tls-port', String(port), '--tls-cert-file', cert, '--tls-key-file', key, '--tls-ca-cert-file', cert, '--tls-auth-clients', 'no'],
    });
    try {
      const r = await sim([SCENARIO, '--on', `rediss://127.0.0.1:${tls.port}/1`], { NODE_EXTRA_CA_CERTS: cert });
      expect(r.stderr).toBe('');
      expect(JSON.parse(r.stdout)).toEqual(TRACE);
    } finally {
      await tls.stop();
    }
  }, 30_000);

  it('refuses a database other than 0 on a Redis Cluster node, which has only database 0', async () => {
    const node = await startRedisServer({ args: (port, dir) => ['--cluster-enabled', 'yes', '--cluster-config-file', join(dir, `nodes-${port}.conf`)] });
    try {
      const e = await openReplayTarget({ host: node.host, port: node.port, db: 2 }).catch((x: unknown) => x);
      expect((e as Error).message).toBe(`the server at 127.0.0.1:${node.port} is a Redis Cluster node, and a cluster has only database 0; drop /2 from the address`);
    } finally {
      await node.stop();
    }
  }, 30_000);
});
