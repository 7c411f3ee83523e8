// Part of the catalogue (catalogue.ts re-exports it): the course page's own text around the hub,
// its dive cards, its references and its quiz's frame. The course page imports this file
// directly, not through catalogue.ts: the page's first view shows this text and needs none of
// the rest of the catalogue. It imports nothing but the type of its marked-up paragraphs.
import type { Rich } from './rich';

/** One of the course page's references: a real page and what it is for here. */
export interface Reference {
  href: string;
  title: string;
  note: string;
}

/** The course page's text, section by section (each an h2); paragraphs with code or emphasis are `Rich`. */
export const COURSE_PAGE = {
  /** The dive cards of the three dives whose cards show progress (the list pattern's is COURSE.listCard). */
  cards: {
    detect: {
      step: 'Detect',
      named: 'detect',
      title: 'Which leases has the sweep to recover?',
      shows:
        'Six leases on a line sorted by deadline. Drag now and watch ZRANGEBYSCORE active -inf now take exactly the ones at or before it; then let a sweeper use its own skewed clock and watch it recover a live lease early or a dead one late.',
    },
    bound: {
      step: 'Bound',
      named: 'bound',
      title: 'What stops a job that kills every worker?',
      shows:
        'A poison job crashes each worker that claims it. With the count-free reaper it loops for ever; with the sweep, HINCRBY counts each stall and the maxStalled-th sends it to the morgue, where it stays until someone retries it by hand.',
    },
    onestep: {
      step: 'One step',
      named: 'one step',
      title: 'Why must the sweep be one script?',
      shows:
        'You schedule two sweepers command by command. As a client loop they can both read one expired lease and count its stall twice (Bull issue #356); as one Lua script nothing fits between the read and the write.',
    },
  },
  recoveryHeading: 'Recovery from failures',
  recovery:
    'A worker takes a job and then dies: the process is killed, the machine loses power, a deploy restarts it. Nothing in Redis notices on its own. The queue has to keep, for every job in flight, something that lets another process decide later that its worker is gone.',
  listHeading: 'The list pattern',
  list: [
    'The classic recipe moves each message, atomically, from the work list into a processing list as the worker takes it: ',
    { code: 'LMOVE work processing RIGHT LEFT' },
    '. If the worker dies, the message is still in ',
    { code: 'processing' },
    '. A reaper walks that list and puts back whatever looks too old, judging by wall-clock age it has to remember itself, because a list holds plain strings: no owner, no deadline, no count. It cannot tell a dead worker from a slow one, and it walks the whole list to find the old ones.',
  ] as Rich,
  leaseHeading: 'The lease set',
  lease: [
    'Here a claim writes a ',
    { strong: 'lease' },
    ' instead: the job id goes into the sorted set ',
    { code: 'active' },
    ', scored by its ',
    { strong: 'deadline' },
    ' on the ',
    { strong: 'server clock' },
    " (TIME, read inside the script, plus the lease length). A live worker pushes its deadline forward on a heartbeat; a dead one stops, and its deadline slips into the past. The set is sorted by time of death, so finding every dead worker's job is one range read, however many workers are alive.",
  ] as Rich,
  cliLead: 'The sweep, as you would type its commands by hand in redis-cli:',
  /** The sweep's commands as typed in redis-cli, each with its comment. */
  cli: `ZRANGEBYSCORE emq:{q}:active -inf 1767225635000   # every lease with a deadline at or before now
HINCRBY emq:{q}:job:JOB-a stalled 1                # count the stall (after ZREM emq:{q}:active JOB-a)
ZADD emq:{q}:pending 0 JOB-a                       # back to pending… or ZADD emq:{q}:dead 0 JOB-a at maxStalled`,
  inclusive:
    'The range is inclusive: a deadline equal to now is expired. Typed one at a time those commands race other sweepers, which is why the product sends them as one script (below). The hub at the top of this page runs that script on four jobs: select a job, read what the next sweep will do with it, then step the sweep.',
  layersHeading: 'Two layers on one signal',
  signal: [
    'Both layers read the same signal, an expired lease, with the same ',
    { code: 'ZRANGEBYSCORE active -inf now' },
    '. The ',
    { strong: 'count-free reaper' },
    ' (reap.lua) runs each time its timer fires and puts each expired job straight back: that is crash recovery, and it is enough when workers die for reasons that have nothing to do with the job. It keeps no count, so a ',
    { em: 'poison' },
    ' job that crashes every worker comes back for ever.',
  ] as Rich,
  count: [
    'The ',
    { strong: 'sweep' },
    ' (sweep.lua) adds the count: ',
    { code: 'HINCRBY stalled 1' },
    ' on each expired lease, and when the count reaches ',
    { code: 'maxStalled' },
    ' the job goes to the dead set, the morgue, and stays there. The count is bumped inside the same script as the read because a count bumped by a client after its read can be bumped twice: two sweepers read the same lease before either removes it (Bull issue #356). A Lua script runs atomically: no other command runs between its lines.',
  ] as Rich,
  codeLabel: 'sweep.lua, with notes',
  codeCaption: "The product's sweep, exactly as it runs on Redis (and in the simulator); the numbered notes below are about the marked lines.",
  /** The marker at the end of a noted line of the listing, and the note's own line number. */
  noteMarker: (n: number) => `note ${n}`,
  noteLine: (line: number | undefined) => `line ${line}`,
  notesLabel: 'Notes on sweep.lua',
  valkey: [
    { strong: 'On Valkey' },
    " the script runs unchanged: the same sorted-set and hash commands, EVAL and EVALSHA, and TIME read inside the script, so the server's clock is the only clock.",
  ] as Rich,
  progressLabel: 'How far you got: ',
  /** A dive card's link, by the card's step name. */
  openDive: (step: string) => `Open Dive: ${step.toLowerCase()}`,
  appliedHeading: 'The pattern, applied',
  applied:
    "A chat bot sends each user command to a queue, and command workers dispatch them. A handler crashes halfway through dispatching one: its lease stops moving. The next sweep finds the deadline in the past, counts one stall and puts the command back in pending; another worker claims it and finishes it. A command that crashes its handler every time spends its stall budget: the sweep that counts its maxStalled-th stall moves it to the dead set, and there it stays, out of everyone's way, until someone looks at it.",
  playRun: 'Play the command worker run',
  playRunAfter: ' to watch it happen on a timeline, crash a worker yourself, and fork a different future.',
  idempotentHeading: 'Idempotent handlers',
  idempotent: [
    'The sweep cannot tell a slow worker from a dead one, so a job can run twice: delivery is ',
    { em: 'at-least-once' },
    '. A handler is ',
    { strong: 'idempotent' },
    ' when running it twice leaves the world as running it once does. Post the reply under a key made from the job id, so the second run finds it already there:',
  ] as Rich,
  /** A handler's code, before and after, with its comments. */
  idempotentCode: `// Not idempotent: a second run posts a second reply.
await chat.post(channel, reply);

// Idempotent: the job id names the reply; a second run changes nothing.
if (await redis.set(\`reply:\${job.id}\`, '1', 'NX', 'PX', 86_400_000)) await chat.post(channel, reply);`,
  idempotentCaveat:
    '(The marker and the post are still two steps: if the handler dies between them the reply is lost, which is why a real one records the message id it got back, or lets the chat service deduplicate by a key it accepts.)',
  referencesHeading: 'References',
  loadingQuiz: 'Loading the questions…',
};

