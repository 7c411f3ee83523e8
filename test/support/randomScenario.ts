import { SCENARIO_LIMITS } from '../../src/sim/scenario/limits';
import { queueKeys, type QueueKeys } from '../../src/sim/queue/keys';
import type { Scenario, Step } from '../../src/sim/format/scenario';
import { isExpired } from '../../src/sim/events/lease';

/**
 * mulberry32: a small seeded PRNG (32-bit state). Returns a function giving floats in [0, 1).
 * The same seed always gives the same sequence; the simulator never uses Math.random.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface RandomScenarioOptions {
  /** Number of steps. Default: 30 to 70, drawn from the seed. */
  steps?: number;
  /** Share of raw `redis` steps, 0..1. Default 0.22. Set 0 for verb-only scenarios. */
  rawShare?: number;
  /** Whether raw steps may break the queue's own keys (wrong types, non-integer counters, DEL). Default true. */
  hostile?: boolean;
}

/**
 * Names an object would take for its own: a key, field, member or id spelt like one must stay
 * what it is (in a JavaScript object `__proto__` would set the prototype and vanish from a trace).
 */
const PROTO_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
/**
 * Job ids that exercise byte order: case (`Job:3` < `job:1`), length (`job:10` < `job:2`), a prefix
 * (`job:1` < `job:1a`), a non-ASCII id (`jöb`, UTF-8 bytes c3 b6, after every ASCII id), a lone
 * UTF-16 surrogate (`j\ud800`, which reaches Redis as U+FFFD, the same id as `j\ufffd`) and names
 * an object would take for its own (`__proto__`, `constructor`).
 */
export const RANDOM_JOB_IDS = ['job:1', 'job:2', 'job:10', 'Job:3', 'job:1a', 'jöb', 'a', 'B', 'x y', 'j\ud800', '__proto__', 'constructor'] as const;
const WORKERS = ['w1', 'w2', 'w3', 'W1', 'w\udfff', 'toString'];
const GROUPS = ['g1', 'g2', 'tenant-7', '__proto__'];
const LEASES = [1, 2, 5, 10, 100, 1000, 5000, 30000];
/** A lease that puts the deadline past 10^14, where %.14g and %.17g write it differently. */
const hugeLease = (rng: Rng) => int(rng, 98_232_774_399_000, 7_000_000_000_000_000);
const QUEUES = ['q', 'cm.bot.commands', 'Q-1'];
const DATA = ['{"cmd":"/roll"}', '', 'x', 'ünïcødé ✓', '"quoted" \\ back', 'a'.repeat(64)];
const SCRATCH = { zset: 'z', hash: 'h', list: 'work', list2: 'processing' };
/** Redis 7.0's `hash-max-listpack-entries`: one more field makes a hash a hashtable. */
const HASH_MAX_LISTPACK_ENTRIES = 512;

type Rng = () => number;

/** The generator's rough guess of the queue, used only to pick plausible tokens and times. */
interface Shadow {
  lanes: Map<string, string[]>; // lane key → pending ids (kept sorted by code units)
  active: Map<string, { deadline: number; token: string }>;
  jobs: Map<string, { attempts: number; stalled: number; group?: string; tokens: string[] }>;
}

function pick<T>(rng: Rng, xs: readonly T[]): T {
  return xs[Math.floor(rng() * xs.length)];
}
function int(rng: Rng, lo: number, hi: number): number {
  return lo + Math.floor(rng() * (hi - lo + 1));
}
function chance(rng: Rng, p: number): boolean {
  return rng() < p;
}
/** Fisher–Yates, in place, from the seeded generator. */
function shuffle<T>(rng: Rng, xs: T[]): void {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
}
function weighted<T>(rng: Rng, table: [number, T][]): T {
  const total = table.reduce((s, [w]) => s + w, 0);
  let r = rng() * total;
  for (const [w, v] of table) {
    if ((r -= w) < 0) return v;
  }
  return table[table.length - 1][1];
}

