/**
 * The link parameters each dive owns, in the order its link writes them. The page's views table
 * declares these (a view's link carries only its own), and each dive's codec writes exactly these;
 * this file imports nothing, so the page's first chunk does not pull in a dive to know them.
 */
export const DETECT_PARAMS = ['now', 'clock', 'skew', 'workers'] as const;
export const BOUND_PARAMS = ['m', 'mode', 'run', 'at'] as const;
export const ONE_STEP_PARAMS = ['mode', 'sweepers', 'jobs', 'claims', 'sched', 'at'] as const;
export const LIST_PARAMS = ['at'] as const;

/** The bound dive's poison job's id (the page's lede names it). */
export const POISON = 'j1';
/** The list dive's reaper judges a message stale at this age by its own memory (ms; the page's lede names it). */
export const STALE_MS = 60_000;
