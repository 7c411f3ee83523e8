/**
 * The largest scenario the page and the CLI accept. Past any of these the parser refuses the
 * file up front with a `ScenarioError` naming the limit, instead of freezing a tab or running the
 * CLI out of memory. Each is set above what the product itself makes: the busy hour at its largest
 * link (`jobs=5000`) exports 17,430 steps over one hour in about 1 MB.
 */
export const SCENARIO_LIMITS = {
  /** The file's size in bytes of UTF-8 (4 MiB). */
  fileBytes: 4 * 1024 * 1024,
  /** Steps in `steps`. */
  steps: 20_000,
  /** Distinct job ids the `enqueue` steps name. */
  jobs: 5_000,
  /** The largest `at`: the clock span of a scenario, in milliseconds (7 days). */
  atMs: 7 * 24 * 3_600_000,
  /** The largest `clockStartMs`, in milliseconds since 1970 (JavaScript's last date, year 275760). */
  clockStartMs: 8_640_000_000_000_000,
} as const;

/** A count as a learner reads it: `20,000`. */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/** The UTF-8 length of a file's text, measured as Redis's own byte limits are (one implementation). */
export { utf8Length } from '../redis/bytes';