/** The course page's references: every link a real page (checked against the docs they name). */
export const REFERENCES: readonly Reference[] = [
  { href: 'https://redis.io/docs/latest/commands/eval/', title: 'EVAL', note: 'runs a Lua script on the server, atomically' },
  { href: 'https://redis.io/docs/latest/commands/evalsha/', title: 'EVALSHA', note: 'runs a cached script by its SHA1 digest' },
  { href: 'https://redis.io/docs/latest/develop/programmability/eval-intro/', title: 'Scripting with Lua', note: 'why a script is atomic, and what it may call' },
  { href: 'https://redis.io/docs/latest/commands/zrangebyscore/', title: 'ZRANGEBYSCORE', note: 'the range read: -inf now is inclusive' },
  { href: 'https://redis.io/docs/latest/commands/zadd/', title: 'ZADD', note: 'a lease is a member scored by its deadline' },
  { href: 'https://redis.io/docs/latest/commands/hincrby/', title: 'HINCRBY', note: 'the stall count' },
  { href: 'https://redis.io/docs/latest/commands/time/', title: 'TIME', note: 'the server clock' },
  { href: 'https://redis.io/docs/latest/commands/lmove/', title: 'LMOVE', note: 'the list pattern’s take and give-back' },
  { href: 'https://redis.io/docs/latest/commands/set/', title: 'SET with PX', note: 'a lock with a lease in milliseconds' },
  { href: 'https://valkey.io/topics/sorted-sets/', title: 'Valkey: sorted sets', note: 'the same commands on Valkey' },
  { href: 'https://docs.bullmq.io/guide/jobs/stalled', title: 'BullMQ: stalled jobs', note: 'the same recovery in a production queue, and maxStalledCount' },
  { href: 'https://github.com/OptimalBits/bull/issues/356', title: 'Bull issue #356', note: '“Jobs get double processed”: two sweeps on one stall' },
  { href: 'https://github.com/OptimalBits/bull/pull/359', title: 'Bull PR #359', note: 'the fix: the stalled sweep as one Lua script' },
];

/** "Check your understanding": the quiz's frame around its generated questions (their words are QUIZ). */
export const QUIZ_VIEW = {
  heading: 'Check your understanding',
  intro: 'Each question is drawn from the simulator: its numbers are new on every round, and its answer is what the simulator does with the situation it describes.',
  questionN: (n: number) => `Question ${n}. `,
  check: 'Check',
  more: 'More questions',
};
