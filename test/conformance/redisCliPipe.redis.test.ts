import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type Redis from 'ioredis';
import { describe, expect, it } from 'vitest';
import { dumpKeyspace, runScenarioOnRedis, shippedScripts } from '../../src/replay/redisRunner';
import type { RedisServer } from '../../src/replay/redisServer';
import { isErrorReply } from '../../src/sim/format/reply';
import type { Scenario } from '../../src/sim/format/scenario';
import type { KeyspaceDump, Trace } from '../../src/sim/format/trace';
import { parseScenario } from '../../src/sim/scenario/parseScenario';
import { redisCliLine, redisCliScript, respCommands } from '../../src/sim/scenario/redisCliScript';
import { traceSteps } from '../../src/sim/scenario/runScenario';
import { CASES_DIR, loadRecordedCases } from '../recordedCases';
import { useRedisServer } from '../support/useRedisServer';

const ROOT = resolve(__dirname, '../..');
const cases = loadRecordedCases().map((c) => ({ ...c, scenario: parseScenario(c.scenarioText) }));
const FIDELITY_CLASSES = JSON.parse(readFileSync(new URL('../fixtures/fidelity-classes.json', import.meta.url), 'utf8')) as { class: string; scenario: Scenario }[];

let client: Redis;
let server: RedisServer;
useRedisServer((c, s) => {
  client = c;
  server = s;
});

interface CliRun {
  code: number | null;
  stdout: string;
}

/** Pipes `input` into `redis-cli -p PORT ...args` and resolves to its exit code and output. */
function redisCli(input: string | Buffer, args: string[] = []): Promise<CliRun> {
  return new Promise((done, fail) => {
    const child = spawn('redis-cli', ['-h', '127.0.0.1', '-p', String(server.port), ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.on('data', (b: Buffer) => (stdout += b.toString('utf8')));
    child.stderr.on('data', (b: Buffer) => (stdout += b.toString('utf8')));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout }));
    child.stdin.end(input);
  });
}

/** The scenario's `--redis-cli` output (RESP), as the bytes the CLI writes. */
function resp(scenario: Scenario): Buffer {
  return Buffer.from([...respCommands(scenario, shippedScripts())].join(''), 'utf8');
}

/** `redis-cli --pipe`'s closing count, `errors: E, replies: R`. */
function counts(run: CliRun): { errors: number; replies: number } {
  const m = /errors: (\d+), replies: (\d+)/.exec(run.stdout);
  expect(m, run.stdout.slice(-500)).not.toBeNull();
  return { errors: Number(m![1]), replies: Number(m![2]) };
}

/**
 * Pipes the scenario's RESP into `redis-cli --pipe` on the emptied server and checks that each
 * step ran exactly once (one reply per step that sends a command, as many errors as `trace` has
 * error replies, exit 1 exactly when there are errors) and that Redis ends with the keyspace of
 * the trace's last step.
 */
async function pipesLike(scenario: Scenario, trace: Trace): Promise<void> {
  await client.flushall();
  await client.script('FLUSH');
  const run = await redisCli(resp(scenario), ['--pipe']);
  const sent = trace.steps.filter((s) => s.op !== 'crash');
  const errors = sent.filter((s) => isErrorReply(s.reply)).length;
  expect(counts(run)).toEqual({ errors, replies: sent.length });
  expect(run.code).toBe(errors > 0 ? 1 : 0);
  expect(await dumpKeyspace(client)).toEqual(trace.steps.at(-1)?.keyspace ?? {});
}

function sim(args: string[]) {
  return spawnSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'src/cli/sim.ts'), ...args]);
}

