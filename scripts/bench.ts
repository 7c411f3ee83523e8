/**
 * `npm run bench` — every performance figure of the project in one run, printed (never asserted):
 *
 * 1. The sweep: how long ONE sweep over n expired leases takes in the simulator, on a real
 *    redis-server (the shipped sweep.lua by SCRIPT LOAD + EVALSHA, the EVALSHA round trip
 *    measured) and in ioredis-mock (the same script through defineCommand), with ratios, the
 *    simulator's heap growth, and whether its reply and keyspace after the sweep are identical
 *    to redis-server's.
 * 2. The timeline: scrubbing a 10,000-event history and the memory of a busy hour
 *    (scripts/bench-timeline.ts, also `npm run bench:timeline` on its own).
 * 3. The page: first view bytes, prerendered first paint, worst long task per view, Lighthouse —
 *    from `benchPage()` in scripts/bench-page.ts when that file is there (it builds the page and
 *    drives headless Chromium), printed by its own `print` (the report `npx tsx scripts/bench-page.ts`
 *    prints); a line says so when it is not there. `--no-page` skips it.
 * 4. The hub at the limits it accepts: a story of 5,000 jobs and 20,000 steps opened in the built
 *    hub, then its step controls clicked: the longest task while it opens, the longest task a
 *    click caused, DOM nodes and JS heap (scripts/bench-hub.ts, also runnable on its own).
 *    `--no-hub` skips it.
 * 5. The element: embed.js's bytes (the loader), what a page with an element far below the fold
 *    loads before scrolling, the loader and a hub's first paint, and the host page's layout shift
 *    (CLS) with a hub and a bound element at a normal and a 4× slowed CPU (scripts/bench-embed.ts,
 *    on the element build it makes in dist/). `--no-embed` skips it.
 *
 * `npm run --silent bench -- --json` prints exactly one JSON object on stdout:
 * `{"sweep":[{"n":…,"simMs":…,"redisMs":…,"mockMs":…,"simOverRedis":…,"simOverRedisPaired":…,"simHeapGrowthMB":…,"simHeapHeldMB":…,
 * "sameReply":true,"sameKeyspace":true},…],"timeline":{…},
 * "page":{…}|null,"hub":{"jobs":…,"steps":…,"openTaskMs":…,"longestClick":{"ms":…,"on":…},"clicks":{…},"domNodes":…,"heapMB":…}|null,"embed":{"loaderGzip":…,…}|null,"loadAverage":{"start":[…],"end":[…]}}` (milliseconds, median of the runs;
 * `mockMs` is null where the mock was not run; `page` is null when skipped or absent). Notes go
 * to stderr. Figures move with the machine's load (the 1/5/15-minute load average is printed).
 *
 * The state is the same everywhere: n jobs in `active`, each with a job hash
 * (`state active, attempts 1, worker w1, token w1:1`), every deadline below -3e9 ms so it is
 * expired on any clock: ioredis-mock runs Lua on fengari, whose 32-bit integers wrap the
 * script's `now` (seconds × 1000) to some value within ±2^31, so only deadlines below -2^31 are
 * due for it too. Deadlines repeat every 97 jobs, so equal scores order by member bytes.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import RedisMock from 'ioredis-mock';
import Redis from 'ioredis';
import { invocationFor } from '../src/sim/queue/invocation';
import { queueKeys } from '../src/sim/queue/keys';
import { runVerb } from '../src/sim/queue/verbs';
import { Keyspace } from '../src/sim/redis/keyspace';
import type { Reply } from '../src/sim/format/reply';
import type { KeyspaceDump } from '../src/sim/format/trace';
import { dumpKeyspace, shippedScript } from '../src/replay/redisRunner';
import { startRedisServer } from '../src/replay/redisServer';
import { benchTimeline, printTimeline, type TimelineFigures } from './bench-timeline';
import { benchHub, printHub, type HubAtLimits } from './bench-hub';
import { benchEmbed, printEmbed, type EmbedFigures } from './bench-embed';

const SIZES = [1_000, 10_000, 100_000];
/** The mock's sweep grows quadratically (≈0.3 s at 1,000, ≈32 s at 10,000 on 2 cores): it stops here. */
const MOCK_MAX_N = 10_000;
const JSON_OUT = process.argv.includes('--json');
const SKIP_PAGE = process.argv.includes('--no-page');
const SKIP_HUB = process.argv.includes('--no-hub');
const SKIP_EMBED = process.argv.includes('--no-embed');
const BENCH_PAGE = join(import.meta.dirname, 'bench-page.ts');
const QUEUE = 'bench';
const k = queueKeys(QUEUE);
const header = { queue: QUEUE, maxStalled: 3, leaseMs: 30_000 };
const sweepInv = invocationFor({ at: 0, op: 'sweep' }, header)!;
const NOW = 1767225600000;

