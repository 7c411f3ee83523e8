import { spawn, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import type Redis from 'ioredis';
import { describe, expect, it } from 'vitest';
import { openEmptyServer } from '../../src/replay/onServer';
import { dumpKeyspace, replayScenario, shippedScripts } from '../../src/replay/redisRunner';
import type { RedisServer } from '../../src/replay/redisServer';
import { parseScenario } from '../../src/sim/scenario/parseScenario';
import { redisCliScript } from '../../src/sim/scenario/redisCliScript';
import type { TraceStep } from '../../src/sim/format/trace';
import { loadRecordedCases, CASES_DIR } from '../recordedCases';
import { useRedisServer } from '../support/useRedisServer';

const ROOT = resolve(__dirname, '../..');
const cases = loadRecordedCases().map((c) => ({ ...c, scenario: parseScenario(c.scenarioText) }));
let client: Redis;
let server: RedisServer;

useRedisServer((c, s) => {
  client = c;
  server = s;
});

/** Pipes `input` into `redis-cli -p PORT` and resolves to its exit code and output. */
function redisCli(input: string, port: number): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn('redis-cli', ['-h', '127.0.0.1', '-p', String(port)], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b: Buffer) => (stdout += b.toString('utf8')));
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString('utf8')));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

function sim(args: string[]) {
  return spawnSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'src/cli/sim.ts'), ...args], { encoding: 'utf8' });
}

describe('a run replayed on your own Redis', () => {
  it('finds the reference cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(14);
  });

  for (const c of cases) {
    it(`piped into redis-cli on an empty server, the commands of ${c.name} end with the keyspace of its trace's last step`, async () => {
      await client.flushall();
      const r = await redisCli(redisCliScript(c.scenario, shippedScripts()), server.port);
      expect(r.code).toBe(0);
      expect(await dumpKeyspace(client)).toEqual(c.expected.steps.at(-1)!.keyspace);
    });
  }

  for (const c of cases) {
    it(`replayed with --on's code on an empty server, ${c.name} gives Redis's reference trace`, async () => {
      await client.flushall();
      const target = await openEmptyServer({ host: server.host, port: server.port, db: 0 });
      const steps: TraceStep[] = [];
      try {
        await replayScenario(target, c.scenario, (s) => {
          steps.push(s);
        });
      } finally {
        target.disconnect();
      }
      expect(JSON.stringify({ format: 'emq-trace/1', steps })).toBe(JSON.stringify(c.expected));
    });
  }

  it('redis-cli reads back quotes, backslashes, line breaks, NULs, non-ASCII text and lone surrogates as Redis received them', async () => {
    const awkward = ['say "hi"', 'C:\\dir\\', 'two\nlines\r\n\ttab', 'nul\u0000byte', 'café ☕ 𝄞', 'lone \ud800 half', "it's", ''];
    const scenario = parseScenario({
      format: 'emq-scenario/1', name: 'awkward bytes', queue: 'q "x"\n', clockStartMs: 1_700_000_000_000, maxStalled: 2, leaseMs: 1000,
      steps: [
        ...awkward.map((v, i) => ({ at: i, op: 'redis', command: ['HSET', `h:${v}`, `f${v}`, v] })),
        { at: 10, op: 'enqueue', job: 'job "1"\n', data: 'ü\u0000' },
        { at: 11, op: 'claim', worker: 'w\\1' },
        { at: 12, op: 'redis', command: ['3', 'INCR', 'counter'] },
        { at: 13, op: 'redis', command: ['help'] },
        { at: 14, op: 'redis', command: ['SET', 'after', 'the directives'] },
      ],
    });
    await client.flushall();
    const direct = await openEmptyServer({ host: server.host, port: server.port, db: 0 });
    let last: TraceStep | undefined;
    try {
      await replayScenario(direct, scenario, (s) => {
        last = s;
      });
    } finally {
      direct.disconnect();
    }
    await client.flushall();
    expect((await redisCli(redisCliScript(scenario, shippedScripts()), server.port)).code).toBe(0);
    const piped = await dumpKeyspace(client);
    expect(piped).toEqual(last!.keyspace);
    expect(Object.keys(piped)).toContain('after');
    expect(Object.keys(piped)).not.toContain('counter');
  });

  // `--redis-cli` (RESP for redis-cli --pipe) is checked in redisCliPipe.redis.test.ts
  it('the CLI prints the trace Redis gives with --on', async () => {
    const file = join(CASES_DIR, 'seed-four-jobs.scenario.json');
    const expected = cases.find((c) => c.name === 'seed-four-jobs')!.expected;
    await client.flushall();
    const on = sim([file, '--on', `redis://127.0.0.1:${server.port}`]);
    expect(on.stderr).toBe('');
    expect(on.status).toBe(0);
    expect(JSON.parse(on.stdout)).toEqual(expected);
  });

  it('--on refuses a server that holds keys, with one line that says to empty it', async () => {
    await client.flushall();
    await client.set('someone-elses-key', '1');
    const r = sim([join(CASES_DIR, 'seed-four-jobs.scenario.json'), '--on', `redis://127.0.0.1:${server.port}`]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toEqual([
      `sim: --on: the server at 127.0.0.1:${server.port} (database 0) holds 1 key; a replay needs an empty database: use a fresh redis-server or run FLUSHDB there first`,
    ]);
    expect(await client.get('someone-elses-key')).toBe('1');
    await client.flushall();
  });
});
