/** The clock read each time-reading script starts with; the only text a replay ever replaces. */
export const TIME_CALL = "redis.call('TIME')";

/**
 * A verb's shipped Lua `script` with its clock read pinned: every `redis.call('TIME')` becomes the
 * Lua table `{'<seconds>', '<microseconds>'}` that TIME would return at server time `nowMs`
 * (milliseconds since the epoch; seconds = floor(nowMs / 1000), microseconds = (nowMs mod 1000) ×
 * 1000). Nothing else changes (ARCHITECTURE.md rule 4), so a replay on redis-server runs the step at
 * the scenario's server clock. Throws an Error when `nowMs` is not a non-negative safe integer, or
 * when the script reads TIME in another spelling (that read would escape the pin). `name` only
 * names the script in that error. Source: https://redis.io/docs/latest/commands/time/
 */
export function pinClock(script: string, nowMs: number, name = 'the script'): string {
  if (!Number.isSafeInteger(nowMs) || nowMs < 0) throw new Error(`server time must be a non-negative integer of ms, got ${nowMs}`);
  const seconds = Math.floor(nowMs / 1000);
  const micro = (nowMs % 1000) * 1000;
  const pinned = script.split(TIME_CALL).join(`{'${seconds}', '${micro}'}`);
  if (/\bTIME\b/.test(pinned.replace(/--.*$/gm, ''))) {
    throw new Error(`${name} reads TIME in a form other than ${TIME_CALL}; the replay cannot pin it`);
  }
  return pinned;
}