// Odd, so the median is one run; 7 at 100,000 because a shared machine's noise is widest there.
const runsFor = (n: number) => (n <= 10_000 ? 5 : 7);
const note = (s: string) => process.stderr.write(`${s}\n`);
const id = (i: number) => `job:${i}`;
const deadline = (i: number) => -3e9 - (i % 97);
const HASH = ['state', 'active', 'attempts', '1', 'worker', 'w1', 'token', 'w1:1'];

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function simState(n: number): Keyspace {
  const ks = new Keyspace();
  for (let i = 0; i < n; i++) {
    ks.call(['ZADD', k.active, String(deadline(i)), id(i)], NOW);
    ks.call(['HSET', k.job(id(i)), ...HASH], NOW);
  }
  return ks;
}

// A collection before each timed run, so one run's garbage (the previous copy of the keyspace)
// is not charged to the next: every run starts from the same quiet heap.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** One timed sweep of a side: milliseconds, and that run's reply and keyspace afterwards (read lazily). */
interface SideRun {
  ms: number;
  reply: Reply;
}

/** One timed simulator sweep, plus its heap figures (MB). */
interface SimRun extends SideRun {
  /** MB the heap grew by over the sweep (what it allocated and no collection freed yet). */
  heapGrowthMB: number;
  /** MB the heap's net change after the sweep and a full collection (the reply included; negative when it freed more). */
  heapHeldMB: number;
}

const MB = 1024 * 1024;

/** The simulator's side: the keyspace of n leases built once, then a fresh copy per timed run. */
function simSide(n: number): { run(): SimRun; dump(): KeyspaceDump } {
  const base = simState(n);
  // One untimed run first: the JIT compiles the verb's hot paths, as it has in a page that has
  // already swept once.
  runVerb(base.clone(), sweepInv, NOW);
  let last: Keyspace | null = null;
  return {
    run() {
      const ks = base.clone();
      last = null;
      collectGarbage();
      const before = process.memoryUsage().heapUsed;
      const t = performance.now();
      const { reply } = runVerb(ks, sweepInv, NOW);
      const ms = performance.now() - t;
      const heapGrowthMB = (process.memoryUsage().heapUsed - before) / MB;
      if (!Array.isArray(reply) || reply.length !== n) throw new Error(`simulator sweep returned ${JSON.stringify(reply).slice(0, 80)}`);
      collectGarbage();
      const heapHeldMB = (process.memoryUsage().heapUsed - before) / MB;
      last = ks;
      return { ms, reply, heapGrowthMB, heapHeldMB };
    },
    dump: () => last!.dump(),
  };
}

async function loadRedis(client: Redis, n: number): Promise<void> {
  await client.flushall();
  const CHUNK = 1000;
  const p = client.pipeline();
  for (let i = 0; i < n; i += CHUNK) {
    const args: string[] = [];
    for (let j = i; j < Math.min(n, i + CHUNK); j++) args.push(String(deadline(j)), id(j));
    p.zadd(k.active, ...args);
  }
  for (let i = 0; i < n; i++) p.hset(k.job(id(i)), ...HASH);
  await p.exec();
}

/** One timed redis-server sweep: the keyspace loaded afresh, then the EVALSHA round trip. */
async function redisRun(client: Redis, sha: string, n: number): Promise<SideRun> {
  await loadRedis(client, n);
  collectGarbage();
  const t = performance.now();
  const reply = (await client.evalsha(sha, sweepInv.keys.length, ...sweepInv.keys, ...sweepInv.args)) as unknown[];
  const ms = performance.now() - t;
  if (reply.length !== n) throw new Error(`redis sweep returned ${reply.length} entries, expected ${n}`);
  // ioredis gives bulk strings as UTF-8 text and integers as numbers: the simulator's Reply form.
  return { ms, reply: reply as Reply };
}

async function benchMock(n: number): Promise<number> {
  const runs = n >= 10_000 ? 1 : 3;
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const mock = new RedisMock({ port: 10_000 + n + r }); // instances share data per host:port
    mock.defineCommand('emqSweep', { numberOfKeys: 3, lua: shippedScript('sweep') });
    const args: (string | number)[] = [];
    for (let i = 0; i < n; i++) args.push(deadline(i), id(i));
    await mock.zadd(k.active, ...args);
    for (let i = 0; i < n; i++) await mock.hset(k.job(id(i)), ...HASH);
    const t = performance.now();
    await (mock as unknown as { emqSweep(...a: string[]): Promise<unknown> }).emqSweep(...sweepInv.keys, ...sweepInv.args);
    times.push(performance.now() - t);
    // ioredis-mock 8.13 returns the sweep's nested table as an empty array, so check its effect instead
    const left = await mock.zcard(k.active);
    const pending = await mock.zcard(k.pending);
    if (left !== 0 || pending !== n) throw new Error(`mock sweep left ${left} active and ${pending} pending of ${n}`);
    await mock.flushall();
    mock.disconnect();
  }
  return median(times);
}

