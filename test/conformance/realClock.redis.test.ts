import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invocationFor, VERBS, type VerbName } from '../../src/sim/queue/invocation';
import { queueKeys } from '../../src/sim/queue/keys';
import type { Step } from '../../src/sim/format/scenario';
import { shippedScript } from '../../src/replay/redisRunner';
import { startRedisServer, type RedisServer } from '../../src/replay/redisServer';

// The shipped scripts, unmodified, on the server's own clock. Nothing pins TIME here, so the checks
// are the ones that hold whatever the clock reads: deadlines between TIME readings taken around a
// call, an immediate sweep finds nothing, a 1 ms lease expires and is recovered.

const defaults = { queue: 'rc', maxStalled: 2, leaseMs: 30_000 };
const k = queueKeys(defaults.queue);
let server: RedisServer;
let client: Redis;
const sha = {} as Record<VerbName, string>;

beforeAll(async () => {
  server = await startRedisServer();
  client = new Redis({ host: server.host, port: server.port, maxRetriesPerRequest: 1 });
  await client.flushall();
  for (const v of VERBS) sha[v] = (await client.script('LOAD', shippedScript(v))) as string;
}, 20_000);

afterAll(async () => {
  await client?.quit();
  await server?.stop();
});

type StepWithoutAt = Step extends infer S ? (S extends Step ? Omit<S, 'at'> : never) : never;

/** Runs a verb step through EVALSHA of its shipped script. */
async function verb(step: StepWithoutAt): Promise<unknown> {
  const inv = invocationFor({ ...step, at: 0 } as Step, defaults)!;
  return client.evalsha(sha[inv.verb], inv.keys.length, ...inv.keys, ...inv.args);
}

/** The server clock in milliseconds, as the scripts compute it from TIME. */
async function serverMs(): Promise<number> {
  const [s, us] = await client.time();
  return Number(s) * 1000 + Math.floor(Number(us) / 1000);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the shipped scripts on the real server clock (SCRIPT LOAD + EVALSHA, TIME not pinned)', () => {
  it('loads each script under the SHA1 of the file itself, so nothing was altered', async () => {
    for (const v of VERBS) {
      // Computed here from the file's bytes, not from what shippedScript handed to SCRIPT LOAD.
      const fileSha = createHash('sha1').update(readFileSync(new URL(`../../src/sim/queue/scripts/${v}.lua`, import.meta.url))).digest('hex');
      expect(sha[v], `${v}.lua`).toBe(fileSha);
      expect(await client.script('EXISTS', fileSha), `${v}.lua`).toEqual([1]);
    }
  });

  it("a claim's deadline lies between the TIME readings around it plus the lease, and a sweep right after finds nothing", async () => {
    expect(await verb({ op: 'enqueue', job: 'j1' })).toBe(1);
    const t0 = await serverMs();
    const reply = (await verb({ op: 'claim', worker: 'w1', leaseMs: 30_000 })) as [string, string, number];
    const t1 = await serverMs();
    expect(reply[0]).toBe('j1');
    expect(reply[1]).toBe('w1:1');
    expect(Number.isInteger(reply[2])).toBe(true);
    expect(reply[2]).toBeGreaterThanOrEqual(t0 + 30_000);
    expect(reply[2]).toBeLessThanOrEqual(t1 + 30_000);
    expect(Number(await client.zscore(k.active, 'j1'))).toBe(reply[2]);

    expect(await verb({ op: 'sweep' })).toEqual([]);
    expect(await verb({ op: 'reap' })).toEqual([]);
    expect(await client.zrange(k.active, 0, -1)).toEqual(['j1']);
  });

  it('a heartbeat moves the deadline to its own now plus the lease, and only the owner may beat or complete', async () => {
    const before = Number(await client.zscore(k.active, 'j1'));
    const t0 = await serverMs();
    const deadline = (await verb({ op: 'extend', job: 'j1', token: 'w1:1', leaseMs: 60_000 })) as number;
    const t1 = await serverMs();
    expect(deadline).toBeGreaterThanOrEqual(t0 + 60_000);
    expect(deadline).toBeLessThanOrEqual(t1 + 60_000);
    expect(deadline).toBeGreaterThan(before);
    expect(await verb({ op: 'extend', job: 'j1', token: 'w2:1', leaseMs: 60_000 })).toBe(-1);
    expect(await verb({ op: 'complete', job: 'j1', token: 'w1:2' })).toBe(-1);
    expect(await verb({ op: 'complete', job: 'j1', token: 'w1:1' })).toBe(1);
    expect(await client.hgetall(k.job('j1'))).toEqual({ state: 'completed', attempts: '1' });
    expect(await client.zcard(k.active)).toBe(0);
  });

  it('a 1 ms lease expires after a short wait, a sweep recovers it and the old owner is fenced', async () => {
    expect(await verb({ op: 'enqueue', job: 'j2', group: 'g' })).toBe(1);
    const [id, token, deadline] = (await verb({ op: 'claim', worker: 'w1', group: 'g', leaseMs: 1 })) as [string, string, number];
    expect([id, token]).toEqual(['j2', 'w1:1']);
    while ((await serverMs()) < deadline) await sleep(2); // the clock must pass the deadline (inclusive)
    expect(await verb({ op: 'sweep' })).toEqual([['j2', 'recovered', 1]]);
    expect(await client.zrange(k.groupPending('g'), 0, -1, 'WITHSCORES')).toEqual(['j2', '0']);
    expect(await client.hgetall(k.job('j2'))).toEqual({ state: 'pending', group: 'g', attempts: '1', stalled: '1' });
    expect(await verb({ op: 'extend', job: 'j2', token, leaseMs: 1000 })).toBe(-1);
    expect(await verb({ op: 'complete', job: 'j2', token })).toBe(-1);
  });

  it('the second 1 ms lease is reaped without a count, and the M-th stall dead-letters', async () => {
    const [, token2, d2] = (await verb({ op: 'claim', worker: 'w2', group: 'g', leaseMs: 1 })) as [string, string, number];
    expect(token2).toBe('w2:2');
    while ((await serverMs()) < d2) await sleep(2);
    expect(await verb({ op: 'reap', limit: 10 })).toEqual([['j2', 'recovered']]);
    expect(await client.hget(k.job('j2'), 'stalled')).toBe('1');

    const [, , d3] = (await verb({ op: 'claim', worker: 'w3', group: 'g', leaseMs: 1 })) as [string, string, number];
    while ((await serverMs()) < d3) await sleep(2);
    expect(await verb({ op: 'sweep', maxStalled: 2 })).toEqual([['j2', 'dead', 2]]);
    expect(await client.zrange(k.dead, 0, -1)).toEqual(['j2']);
    expect(await client.hget(k.job('j2'), 'state')).toBe('dead');
  });

  it('a long lease claimed now is not swept even after the short ones expired', async () => {
    expect(await verb({ op: 'enqueue', job: 'j3' })).toBe(1);
    const [, , d] = (await verb({ op: 'claim', worker: 'w1', leaseMs: 10_000 })) as [string, string, number];
    await sleep(5);
    expect(await serverMs()).toBeLessThan(d);
    expect(await verb({ op: 'sweep' })).toEqual([]);
    expect(await client.zscore(k.active, 'j3')).toBe(String(d));
  });
});
