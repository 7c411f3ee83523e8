import type Redis from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { connectRedis } from '../../src/replay/redisRunner';
import { startRedisCluster, type RedisCluster } from '../../src/replay/redisCluster';

/** A test file's own Redis Cluster: its masters' servers and one client per master (`connectRedis`). */
export interface ClusterHandle {
  cluster: RedisCluster;
  /** One client per master, in the order of `cluster.nodes`. */
  clients: Redis[];
  /** Empties every master (FLUSHALL) and its script cache (SCRIPT FLUSH): a fresh cluster for the next test. */
  flush(): Promise<void>;
}

/**
 * Gives a test file its own three-master Redis Cluster on free loopback ports (`startRedisCluster`:
 * `--cluster-enabled yes`, `redis-cli --cluster create … --cluster-replicas 0`, then
 * `cluster_state:ok`), started before the file's tests (up to 30 s) and stopped after them, temporary
 * directories and cluster config files removed. `onReady` receives the handle.
 */
export function useRedisCluster(onReady: (handle: ClusterHandle) => void): void {
  let cluster: RedisCluster | undefined;
  let clients: Redis[] = [];
  beforeAll(async () => {
    cluster = await startRedisCluster();
    clients = cluster.nodes.map((n) => connectRedis(n));
    const flush = async () => {
      await Promise.all(clients.map(async (c) => {
        await c.flushall();
        await c.script('FLUSH');
      }));
    };
    onReady({ cluster, clients, flush });
  }, 30_000);
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit()));
    await cluster?.stop();
  });
}