interface SweepRow {
  n: number;
  simMs: number;
  redisMs: number;
  mockMs: number | null;
  /** The ratio of the two medians. */
  simOverRedis: number;
  /** The median of each run's ratio to the redis-server run right after it (the two ran side by side, under the same load). */
  simOverRedisPaired: number;
  /** MB the simulator's heap grew by over one sweep, and what it still held after a collection. */
  simHeapGrowthMB: number;
  simHeapHeldMB: number;
  /** The sweep's reply and the keyspace dump after it, simulator against redis-server. */
  sameReply: boolean;
  sameKeyspace: boolean;
}

async function benchSweep(): Promise<SweepRow[]> {
  const server = await startRedisServer();
  const client = new Redis({ host: server.host, port: server.port, maxRetriesPerRequest: 1 });
  const rows: SweepRow[] = [];
  try {
    const sha = (await client.script('LOAD', shippedScript('sweep'))) as string;
    for (const n of SIZES) {
      // The two sides alternate, run by run, so a burst of load on a shared machine slows both
      // rather than whichever happened to run then.
      note(`n = ${n}: simulator and redis-server, ${runsFor(n)} runs each, alternating…`);
      const sim = simSide(n);
      const simRuns: SimRun[] = [];
      const redisRuns: SideRun[] = [];
      for (let r = 0; r < runsFor(n); r++) {
        simRuns.push(sim.run());
        redisRuns.push(await redisRun(client, sha, n));
      }
      const simMs = median(simRuns.map((x) => x.ms));
      const redisMs = median(redisRuns.map((x) => x.ms));
      const paired = median(simRuns.map((x, r) => x.ms / redisRuns[r]!.ms));
      const sameReply = isDeepStrictEqual(simRuns.at(-1)!.reply, redisRuns.at(-1)!.reply);
      const sameKeyspace = isDeepStrictEqual(sim.dump(), await dumpKeyspace(client));
      let mockMs: number | null = null;
      if (n <= MOCK_MAX_N) {
        note(`n = ${n}: ioredis-mock…`);
        mockMs = await benchMock(n);
      } else {
        note(`n = ${n}: ioredis-mock skipped (its sweep grows quadratically; ${MOCK_MAX_N} already takes about half a minute)`);
      }
      rows.push({
        n,
        simMs: round(simMs),
        redisMs: round(redisMs),
        mockMs: mockMs === null ? null : round(mockMs),
        simOverRedis: round(simMs / redisMs),
        simOverRedisPaired: round(paired),
        simHeapGrowthMB: round(median(simRuns.map((x) => x.heapGrowthMB))),
        simHeapHeldMB: round(median(simRuns.map((x) => x.heapHeldMB))),
        sameReply,
        sameKeyspace,
      });
    }
  } finally {
    await client.quit();
    await server.stop();
  }
  return rows;
}

function printSweep(rows: SweepRow[]): void {
  const fmt = (x: number | null, w: number) => (x === null ? '—' : x.toFixed(x < 10 ? 2 : 1)).padStart(w);
  const ratio = (a: number | null, b: number) => (a === null ? '—' : `${(a / b).toFixed(2)}×`).padStart(12);
  console.log('One sweep over n expired leases (median ms; ratios against redis-server; goal sim/redis ≤ 0.25× at 100,000)');
  console.log(
    `${'n'.padStart(8)} ${'simulator'.padStart(10)} ${'redis'.padStart(10)} ${'mock'.padStart(10)} ${'sim/redis'.padStart(12)} ${'paired'.padStart(8)} ${'mock/redis'.padStart(12)}` +
      ` ${'sim heap +MB'.padStart(13)} ${'held MB'.padStart(8)}  replies and keyspace identical`,
  );
  for (const r of rows) {
    const same = r.sameReply && r.sameKeyspace ? 'yes' : `NO (reply ${r.sameReply ? 'same' : 'differs'}, keyspace ${r.sameKeyspace ? 'same' : 'differs'})`;
    console.log(
      `${String(r.n).padStart(8)} ${fmt(r.simMs, 10)} ${fmt(r.redisMs, 10)} ${fmt(r.mockMs, 10)} ${ratio(r.simMs, r.redisMs)} ${`${r.simOverRedisPaired.toFixed(2)}×`.padStart(8)} ${ratio(r.mockMs, r.redisMs)}` +
        ` ${fmt(r.simHeapGrowthMB, 13)} ${fmt(r.simHeapHeldMB, 8)}  ${same}`,
    );
  }
  console.log('redis: EVALSHA round trip on 127.0.0.1; mock: ioredis-mock 8.13 (fengari Lua), capped at n = 10,000.');
  console.log('sim/redis: the ratio of the medians; paired: the median ratio of each simulator run to the redis-server run right after it (the sides alternate run by run).');
  console.log('sim heap +MB: the heap\'s growth over one sweep (allocated, not yet collected); held MB: its net change after a full collection (negative: the sweep freed more than it kept, e.g. the emptied `active`).');
  console.log("identical: the sweep's reply and a dump of the keyspace after it, simulator against redis-server (the last timed run of each).");
}

