/** The course's terms, one plain sentence or two each, in the order a learner meets them. */
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

/** "Terms": a disclosure in the page shell with the glossary, reachable from every view. */
export function Glossary() {
  return (
    <details className="terms">
      <summary>Terms</summary>
      <dl className="terms__list">
        {TERMS.map((t) => (
          <div key={t.term}>
            <dt>{t.term}</dt>
            <dd>{t.text}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
