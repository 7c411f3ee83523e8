import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queueKeys } from '../queue/keys';
import { isErrorReply } from '../format/reply';
import { exportRun, formatScenario } from '../scenario/exportRun';
import { parseScenario } from '../scenario/parseScenario';
import { runScenario } from '../scenario/runScenario';
import { selectJobs } from '../../model/selectors/jobs';
import { stateAt } from '../timeline/timeline';
import { cloneActors, initialActors, type ActorState } from './actorState';
import type { WorldConfig } from './config';
import { cannotIntervene, type Intervention } from './intervention';
import { react } from './react';
import { actorsAt, generateRun, intervene, type Run } from './run';
import { testWorld } from './testWorld';

/** A small random world: every knob of the actors, drawn by fast-check. Times in ms. */
const worldArb: fc.Arbitrary<WorldConfig> = fc
  .record({
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    leaseMs: fc.integer({ min: 1000, max: 15_000 }),
    maxStalled: fc.integer({ min: 1, max: 4 }),
    count: fc.integer({ min: 1, max: 4 }),
    workMin: fc.integer({ min: 100, max: 6000 }),
    workSpan: fc.integer({ min: 0, max: 15_000 }),
    heartbeatMs: fc.integer({ min: 300, max: 12_000 }),
    restartMs: fc.option(fc.integer({ min: 100, max: 6000 })),
    jobs: fc.array(fc.record({ atMs: fc.integer({ min: 0, max: 15_000 }), poison: fc.boolean() }), { maxLength: 6 }),
    rate: fc.option(fc.record({ startMs: fc.integer({ min: 0, max: 5000 }), everyMs: fc.integer({ min: 0, max: 4000 }), count: fc.integer({ min: 0, max: 12 }), jitter: fc.boolean() })),
    sweeper: fc.option(fc.record({ everyMs: fc.integer({ min: 300, max: 8000 }), startMs: fc.integer({ min: 0, max: 8000 }), limit: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }) })),
    reaper: fc.option(fc.record({ everyMs: fc.integer({ min: 300, max: 8000 }), startMs: fc.integer({ min: 0, max: 8000 }) })),
    crashChance: fc.double({ min: 0, max: 0.3, noNaN: true }),
    pauseChance: fc.double({ min: 0, max: 0.3, noNaN: true }),
    pauseMs: fc.integer({ min: 100, max: 20_000 }),
    story: fc.array(fc.record({ atMs: fc.integer({ min: 0, max: 20_000 }), kind: fc.constantFrom('crash' as const, 'pause' as const, 'resume' as const), slot: fc.integer({ min: 1, max: 4 }) }), { maxLength: 3 }),
    horizonMs: fc.integer({ min: 1000, max: 30_000 }),
  })
  .map((r) =>
    testWorld({
      seed: r.seed,
      header: { leaseMs: r.leaseMs, maxStalled: r.maxStalled },
      workers: { count: r.count, workMs: [r.workMin, r.workMin + r.workSpan], heartbeatMs: r.heartbeatMs, restartMs: r.restartMs },
      producer: { jobs: r.jobs.slice().sort((a, b) => a.atMs - b.atMs), rate: r.rate, idPrefix: 'j', idDigits: 3 },
      sweeper: r.sweeper,
      reaper: r.reaper,
      faults: { crashChance: r.crashChance, pauseChance: r.pauseChance, pauseMs: [100, r.pauseMs] },
      story: r.story.map((s) => ({ atMs: s.atMs, kind: s.kind, worker: `w${s.slot}` })).sort((a, b) => a.atMs - b.atMs),
      horizonMs: r.horizonMs,
    }),
  );

const RUNS = { numRuns: 80 };

/** The actor state after every event, replayed from the start. */
function replayAll(run: Run): ActorState[] {
  const a = initialActors(run.config!);
  const out = [cloneActors(a)];
  run.timeline.events.forEach((e, i) => {
    react(a, run.config, run.timeline.header.clockStartMs, run.timeline.inputs[i]!, e, run.causes[i]!);
    out.push(cloneActors(a));
  });
  return out;
}

