/**
 * A Redis reply as JSON, the way `emq-trace/1` writes it (docs/scenario-format.md):
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
