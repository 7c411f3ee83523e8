import { isErrorReply, type Reply } from '../../sim/format/reply';

/**
 * A command as redis-cli echoes it: words joined by spaces, a word quoted only when it would
 * otherwise be ambiguous (empty, spaces, quotes), so `ZREM emq:{q}:active JOB-b` reads as typed.
 */
export function formatArgv(argv: readonly string[]): string {
  return argv.map((w) => (w === '' || /[\s"'\\]/.test(w) ? JSON.stringify(w) : w)).join(' ');
}

/**
 * A reply on one line: an integer as is (`1`), nil as `nil`, a string quoted, an array as JSON
 * (`["JOB-b","JOB-c"]`, nil inside it as `null`), an error as `(error) <Redis's message>`.
 */
export function formatReply(reply: Reply): string {
  if (reply === null) return 'nil';
  if (typeof reply === 'number') return String(reply);
  if (typeof reply === 'string') return JSON.stringify(reply);
  if (isErrorReply(reply)) return `(error) ${reply.error}`;
  return JSON.stringify(reply, (_k, v: Reply) => (isErrorReply(v) ? `(error) ${v.error}` : v));
}
