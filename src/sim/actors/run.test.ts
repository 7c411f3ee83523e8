import { describe, expect, it } from 'vitest';
import { applyInput } from '../engine/applyInput';
import { buildTimeline, CHECKPOINT_EVERY, stateAt } from '../timeline/timeline';
import { busyHour } from '../../model/presets/busyHour';
import { cloneActors, initialActors } from './actorState';
import { entryType } from './cause';
import { react } from './react';
import { actorsAt, generateRun, intervene, runFromScenario, type Run } from './run';
import { testWorld } from './testWorld';
import { exportRun } from '../scenario/exportRun';

const busy = generateRun(busyHour(5, { jobs: 60, workers: 6 }));

/** The actor state after each event, replayed from the very start (no checkpoint). */
function replayAll(run: Run) {
  const a = cloneActors(initialActors(run.config!));
  const out = [cloneActors(a)];
  run.timeline.events.forEach((e, i) => {
    react(a, run.config, run.timeline.header.clockStartMs, run.timeline.inputs[i]!, e, run.causes[i]!);
    out.push(cloneActors(a));
  });
  return out;
}

describe('world runs', () => {
  it('record the same timeline as buildTimeline of their inputs', () => {
    const rebuilt = buildTimeline(busy.timeline.header, busy.timeline.inputs);
    expect(busy.timeline.events).toEqual(rebuilt.events);
    expect(busy.timeline.checkpoints.map((s) => s.keyspace.dump())).toEqual(rebuilt.checkpoints.map((s) => s.keyspace.dump()));
    expect(busy.actorCheckpoints.length).toBe(busy.timeline.checkpoints.length);
  });

  it('derive the actor state at any cursor from a checkpoint, equal to replaying from the start', () => {
    const all = replayAll(busy);
    const n = busy.timeline.events.length;
    expect(n).toBeGreaterThan(3 * CHECKPOINT_EVERY);
    for (let c = 0; c <= n; c += 7) expect(actorsAt(busy, c)).toEqual(all[c]);
    expect(actorsAt(busy, n)).toEqual(all[n]);
    expect(() => actorsAt(busy, n + 1)).toThrow(RangeError);
  });

  it('never move the clock backwards and stop at the horizon', () => {
    let last = 0;
    for (const input of busy.timeline.inputs) {
      expect(input.at).toBeGreaterThanOrEqual(last);
      last = input.at;
    }
    expect(last).toBeLessThanOrEqual(busy.config!.horizonMs);
  });

  it('fork on an intervention while scrubbed back: the past stays, the intervention sits at the cursor, the future is regenerated', () => {
    const cursor = 100;
    const forked = intervene(busy, cursor, { kind: 'crash', worker: 'w3' });
    expect(forked.timeline.events.slice(0, cursor)).toEqual(busy.timeline.events.slice(0, cursor));
    expect(forked.causes.slice(0, cursor)).toEqual(busy.causes.slice(0, cursor));
    expect(forked.timeline.inputs[cursor]).toMatchObject({ op: 'crash', worker: 'w3', at: busy.timeline.events[cursor - 1]!.nowMs - 1_767_225_600_000 });
    expect(forked.causes[cursor]).toMatchObject({ by: 'learner', slot: 'w3' });
    expect(forked.interventions).toEqual([{ index: cursor, intervention: { kind: 'crash', worker: 'w3' } }]);
    // the regenerated future is what the world does from there: deterministic, and derivable
    expect(intervene(busy, cursor, { kind: 'crash', worker: 'w3' }).timeline.events).toEqual(forked.timeline.events);
    const all = replayAll(forked);
    for (const c of [cursor, cursor + 1, cursor + 64, forked.timeline.events.length]) expect(actorsAt(forked, c)).toEqual(all[c]);
    // and the state at every checkpoint is the state of its events
    const rebuilt = buildTimeline(forked.timeline.header, forked.timeline.inputs);
    expect(forked.timeline.events).toEqual(rebuilt.events);
  });

  it('drop the interventions of a future they fork away', () => {
    const a = intervene(busy, 200, { kind: 'pause', worker: 'w1' });
    const b = intervene(a, 150, { kind: 'addJob' });
    expect(b.interventions).toEqual([{ index: 150, intervention: { kind: 'addJob' } }]);
    const c = intervene(a, 250, { kind: 'resume', worker: 'w1' });
    expect(c.interventions.map((r) => r.index)).toEqual([200, 250]);
  });

  it('add a learner job with the next id and mark poison, recorded as an enqueue and a world fact', () => {
    const start = generateRun(testWorld({ horizonMs: 20_000 }));
    const added = intervene(start, 3, { kind: 'addJob', poison: true });
    expect(added.timeline.inputs[3]).toMatchObject({ op: 'enqueue', job: 'j02' });
    expect(actorsAt(added, 4).poison).toEqual(['j02']);
    const marked = intervene(start, 2, { kind: 'markPoison', job: 'j01' }); // after w1 claimed it
    expect(entryType(marked.timeline.events[2]!.type, marked.causes[2])).toBe('job/markedPoison');
    expect(marked.timeline.events.some((e) => e.type === 'worker/crashed')).toBe(false); // w1 already runs it
  });

  it('refuse an intervention that cannot happen, and any on a replayed file', () => {
    const start = generateRun(testWorld());
    expect(() => intervene(start, 3, { kind: 'resume', worker: 'w1' })).toThrow('w1 is not paused.');
    expect(() => intervene(start, 3, { kind: 'crash', worker: 'w9' })).toThrow('There is no worker w9.');
    const file = runFromScenario(exportRun(start));
    expect(() => intervene(file, 1, { kind: 'addJob' })).toThrow(/replayed file/);
  });

  it('replay an imported file with the same replies and observe who holds which lease', () => {
    const story = generateRun(testWorld({ story: [{ atMs: 1000, kind: 'crash', worker: 'w1' }] }));
    const file = runFromScenario(exportRun(story));
    const steps = story.timeline.events.filter((e) => e.input.op !== 'tick');
    expect(file.timeline.events.map((e) => e.reply)).toEqual(steps.map((e) => e.reply));
    const a = actorsAt(file, 3);
    expect(a.workers.map((w) => [w.id, w.job?.id ?? null])).toEqual([['w1', 'j01'], ['w2', null]]);
    const crash = file.timeline.events.findIndex((e) => e.type === 'worker/crashed');
    expect(file.causes[crash]).toMatchObject({ actor: 'w1', job: 'j01', by: 'file' });
    expect(actorsAt(file, crash + 1).workers[0]!.liveness).toBe('crashed');
  });

  it('apply each stored input to the checkpointed state exactly as generation did', () => {
    const s = stateAt(busy.timeline, 64);
    const e = applyInput(s, busy.timeline.inputs[64]!, 64);
    expect(e).toEqual(busy.timeline.events[64]);
  });
});