/**
 * A valid random `emq-scenario/1` from a seed: the same seed gives the same scenario.
 *
 * It mixes several workers, leases of different lengths (1 ms to 30 s), heartbeats and completes with the
 * right token and with stale or foreign ones, sweeps with various `maxStalled` and `limit`, reaps, crashes,
 * grouped jobs, equal deadlines and `at` values that repeat or land exactly on a lease deadline, and raw
 * commands from docs/scenario-format.md's list (never `TIME`): ZADD with flags and odd scores, ZRANGEBYSCORE with
 * exclusive, infinite and malformed bounds, HSET/HINCRBY with non-integers, lists, DEL of job hashes and
 * commands on keys of the wrong type. Hash values stay ≤ 64 bytes, so a hash stays a listpack (HGETALL in
 * insertion order) unless a step gives it over 512 fields: then Redis makes it a hashtable, whose HGETALL
 * order changes per server start, and the conformance compares that reply as a set. Tokens are guessed
 * with a rough shadow of the queue (`worker:attempts`), so some are right and some are not.
 *
 * It also produces each class of input where an outside differential test found the simulator differing
 * from Redis (`fidelityCommand`): deadlines and attempt counts past 10^14 (numbers passed to `redis.call`
 * versus Lua's `..`), stall counts at the int64 edge (a script's integer reply), scores above 2^53 and
 * exact decimal ties (score replies), -0 in skiplist-encoded sorted sets (a member over 64 bytes, or 129
 * members), hexadecimal floats and NUL bytes in scores and bounds, conflicting ZADD flags, ZRANGE by rank
 * with LIMIT, bad ZPOPMIN counts, unknown commands with long, NUL, CR/LF and multi-byte arguments,
 * command names and options in mixed and non-ASCII case, lone surrogates, hashtable-encoded hashes,
 * keys, fields, members and ids named `__proto__`, `constructor`, `toString` or `hasOwnProperty`,
 * hexadecimal scores and bounds of over 25,000 digits, and lex ranges (`lexCommand`).
 */
export function randomScenario(seed: number, opts: RandomScenarioOptions = {}): Scenario {
  const rng = mulberry32(seed);
  const queue = pick(rng, QUEUES);
  const k = queueKeys(queue);
  const nSteps = opts.steps ?? int(rng, 30, 70);
  const rawShare = opts.rawShare ?? 0.22;
  const hostile = opts.hostile ?? true;
  const scenario: Scenario = {
    format: 'emq-scenario/1',
    name: `random scenario, seed ${seed}`,
    queue,
    clockStartMs: 1767225600000 + int(rng, 0, 999) + (chance(rng, 0.5) ? 0 : int(rng, 1, 86_400) * 1000),
    maxStalled: int(rng, 1, 4),
    leaseMs: pick(rng, LEASES),
    steps: [],
  };
  const jobs = RANDOM_JOB_IDS.slice(0, int(rng, 3, RANDOM_JOB_IDS.length));
  const workers = WORKERS.slice(0, int(rng, 2, WORKERS.length));
  const shadow: Shadow = { lanes: new Map(), active: new Map(), jobs: new Map() };
  let at = 0;

  for (let i = 0; i < nSteps; i++) {
    at = nextAt(rng, at, scenario, shadow);
    const now = scenario.clockStartMs + at;
    const step = chance(rng, rawShare)
      ? rawStep(rng, at, now, k, jobs, hostile)
      : verbStep(rng, at, now, scenario, k, jobs, workers, shadow);
    scenario.steps.push(step);
    // A hashtable-encoded hash is made to be read: its HGETALL order is what differs per server start.
    if (step.op === 'redis' && step.command[0] === 'HSET' && step.command.length > 2 * HASH_MAX_LISTPACK_ENTRIES && i + 1 < nSteps) {
      scenario.steps.push({ at, op: 'redis', command: ['HGETALL', step.command[1]!] });
      i++;
    }
  }
  return scenario;
}

/** Often the same instant, sometimes a little later, sometimes exactly a lease deadline or past it. */
function nextAt(rng: Rng, at: number, sc: Scenario, shadow: Shadow): number {
  // A huge lease puts a deadline past 10^14, but the clock stays within the clock-span limit a
  // scenario file may have (SCENARIO_LIMITS.atMs), so every generated file is one the page accepts.
  const deadlines = [...shadow.active.values()].map((a) => a.deadline - sc.clockStartMs).filter((d) => d >= at && d <= SCENARIO_LIMITS.atMs);
  return Math.min(SCENARIO_LIMITS.atMs, nextAtUncapped(rng, at, sc, deadlines));
}

function nextAtUncapped(rng: Rng, at: number, sc: Scenario, deadlines: number[]): number {
  return weighted<() => number>(rng, [
    [40, () => at],
    [20, () => at + int(rng, 1, 10)],
    [15, () => at + int(rng, 100, 3000)],
    [10, () => (deadlines.length ? pick(rng, deadlines) : at + sc.leaseMs)],
    [8, () => (deadlines.length ? pick(rng, deadlines) + 1 : at + 1)],
    [7, () => at + sc.leaseMs + int(rng, 0, 2)],
  ])();
}

