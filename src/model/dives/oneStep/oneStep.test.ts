import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadRecordedCases } from '../../../../test/recordedCases';
import { runScenario } from '../../../sim/scenario/runScenario';
import { CLIENT_LOOP_LINES } from './clientLoop';
import {
  DEFAULT_SETUP,
  enabledActors,
  flagsOf,
  isFinished,
  move,
  peekNext,
  replay,
  startOneStep,
  toScenario,
  type ActorId,
} from './oneStep';

const CLIENT_LOOP = readFileSync(new URL('./clientLoop.txt', import.meta.url), 'utf8').split('\n');

/** The interleaving of client-loop-double-recovery: both read, A recovers, B claims, B's loop goes on, C claims. */
const CASE_SCHEDULE: ActorId[] = [
  'sweeper:A', 'sweeper:B',
  'sweeper:A', 'sweeper:A', 'sweeper:A',
  'worker:B',
  'sweeper:B', 'sweeper:B', 'sweeper:B',
  'worker:C',
];

describe('clientLoop.txt', () => {
  it('every line the model lights holds the command it claims to run', () => {
    const want: Record<keyof typeof CLIENT_LOOP_LINES, string> = {
      clock: 'my_clock_ms()',
      read: 'ZRANGEBYSCORE active -inf now',
      loop: 'for each id in ids',
      zrem: 'ZREM active id',
      hincrby: 'HINCRBY job:<id> stalled 1',
      hdel: 'HDEL job:<id> worker token',
      branch: 'if st >= maxStalled',
      zaddDead: 'ZADD dead 0 id',
      zaddPending: 'ZADD pending 0 id',
    };
    for (const [name, text] of Object.entries(want)) {
      expect(CLIENT_LOOP[CLIENT_LOOP_LINES[name as keyof typeof CLIENT_LOOP_LINES] - 1], name).toContain(text);
    }
  });
});

