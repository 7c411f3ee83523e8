import { describe, expect, it } from 'vitest';
import { generateRun } from '../actors/run';
import { WORLD_PRESETS } from '../presets/worldPresets';
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
    expect(parseScenario(text)).toEqual(exportRun(run));
    expect(parseScenario(formatScenario({ ...exportRun(run), steps: [] })).steps).toEqual([]);
  });

  it('names the download after the scenario', () => {
    expect(scenarioFileName({ ...exportRun(generateRun(WORLD_PRESETS[0]!.config(1))) })).toBe('a-chat-bot-command-handler-crashes-mid-dispatch.scenario.json');
  });

  it('imports a valid file as a replay and rejects a bad one with the ScenarioError message', () => {
    const run = generateRun(WORLD_PRESETS[0]!.config(1));
    const back = importRun(formatScenario(exportRun(run)));
    expect(back.config).toBeNull();
    expect(back.timeline.events.length).toBe(exportRun(run).steps.length);
    expect(() => importRun('{"format": "emq-scenario/1"}')).toThrow(ScenarioError);
    expect(() => importRun('nope')).toThrow(/not valid JSON/);
    const bad = JSON.stringify({ ...exportRun(run), steps: [{ at: 0, op: 'claim', worker: 'w1', leaseMs: '30s' }] });
    expect(() => importRun(bad)).toThrow('step 0 (claim): field "leaseMs": must be a positive whole number of milliseconds, got "30s"');
  });
});
