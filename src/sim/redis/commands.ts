import type { Keyspace } from './keyspace';
import { HASH_COMMANDS } from './hashCommands';
import { KEY_COMMANDS } from './keyCommands';
import { LIST_COMMANDS } from './listCommands';
import type { Reply } from '../format/reply';
import { ZSET_COMMANDS } from './zsetCommands';

/**
 * One command's entry: `arity` as Redis's command table gives it (positive = exactly that many
 * words with the name, negative = at least that many) and its implementation.
 */
export interface CommandSpec {
  arity: number;
  run(ks: Keyspace, argv: readonly string[], nowMs: number): Reply;
}

/** Every raw command the simulator answers, by upper-case name (SCENARIO.md's list). */
// A Map, so a command named `constructor` or `toString` is unknown rather than inherited, and
// the lookup that runs before every command stays a plain hash probe.
export const COMMANDS: ReadonlyMap<string, CommandSpec> = new Map(
  Object.entries({ ...ZSET_COMMANDS, ...HASH_COMMANDS, ...LIST_COMMANDS, ...KEY_COMMANDS }),
);

export const ERR_SYNTAX = 'ERR syntax error';
