/** The course page's references: every link a real page (checked against the docs they name). */
export interface Reference {
  href: string;
  title: string;
  note: string;
}

export const REFERENCES: readonly Reference[] = [
  { href: 'https://redis.io/docs/latest/commands/eval/', title: 'EVAL', note: 'runs a Lua script on the server, atomically' },
  { href: 'https://redis.io/docs/latest/commands/evalsha/', title: 'EVALSHA', note: 'runs a cached script by its SHA1 digest' },
  { href: 'https://redis.io/docs/latest/develop/programmability/eval-intro/', title: 'Scripting with Lua', note: 'why a script is atomic, and what it may call' },
  { href: 'https://redis.io/docs/latest/commands/zrangebyscore/', title: 'ZRANGEBYSCORE', note: 'the range read: -inf now is inclusive' },
  { href: 'https://redis.io/docs/latest/commands/zadd/', title: 'ZADD', note: 'a lease is a member scored by its deadline' },
  { href: 'https://redis.io/docs/latest/commands/hincrby/', title: 'HINCRBY', note: 'the stall count' },
  { href: 'https://redis.io/docs/latest/commands/time/', title: 'TIME', note: 'the server clock' },
  { href: 'https://redis.io/docs/latest/commands/lmove/', title: 'LMOVE', note: 'the list pattern’s take and give-back' },
  { href: 'https://redis.io/docs/latest/commands/set/', title: 'SET with PX', note: 'a lock with a lease in milliseconds' },
  { href: 'https://valkey.io/topics/sorted-sets/', title: 'Valkey: sorted sets', note: 'the same commands on Valkey' },
  { href: 'https://docs.bullmq.io/guide/jobs/stalled', title: 'BullMQ: stalled jobs', note: 'the same recovery in a production queue, and maxStalledCount' },
  { href: 'https://github.com/OptimalBits/bull/issues/356', title: 'Bull issue #356', note: '“Jobs get double processed”: two sweeps on one stall' },
  { href: 'https://github.com/OptimalBits/bull/pull/359', title: 'Bull PR #359', note: 'the fix: the stalled sweep as one Lua script' },
];
