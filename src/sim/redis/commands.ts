import type { CommandSpec } from './commandSpec';
import { HASH_COMMANDS } from './hashCommands';
import { KEY_COMMANDS } from './keyCommands';
import { LIST_COMMANDS } from './listCommands';
import { ZSET_COMMANDS } from './zsetCommands';

/** Every raw command the simulator answers, by upper-case name (docs/scenario-format.md's list). */
// A Map, so a command named `constructor` or `toString` is unknown rather than inherited, and
// the lookup that runs before every command stays a plain hash probe.
export const COMMANDS: ReadonlyMap<string, CommandSpec> = new Map(
  Object.entries({ ...ZSET_COMMANDS, ...HASH_COMMANDS, ...LIST_COMMANDS, ...KEY_COMMANDS }),
);
