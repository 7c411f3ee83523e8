// Part of the catalogue (catalogue.ts re-exports it): the page shell's words (masthead, nav, the
// views' titles and ledes, the glossary, the notice, a stopped view, the keyboard help). In a file
// of its own because the shell renders in the first view, before the rest of the catalogue loads.
// A lede is words with inline marks (rich.ts), which the page renders (src/ui/text/RichText.tsx).

import type { Rich } from './rich';

/** One view's words: the nav link's text, its page heading (h1 and document title) and the paragraph under it. */
export interface ViewText {
  label: string;
  title: string;
  lede: Rich;
}

/** The page shell: around every view, on the full page and in a docs site's frame. */
export const SHELL = {
  /** After the view's heading in the document title. */
  documentTitle: (heading: string) => `${heading} · stalled-job recovery in a Redis queue`,
  /** Announced after a view switch. */
  nowShowing: (title: string) => `Now showing: ${title}`,
  /** The full page's first tab stop: focus moves into the view. */
  skipToView: 'Skip to the view',
  /** Inside a frame, the last element of the view: where "Skip past this view" puts focus. */
  endOfView: 'End of the view',
  openFullCourse: 'Open the full course',
  /** After a link that opens the course's own page in a new tab (said to a screen reader only). */
  opensInNewTab: '(opens in a new tab)',
  eyebrow: 'Redis job queues · stalled-job recovery',
  viewsNav: 'Views',
  /** Beside a view announced in the nav but not built yet. */
  soon: 'soon',
  loading: (label: string) => `Loading ${label}…`,
  /** The link to the next view in course order, under the view. */
  next: (label: string) => `Next: ${label}`,
  footer:
    'Runs entirely in your browser: a Redis 7.0 emulation executes each verb command for command as its Lua script does — the same scripts a test suite runs on a real redis-server.',
  /** The notice's title when the problems came from the page's link. */
  linkProblemsTitle: 'Part of this link could not be used',
  /** The notice's title in an element: there is no link, only its attributes. */
  attributeProblemsTitle: 'Part of this element’s attributes could not be used',
  dismiss: 'Dismiss',
  /** A view that failed to render: its heading, the sentence around the error's own message, the ways out. */
  viewStopped: (label: string) => `The ${label} view stopped`,
  viewStoppedBefore: 'It could not show what it was given: ',
  viewStoppedAfter: '. Nothing else on the page is affected.',
  tryAgain: 'Try again',
  openViewFresh: (label: string) => `Open the ${label} view fresh`,
  /** The glossary's disclosure. */
  terms: 'Terms',
  /** The theme switch: its group's name and its three choices. */
  theme: 'Theme',
  themes: { light: 'Light', dark: 'Dark', auto: 'Auto' },
};

/** The page's views, by id: what the nav, the heading and the lede say (src/ui/app/views.tsx puts them in order). */
export const VIEW_TEXT = {
  hub: {
    label: 'Hub',
    title: 'One sweep, four jobs',
    lede: ['A dead worker\'s ', { strong: 'lease' }, ' deadline slips into the past in the ', { code: 'active' }, ' sorted set, and one Lua script, the ', { strong: 'sweep' }, ', takes its job back: select a job, read what the next sweep will do with it, then step the sweep.'],
  },
  run: {
    label: 'Run timeline',
    title: 'A whole run: workers, leases and the sweeper over time',
    lede: ['A producer adds jobs, workers claim them and keep extending their ', { strong: 'leases' }, ', and a sweeper wakes up on a timer. Pick a preset, then play the run or step it event by event; scrub back to any moment and ', { strong: 'crash, pause or resume a worker' }, ' there to fork a different future from that point. Each claim, extend, complete and sweep runs its script on the Redis emulation, and the run exports as a scenario file.'],
  },
  detect: (question: string): ViewText => ({
    label: 'Dive: detect',
    title: 'Detect: which leases has the sweep to recover?',
    lede: ['Every lease is a member of ', { code: 'emq:{q}:active' }, ' scored by its ', { strong: 'deadline' }, '. Finding the expired ones is one range read, ', { code: 'ZRANGEBYSCORE active -inf now' }, ', over a set Redis keeps sorted. Drag ', { em: 'now' }, ` and watch which members the read returns. ${question}`],
  }),
  bound: (poison: string): ViewText => ({
    label: 'Dive: bound',
    title: 'Bound: what stops a job that kills every worker?',
    lede: ['The poison job ', { code: poison }, ' crashes each worker that claims it. Each crash leaves a lease that expires; what comes next decides whether the loop ever ends. The sweep counts the stall with ', { code: 'HINCRBY stalled 1' }, ' and sends the job to the morgue when the count reaches ', { code: 'maxStalled' }, '.'],
  }),
  onestep: {
    label: 'Dive: one step',
    title: 'One step: why the sweep must be one script',
    lede: ['Bull\'s issue #356 (“Jobs get double processed”) told this race as a table of two processes; PR #359 fixed it by moving the stalled sweep into one Lua script. Here you are the scheduler: Worker A crashed holding ', { code: 'j1' }, ', its lease expired at t = 30 s, and two sweepers wake up together. In ', { strong: 'client-loop' }, ' mode each sweeper sends its commands one round trip at a time, and you choose who moves next.'],
  },
  /** `staleS`: the reaper's limit in seconds. */
  list: (staleS: number): ViewText => ({
    label: 'Dive: list pattern',
    title: 'Before leases: the list pattern, beside the lease set',
    lede: ['The “reliable queue” recipe: a worker takes a message with ', { code: 'LMOVE work processing RIGHT LEFT' }, ', leaving a copy in ', { code: 'processing' }, '; a reaper moves a message back with ', { code: 'LMOVE processing work RIGHT RIGHT' }, ` when it looks too old. The list holds plain strings: no owner, no deadline, no count. The same crash runs on the right with leases. W1 is alive but slow (done at 100 s); W2 crashes as soon as it has taken its message; the reaper's limit is ${staleS} s.`],
  }),
} satisfies Record<string, ViewText | ((...args: never[]) => ViewText)>;

