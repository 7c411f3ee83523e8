/*
 * The two lease rules every reader shares, so no view writes them out again (docs/model.md "The verbs").
 */

/**
 * Whether a lease with deadline `deadlineMs` has expired at server time `nowMs` (both
 * milliseconds since the epoch). The bound is inclusive: a deadline equal to now is expired,
 * because the sweep reads `ZRANGEBYSCORE active -inf now` (docs/model.md "Consequences").
 */
export function isExpired(deadlineMs: number, nowMs: number): boolean {
  return deadlineMs <= nowMs;
}

/** A fencing token split into its parts: the claiming worker and its attempt number. */
export interface ParsedToken {
  worker: string;
  /** The job's `attempts` count at that claim: 1 for the first claim. */
  attempt: number;
}

/**
 * Splits a fencing token `worker:attempt` (claim.lua: `token = worker .. ':' .. n`). A worker id
 * may hold colons, the attempt cannot, so the split is at the last colon. Returns null for a
 * string no claim could have made (no colon, an empty worker, an attempt that is not a positive
 * integer), e.g. a token typed by hand into a scenario file.
 */
export function parseToken(token: string): ParsedToken | null {
  const i = token.lastIndexOf(':');
  if (i <= 0) return null;
  const n = token.slice(i + 1);
  if (!/^[1-9]\d*$/.test(n)) return null;
  return { worker: token.slice(0, i), attempt: Number(n) };
}