function laneOf(k: QueueKeys, group: string | undefined): string {
  return k.lane(group);
}

function pushLane(shadow: Shadow, lane: string, id: string): void {
  const xs = shadow.lanes.get(lane) ?? [];
  if (!xs.includes(id)) xs.push(id);
  xs.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  shadow.lanes.set(lane, xs);
}

function verbStep(
  rng: Rng, at: number, now: number, sc: Scenario, k: QueueKeys, jobs: readonly string[], workers: readonly string[], shadow: Shadow,
): Step {
  const op = weighted(rng, [
    [18, 'enqueue'], [18, 'claim'], [14, 'extend'], [10, 'complete'], [10, 'sweep'], [5, 'reap'], [3, 'crash'],
  ] as [number, Step['op']][]);
  switch (op) {
    case 'enqueue': {
      const job = pick(rng, jobs);
      const group = chance(rng, 0.3) ? pick(rng, GROUPS) : undefined;
      const data = chance(rng, 0.3) ? pick(rng, DATA) : undefined;
      if (!shadow.jobs.has(job)) {
        shadow.jobs.set(job, { attempts: 0, stalled: 0, group, tokens: [] });
        pushLane(shadow, laneOf(k, group), job);
      }
      return { at, op, job, ...(group !== undefined && { group }), ...(data !== undefined && { data }) };
    }
    case 'claim': {
      const worker = pick(rng, workers);
      // Prefer a lane that has something, so claims usually succeed.
      const busy = GROUPS.filter((g) => (shadow.lanes.get(k.lane(g))?.length ?? 0) > 0);
      const group = chance(rng, 0.35) ? (busy.length && chance(rng, 0.7) ? pick(rng, busy) : pick(rng, GROUPS)) : undefined;
      const leaseMs = chance(rng, 0.02) ? hugeLease(rng) : chance(rng, 0.5) ? pick(rng, LEASES) : undefined;
      const lane = shadow.lanes.get(laneOf(k, group)) ?? [];
      const id = lane.shift();
      if (id !== undefined) {
        const j = shadow.jobs.get(id) ?? { attempts: 0, stalled: 0, tokens: [] };
        j.attempts += 1;
        const token = `${worker}:${j.attempts}`;
        j.tokens.push(token);
        shadow.jobs.set(id, j);
        shadow.active.set(id, { deadline: now + (leaseMs ?? sc.leaseMs), token });
      }
      return { at, op, worker, ...(group !== undefined && { group }), ...(leaseMs !== undefined && { leaseMs }) };
    }
    case 'extend':
    case 'complete': {
      const active = [...shadow.active.keys()];
      const job = active.length && chance(rng, 0.75) ? pick(rng, active) : pick(rng, jobs);
      const token = guessToken(rng, job, shadow);
      const a = shadow.active.get(job);
      if (op === 'extend') {
        const leaseMs = chance(rng, 0.03) ? hugeLease(rng) : chance(rng, 0.5) ? pick(rng, LEASES) : undefined;
        if (a && a.token === token) a.deadline = now + (leaseMs ?? sc.leaseMs);
        return { at, op, job, token, ...(leaseMs !== undefined && { leaseMs }) };
      }
      if (a && a.token === token) shadow.active.delete(job);
      return { at, op, job, token };
    }
    case 'sweep':
    case 'reap': {
      const limit = chance(rng, 0.4) ? pick(rng, [1, 2, 3, 10, 100]) : undefined;
      const maxStalled = op === 'sweep' && chance(rng, 0.4) ? int(rng, 1, 4) : undefined;
      const due = [...shadow.active.entries()]
        .filter(([, a]) => isExpired(a.deadline, now))
        .sort((x, y) => x[1].deadline - y[1].deadline || (x[0] < y[0] ? -1 : 1))
        .slice(0, limit ?? Infinity);
      for (const [id] of due) {
        shadow.active.delete(id);
        const j = shadow.jobs.get(id);
        if (!j) continue;
        if (op === 'sweep' && ++j.stalled >= (maxStalled ?? sc.maxStalled)) continue;
        pushLane(shadow, laneOf(k, j.group), id);
      }
      if (op === 'sweep') return { at, op, ...(maxStalled !== undefined && { maxStalled }), ...(limit !== undefined && { limit }) };
      return { at, op, ...(limit !== undefined && { limit }) };
    }
    case 'crash':
      return { at, op, worker: pick(rng, workers) };
    default:
      throw new Error(`unreachable op ${op}`);
  }
}

