// Part of the catalogue (catalogue.ts re-exports it): the one file a translation replaces is
// catalogue.ts with this beside it. Kept apart because the course page's shell, in the first
// view, needs these sentences and none of the rest.

/** The course page's dive cards: how far the learner got in each dive (read from its kept state). */
export const COURSE = {
  notOpened: 'Not opened yet.',
  /**
   * The detect dive's lede ends on the question its prediction asks, not its answer (the dive says
   * the inclusive bound once the learner has predicted the read).
   */
  detectLedeQuestion: 'And a lease whose deadline is exactly now: does the read return it? Predict it below before the read shows you.',
  detectAt: (now: string, expired: number, total: number) => `Now set to ${now}: ${expired} of ${total} leases read as expired.`,
  /** The same card while the learner's prediction of that read is still open there: the count would answer it. */
  detectPredicting: (now: string) => `Now set to ${now}; your prediction of what the read returns there is still open.`,
  boundAt: (beats: number, dead: boolean) => (beats === 0 ? 'Opened; no beat run yet.' : `${beats} beat${beats === 1 ? '' : 's'} run; the poison job is ${dead ? 'in the morgue' : 'still looping'}.`),
  oneStepAt: (moves: number, finished: boolean, flags: number) =>
    moves === 0 ? 'Opened; nobody has moved yet.' : `${moves} move${moves === 1 ? '' : 's'} scheduled${finished ? ', every sweeper done' : ''}; ${flags === 0 ? 'no anomaly' : `${flags} anomal${flags === 1 ? 'y' : 'ies'}`} flagged.`,
  /** The dive cards' heading: as many dives as the views nav has "Dive:" tabs. */
  divesHeading: (n: number) => `The ${NUMBER_WORDS[n] ?? String(n)} dives`,
  /** Under it: the dives in the order of their cards, as a sentence names them ("one step", "the list pattern"). */
  divesIntro: (steps: readonly string[]) =>
    `Each dive takes one question apart on its own page: ${steps.length <= 1 ? steps.join('') : `${steps.slice(0, -1).join(', then ')}, and ${steps[steps.length - 1]}`}.`,
  /**
   * Right after the first key names the course page shows (the sweep as redis-cli commands): why each
   * carries `{q}`. Source: https://redis.io/docs/latest/operate/oss_and_stack/reference/cluster-spec/#hash-tags
   */
  keyBraces:
    'Every key name carries the queue’s name in braces, {q}, because Redis Cluster hashes only the text inside the braces (a hash tag): all of a queue’s keys then land in one slot on one node, where a single script may touch them all.',
  /** Where the sweep's commands are introduced, before any "no ghost hash": what HINCRBY does to a key that is gone. */
  hincrbyCreates:
    'HINCRBY on a key that does not exist creates it: the hash appears, holding just that field. So a sweep that counted a stall for an id whose job hash an operator had deleted would make a ghost hash, stalled 1 and nothing else, for a job that is gone; the script checks EXISTS first, and drops such an orphan id without writing anything.',
  /** Where the two layers are introduced: the order they run in decides whether a stall is ever counted. */
  layersOrderLead: 'Which runs first matters.',
  layersOrder:
    'The two read the same expired leases, and whichever runs first takes them. With the reaper first, the sweep finds active already emptied of every expired lease, so it never counts a stall: a poison job loops for ever, exactly as with the reaper alone (the bound dive’s third setting, “the reaper first, then the sweep”, shows it). The sweep recovers the jobs of crashed workers too, so it replaces the reaper; run it alone, or at least first.',
  /** The list pattern's card (the dives' fourth tab): what it asks and shows. */
  listCard: {
    step: 'List pattern',
    named: 'the list pattern',
    title: 'What did queues do before leases?',
    shows:
      'Before leases there were lists: a worker moves a message into a processing list, and a reaper moves back whatever looks too old by its own memory of ages. The same crash plays on both sides: the list pattern moves a slow worker’s message and hands it out twice, while the lease set recovers only the dead worker’s job.',
  },
  /** The course page's one contents link, at its top: straight to "Check your understanding" (a phone's long scroll). */
  jumpToQuiz: 'Jump to the quiz',
  /** The name of the course page's contents navigation (its Jump to the quiz link). */
  contentsLabel: 'Contents',
  /** The course page's sweep.lua listing, lit where a link (a quiz question's "See it") points. */
  seeLines: (from: number, to: number) => `lines ${from} to ${to}: the question's lines`,
};

const NUMBER_WORDS: Readonly<Record<number, string>> = { 1: 'one', 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six', 7: 'seven', 8: 'eight', 9: 'nine' };