describe('seeded worlds (fast-check)', () => {
  it('the same config and seed give the same events and causes', () => {
    fc.assert(fc.property(worldArb, (cfg) => {
      const a = generateRun(cfg);
      const b = generateRun(structuredClone(cfg));
      expect(b.timeline.events).toEqual(a.timeline.events);
      expect(b.causes).toEqual(a.causes);
    }), RUNS);
  });

  it('actors act only through valid steps: time never goes back, no script fails, and the export is a valid scenario with the same replies', () => {
    fc.assert(fc.property(worldArb, (cfg) => {
      const run = generateRun(cfg);
      let last = 0;
      for (const e of run.timeline.events) {
        expect(e.input.at).toBeGreaterThanOrEqual(last);
        expect(e.input.at).toBeLessThanOrEqual(cfg.horizonMs);
        expect(isErrorReply(e.reply)).toBe(false);
        last = e.input.at;
      }
      const scenario = parseScenario(formatScenario(exportRun(run)));
      const steps = run.timeline.events.filter((e) => e.input.op !== 'tick');
      expect(runScenario(scenario).steps.map((s) => s.reply)).toEqual(steps.map((e) => e.reply));
    }), RUNS);
  });

  it('the actor state at any cursor, from its checkpoint, equals the state replayed from the start', () => {
    fc.assert(fc.property(worldArb, fc.double({ min: 0, max: 1, noNaN: true }), (cfg, where) => {
      const run = generateRun(cfg);
      const all = replayAll(run);
      const c = Math.floor(where * run.timeline.events.length);
      expect(actorsAt(run, c)).toEqual(all[c]);
    }), RUNS);
  });

  it('a worker never waits on an empty lane while a job sits in pending, and a worker whose token is current agrees with the lease deadline', () => {
    fc.assert(fc.property(worldArb, (cfg) => {
      const run = generateRun(cfg);
      const all = replayAll(run);
      const k = queueKeys(cfg.header.queue);
      const events = run.timeline.events;
      // Check at the end of each instant (the next event is later), when the wake-ups of that millisecond are done.
      for (let i = 0; i < events.length; i += 1) {
        if (i + 1 < events.length && events[i + 1]!.nowMs === events[i]!.nowMs) continue;
        const state = stateAt(run.timeline, i + 1);
        const a = all[i + 1]!;
        const pending = state.keyspace.call(['ZCARD', k.pending], 0) as number;
        if (a.waiting.length > 0) expect(pending).toBe(0);
        for (const w of a.workers) {
          if (!w.job) continue;
          const token = state.keyspace.call(['HGET', k.job(w.job.id), 'token'], 0);
          if (token === w.job.token) expect(Number(state.keyspace.call(['ZSCORE', k.active, w.job.id], 0))).toBe(w.job.deadlineMs);
        }
      }
    }), { numRuns: 40 });
  });

  it('every job ends in exactly one place: pending, active, dead or completed', () => {
    fc.assert(fc.property(worldArb, (cfg) => {
      const run = generateRun(cfg);
      const jobs = selectJobs(stateAt(run.timeline, run.timeline.events.length));
      for (const j of jobs) expect(['pending', 'active', 'dead', 'completed']).toContain(j.lane);
      expect(jobs.length).toBe(actorsAt(run, run.timeline.events.length).seq);
    }), RUNS);
  });

  it('a learner intervention at any cursor keeps the past and regenerates a valid future', () => {
    const ivArb = fc.oneof(
      fc.record({ kind: fc.constantFrom('crash' as const, 'pause' as const, 'resume' as const, 'restart' as const), worker: fc.constantFrom('w1', 'w2') }),
      fc.record({ kind: fc.constant('addJob' as const), poison: fc.boolean() }),
    );
    fc.assert(fc.property(worldArb, fc.double({ min: 0, max: 1, noNaN: true }), ivArb, (cfg, where, iv: Intervention) => {
      const run = generateRun(cfg);
      const c = Math.floor(where * run.timeline.events.length);
      if (cannotIntervene(actorsAt(run, c), iv)) {
        expect(() => intervene(run, c, iv)).toThrow();
        return;
      }
      const forked = intervene(run, c, iv);
      expect(forked.timeline.events.slice(0, c)).toEqual(run.timeline.events.slice(0, c));
      expect(forked.causes[c]!.by).toBe('learner');
      const steps = forked.timeline.events.filter((e) => e.input.op !== 'tick');
      expect(runScenario(exportRun(forked)).steps.map((s) => s.reply)).toEqual(steps.map((e) => e.reply));
      expect(actorsAt(forked, forked.timeline.events.length)).toEqual(replayAll(forked).at(-1));
    }), RUNS);
  });
});
