/**
 * A Redis reply as JSON, the way `emq-trace/1` writes it (../shared/spec/SCENARIO.md):
 * integer → number, bulk or status string → string, nil → `null`, array → array,
 * error → `{ error: "<Redis's message>" }`.
 */
export type Reply = number | string | null | Reply[] | ErrorReply;

/** An error reply; `error` is Redis's own message, prefix included (`ERR …`, `WRONGTYPE …`). */
export interface ErrorReply {
  error: string;
}

/** True when a reply is an error reply. */
export function isErrorReply(reply: Reply): reply is ErrorReply {
  return typeof reply === 'object' && reply !== null && !Array.isArray(reply);
}

/**
 * What a command raises, as `redis.call` raises inside a Lua script: the message is Redis's
 * error text. Throwing it stops the verb where it stands and keeps the writes made before it
 * (Redis has no rollback: MODEL.md "The verbs").
 */
export class RedisError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RedisError';
  }
}