describe('the one-step dive in client-loop mode', () => {
  it('starts with every sweeper at its read and Worker B ready to claim', () => {
    const s = startOneStep();
    expect(enabledActors(s)).toEqual(['sweeper:A', 'sweeper:B', 'worker:B']);
    expect(s.nowMs - s.header.clockStartMs).toBe(30_000);
    expect(peekNext(s, 'sweeper:A')!.argv).toEqual(['ZRANGEBYSCORE', 'emq:{q}:active', '-inf', '1767225630000']);
    expect(peekNext(s, 'sweeper:A')!.frame.lines[0]).toBe(CLIENT_LOOP_LINES.read);
  });

  it('replaying the case interleaving through runScenario gives client-loop-double-recovery\'s expected trace', () => {
    const c = loadRecordedCases().find((x) => x.name === 'client-loop-double-recovery')!;
    const session = replay({ ...DEFAULT_SETUP, claims: 2 }, CASE_SCHEDULE);
    const scenario = toScenario(session);
    const caseScenario = JSON.parse(c.scenarioText);
    expect(scenario.steps).toEqual(caseScenario.steps);
    expect(runScenario(scenario).steps).toEqual(c.expected.steps);
  });

  it('each move\'s reply is the reply Redis gave in the case', () => {
    const c = loadRecordedCases().find((x) => x.name === 'client-loop-double-recovery')!;
    const session = replay({ ...DEFAULT_SETUP, claims: 2 }, CASE_SCHEDULE);
    expect(session.moves.map((m) => m.reply)).toEqual(c.expected.steps.slice(2).map((s) => s.reply));
  });

  it('flags the stall counted twice at Sweeper B\'s HINCRBY and the pulled lease at its ZREM', () => {
    const session = replay(DEFAULT_SETUP, CASE_SCHEDULE.slice(0, 9));
    const flagged = session.moves.map((m, i) => [i, m.step.op === 'redis' ? m.step.command[0] : m.step.op, m.flags.map((f) => f.kind)] as const).filter(([, , f]) => f.length > 0);
    expect(flagged).toEqual([
      [6, 'ZREM', ['double-delivery']],
      [7, 'HINCRBY', ['double-count']],
    ]);
    expect(flagsOf(session)[0]!.text).toContain('Worker B');
    expect(isFinished(session)).toBe(true);
  });

  it('a sweeper whose ZREM finds nothing still counts and re-queues, and a claim in between makes it a double delivery', () => {
    const s = replay(DEFAULT_SETUP, ['sweeper:A', 'sweeper:B', 'sweeper:A', 'sweeper:A', 'sweeper:A', 'sweeper:B', 'sweeper:B', 'worker:B', 'sweeper:B']);
    expect(s.moves[5]!.reply).toBe(0); // B's ZREM: A took it out already
    expect(s.moves.map((m) => m.flags.map((f) => f.kind))).toEqual([[], [], [], [], [], [], ['double-count'], [], ['double-delivery']]);
    // j1 is both in pending and under Worker B's lease.
    const dump = s.ks.dump();
    expect(dump['emq:{q}:pending']).toEqual({ type: 'zset', value: [['j1', 0]] });
    expect(dump['emq:{q}:active']!.value).toEqual([['j1', 1767225660003]]);
  });

  it('a sweeper whose read comes after another sweeper\'s ZREM finds nothing and stops', () => {
    const s = replay(DEFAULT_SETUP, ['sweeper:A', 'sweeper:A', 'sweeper:B']);
    expect(s.moves[2]!.reply).toEqual([]);
    expect(enabledActors(s)).toEqual(['sweeper:A', 'worker:B']);
  });

  it('two reads in a row share an instant; any other change of client costs 1 ms', () => {
    const s = replay(DEFAULT_SETUP, CASE_SCHEDULE.slice(0, 9));
    expect(s.moves.map((m) => m.step.at)).toEqual([30000, 30000, 30001, 30001, 30001, 30002, 30003, 30003, 30003]);
  });

  it('a worker that claims before any recovery finds pending empty', () => {
    const s = move(startOneStep(), 'worker:B');
    expect(s.moves[0]!.reply).toBeNull();
    expect(s.moves[0]!.frame.narration).toMatch(/pending is empty/);
  });

  it('every move carries one sentence and the client loop line it ran', () => {
    const s = replay(DEFAULT_SETUP, CASE_SCHEDULE.slice(0, 9));
    for (const m of s.moves) {
      expect(m.frame.narration).toMatch(/^[A-Z].*\.$/);
      expect(m.frame.narration.split('. ').length).toBe(1);
      if (m.actor.startsWith('sweeper')) expect(m.frame.script).toBe('clientLoop');
    }
    expect(s.moves.filter((m) => m.actor.startsWith('sweeper')).map((m) => m.frame.lines[0])).toEqual([4, 4, 6, 7, 14, 6, 7, 14]);
  });

  it('refuses a move by an actor that is done or not in the setup', () => {
    expect(() => move(startOneStep(), 'sweeper:C')).toThrow(/cannot move/);
    const s = move(startOneStep(), 'worker:B');
    expect(() => move(s, 'worker:B')).toThrow(/cannot move/);
  });

  it('refuses setups outside the dive\'s ranges', () => {
    expect(() => startOneStep({ ...DEFAULT_SETUP, sweepers: 0 })).toThrow(RangeError);
    expect(() => startOneStep({ ...DEFAULT_SETUP, jobs: 3 })).toThrow(RangeError);
    expect(() => startOneStep({ ...DEFAULT_SETUP, sweepers: 3, jobs: 2 })).toThrow(/at most 4/);
    expect(() => startOneStep({ ...DEFAULT_SETUP, claims: 3 })).toThrow(RangeError);
  });

  it('dead-letters with ZADD dead when the sweeper\'s own count reaches maxStalled', () => {
    const s = replay({ ...DEFAULT_SETUP, maxStalled: 1, sweepers: 1, claims: 0 }, ['sweeper:A', 'sweeper:A', 'sweeper:A', 'sweeper:A']);
    expect(s.moves[3]!.step).toMatchObject({ op: 'redis', command: ['ZADD', 'emq:{q}:dead', '0', 'j1'] });
    expect(s.moves[3]!.frame.lines[0]).toBe(CLIENT_LOOP_LINES.zaddDead);
  });
});

describe('the one-step dive in atomic mode', () => {
  const ATOMIC = { ...DEFAULT_SETUP, mode: 'atomic' as const };

  it('runs each sweep as one sweep verb step, so the case\'s order cannot count twice', () => {
    const s = replay(ATOMIC, ['sweeper:A', 'worker:B', 'sweeper:B']);
    expect(s.moves.map((m) => m.step.op)).toEqual(['sweep', 'claim', 'sweep']);
    expect(s.moves[0]!.reply).toEqual([['j1', 'recovered', 1]]);
    expect(s.moves[2]!.reply).toEqual([]);
    expect(flagsOf(s)).toEqual([]);
    expect(s.moves[0]!.frame.script).toBe('sweep.lua');
  });

  it('the exported run replays through runScenario with the same replies', () => {
    const s = replay(ATOMIC, ['sweeper:B', 'sweeper:A', 'worker:B']);
    expect(runScenario(toScenario(s)).steps.slice(2).map((t) => t.reply)).toEqual(s.moves.map((m) => m.reply));
  });
});
