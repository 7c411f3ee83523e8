// Part of the catalogue (catalogue.ts re-exports it): the one file a translation replaces is
// catalogue.ts with this beside it. Kept apart because the course page's shell, in the first
// view, needs these sentences and none of the rest.

/** The course page's dive cards: how far the learner got in each dive (read from its kept state). */
export const COURSE = {
  notOpened: 'Not opened yet.',
  detectAt: (now: string, expired: number, total: number) => `Now set to ${now}: ${expired} of ${total} leases read as expired.`,
  boundAt: (beats: number, dead: boolean) => (beats === 0 ? 'Opened; no beat run yet.' : `${beats} beat${beats === 1 ? '' : 's'} run; the poison job is ${dead ? 'in the morgue' : 'still looping'}.`),
  oneStepAt: (moves: number, finished: boolean, flags: number) =>
    moves === 0 ? 'Opened; nobody has moved yet.' : `${moves} move${moves === 1 ? '' : 's'} scheduled${finished ? ', every sweeper done' : ''}; ${flags === 0 ? 'no anomaly' : `${flags} anomal${flags === 1 ? 'y' : 'ies'}`} flagged.`,
};