/** The current token (often), an older one of the same job, or a plausible-looking foreign one. */
function guessToken(rng: Rng, job: string, shadow: Shadow): string {
  const a = shadow.active.get(job);
  const j = shadow.jobs.get(job);
  return weighted<() => string>(rng, [
    [55, () => a?.token ?? `w1:${int(rng, 1, 3)}`],
    [20, () => (j && j.tokens.length ? pick(rng, j.tokens) : 'w2:1')],
    [20, () => `${pick(rng, WORKERS)}:${int(rng, 1, 4)}`],
    [5, () => pick(rng, ['', 'w1', 'w1:01', 'w1:1 '])],
    // After an attempt count of 10^14 Lua's `..` writes the token as `w1:1e+14`.
    [3, () => `${a?.token.split(':')[0] ?? 'w1'}:${pick(rng, ['1e+14', '100000000000000', '99999999999999'])}`],
  ])();
}

const SCORES = ['0', '1', '-1', '1.5', '0.1', '1e3', '-0', 'inf', '-inf', '+inf', '100', '999'];
/** Scores whose reply needs glibc's exact %.17g, and hexadecimal floats as strtod reads them. */
const EXACT_SCORES = [
  '72057594037927952', '86914823972620.0625', '9007199254740993', '0.0625', '5e-324', '1e21', '123456789.123456789',
  '1.7976931348623157e308', '0x1.000000000000081p0', '0x3p-1076', '0x0.001p1030', '0X1P3', '0x.8', '0x1.00000000000008p0', '-0x1p-2',
];
const BAD_SCORES = ['abc', 'nan', '(1', '', '1e', '0x10', '5\0', '0x1p-1075', '0x1p1024', '0x1.fffffffffffff8p1023', ' 1'];
const BOUNDS = ['-inf', '+inf', 'inf', '0', '(0', '1e3', '(100', '100', '(1.5', '1.5', '-1', '0x1p-1074', '(0x1p0', '0x1p1030', '2\0abc', '\0', '(\u00001', ' 1'];
const BAD_BOUNDS = ['abc', '[1', '(', '', 'nan', '2x\0'];
/**
 * Hexadecimal floats of over 25,000 digits, whose exponent alone is past ±100,000: only counting
 * every digit first gives strtod's value (2^100000 · 2^-100004 = 0.0625, and so on).
 */
const HEX_ZEROS = '0'.repeat(25_000);
const LONG_HEX_SCORES = [
  `0x1${HEX_ZEROS}p-100004`, `0x0.${HEX_ZEROS}1p100004`, `-0x1${HEX_ZEROS}p-99990`, `0x1${'8'.repeat(25_000)}p-100003`,
  `0x1${HEX_ZEROS}p-101100`, `0x1${HEX_ZEROS}p-98900`,
];
const LONG_HEX_BOUNDS = [`(0x1${HEX_ZEROS}p-100004`, `0x1${HEX_ZEROS}p-100002`, `-0x0.${HEX_ZEROS}1p100010`, `(0x1${HEX_ZEROS}p-99999`];
/** A member over 64 bytes makes a sorted set a skiplist (where -0 stays -0); 64 bytes exactly does not. */
const LONG_MEMBERS = ['m'.repeat(65), 'n'.repeat(64), 'é'.repeat(33)];
const LONE_SURROGATES = ['\ud800', '\ufffd', 'x\udc00', 'x\ufffd'];

