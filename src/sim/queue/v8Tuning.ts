/**
 * What the verbs do for V8's sake, and nothing else: no Redis rule lives here. Each entry was
 * measured with `npm run bench` (the sweep table, 100,000 leases; `node --trace-deopt` for the
 * deoptimisation counts) and is kept only while the figure it names still holds.
 */

const keptAlive: unknown[] = [];

/**
 * Keeps `object` reachable for the module's life, and with it its hidden class. A script context
 * lives only while its verb runs; once no object has a hidden class, a garbage collection frees
 * it, the next context gets a new class, and every optimised fast path (each checks the class) is
 * thrown away: each verb after a collection started again in the interpreter (10 to 16
 * deoptimisations in each timed sweep of the bench before one context was kept).
 * @returns the same object.
 */
export function keepHiddenClassAlive<T>(object: T): T {
  keptAlive.push(object);
  return object;
}

/**
 * `key` with its characters made flat. A key a verb joins (`prefix .. 'job:' .. id`) is a rope in
 * V8; reading one character flattens it, and a Map then hashes a flat string on its fast path:
 * about half the cost of a key lookup in a sweep of 100,000 leases, where each job key is new.
 * @returns the same string (flattened in place).
 */
export function flattened(key: string): string {
  key.charCodeAt(0);
  return key;
}
