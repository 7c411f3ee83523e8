import { NO_FAULTS, type WorldConfig } from '../../sim/actors/config';

/**
 * Group lanes: a chat-bot's commands per tenant. cmd-001 and cmd-003 belong to the fairness group
 * `tenant-7` and wait in `emq:{chat.commands}:g:tenant-7:pending`; cmd-002 has no group and waits
 * in the shared lane. w1 and w3 claim from tenant-7's lane, w2 from the shared one. w1 crashes
 * holding cmd-001 at t = 4 s; its lease (deadline t = 13 s) lapses, and the sweep at t = 15 s puts
 * cmd-001 back in tenant-7's lane, not the shared one (the job hash's `group` field says where,
 * docs/model.md "The verbs", sweep), so w3, blocked on that lane, wakes and finishes it at t = 21 s
 * while w2 keeps waiting on the shared lane. Times in milliseconds; nothing is random.
 */
export function groupLanes(seed = 1): WorldConfig {
  return {
    header: {
      format: 'emq-scenario/1',
      name: 'A grouped job is recovered into its own group lane',
      queue: 'chat.commands',
      clockStartMs: 1767225600000,
      maxStalled: 3,
      leaseMs: 10_000,
    },
    seed,
    horizonMs: 30_000,
    workers: { count: 3, workMs: [1500, 1500], heartbeatMs: 3000, restartMs: null, poisonCrashMs: 1000, lanes: ['tenant-7', null, 'tenant-7'] },
    producer: {
      jobs: [
        { atMs: 0, group: 'tenant-7', data: '{"cmd":"/deploy"}', workMs: 6000 },
        { atMs: 500, data: '{"cmd":"/help"}', workMs: 1500 },
        { atMs: 1000, group: 'tenant-7', data: '{"cmd":"/roll"}', workMs: 1500 },
      ],
      rate: null,
      idPrefix: 'cmd-',
      idDigits: 3,
    },
    sweeper: { everyMs: 5000, startMs: 5000 },
    reaper: null,
    faults: NO_FAULTS,
    story: [{ atMs: 4000, kind: 'crash', worker: 'w1' }],
  };
}