function rawStep(rng: Rng, at: number, now: number, k: QueueKeys, jobs: readonly string[], hostile: boolean): Step {
  const zsets = [k.pending, k.active, k.dead, k.groupPending(pick(rng, GROUPS)), SCRATCH.zset];
  const hashes = [...jobs.map((j) => k.job(j)), SCRATCH.hash];
  const lists = [SCRATCH.list, SCRATCH.list2];
  // Usually the right type of key; sometimes (hostile) a key of another type, for WRONGTYPE.
  const zkey = () => (hostile && chance(rng, 0.06) ? pick(rng, [...hashes, ...lists]) : pick(rng, zsets));
  const hkey = () => (hostile && chance(rng, 0.06) ? pick(rng, [...zsets, ...lists]) : pick(rng, hashes));
  const lkey = () => (hostile && chance(rng, 0.08) ? pick(rng, [...zsets, ...hashes]) : pick(rng, lists));
  const member = () =>
    weighted<() => string>(rng, [
      [88, () => pick(rng, jobs)],
      [7, () => pick(rng, ['m1', 'm2', 'zz', 'jöb'])],
      [1, () => pick(rng, PROTO_NAMES)],
      [3, () => pick(rng, LONG_MEMBERS)],
      [2, () => pick(rng, LONE_SURROGATES)],
    ])();
  const nowScore = () => String(now + pick(rng, [-1000, -1, 0, 1, 30000]));
  const score = () =>
    weighted<() => string>(rng, [
      [50, () => pick(rng, SCORES)], [33, nowScore], [8, () => pick(rng, EXACT_SCORES)], [9, () => pick(rng, BAD_SCORES)],
    ])();
  const bound = () =>
    weighted<() => string>(rng, [
      [50, () => pick(rng, BOUNDS)],
      [35, () => (chance(rng, 0.3) ? '(' : '') + nowScore()],
      [5, () => pick(rng, BAD_BOUNDS)],
    ])();
  const limit = (): string[] =>
    chance(rng, 0.35) ? ['LIMIT', String(pick(rng, [0, 0, 1, 2, -1])), String(pick(rng, [1, 2, 10, -1, 0]))] : [];
  const field = () => pick(rng, ['state', 'attempts', 'stalled', 'worker', 'token', 'group', 'data', 'f', 'F', ...(chance(rng, 0.1) ? PROTO_NAMES : [])]);
  const value = () => pick(rng, ['pending', 'active', 'dead', 'completed', '0', '1', '2', '-3', '1.5', 'abc', '', 'ünï', 'v'.repeat(64)]);

  const command = weighted<() => string[]>(rng, [
    [12, () => fidelityCommand(rng, k, jobs, member, score, hostile)],
    [8, () => lexCommand(rng)],
    [14, () => {
      const flags = weighted<string[]>(rng, [
        [50, []], [8, ['NX']], [8, ['XX']], [6, ['GT']], [6, ['LT']], [6, ['CH']], [5, ['XX', 'GT', 'CH']],
        [4, ['INCR']], [3, ['NX', 'XX']], [3, ['NX', 'GT']], [3, ['GT', 'LT']], [2, ['nx', 'ch']],
        // Conflicts that Redis names before the INCR pair count, and options in other spellings.
        [2, ['NX', 'XX', 'INCR']], [2, ['GT', 'INCR']], [2, ['LT', 'NX', 'INCR']], [1, ['gT', 'lT', 'incr']],
        [1, ['ıncr']], [1, ['nx\0zz']], [1, ['Xx', 'cH']],
      ]);
      const pairs = flags.includes('INCR') && chance(rng, 0.7) ? 1 : int(rng, 1, 3);
      const args: string[] = [];
      for (let i = 0; i < pairs; i++) args.push(score(), member());
      if (chance(rng, 0.03)) args.pop(); // odd number of score/member args → syntax error
      return ['ZADD', zkey(), ...flags, ...args];
    }],
    [5, () => ['ZREM', zkey(), member(), ...(chance(rng, 0.3) ? [member()] : [])]],
    [4, () => ['ZSCORE', zkey(), member()]],
    [3, () => ['ZCARD', zkey()]],
    [6, () => {
      if (chance(rng, 0.5)) {
        const rank = () => String(pick(rng, [0, 1, -1, -2, 2, 10, -10]));
        const extra = weighted<string[]>(rng, [
          [60, []], [25, ['WITHSCORES']], [8, ['REV']], [4, ['REV', 'WITHSCORES']], [3, ['LIMIT', '0', '1']],
          // By rank Redis ignores a LIMIT whose count is -1 and refuses any other.
          [3, ['LIMIT', String(pick(rng, [0, 1, 2, -1])), String(pick(rng, [-1, -1, -2, 1]))]],
          [2, [pick(rng, ['withscores', 'wıthscores', 'WITHSCORES\0x', 'WithScores'])]],
        ]);
        return ['ZRANGE', zkey(), rank(), rank(), ...extra];
      }
      const rev = chance(rng, 0.4);
      return ['ZRANGE', zkey(), bound(), bound(), 'BYSCORE', ...(rev ? ['REV'] : []), ...limit(), ...(chance(rng, 0.4) ? ['WITHSCORES'] : [])];
    }],
    [10, () => {
      const opts = chance(rng, 0.5) ? [...(chance(rng, 0.4) ? ['WITHSCORES'] : []), ...limit()] : [...limit(), ...(chance(rng, 0.4) ? ['WITHSCORES'] : [])];
      return ['ZRANGEBYSCORE', zkey(), bound(), bound(), ...opts];
    }],
    [4, () => ['ZPOPMIN', zkey(), ...(chance(rng, 0.4) ? [String(pick(rng, [0, 1, 2, 5, -1, 100, 'x', '1.5', '']))] : [])]],
    [12, () => ['HSET', hkey(), field(), value(), ...(chance(rng, 0.25) ? [field(), value()] : [])]],
    [4, () => ['HGET', hkey(), field()]],
    [5, () => ['HGETALL', hkey()]],
    [3, () => ['HDEL', hkey(), field(), ...(chance(rng, 0.3) ? [field(), field()] : [])]],
    [3, () => ['HEXISTS', hkey(), field()]],
    [7, () => ['HINCRBY', hkey(), pick(rng, ['stalled', 'attempts', 'stalled', 'f', 'state']), pick(rng, ['1', '1', '-1', '2', '0', '1.5', 'x', '9223372036854775807'])]],
    [hostile ? 5 : 0, () => ['DEL', pick(rng, hashes), ...(chance(rng, 0.2) ? [pick(rng, [...zsets, ...lists])] : [])]],
    [3, () => ['EXISTS', pick(rng, [...hashes, ...zsets]), ...(chance(rng, 0.3) ? [pick(rng, hashes)] : []), ...(chance(rng, 0.1) ? ['nope', 'nope'] : [])]],
    [3, () => ['TYPE', pick(rng, [...hashes, ...zsets, ...lists, 'nope'])]],
    [5, () => [pick(rng, ['LPUSH', 'RPUSH']), lkey(), ...Array.from({ length: int(rng, 1, 3) }, () => pick(rng, ['m1', 'm2', 'm3', 'jöb']))]],
    [5, () => {
      const dir = () => pick(rng, ['LEFT', 'RIGHT', 'RIGHT', 'left', ...(chance(rng, 0.1) ? ['UP'] : [])]);
      return ['LMOVE', lkey(), lkey(), dir(), dir()];
    }],
    [2, () => ['LREM', lkey(), String(pick(rng, [0, 1, -1, 2])), pick(rng, ['m1', 'm2', 'm3'])]],
    [3, () => ['LRANGE', lkey(), String(pick(rng, [0, 1, -1])), String(pick(rng, [-1, 0, 5]))]],
    [2, () => ['LLEN', lkey()]],
    [1, () => pick(rng, [['ZCARD'], ['HGET', 'h'], ['ZADD', 'z'], ['LMOVE', 'work']])],
    // A hostile write to the queue's own keys: the next verb meets WRONGTYPE or a non-integer counter.
    [hostile ? 2 : 0, () => pick(rng, [
      ['HSET', k.job(pick(rng, jobs)), pick(rng, ['attempts', 'stalled']), pick(rng, ['x', '1.5', '9223372036854775807'])],
      ['LPUSH', pick(rng, [k.pending, k.active, k.dead, k.job(pick(rng, jobs))]), 'm1'],
      ['HSET', pick(rng, [k.pending, k.active, k.dead]), 'f', '1'],
      ['ZADD', k.job(pick(rng, jobs)), '0', 'm1'],
      ['ZADD', k.active, String(now), pick(rng, jobs)],
    ])],
  ])();
  // Redis folds only ASCII case in a command name: now and then send a known name in mixed case.
  if (chance(rng, 0.04)) command[0] = mixCase(rng, command[0]!);
  return { at, op: 'redis', command };
}

