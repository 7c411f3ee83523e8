import type { Keyspace } from '../redis/keyspace';
import { luaNumberToArg, parseSmallInt } from '../redis/numbers';
import { RedisError, type Reply } from '../redis/reply';

/** One Redis command a verb ran: its words, its reply, and the line of the `.lua` file that ran it. */
export interface RedisCall {
  argv: string[];
  reply: Reply;
  /** 1-based line in `src/sim/queue/scripts/<verb>.lua`. */
  line: number;
}

/** Commands a verb keeps in its log; past this the log only counts them. */
export const MAX_RECORDED_CALLS = 2000;

/**
 * What a TypeScript verb sees instead of Lua's `redis` object. `call(line, ...words)` runs one
 * command on the keyspace, records it with the script line it mirrors, and returns the reply;
 * an error reply is thrown (`RedisError`), as `redis.call` raises, and stops the verb there with
 * its earlier writes kept (MODEL.md: no rollback). A number becomes a word the way Redis 7.0
 * passes a Lua number to a command (`%.17g`, `luaNumberToArg`), not the way Lua's own `..`
 * writes one (`%.14g`).
 */
export class ScriptContext {
  /** The first `MAX_RECORDED_CALLS` commands, in order. */
  readonly calls: RedisCall[] = [];
  /** How many commands ran past that cap (a sweep over 100,000 leases runs 700,000). */
  omittedCalls = 0;

  constructor(
    private readonly ks: Keyspace,
    /** The server clock in milliseconds: what `TIME` returns inside this script. */
    readonly nowMs: number,
  ) {}

  call(line: number, ...words: (string | number)[]): Reply {
    // The rest array is fresh on every call, so it becomes the recorded argv in place.
    for (let i = 0; i < words.length; i++) if (typeof words[i] === 'number') words[i] = luaNumberToArg(words[i] as number);
    const argv = words as string[];
    try {
      const reply = this.ks.call(argv, this.nowMs);
      this.record(argv, reply, line);
      return reply;
    } catch (e) {
      // The failing command is always kept: it is the one a learner needs to see.
      if (e instanceof RedisError) this.calls.push({ argv, reply: { error: e.message }, line });
      throw e;
    }
  }

  private record(argv: string[], reply: Reply, line: number): void {
    // A command log of a huge sweep is unreadable anyway, and keeping every call alive would
    // cost more memory and garbage collection than the sweep itself.
    if (this.calls.length < MAX_RECORDED_CALLS) this.calls.push({ argv, reply, line });
    else this.omittedCalls++;
  }

  /**
   * The clock read every script starts with: `TIME`, then
   * `now = seconds * 1000 + floor(microseconds / 1000)` (MODEL.md "The clock").
   */
  now(line: number): number {
    const [sec, usec] = this.call(line, 'TIME') as [string, string];
    return Number(sec) * 1000 + Math.floor(Number(usec) / 1000);
  }
}

/** Lua's `tonumber` for the string forms the scripts use (decimal and hex); `null` for `nil`. */
export function luaToNumber(text: string): number | null {
  const small = parseSmallInt(text);
  if (small !== undefined) return small;
  const t = text.trim();
  if (t === '') return null;
  const n = /^[+-]?0[xX][0-9a-fA-F]+$/.test(t) ? parseInt(t, 16) : Number(t);
  return Number.isNaN(n) || /^[+-]?(inf|nan)/i.test(t) ? null : n;
}

/**
 * `tonumber(x)` used in arithmetic: a non-number is a Lua error, which Redis reports as a script
 * error (the message differs from Redis's; the keyspace effect is the same: nothing after it runs).
 */
export function luaNumberArg(text: string, what: string): number {
  const n = luaToNumber(text);
  if (n === null) throw new RedisError(`ERR Error running script: attempt to perform arithmetic on ${what} (a nil value)`);
  return n;
}
