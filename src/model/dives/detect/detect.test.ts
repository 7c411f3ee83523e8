import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../../sim/scenario/runScenario';
import { CLIENT_CLOCK_LINES, clockedRead, detectState, leasesOf, passCost, rangeRead, skewScenario, SWEEP_LUA_LINES } from './detect';

const T0 = 1_767_225_600_000;
const PSEUDO = readFileSync(new URL('./clientClockSweep.txt', import.meta.url), 'utf8').split('\n');
const SWEEP_LUA = readFileSync(new URL('../../../sim/queue/scripts/sweep.lua', import.meta.url), 'utf8').split('\n');

describe('the detect dive', () => {
  it('puts six leases on the line in Redis order: by deadline, ties by id bytes', () => {
    expect(leasesOf(detectState()).map((l) => [l.id, l.worker, l.deadlineMs - T0])).toEqual([
      ['j1', 'w1', 8000], ['j2', 'w2', 15000], ['j3', 'w3', 20000], ['j4', 'w4', 20000], ['j5', 'w5', 33000], ['j6', 'w6', 47000],
    ]);
  });

  it('a deadline equal to now is expired: the range read at 20 s returns both leases due at 20 s', () => {
    const s = detectState();
    expect(rangeRead(s, T0 + 20_000).ids).toEqual(['j1', 'j2', 'j3', 'j4']);
    expect(rangeRead(s, T0 + 19_999).ids).toEqual(['j1', 'j2']);
    expect(rangeRead(s, T0 + 20_000).argv).toEqual(['ZRANGEBYSCORE', 'emq:{q}:active', '-inf', String(T0 + 20_000)]);
  });

  it('the range read changes nothing in the keyspace', () => {
    const s = detectState();
    const before = s.keyspace.dump();
    rangeRead(s, T0 + 50_000);
    expect(s.keyspace.dump()).toEqual(before);
  });

  it('a monitor sends one probe per worker each pass; the range read is one command whatever the size', () => {
    expect(passCost(6, 4)).toEqual({ probes: 6, rangeReads: 1, membersReturned: 4 });
    expect(passCost(10_000, 12)).toEqual({ probes: 10_000, rangeReads: 1, membersReturned: 12 });
  });

  it('with the server clock, skew changes nothing: the script reads TIME', () => {
    const s = detectState();
    const reads = [-10_000, -3_000, 0, 3_000, 10_000].map((skew) => clockedRead(s, T0 + 20_000, skew, 'server'));
    for (const r of reads) {
      expect(r.ids).toEqual(['j1', 'j2', 'j3', 'j4']);
      expect(r.early).toEqual([]);
      expect(r.missed).toEqual([]);
    }
    expect(reads[0]!.frames[0]!.lines).toEqual([SWEEP_LUA_LINES.time, SWEEP_LUA_LINES.now]);
  });

  it('a fast sweeper clock recovers live leases early', () => {
    const r = clockedRead(detectState(), T0 + 25_000, 8_000, 'sweeper');
    expect(r.boundMs).toBe(T0 + 33_000);
    expect(r.ids).toEqual(['j1', 'j2', 'j3', 'j4', 'j5']);
    expect(r.early).toEqual(['j5']);
    expect(r.frames[2]!.narration).toMatch(/double delivery/);
  });

  it('a slow sweeper clock misses expired leases until its own clock reaches them', () => {
    const r = clockedRead(detectState(), T0 + 20_000, -5_000, 'sweeper');
    expect(r.ids).toEqual(['j1', 'j2']);
    expect(r.missed).toEqual(['j3', 'j4']);
  });

  it('the pseudocode and sweep.lua lines it lights hold what they claim', () => {
    expect(PSEUDO[CLIENT_CLOCK_LINES.clock - 1]).toContain('sweeper_clock_ms()');
    expect(PSEUDO[CLIENT_CLOCK_LINES.read - 1]).toContain('ZRANGEBYSCORE active -inf now');
    expect(PSEUDO[CLIENT_CLOCK_LINES.recover - 1]).toContain('ZREM');
    expect(SWEEP_LUA[SWEEP_LUA_LINES.time - 1]).toContain("redis.call('TIME')");
    expect(SWEEP_LUA[SWEEP_LUA_LINES.read - 1]).toContain("'ZRANGEBYSCORE', KEYS[1], '-inf', now)");
  });

  it('the skewed sweep exported as raw commands hands a live job to a second worker', () => {
    const trace = runScenario(skewScenario(25_000, 8_000, 'sweeper'));
    const last = trace.steps.at(-1)!;
    expect(last.reply).toEqual(['j1', 'w7:2', T0 + 55_001]);
    // j5's lease (w5's, live until 33 s) was pulled: it is pending again, in no one's lease.
    expect(trace.steps.at(-2)!.keyspace['emq:{q}:pending']).toEqual({ type: 'zset', value: [['j1', 0], ['j2', 0], ['j3', 0], ['j4', 0], ['j5', 0]] });
  });

  it('the same export with the server clock runs the sweep verb and recovers only expired leases', () => {
    const trace = runScenario(skewScenario(25_000, 8_000, 'server'));
    expect(trace.steps.at(-2)!.reply).toEqual([['j1', 'recovered', 1], ['j2', 'recovered', 1], ['j3', 'recovered', 1], ['j4', 'recovered', 1]]);
  });
});