/** The word with each ASCII letter in a random case; other characters stay (`ı` must not become `I`). */
function mixCase(rng: Rng, word: string): string {
  return word.replace(/[A-Za-z]/g, (c) => (chance(rng, 0.5) ? c.toLowerCase() : c.toUpperCase()));
}

/** Unknown-command arguments Redis cuts: long ones (128-byte budget), a NUL, CR/LF, multi-byte UTF-8. */
const ODD_ARGS = ['a'.repeat(100), 'b'.repeat(100), 'é'.repeat(80), 'ab', 'x\0y', 'p\r\nq', 'c', '', '\ud800'];
/** Names that are not commands: look-alikes that only full Unicode case folding would match. */
// No name holds a NUL byte: Redis answers such a name differently from one start to the next, and parseScenario refuses it.
const UNKNOWN_NAMES = ['FLY', 'fly', 'hexıſts', 'HEXıſTS', 'ıncr', 'zscorE\u0001', 'F LY', 'n'.repeat(140), 'flyé', 'zadd\r\n'];

/** A raw command from one of the classes an outside differential test once found diverging. */
function fidelityCommand(
  rng: Rng, k: QueueKeys, jobs: readonly string[], member: () => string, score: () => string, hostile: boolean,
): string[] {
  const job = () => k.job(pick(rng, jobs));
  return weighted<() => string[]>(rng, [
    // Numbers past 10^14 and at the int64 edge, which the verbs then read back through Lua.
    [hostile ? 5 : 0, () => ['HSET', job(), 'attempts', pick(rng, ['99999999999999', '99999999999998', '999999999999999'])]],
    [hostile ? 6 : 0, () => ['HSET', job(), 'stalled', pick(rng, ['9223372036854775806', '9223372036854775805', '9007199254740992', '9007199254740993'])]],
    // Scores whose replies need the exact formatter, and -0 in a skiplist.
    [4, () => ['ZADD', pick(rng, ['z', k.active]), pick(rng, EXACT_SCORES), member(), '-0', pick(rng, LONG_MEMBERS)]],
    [3, () => ['ZADD', pick(rng, ['z', k.dead]), '-0', member()]],
    [0.5, () => ['ZADD', 'z', ...Array.from({ length: 129 }, (_, i) => [String(i % 7), `m${i}`]).flat()]],
    [3, () => ['ZSCORE', pick(rng, ['z', k.active, k.dead]), member()]],
    [2, () => ['ZADD', 'z', 'INCR', pick(rng, ['-0', '0x1p-2', '0.0625']), member()]],
    [3, () => ['ZRANGE', 'z', '0', '-1', 'WITHSCORES']],
    [3, () => ['ZRANGEBYSCORE', pick(rng, ['z', k.active]), pick(rng, BOUNDS), pick(rng, [...BOUNDS, ...BAD_BOUNDS]), 'WITHSCORES']],
    [2, () => ['ZADD', 'z', score(), member()]],
    // Unknown commands and names that only Unicode case folding would match.
    [4, () => [pick(rng, UNKNOWN_NAMES), ...Array.from({ length: int(rng, 0, 3) }, () => pick(rng, ODD_ARGS))]],
    [2, () => ['hexists', pick(rng, [SCRATCH.hash, job()]), pick(rng, ['f', 'state'])]],
    [2, () => ['LMOVE', SCRATCH.list, SCRATCH.list2, pick(rng, ['left', 'LEFT\0', 'Left']), pick(rng, ['rıght', 'RIGHT', 'riGHT'])]],
    // Lone surrogates in keys, fields and values.
    [2, () => ['HSET', pick(rng, ['h\udfff', 'h\ufffd']), pick(rng, LONE_SURROGATES), pick(rng, LONE_SURROGATES)]],
    [1, () => ['HGETALL', pick(rng, ['h\udfff', 'h\ufffd'])]],
    // A hash over 512 fields becomes a hashtable: its HGETALL order is not deterministic.
    [0.3, () => ['HSET', SCRATCH.hash, ...Array.from({ length: HASH_MAX_LISTPACK_ENTRIES + 1 }, (_, i) => [`f${i}`, 'v']).flat()]],
    [2, () => ['HGETALL', SCRATCH.hash]],
    // Names an object would take for its own, as keys, fields and members.
    [2, () => ['HSET', pick(rng, PROTO_NAMES), pick(rng, PROTO_NAMES), pick(rng, ['x', '1'])]],
    [2, () => ['ZADD', pick(rng, PROTO_NAMES), score(), pick(rng, PROTO_NAMES)]],
    [1, () => [pick(rng, ['HGETALL', 'TYPE']), pick(rng, PROTO_NAMES)]],
    [1, () => ['HINCRBY', pick(rng, [SCRATCH.hash, job()]), pick(rng, PROTO_NAMES), '1']],
    // Hexadecimal floats of over 25,000 digits, in scores and bounds.
    [1, () => ['ZADD', pick(rng, ['z', k.active]), pick(rng, LONG_HEX_SCORES), member()]],
    [1, () => ['ZRANGEBYSCORE', pick(rng, ['z', k.active]), pick(rng, [...LONG_HEX_BOUNDS, '-inf']), pick(rng, [...LONG_HEX_BOUNDS, '+inf']), 'WITHSCORES']],
  ])();
}

