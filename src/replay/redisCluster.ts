import { spawn } from 'node:child_process';
import { join } from 'node:path';
import Redis from 'ioredis';
import { freePort, startRedisServer, type RedisServer, type StartRedisOptions } from './redisServer';

/** A Redis Cluster started by a test for itself: masters only, on loopback ports nobody else chose. */
export interface RedisCluster {
  /** Its masters, in the order they were started; together they serve all 16,384 slots. */
  nodes: RedisServer[];
  /** Stops every node (each removes its own `--dir`, cluster config file included). Idempotent. */
  stop(): Promise<void>;
}

export interface StartClusterOptions extends Pick<StartRedisOptions, 'binary' | 'readyTimeoutMs'> {
  /** How many masters; default 3, the fewest `redis-cli --cluster create` accepts. */
  masters?: number;
  /** The `redis-cli` that creates the cluster; default `$REDIS_CLI` or `redis-cli` on the PATH. */
  cli?: string;
  /** How long to wait for `cluster_state:ok` on every node after the create, in ms. Default 20,000. */
  okTimeoutMs?: number;
}

/** Runs `redis-cli ARGS` and resolves with its output; rejects on a non-zero exit or after `timeoutMs`. */
function run(cli: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cli, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString('utf8')));
    child.stderr.on('data', (b: Buffer) => (out += b.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (e: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(e.code === 'ENOENT' ? new Error(`redis-cli not found: apt-get install -y redis-tools (or set REDIS_CLI) [tried "${cli}"]`) : e);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`redis-cli ${args.join(' ')} failed (code ${code}, signal ${signal}):\n${out}`));
    });
  });
}

/** Polls `CLUSTER INFO` on `node` until it says `cluster_state:ok` with all 16,384 slots assigned and ok. */
async function waitUntilOk(node: RedisServer, deadline: number): Promise<void> {
  const client = new Redis({ host: node.host, port: node.port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await client.connect();
    let info = '';
    while (Date.now() < deadline) {
      info = await client.cluster('INFO');
      if (/^cluster_state:ok\r?$/m.test(info) && /^cluster_slots_ok:16384\r?$/m.test(info)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`the cluster node at ${node.host}:${node.port} did not reach cluster_state:ok:\n${info}`);
  } finally {
    client.disconnect();
  }
}

/**
 * Starts a Redis Cluster of `masters` masters and no replicas for a test: each node a
 * `startRedisServer` on a free loopback port with `--cluster-enabled yes`, its cluster config file
 * `nodes-P.conf` in its own temporary `--dir` and its cluster bus on a second free port
 * (`--cluster-port`, so the bus never needs P + 10000), no persistence; then `redis-cli --cluster
 * create … --cluster-replicas 0 --cluster-yes` spreads the 16,384 slots over them, and it resolves
 * once every node reports `cluster_state:ok`. On any failure it stops what it started. Call it from
 * `beforeAll` and `stop()` from `afterAll`. Sources:
 * https://redis.io/docs/latest/operate/oss_and_stack/management/scaling/ (creating a cluster) and
 * https://redis.io/docs/latest/operate/oss_and_stack/reference/cluster-spec/
 */
export async function startRedisCluster(opts: StartClusterOptions = {}): Promise<RedisCluster> {
  const masters = opts.masters ?? 3;
  const cli = opts.cli ?? process.env.REDIS_CLI ?? 'redis-cli';
  const nodes: RedisServer[] = [];
  let stopped: Promise<void> | undefined;
  const stop = () => (stopped ??= Promise.all(nodes.map((n) => n.stop())).then(() => undefined));
  try {
    for (let i = 0; i < masters; i++) {
      nodes.push(
        await startRedisServer({
          binary: opts.binary,
          readyTimeoutMs: opts.readyTimeoutMs,
          args: async (port, dir) => [
            '--cluster-enabled', 'yes',
            '--cluster-config-file', join(dir, `nodes-${port}.conf`),
            '--cluster-port', String(await freePort()),
          ],
        }),
      );
    }
    await run(cli, ['--cluster', 'create', ...nodes.map((n) => `${n.host}:${n.port}`), '--cluster-replicas', '0', '--cluster-yes'], 30_000);
    const deadline = Date.now() + (opts.okTimeoutMs ?? 20_000);
    await Promise.all(nodes.map((n) => waitUntilOk(n, deadline)));
  } catch (e) {
    await stop();
    throw e;
  }
  return { nodes, stop };
}
