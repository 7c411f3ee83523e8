// The reply shape is part of the trace format, so it lives on the format floor; the emulation raises RedisError.
export { isErrorReply, type ErrorReply, type Reply } from '../format/reply';

/**
 * What a command raises, as `redis.call` raises inside a Lua script: the message is Redis's
 * error text. Throwing it stops the verb where it stands and keeps the writes made before it
 * (Redis has no rollback: docs/model.md "Errors and no rollback").
 */
export class RedisError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RedisError';
  }
}
