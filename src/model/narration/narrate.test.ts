import { describe, expect, it } from 'vitest';
import type { Cause } from '../../sim/actors/cause';
import { generateRun, type Run } from '../../sim/actors/run';
import { worldPreset, WORLD_PRESETS } from '../presets/worldPresets';
import { RUN } from './catalogue';
import { label, narrate } from './narrate';

function runOf(id: string): Run {
  const p = worldPreset(id)!;
  return generateRun(p.config(p.defaultSeed));
}

function said(run: Run): string[] {
  return run.timeline.events.map((e, i) => narrate(e, run.causes[i], run.timeline.header));
}

describe('narration', () => {
  it('tells the command worker story event by event, with why', () => {
    const lines = said(runOf('command-worker'));
    expect(lines[0]).toBe('The producer enqueued cmd-001: it waits in pending until a worker claims it.');
    expect(lines[1]).toBe('w1 claimed cmd-001 with token w1:1: its lease runs until t = 10.0 s, 10.0 s from now.');
    expect(lines[2]).toBe('w2 asked for a job, but pending was empty: it now blocks until a job is added.');
    expect(lines).toContain("w1's handler crashed mid-dispatch while holding cmd-001. A crash writes nothing to Redis: nobody will extend cmd-001's lease now, so it stays in active until its deadline passes and a sweep takes it back.");
    expect(lines).toContain('The sweep found 1 expired lease (deadline at or before now) and put cmd-001 back in pending (stall 1 of 3).');
    expect(lines).toContain("The sweeper's beat found no lease with a deadline at or before now: nothing moved.");
    expect(lines).toContain('w2 claimed cmd-001 with token w2:2: its lease runs until t = 25.0 s, 10.0 s from now. It was blocked on the empty lane and woke because a job landed in pending.');
  });

  it('explains the fenced late complete and the at-least-once consequence', () => {
    const lines = said(runOf('slow-worker'));
    expect(lines).toContain('w1 froze in a long GC pause while holding img-001: alive but silent, it sends no heartbeats until it resumes.');
    expect(lines).toContain('w1 woke after 20.0 s and carries on as if no time had passed: timers that came due fire now.');
    expect(lines).toContain("w1's late complete of img-001 was rejected with -1: token w1:1 was deleted when a sweep took the expired lease. Its work ran anyway, so the job may have run twice: delivery is at-least-once.");
  });

  it('names the maxStalled-th stall (the 3rd) when the poison job goes to the morgue', () => {
    const lines = said(runOf('crash-loop'));
    expect(lines).toContain('job-01 is poison: it crashed w1, the worker running it. A crash writes nothing to Redis: nobody will extend job-01\'s lease now, so it stays in active until its deadline passes and a sweep takes it back.');
    expect(lines).toContain('The sweep found 1 expired lease (deadline at or before now) and sent job-01 to the morgue: the stall count reached maxStalled 3 (the 3rd stall dead-letters).');
    expect(lines).toContain('The supervisor restarted w1 as w1.2: a new process with a new worker id, so its tokens differ; it asks for work at once.');
  });

  it("speaks to the learner about the learner's own interventions", () => {
    const run = runOf('command-worker');
    const e = run.timeline.events[4]!;
    const crash: Cause = { actor: 'w2', by: 'learner', why: 'told', slot: 'w2', job: 'cmd-002' };
    expect(narrate({ ...e, type: 'worker/crashed', input: { at: 1000, op: 'crash', worker: 'w2' }, reply: null }, crash, run.timeline.header)).toBe(
      "You crashed w2. A crash writes nothing to Redis: nobody will extend cmd-002's lease now, so it stays in active until its deadline passes and a sweep takes it back.",
    );
    const tick = { ...e, type: 'clock/advanced' as const, input: { at: 1000, op: 'tick' as const }, reply: null };
    expect(narrate(tick, { actor: 'learner', by: 'learner', why: 'told', job: 'cmd-002', fact: 'job/markedPoison' }, run.timeline.header)).toBe(
      'You marked cmd-002 as poison: whichever worker claims it next will crash.',
    );
    expect(narrate(tick, undefined, run.timeline.header)).toBe('The clock moved on; nothing else happened.');
  });

  it('has a sentence and a short label for every event of every preset', () => {
    for (const p of WORLD_PRESETS.filter((x) => x.id !== 'busy-hour')) {
      const run = runOf(p.id);
      run.timeline.events.forEach((e, i) => {
        expect(narrate(e, run.causes[i], run.timeline.header)).toMatch(/^[A-Zwjcim].*[.]$/);
        expect(label(e, run.causes[i]).length).toBeGreaterThan(3);
      });
    }
  });
});

describe('ordinals', () => {
  it('writes 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd and 103rd', async () => {
    const { ordinal } = await import('./narrate');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 103].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '103rd']);
  });

  it('gives the resumed worker its own subject when the learner resumed it', () => {
    expect(RUN.resumed('w1', true, 12_000)).toBe('You resumed w1 after 12.0 s: it carries on as if no time had passed: timers that came due fire now.');
    expect(RUN.resumed('w1', false, 12_000)).toBe('w1 woke after 12.0 s and carries on as if no time had passed: timers that came due fire now.');
  });
});