/** The course's terms, one plain sentence or two each, in the order a learner meets them (the shell's "Terms"). */
export const TERMS: readonly { term: string; text: string }[] = [
  { term: 'lease', text: 'A worker that claims a job holds it for a limited time. While the lease is live, no other worker gets the job.' },
  {
    term: 'deadline',
    text: 'When the lease ends: the job’s score in the active sorted set, in server-clock milliseconds. A healthy worker keeps pushing it forward (extend).',
  },
  {
    term: 'server clock (TIME)',
    text: 'The one clock every script reads, with redis.call(\'TIME\') on the Redis server, so workers with wrong clocks cannot disagree about deadlines.',
  },
  {
    term: 'sweep',
    text: 'One Lua script that reads every lease whose deadline is at or before now, counts a stall for each, and puts the job back in pending or in the dead set.',
  },
  { term: 'stall count', text: 'The job hash’s stalled field: how many times a sweep has taken this job’s lease back.' },
  {
    term: 'maxStalled',
    text: 'The limit on stalls. The M-th stall dead-letters the job, so a job gets M−1 recoveries (with maxStalled 3: two recoveries, and the third stall sends it to the dead set).',
  },
  { term: 'dead-letter / morgue', text: 'The dead set: where a job that stalled too often is parked for a person to look at. No sweep touches it again.' },
  {
    term: 'reaper',
    text: 'A sweep that does not count: it moves expired jobs back to pending without touching the stall count, so it never stops a job that keeps crashing workers.',
  },
  {
    term: 'lane',
    text: 'A pending sorted set jobs wait in. Jobs of a group wait in their group’s own lane (emq:{q}:g:<group>:pending), so one group cannot starve the others.',
  },
  { term: 'poison job', text: 'A job that crashes every worker that runs it. Without a stall limit it would be recovered and crash workers forever.' },
  {
    term: 'beat',
    text: 'One round of the poison-job dive, 6 s of server time: a new worker claims the job, crashes 1 ms later, and at its lease deadline the reaper or the sweep (or both) runs. A step is one of those commands (Next step); a beat is the whole round (Next beat). A retry from the morgue is a beat of its own.',
  },
  {
    term: 'fencing token',
    text: 'worker:attempt, e.g. w3:1 is worker w3, attempt 1. Extend and complete must present it; once a sweep or another claim replaced it, the old worker gets -1.',
  },
  {
    term: 'at-least-once',
    text: 'A job may run more than once (a slow worker and its replacement), but it is never lost. Handlers must therefore be idempotent.',
  },
  {
    term: '{q} in key names',
    text: 'The braces are a Redis Cluster hash tag: only the part inside them is hashed, so all of a queue’s keys live on one node and one script may touch them all.',
  },
];

/** The keyboard help every view has (the `?` overlay) and what a key says when its action cannot run. */
export const KEYS_TEXT = {
  /** The one name of every view's help button and dialog. */
  helpLabel: 'Keyboard shortcuts',
  /** The help action's own line in the overlay. */
  helpHelp: 'Show or hide this list.',
  /** Where shortcuts work, unless a view says more. */
  helpNote: 'Shortcuts work while focus is inside this view (click in it, or Tab to one of its controls), except while typing in a field.',
  close: 'Close',
  keysOn: 'Keyboard shortcuts on',
  keysOff: ' — off: only the buttons act (the keys below do nothing in this view until you switch them on again).',
  keysColumn: 'Keys',
  actionColumn: 'Action',
  /** How the overlay says where a `within` key works: `→ on a job`. */
  withinJobs: 'with a job focused',
  /** Said when a key asks for an action that cannot run now, with the action's own reason. */
  notAvailable: (label: string, reason: string) => `${label} is not available now. ${reason}`,
};
