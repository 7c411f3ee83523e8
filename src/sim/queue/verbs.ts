import { toWireArgv } from '../redis/bytes';
import type { Keyspace } from '../redis/keyspace';
import type { Reply } from '../format/reply';
import { RedisError } from '../redis/reply';
import { claim } from './claim';
import { complete } from './complete';
import { enqueue } from './enqueue';
import { extend } from './extend';
import type { Invocation, VerbName } from './invocation';
import { reap } from './reap';
import { ScriptContext, type RedisCall } from './scriptContext';
import { sweep } from './sweep';

type Verb = (r: ScriptContext, keys: string[], args: string[]) => Reply;

const VERB_FUNCTIONS: Record<VerbName, Verb> = { enqueue, claim, extend, complete, sweep, reap };

/** What running one verb did. */
export interface VerbResult {
  /** The script's reply, or `{ error }` when a command inside it failed. */
  reply: Reply;
  /** The Redis commands it ran, in order, each tied to its script line (the first 2,000). */
  calls: RedisCall[];
  /** Commands that ran past the first 2,000 and are only counted. */
  omittedCalls: number;
}

/**
 * Runs one verb as its Lua script would run on Redis: atomically, at server time `nowMs`
 * (milliseconds). A command error stops the verb and keeps the writes made before it (Redis
 * has no rollback); the reply is then `{ error }`. Source: docs/model.md "The verbs".
 */
export function runVerb(ks: Keyspace, invocation: Invocation, nowMs: number): VerbResult {
  const r = new ScriptContext(ks, nowMs);
  try {
    // KEYS and ARGV reach the script as Redis's bytes (a lone surrogate as U+FFFD), so a token
    // compared or built in TypeScript matches the one Redis compares or builds.
    const keys = toWireArgv(invocation.keys) as string[];
    const args = toWireArgv(invocation.args) as string[];
    const reply = VERB_FUNCTIONS[invocation.verb](r, keys, args);
    // The members its ZADDs left waiting are placed now, inside the verb's own time.
    r.settleWrites();
    return { reply, calls: r.calls, omittedCalls: r.omittedCalls };
  } catch (e) {
    r.settleWrites();
    if (e instanceof RedisError) return { reply: { error: e.message }, calls: r.calls, omittedCalls: r.omittedCalls };
    throw e;
  }
}
