import type { HashValue } from './hashValue';
import type { ListValue } from './listValue';
import type { Reply } from './reply';
import type { SortedSet } from './sortedSet';

/** A value stored at a key. Hashes keep insertion order, as Redis's listpack encoding does. */
export type RedisValue =
  | { type: 'zset'; value: SortedSet }
  | { type: 'hash'; value: HashValue }
  | { type: 'list'; value: ListValue }
  | { type: 'string'; value: string };

/** The Redis type name of each stored value, as TYPE answers it. */
export interface ValueTypes {
  zset: SortedSet;
  hash: HashValue;
  list: ListValue;
  string: string;
}

/**
 * What a command implementation may do to the keyspace: the part of `Keyspace` the command
 * files use. Declared here, not in `keyspace.ts`, so the command files never import the class
 * that dispatches to them.
 */
export interface KeyspaceAccess {
  readonly data: Map<string, RedisValue>;
  /** The value at `key` if it has type `type`; `undefined` when missing; throws WRONGTYPE otherwise. */
  get<T extends keyof ValueTypes>(key: string, type: T): ValueTypes[T] | undefined;
  /** Removes `key` when its collection became empty (Redis never keeps an empty one). */
  dropIfEmpty(key: string): void;
}

/**
 * One command's entry: `arity` as Redis's command table gives it (positive = exactly that many
 * words with the name, negative = at least that many) and its implementation. `run` returns the
 * reply (docs/scenario-format.md's JSON form) or throws `RedisError`; `nowMs` is the server clock in
 * milliseconds.
 */
export interface CommandSpec {
  arity: number;
  run(ks: KeyspaceAccess, argv: readonly string[], nowMs: number): Reply;
}

/** Redis 7.0's generic error replies (`server.c` shared objects). */
export const ERR_SYNTAX = 'ERR syntax error';
export const WRONGTYPE = 'WRONGTYPE Operation against a key holding the wrong kind of value';

const UTF8 = new TextEncoder();
const FROM_UTF8 = new TextDecoder();
const QUOTE = 39;
const SPACE = 32;

/** A word's bytes as C's `%s` reads them: UTF-8, up to the first NUL. */
function cString(word: string): Uint8Array {
  const bytes = UTF8.encode(word);
  const nul = bytes.indexOf(0);
  return nul === -1 ? bytes : bytes.subarray(0, nul);
}

/**
 * Redis 7.0's reply to an unknown command (`server.c` processCommand): the name cut at 128
 * bytes, then `'arg' ` for each argument while the list is shorter than 128 bytes, each cut to
 * what is left of those 128; every word stops at a NUL byte, and CR and LF become spaces (an
 * error reply is one line). A cut inside a UTF-8 character leaves bytes a reader shows as U+FFFD.
 */
export function unknownCommandError(argv: readonly string[]): string {
  const name = cString(argv[0] ?? '').subarray(0, 128);
  const args: number[] = [];
  for (let i = 1; i < argv.length && args.length < 128; i++) {
    const word = cString(argv[i]!).subarray(0, 128 - args.length);
    args.push(QUOTE, ...word, QUOTE, SPACE);
  }
  const text = `ERR unknown command '${FROM_UTF8.decode(name)}', with args beginning with: ${FROM_UTF8.decode(new Uint8Array(args))}`;
  return text.replace(/[\r\n]/g, ' ');
}
