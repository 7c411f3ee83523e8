import { NO_FAULTS, type WorldConfig } from '../../sim/actors/config';

/**
 * The command worker story: a chat-bot's `/deploy` command is claimed by w1, whose handler
 * crashes mid-dispatch at t = 4 s. Nobody extends the lease (deadline t = 13 s), so the sweep at
 * t = 15 s puts the job back (stall 1 of 3) and wakes w2, which finishes it at t = 21 s.
 * Times in milliseconds; nothing is random here, so every seed tells the same story.
 */
export function commandWorker(seed = 1): WorldConfig {
  return {
    header: {
      format: 'emq-scenario/1',
      name: 'A chat-bot command handler crashes mid-dispatch',
      queue: 'cm.bot.commands',
      clockStartMs: 1767225600000,
      maxStalled: 3,
      leaseMs: 10_000,
    },
    seed,
    horizonMs: 30_000,
    workers: { count: 2, workMs: [3000, 3000], heartbeatMs: 3000, restartMs: null, poisonCrashMs: 1000 },
    producer: {
      jobs: [
        { atMs: 0, data: '{"cmd":"/deploy"}', workMs: 6000 },
        { atMs: 1000, data: '{"cmd":"/roll"}', workMs: 1500 },
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
