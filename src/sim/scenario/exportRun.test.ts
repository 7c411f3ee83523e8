import { describe, expect, it } from 'vitest';
import { entryType } from '../actors/cause';
import { generateRun, intervene, type Run } from '../actors/run';
import { narrate } from '../../model/narration/narrate';
import { WORLD_PRESETS } from '../../model/presets/worldPresets';
import { exportRun, formatScenario, importRun, scenarioFileName } from './exportRun';
import { parseScenario } from './parseScenario';
import { runScenario } from './runScenario';
import { ScenarioError } from './scenarioError';

describe('exporting and importing a run as emq-scenario/1', () => {
  for (const p of WORLD_PRESETS) {
    it(`a ${p.label} run exported replays through runScenario with the same replies and keyspaces as its timeline`, () => {
      const run = generateRun(p.config(p.defaultSeed));
      const scenario = parseScenario(formatScenario(exportRun(run)));
      const trace = runScenario(scenario);
      const steps = run.timeline.events.filter((e) => e.input.op !== 'tick');
      expect(trace.steps.map((s) => [s.at, s.op, s.reply])).toEqual(steps.map((e) => [e.input.at, e.input.op, e.reply]));
      // the keyspace at the end (checking every step is the busy-hour conformance test's job, on Redis)
      expect(trace.steps.at(-1)!.keyspace).toEqual(run.timeline.tail.keyspace.dump());
    });
  }

  it('drops ticks and keeps the header', () => {
    const run = generateRun(WORLD_PRESETS.find((p) => p.id === 'slow-worker')!.config(1));
    const s = exportRun(run);
    expect(s.steps.some((st) => (st as { op: string }).op === 'tick')).toBe(false);
    expect(s.steps.length).toBe(run.timeline.inputs.length - 2); // the pause and the resume
    expect(s).toMatchObject({ format: 'emq-scenario/1', queue: 'img.resize', leaseMs: 10_000, maxStalled: 3 });
  });

  it('writes one step a line and reads back unchanged', () => {
    const run = generateRun(WORLD_PRESETS[0]!.config(1));
    const text = formatScenario(exportRun(run));
    expect(text.split('\n').filter((l) => l.includes('"op"')).length).toBe(exportRun(run).steps.length);
    const { interventions: _, ...steps } = exportRun(run);
    expect(parseScenario(text)).toEqual(steps);
    expect(parseScenario(formatScenario({ ...exportRun(run), steps: [] })).steps).toEqual([]);
  });

  it('names the download after the scenario', () => {
    expect(scenarioFileName({ ...exportRun(generateRun(WORLD_PRESETS[0]!.config(1))) })).toBe('a-chat-bot-command-handler-crashes-mid-dispatch.scenario.json');
  });

  it('imports a valid file as a replay and rejects a bad one with the ScenarioError message', () => {
    const run = generateRun(WORLD_PRESETS[0]!.config(1));
    const back = importRun(formatScenario(exportRun(run)));
    expect(back.config).toBeNull();
    expect(back.timeline.events.length).toBe(run.timeline.events.length);
    expect(() => importRun('{"format": "emq-scenario/1"}')).toThrow(ScenarioError);
    expect(() => importRun('nope')).toThrow(/not valid JSON/);
    const bad = JSON.stringify({ ...exportRun(run), steps: [{ at: 0, op: 'claim', worker: 'w1', leaseMs: '30s' }] });
    expect(() => importRun(bad)).toThrow('step 1 (claim): field "leaseMs": must be a positive whole number of milliseconds, got "30s"');
  });
});

/** Each entry of a run as `at type who`, what the run view lists and marks (a fact names its worker or job). */
function entries(run: Run): string[] {
  return run.timeline.events.map((e, i) => {
    const c = run.causes[i];
    return `${e.input.at} ${entryType(e.type, c)} ${c?.fact ? (c.slot ? c.actor : c.job) : ''}${c?.poison ? ' poison' : ''}`;
  });
}

describe('an export keeps the world-only facts beside its steps', () => {
  const slow = generateRun(WORLD_PRESETS.find((p) => p.id === 'slow-worker')!.config(1));

  it('writes the slow worker\'s pause and resume to "interventions", and the import shows them again, in place, with their narration', () => {
    const file = exportRun(slow);
    expect(file.interventions!.map((f) => f.op)).toEqual(['pause', 'resume']);
    const back = importRun(formatScenario(file));
    expect(back.timeline.events.length).toBe(slow.timeline.events.length);
    expect(entries(back)).toEqual(entries(slow));
    const i = back.causes.findIndex((c) => c.fact === 'worker/paused');
    expect(narrate(back.timeline.events[i]!, back.causes[i], back.timeline.header)).toMatch(/froze in a long GC pause/);
  });

  it('still replays its steps with the same replies and keyspaces, the facts left out of Redis', () => {
    const file = parseScenario(formatScenario(exportRun(slow)));
    const trace = runScenario(file);
    const steps = slow.timeline.events.filter((e) => e.input.op !== 'tick');
    expect(trace.steps.map((s) => [s.at, s.op, s.reply])).toEqual(steps.map((e) => [e.input.at, e.input.op, e.reply]));
    expect(trace.steps.at(-1)!.keyspace).toEqual(slow.timeline.tail.keyspace.dump());
  });

  it("keeps a learner's pause, resume, crash, restart, poison mark and poison job, and re-imports the same entries", () => {
    const base = generateRun(WORLD_PRESETS[0]!.config(1));
    let run = intervene(base, 2, { kind: 'pause', worker: 'w1' });
    run = intervene(run, 4, { kind: 'resume', worker: 'w1' });
    run = intervene(run, 6, { kind: 'addJob', poison: true });
    run = intervene(run, 7, { kind: 'markPoison', job: 'j02' });
    run = intervene(run, 8, { kind: 'crash', worker: 'w2' });
    const restartAt = run.timeline.events.length;
    run = intervene(run, restartAt, { kind: 'restart', worker: 'w2' });
    const file = exportRun(run);
    expect(file.interventions!.map((f) => f.op)).toEqual(['pause', 'resume', 'poison', 'poison', 'restart']);
    const back = importRun(formatScenario(file));
    expect(entries(back)).toEqual(entries(run));
    expect(back.timeline.events.map((e) => e.reply)).toEqual(run.timeline.events.map((e) => e.reply));
  });

  it('rejects a malformed intervention with the entry and field', () => {
    const file = { ...exportRun(slow), interventions: [{ at: 1000, op: 'nap', worker: 'w1', before: 0 }] };
    expect(() => importRun(JSON.stringify(file))).toThrow('field "interventions[0].op": must be one of pause, resume, restart, poison, got "nap"');
  });
});
