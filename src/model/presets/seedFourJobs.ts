import type { Scenario } from '../../sim/format/scenario';

/**
 * The hub widget's story, identical to `test/cases/seed-four-jobs.scenario.json` (a test
 * keeps them equal): JOB-a's worker heartbeats, JOB-b's worker crashed, JOB-c's worker is alive
 * but missed its heartbeat, JOB-d is one stall from maxStalled 3. The sweep runs at t = 35 s.
 */
export const SEED_FOUR_JOBS: Scenario = {
  "format": "emq-scenario/1",
  "name": "One sweep over the four jobs of the hub widget",
  "queue": "cm.bot.commands",
  "clockStartMs": 1767225600000,
  "maxStalled": 3,
  "leaseMs": 30000,
  "steps": [
    {
      "at": 0,
      "op": "enqueue",
      "job": "JOB-a"
    },
    {
      "at": 0,
      "op": "enqueue",
      "job": "JOB-b"
    },
    {
      "at": 0,
      "op": "enqueue",
      "job": "JOB-c"
    },
    {
      "at": 0,
      "op": "enqueue",
      "job": "JOB-d"
    },
    {
      "at": 0,
      "op": "claim",
      "worker": "w1"
    },
    {
      "at": 0,
      "op": "claim",
      "worker": "w2"
    },
    {
      "at": 0,
      "op": "claim",
      "worker": "w3"
    },
    {
      "at": 0,
      "op": "claim",
      "worker": "w4"
    },
    {
      "at": 0,
      "op": "redis",
      "command": [
        "HSET",
        "emq:{cm.bot.commands}:job:JOB-d",
        "stalled",
        "2"
      ]
    },
    {
      "at": 1000,
      "op": "crash",
      "worker": "w4"
    },
    {
      "at": 5000,
      "op": "crash",
      "worker": "w2"
    },
    {
      "at": 20000,
      "op": "extend",
      "job": "JOB-a",
      "token": "w1:1"
    },
    {
      "at": 35000,
      "op": "sweep"
    },
    {
      "at": 36000,
      "op": "complete",
      "job": "JOB-c",
      "token": "w3:1"
    },
    {
      "at": 36000,
      "op": "claim",
      "worker": "w5"
    }
  ]
};
