/**
 * The course page's notes on the shipped sweep.lua: each note names the text of the line it is
 * about, so its line number is found in the file itself and moves with it (a test checks that
 * every note finds its line). Source: docs/model.md "The verbs" (sweep).
 */
export interface SweepNote {
  /** Text the line contains (the first line containing it, from `after` on). */
  find: string;
  /** Start the search at the first line containing this (for a command the script sends twice). */
  after?: string;
  /** What the learner should see in that line. */
  text: string;
}

export const SWEEP_NOTES: readonly SweepNote[] = [
  { find: "redis.call('TIME')", text: 'now comes from TIME inside the script: the server clock every deadline was scored by, never a worker’s or a sweeper’s own clock.' },
  { find: "'ZRANGEBYSCORE', KEYS[1], '-inf', now)", text: 'One range read over a set sorted by deadline: every lease at or before now, inclusive. A deadline equal to now is expired.' },
  { find: "redis.call('ZREM', KEYS[1], id)", text: 'The lease is removed before anything else, inside the same script: no other sweep can read it again.' },
  { find: "redis.call('EXISTS', job)", text: 'An id whose job hash is gone is dropped and nothing is written: no ghost hash.' },
  { find: "redis.call('HINCRBY', job, 'stalled', 1)", text: 'The stall count is bumped here, in the same atomic step as the read: two sweeps can never count one stall twice.' },
  { find: "redis.call('HDEL', job, 'worker', 'token')", text: 'The old token is deleted: a stale worker’s extend or complete now gets -1 (fencing).' },
  { find: "if st >= tonumber(ARGV[1]) then", text: 'The maxStalled-th stall dead-letters: the job goes to the dead set (the morgue) and stays there.' },
  { find: "lane = ARGV[3] .. 'g:' .. group .. ':pending'", text: 'A job with a group goes back to its own group’s lane, not the shared pending.' },
];

/** The 1-based line of `sweepLua` each note is about. Throws an Error naming a note whose text is not in the file. */
export function noteLines(sweepLua: string, notes: readonly SweepNote[] = SWEEP_NOTES): number[] {
  const lines = sweepLua.split('\n');
  return notes.map((n) => {
    const from = n.after ? lines.findIndex((l) => l.includes(n.after!)) : 0;
    const i = lines.findIndex((l, j) => j >= Math.max(0, from) && l.includes(n.find));
    if (i === -1) throw new Error(`sweep.lua has no line containing ${JSON.stringify(n.find)}`);
    return i + 1;
  });
}