describe('--redis-cli output piped into redis-cli --pipe', () => {
  it('finds the reference cases and the fidelity classes', () => {
    expect(cases.length).toBeGreaterThanOrEqual(14);
    expect(FIDELITY_CLASSES.length).toBeGreaterThanOrEqual(9);
  });

  for (const c of cases) {
    it(`runs each step of ${c.name} once and ends with the keyspace of its recorded trace's last step`, async () => {
      await pipesLike(c.scenario, c.expected);
    });
  }

  for (const { class: what, scenario } of FIDELITY_CLASSES) {
    it(`runs each step once and ends with the keyspace of Redis's trace for the fidelity class: ${what}`, async () => {
      const trace = await runScenarioOnRedis(client, scenario);
      await pipesLike(scenario, trace);
    });
  }

  const derail = parseScenario({
    format: 'emq-scenario/1', name: 'directives', queue: 'q', clockStartMs: 1_767_225_600_000, maxStalled: 3, leaseMs: 1000,
    steps: [
      { at: 0, op: 'redis', command: ['3', 'RPUSH', 'l', 'x'] },
      { at: 1, op: 'redis', command: ['exit'] },
      { at: 2, op: 'redis', command: ['ZADD', 'z', '1', 'a'] },
    ],
  });
  const zOnly: KeyspaceDump = { z: { type: 'zset', value: [['a', 1]] } };

  it('is not derailed by steps redis-cli would read as a repeat count or exit: Redis and the simulator end with {z}, and so does the pipe', async () => {
    expect([...traceSteps(derail)].at(-1)!.keyspace).toEqual(zOnly);
    const trace = await runScenarioOnRedis(client, derail);
    expect(trace.steps.at(-1)!.keyspace).toEqual(zOnly);
    await pipesLike(derail, trace);
  });

  it('needs --pipe: the same commands typed at the redis-cli prompt repeat RPUSH three times and exit before ZADD', async () => {
    await client.flushall();
    // each command quoted as the prompt reads it, without the directive filter of redisCliLines
    const lines = derail.steps.map((s) => redisCliLine((s as { command: string[] }).command)).join('\n');
    await redisCli(`${lines}\n`);
    expect(await dumpKeyspace(client)).toEqual({ l: { type: 'list', value: ['x', 'x', 'x'] } });
    // the prompt's own input, which leaves such lines out, ends like Redis
    await client.flushall();
    await redisCli(redisCliScript(derail, shippedScripts()));
    expect(await dumpKeyspace(client)).toEqual(zOnly);
  });

  it('keeps every byte of an argument, protocol text inside it included, as one argument', async () => {
    const awkward = ['\r\n*1\r\n$8\r\nFLUSHALL\r\n', '$-1', 'say "hi"', 'nul\u0000byte', 'café ☕ 𝄞', 'lone \ud800 half', '', '3', 'quit'];
    const scenario = parseScenario({
      format: 'emq-scenario/1', name: 'awkward bytes', queue: 'q "x"\r\n', clockStartMs: 1_700_000_000_000, maxStalled: 2, leaseMs: 1000,
      steps: [
        ...awkward.map((v, i) => ({ at: i, op: 'redis', command: ['HSET', `h:${v}`, `f${v}`, v] })),
        { at: 10, op: 'enqueue', job: 'job "1"\r\n*1\r\n', data: 'ü\u0000' },
        { at: 11, op: 'claim', worker: 'w\\1' },
      ],
    });
    const trace = await runScenarioOnRedis(client, scenario);
    expect(Object.keys(trace.steps.at(-1)!.keyspace)).toHaveLength(awkward.length + 2);
    await pipesLike(scenario, trace);
  });

  it('the CLI prints the RESP of a case, which redis-cli --pipe replays to the trace\'s last keyspace', async () => {
    const file = join(CASES_DIR, 'seed-four-jobs.scenario.json');
    const expected = cases.find((c) => c.name === 'seed-four-jobs')!.expected;
    const cli = sim([file, '--redis-cli']);
    expect(cli.stderr.toString()).toBe('');
    expect(cli.status).toBe(0);
    expect(cli.stdout.subarray(0, 1).toString()).toBe('*');
    expect(cli.stdout.equals(resp(cases.find((c) => c.name === 'seed-four-jobs')!.scenario))).toBe(true);
    await client.flushall();
    const run = await redisCli(cli.stdout, ['--pipe']);
    expect(counts(run).replies).toBe(expected.steps.filter((s) => s.op !== 'crash').length);
    expect(await dumpKeyspace(client)).toEqual(expected.steps.at(-1)!.keyspace);
  });
});
