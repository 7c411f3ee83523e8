import type Redis from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { connectRedis } from '../../src/replay/redisRunner';
import { startRedisServer, type RedisServer } from '../../src/replay/redisServer';

/**
 * Gives a test file its own redis-server on a free loopback port: started before the file's
 * tests (up to 20 s), stopped after them. `onReady` receives the client (made with
 * `connectRedis`, so 64-bit integers come back exact) and the server.
 */
export function useRedisServer(onReady: (client: Redis, server: RedisServer) => void): void {
  let server: RedisServer | undefined;
  let client: Redis | undefined;
  beforeAll(async () => {
    server = await startRedisServer();
    client = connectRedis(server);
    onReady(client, server);
  }, 20_000);
  afterAll(async () => {
    await client?.quit();
    await server?.stop();
  });
}