/**
 * Members for the lex sets: byte order (case, prefixes, `jöb`, U+FFFD, a NUL inside), members that
 * look like range ends, names an object would take for its own, and one over 64 bytes, which makes
 * a sorted set a skiplist.
 */
const LEX_MEMBERS = ['a', 'b', 'c', 'ab', 'B', '', 'jöb', '\ufffd', 'a\0b', '[a', '(', '-', '+', '__proto__', 'constructor', 'm'.repeat(65)];
const LEX_BOUNDS = ['-', '+', '[a', '(a', '[b', '(ab', '[', '(', '[jöb', '(\ufffd', '+\0x', '-\0', '[a\0b', '[__proto__', '(B', '[c'];
const BAD_LEX_BOUNDS = ['a', '', '-+', '++', '{a', '1', ' [a'];
/**
 * Keys only `lexCommand` writes: `zl`, every score 0 (as BYLEX expects; over 64 bytes a member
 * makes it a skiplist); `zm`, mixed scores but short members and few of them, so it stays a
 * listpack. With mixed scores a skiplist's lex search depends on its random node levels (Redis
 * answers differently from one start to the next), so no lex range reads a set that could be one.
 * `zlh` is a hash, for WRONGTYPE; `zlnone` is never written.
 */
const LEX_KEYS = { equal: 'zl', mixed: 'zm', hash: 'zlh', missing: 'zlnone' };

