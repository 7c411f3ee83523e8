import { invocationFor, type VerbName } from '../queue/invocation';
import { pinClock } from './pinClock';
import type { Scenario } from '../format/scenario';
import { utf8Length } from '../redis/bytes';

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
 * which redis-cli reads as a repeat count (`3 INCR n` runs INCR three times). redis-cli compares
 * the name as a C string, so it stops at a NUL byte: `quit\0` and `3\0` count too. None of these
 * is a Redis command that writes (no command name holds a NUL or is a number), so leaving the
 * line out keeps the keyspace Redis ends with. `--pipe` input (`respCommands`) needs none of this.
 */
export function isRedisCliDirective(argv: readonly string[]): boolean {
  const first = argv[0] ?? '';
  if (first.includes('\u0000')) return true;
  const name = first.toLowerCase();
  if (['quit', 'exit', 'restart', 'clear', 'help', '?'].includes(name) || name.startsWith(':')) return true;
  if (name === 'connect' && argv.length === 3) return true;
  return argv.length > 1 && /^\s*[+-]?\d+$/.test(name);
}

/** A command (name and arguments) as one `redis-cli` input line. */
export function redisCliLine(argv: readonly string[]): string {
  return argv.map(redisCliQuote).join(' ');
}

/**
 * The commands the scenario sends, one argv per command, in step order: each verb step as `EVAL`
 * of its shipped script (`scripts[verb]`, the `.lua` text) with its clock read pinned to the
 * step's server time `clockStartMs + at` (milliseconds; `pinClock`), and its KEYS/ARGV from
 * `invocationFor`; each `redis` step's command as is; a `crash` sends nothing. Lazy, so a long run
 * streams. Throws an Error when a step's server time is not a safe integer (`pinClock`).
 */
export function* scenarioCommands(scenario: Scenario, scripts: Readonly<Record<VerbName, string>>): Generator<readonly string[]> {
  for (const step of scenario.steps) {
    if (step.op === 'crash') continue;
    if (step.op === 'redis') {
      yield step.command;
      continue;
    }
    const inv = invocationFor(step, scenario)!;
    const script = pinClock(scripts[inv.verb], scenario.clockStartMs + step.at, `${inv.verb}.lua`);
    yield ['EVAL', script, String(inv.keys.length), ...inv.keys, ...inv.args];
  }
}


/**
 * One command in the Redis protocol (RESP): an array of bulk strings, `*<count>\r\n` then for each
 * argument `$<bytes>\r\n<argument>\r\n`, as a text to write out as UTF-8 (`<bytes>` is that
 * encoding's length, lone surrogates as U+FFFD). A bulk string is read by its length, never
 * scanned, so no byte of an argument (NUL, CR, LF, quotes) can end it or start another command.
 * Source: https://redis.io/docs/latest/develop/reference/protocol-spec/ ("Sending commands to a
 * Redis server", "Bulk strings").
 */
export function respCommand(argv: readonly string[]): string {
  let out = `*${argv.length}\r\n`;
  for (const arg of argv) out += `$${utf8Length(arg)}\r\n${arg}\r\n`;
  return out;
}

/**
 * The scenario as input for `redis-cli --pipe` (what `sim FILE --redis-cli` prints): every command
 * of `scenarioCommands` in RESP (`respCommand`), one text per command, to be written as UTF-8.
 * `--pipe` sends the bytes to the server as they are and only counts the replies, so each step
 * runs exactly once whatever its arguments hold: no argument is read as a redis-cli directive (a
 * repeat count, `quit`, `connect`). Piped into `redis-cli -p PORT --pipe` against an empty server,
 * it leaves the keyspace of the trace's last step (docs/scenario-format.md); redis-cli ends with
 * `errors: E, replies: R`, R the number of steps that are not `crash`, E how many replied an
 * error, and exits 1 when E > 0. Source:
 * https://redis.io/docs/latest/develop/use/patterns/bulk-loading/
 */
export function* respCommands(scenario: Scenario, scripts: Readonly<Record<VerbName, string>>): Generator<string> {
  for (const argv of scenarioCommands(scenario, scripts)) yield respCommand(argv);
}

/**
 * The scenario as `redis-cli` input typed or pasted at its prompt, one command a line (what "Copy
 * as redis-cli commands" copies): `scenarioCommands`, each quoted by `redisCliLine`, but a command
 * redis-cli would take as its own directive (`isRedisCliDirective`, which writes nothing in Redis)
 * is left out. Piped into `redis-cli` against an empty server it leaves the keyspace of the
 * trace's last step. Lazy, so a long run streams. Throws as `scenarioCommands` does.
 */
export function* redisCliLines(scenario: Scenario, scripts: Readonly<Record<VerbName, string>>): Generator<string> {
  for (const argv of scenarioCommands(scenario, scripts)) {
    if (!isRedisCliDirective(argv)) yield redisCliLine(argv);
  }
}

/** `redisCliLines` as one text, each line ending in a newline (what "Copy as redis-cli commands" copies). */
export function redisCliScript(scenario: Scenario, scripts: Readonly<Record<VerbName, string>>): string {
  let text = '';
  for (const line of redisCliLines(scenario, scripts)) text += `${line}\n`;
  return text;
}
