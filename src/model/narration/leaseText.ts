import { formatDuration } from '../selectors/formatDuration';

// Part of the catalogue (catalogue.ts re-exports it): how long a lease has left or has been
// expired, in one wording for every view that says it (the hub's chips and readout, the run
// view's workers). `ms` is milliseconds; a deadline equal to now is expired (docs/model.md "The verbs").

export const LEASE_TIME = {
  expiresIn: (ms: number) => `expires in ${formatDuration(ms)}`,
  expiredJustNow: 'expired just now',
  expiredAgo: (ms: number) => `expired ${formatDuration(ms)} ago`,
  /** `ms` from now to the deadline: past it (0 or less) expired, else how long it has left. */
  fromNow: (ms: number) => (ms > 0 ? LEASE_TIME.expiresIn(ms) : ms === 0 ? LEASE_TIME.expiredJustNow : LEASE_TIME.expiredAgo(-ms)),
};