/** A lex-range command: ZRANGE … BYLEX (REV, LIMIT, WITHSCORES, options in any order), ZRANGEBYLEX, ZLEXCOUNT, or a write to the lex sets. */
function lexCommand(rng: Rng): string[] {
  const key = () => weighted<string>(rng, [[45, LEX_KEYS.equal], [35, LEX_KEYS.mixed], [10, LEX_KEYS.missing], [10, LEX_KEYS.hash]]);
  const bound = () => (chance(rng, 0.07) ? pick(rng, BAD_LEX_BOUNDS) : chance(rng, 0.15) ? `${pick(rng, ['[', '('])}${pick(rng, LEX_MEMBERS)}` : pick(rng, LEX_BOUNDS));
  const limit = () => ['LIMIT', String(pick(rng, [0, 0, 1, 2, -1, 'x'])), String(pick(rng, [1, 2, 10, -1, 0]))];
  const shortMember = () => pick(rng, LEX_MEMBERS.slice(0, -1));
  return weighted<() => string[]>(rng, [
    [14, () => ['ZADD', LEX_KEYS.equal, ...Array.from({ length: int(rng, 1, 3) }, () => ['0', pick(rng, LEX_MEMBERS)]).flat()]],
    [10, () => ['ZADD', LEX_KEYS.mixed, ...Array.from({ length: int(rng, 1, 3) }, () => [pick(rng, ['0', '1', '2', '-1', '1.5']), shortMember()]).flat()]],
    [2, () => ['ZREM', pick(rng, [LEX_KEYS.equal, LEX_KEYS.mixed]), pick(rng, LEX_MEMBERS)]],
    [1, () => ['HSET', LEX_KEYS.hash, 'f', 'v']],
    [30, () => {
      const options: string[][] = [['BYLEX']];
      if (chance(rng, 0.35)) options.push(['REV']);
      if (chance(rng, 0.35)) options.push(limit());
      if (chance(rng, 0.06)) options.push([pick(rng, ['WITHSCORES', 'BYSCORE', 'BYLEX', 'REV', 'LIMIT'])]);
      if (chance(rng, 0.3)) shuffle(rng, options);
      const words = options.flat().map((w) => (chance(rng, 0.05) ? mixCase(rng, w) : w));
      return ['ZRANGE', key(), bound(), bound(), ...words];
    }],
    [15, () => ['ZRANGEBYLEX', key(), bound(), bound(), ...(chance(rng, 0.35) ? limit() : []), ...(chance(rng, 0.05) ? [pick(rng, ['WITHSCORES', 'REV'])] : [])]],
    [12, () => ['ZLEXCOUNT', key(), bound(), bound(), ...(chance(rng, 0.03) ? ['x'] : [])]],
  ])();
}
