import { invocationFor, type VerbName } from '../queue/invocation';
import { pinClock } from './pinClock';
import type { Scenario } from '../format/scenario';

const HEX = '0123456789abcdef';
const encoder = new TextEncoder();

/**
 * One argument as `redis-cli` reads it from a line (its `sdssplitargs`): always in double quotes,
 * with `"` and `\` escaped, line breaks and tabs as `\n` `\r` `\t`, printable ASCII kept, and every
 * other byte of the argument's UTF-8 as `\xHH` (so newlines, NULs and non-ASCII text survive a copy and paste, and a lone UTF-16
 * surrogate reaches Redis as U+FFFD, as any client sends it). Source: redis-cli's line reader,
 * https://redis.io/docs/latest/develop/tools/cli/ ("quoted strings", `\xHH` escapes).
 */
export function redisCliQuote(arg: string): string {
  let out = '"';
  for (const byte of encoder.encode(arg)) {
    if (byte === 0x22) out += '\\"';
    else if (byte === 0x5c) out += '\\\\';
    else if (byte === 0x0a) out += '\\n';
    else if (byte === 0x0d) out += '\\r';
    else if (byte === 0x09) out += '\\t';
    else if (byte >= 0x20 && byte < 0x7f) out += String.fromCharCode(byte);
    else out += `\\x${HEX[byte >> 4]}${HEX[byte & 15]}`;
  }
  return `${out}"`;
}

/**
 * Whether redis-cli's own prompt would act on this line instead of sending it: `quit`, `exit`,
 * `restart`, `clear`, `help`, `?`, `connect HOST PORT`, a `:set` preference, or a leading number,
 * which redis-cli reads as a repeat count (`3 INCR n` runs INCR three times). None of these is a
 * Redis command that writes, so leaving the line out keeps the keyspace Redis ends with.
 */
export function isRedisCliDirective(argv: readonly string[]): boolean {
  const name = (argv[0] ?? '').toLowerCase();
  if (['quit', 'exit', 'restart', 'clear', 'help', '?'].includes(name) || name.startsWith(':')) return true;
  if (name === 'connect' && argv.length === 3) return true;
  return argv.length > 1 && /^\s*[+-]?\d+$/.test(name);
}

/** A command (name and arguments) as one `redis-cli` input line. */
export function redisCliLine(argv: readonly string[]): string {
  return argv.map(redisCliQuote).join(' ');
}

/**
 * The scenario as `redis-cli` input, one command a line, in step order: each verb step as `EVAL`
 * of its shipped script (`scripts[verb]`, the `.lua` text) with its clock read pinned to the
 * step's server time `clockStartMs + at` (milliseconds; `pinClock`), and its KEYS/ARGV from
 * `invocationFor`; each `redis` step's command as is (but one redis-cli would take as its own
 * directive, `isRedisCliDirective`, which writes nothing in Redis); a `crash` sends nothing (a `#` comment line
 * is not redis-cli input, so it is left out). Piped into `redis-cli` against an empty server it
 * leaves the keyspace of the trace's last step (docs/scenario-format.md). Lazy, so a long run streams.
 * Throws an Error when a step's server time is not a safe integer (`pinClock`).
 */
export function* redisCliLines(scenario: Scenario, scripts: Readonly<Record<VerbName, string>>): Generator<string> {
  for (const step of scenario.steps) {
    if (step.op === 'crash') continue;
    if (step.op === 'redis') {
      if (!isRedisCliDirective(step.command)) yield redisCliLine(step.command);
      continue;
    }
    const inv = invocationFor(step, scenario)!;
    const script = pinClock(scripts[inv.verb], scenario.clockStartMs + step.at, `${inv.verb}.lua`);
    yield redisCliLine(['EVAL', script, String(inv.keys.length), ...inv.keys, ...inv.args]);
  }
}

/** `redisCliLines` as one text, each line ending in a newline (what "Copy as redis-cli commands" copies). */
export function redisCliScript(scenario: Scenario, scripts: Readonly<Record<VerbName, string>>): string {
  let text = '';
  for (const line of redisCliLines(scenario, scripts)) text += `${line}\n`;
  return text;
}