describe('a run carried on past its horizon', () => {
  it('equals the run generated with the later horizon from the start', async () => {
    const { extendRun } = await import('./run');
    const { worldPreset } = await import('../../model/presets/worldPresets');
    const config = worldPreset('command-worker')!.config(1);
    const longer = extendRun(generateRun(config), 120_000);
    expect(longer.timeline.events).toEqual(generateRun({ ...config, horizonMs: config.horizonMs + 120_000 }).timeline.events);
  });
});

describe('which presets the seed changes', () => {
  it('only the healthy heartbeats (work times), the tuning world and the busy hour draw random numbers; every other preset is the same run for any seed', async () => {
    const { WORLD_PRESETS } = await import('../../model/presets/worldPresets');
    const { usesRandomness } = await import('./config');
    const random = WORLD_PRESETS.filter((p) => usesRandomness(p.config(p.defaultSeed))).map((p) => p.id);
    expect(random).toEqual(['healthy', 'tuning', 'busy-hour']);
    expect(generateRun(WORLD_PRESETS.find((p) => p.id === 'healthy')!.config(1)).timeline.events).not.toEqual(generateRun(WORLD_PRESETS.find((p) => p.id === 'healthy')!.config(2)).timeline.events);
    for (const p of WORLD_PRESETS.filter((x) => !random.includes(x.id))) {
      expect(generateRun(p.config(1)).timeline.events, p.id).toEqual(generateRun(p.config(99)).timeline.events);
    }
  });
});