type PageFigures = Record<string, unknown>;

/** The page's figures and bench-page.ts's own report of them (`print`), or why there are none. */
async function benchPageIfPresent(): Promise<{ figures: PageFigures | null; print: ((r: PageFigures) => void) | null; why: string }> {
  if (SKIP_PAGE) return { figures: null, print: null, why: 'skipped (--no-page)' };
  if (!existsSync(BENCH_PAGE)) return { figures: null, print: null, why: 'scripts/bench-page.ts is not there: no page figures (first view bytes, first paint, long tasks, Lighthouse)' };
  const mod = (await import(pathToFileURL(BENCH_PAGE).href)) as { benchPage?: () => Promise<PageFigures>; print?: (r: PageFigures) => void };
  if (typeof mod.benchPage !== 'function') return { figures: null, print: null, why: 'scripts/bench-page.ts exports no benchPage(): no page figures' };
  note('page: benchPage() from scripts/bench-page.ts…');
  // In --json mode stdout carries one object only: whatever the page bench logs goes to stderr.
  const log = console.log;
  if (JSON_OUT) console.log = (...a: unknown[]) => note(a.map(String).join(' '));
  try {
    return { figures: await mod.benchPage(), print: typeof mod.print === 'function' ? mod.print : null, why: '' };
  } finally {
    console.log = log;
  }
}

/** Any figures record as indented `name: value` lines (numbers rounded to 2 decimals). */
function printFigures(value: unknown, indent = '  '): void {
  if (value === null || typeof value !== 'object') {
    console.log(`${indent}${show(value)}`);
    return;
  }
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
      console.log(`${indent}${k}:`);
      printFigures(v, `${indent}  `);
    } else console.log(`${indent}${k}: ${show(v)}`);
  }
}

function show(v: unknown): string {
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : v.toFixed(2);
  if (Array.isArray(v)) return v.map(show).join(', ');
  if (v !== null && typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

const load = () => loadavg().map((x) => round(x));

async function main(): Promise<void> {
  const start = load();
  note(`load average at start: ${start.join(' ')}`);
  const sweep = await benchSweep();
  note('timeline: scrubbing a 10,000-event history…');
  const timeline: TimelineFigures = await benchTimeline();
  const page = await benchPageIfPresent();
  const hub: HubAtLimits | null = SKIP_HUB ? null : await benchHub();
  const embed: EmbedFigures | null = SKIP_EMBED ? null : await elementFigures();
  const end = load();
  if (JSON_OUT) {
    process.stdout.write(`${JSON.stringify({ sweep, timeline, page: page.figures, hub, embed, loadAverage: { start, end } })}\n`);
    return;
  }
  printSweep(sweep);
  console.log('');
  printTimeline(timeline);
  console.log('');
  if (page.figures) {
    console.log('The page (scripts/bench-page.ts):');
    // bench-page.ts's own readable report; the raw figures only if it has none.
    if (page.print) page.print(page.figures);
    else printFigures(page.figures);
  } else console.log(`The page: ${page.why}.`);
  console.log('');
  if (hub) printHub(hub);
  else console.log('The hub at the limits: skipped (--no-hub).');
  console.log('');
  if (embed) printEmbed(embed);
  else console.log('The element: skipped (--no-embed).');
  console.log('');
  console.log(`Load average (1, 5, 15 min) at start ${start.join(' ')}, at end ${end.join(' ')} (2 shared cores: figures move with it, ratios less).`);
}

/** The element build (vite.embed.config.ts, into dist/ beside the page) measured by scripts/bench-embed.ts. */
async function elementFigures(): Promise<EmbedFigures> {
  note('element: building embed.js (vite build -c vite.embed.config.ts)…');
  const root = join(import.meta.dirname, '..');
  const b = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '-c', 'vite.embed.config.ts', '--logLevel', 'error'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (b.status !== 0) throw new Error('the element build (vite build -c vite.embed.config.ts) failed');
  note('element: bytes and layout shift…');
  return benchEmbed(join(root, 'dist'));
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack ?? e.message : String(e)}\n`);
  process.exit(1);
});
