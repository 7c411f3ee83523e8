import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadRecordedCases } from '../../../../test/recordedCases';
import { parseScenario } from '../../../sim/scenario/parseScenario';
import { runScenario } from '../../../sim/scenario/runScenario';
import { buildBoundRun, bullmqMaxStalledCount, type BoundAction } from './bound';

const beats = (n: number): BoundAction[] => Array.from({ length: n }, () => 'beat');
const SWEEP_LUA = readFileSync(new URL('../../../sim/queue/scripts/sweep.lua', import.meta.url), 'utf8').split('\n');

describe('the bound dive', () => {
  it('with the sweep, the stall count climbs one per beat and the job lands in the morgue at the M-th stall', () => {
    const run = buildBoundRun({ maxStalled: 3, mode: 'sweep' }, beats(3));
    const sweeps = run.steps.filter((s) => s.step.op === 'sweep');
    expect(sweeps.map((s) => s.event.reply)).toEqual([[['j1', 'recovered', 1]], [['j1', 'recovered', 2]], [['j1', 'dead', 3]]]);
    expect(sweeps.map((s) => s.lane)).toEqual(['pending', 'pending', 'dead']);
    expect(run.dead).toBe(true);
  });

  it('replays crash-loop-to-morgue exactly: three beats and a fourth that finds pending empty', () => {
    const c = loadRecordedCases().find((x) => x.name === 'crash-loop-to-morgue')!;
    const run = buildBoundRun({ maxStalled: 3, mode: 'sweep' }, beats(4));
    expect(run.scenario.steps).toEqual(parseScenario(c.scenarioText).steps);
    expect(runScenario(run.scenario).steps).toEqual(c.expected.steps);
  });

  for (const m of [1, 2, 4, 5]) {
    it(`with maxStalled ${m}, the job is dead after exactly ${m} stall(s) and ${m - 1} recoveries`, () => {
      const run = buildBoundRun({ maxStalled: m, mode: 'sweep' }, beats(m + 2));
      const sweeps = run.steps.filter((s) => s.step.op === 'sweep');
      expect(sweeps).toHaveLength(m);
      expect(sweeps.at(-1)!.event.reply).toEqual([['j1', 'dead', m]]);
      expect(run.steps.at(-1)!.recoveries).toBe(m - 1);
    });
  }

  it('with only the count-free reaper, the job loops forever and its count never appears', () => {
    const run = buildBoundRun({ maxStalled: 2, mode: 'reap' }, beats(25));
    const reaps = run.steps.filter((s) => s.step.op === 'reap');
    expect(reaps).toHaveLength(25);
    expect(reaps.map((s) => s.event.reply)).toEqual(reaps.map(() => [['j1', 'recovered']]));
    expect(run.steps.at(-1)!.recoveries).toBe(25);
    expect(run.steps.at(-1)!.stalled).toBe(0);
    expect(run.dead).toBe(false);
  });

  it('with the reaper in front of the sweep, the sweep never sees the job expired, so the count never moves', () => {
    const run = buildBoundRun({ maxStalled: 2, mode: 'reapThenSweep' }, beats(10));
    const sweeps = run.steps.filter((s) => s.step.op === 'sweep');
    expect(sweeps).toHaveLength(10);
    expect(sweeps.map((s) => s.event.reply)).toEqual(sweeps.map(() => []));
    expect(sweeps[0]!.frame.narration).toMatch(/reaper took j1 out of active first/);
    expect(run.steps.every((s) => s.stalled === 0)).toBe(true);
    // The reaper and the sweep run at the same instant, reaper first.
    expect(run.steps.slice(3, 5).map((s) => [s.step.op, s.step.at])).toEqual([['reap', 5000], ['sweep', 5000]]);
  });

  it('a retry from the morgue keeps the lifetime count: one more stall sends the job straight back', () => {
    const run = buildBoundRun({ maxStalled: 2, mode: 'sweep' }, [...beats(2), 'retry', 'beat']);
    const sweeps = run.steps.filter((s) => s.step.op === 'sweep');
    expect(sweeps.map((s) => s.event.reply)).toEqual([[['j1', 'recovered', 1]], [['j1', 'dead', 2]], [['j1', 'dead', 3]]]);
    expect(run.dead).toBe(true);
  });

  it('a retry that resets the count (HSET stalled 0) gives the job a fresh budget', () => {
    const run = buildBoundRun({ maxStalled: 2, mode: 'sweep' }, [...beats(2), 'retryReset', 'beat', 'beat']);
    const sweeps = run.steps.filter((s) => s.step.op === 'sweep');
    expect(sweeps.map((s) => s.event.reply)).toEqual([[['j1', 'recovered', 1]], [['j1', 'dead', 2]], [['j1', 'recovered', 1]], [['j1', 'dead', 2]]]);
    const reset = run.steps.find((s) => s.step.op === 'redis' && s.step.command[2] === 'stalled')!;
    expect(reset.step).toMatchObject({ command: ['HSET', 'emq:{q}:job:j1', 'stalled', '0'] });
    expect(reset.stalled).toBe(0);
  });

  it('refuses a retry while the job is not in the morgue', () => {
    expect(() => buildBoundRun({ maxStalled: 3, mode: 'sweep' }, ['beat', 'retry'])).toThrow(/not in the morgue/);
  });

  it('every step is a real verb or raw command, so the exported run gives the same replies through runScenario', () => {
    for (const mode of ['sweep', 'reap', 'reapThenSweep'] as const) {
      const run = buildBoundRun({ maxStalled: 2, mode }, mode === 'sweep' ? [...beats(2), 'retryReset', 'beat'] : beats(3));
      expect(runScenario(parseScenario(JSON.stringify(run.scenario))).steps.map((s) => s.reply)).toEqual(run.steps.map((s) => s.event.reply));
    }
  });

  it('lights the sweep.lua lines that ran, ending at the morgue lines on the M-th stall', () => {
    const run = buildBoundRun({ maxStalled: 1, mode: 'sweep' }, beats(1));
    const sweep = run.steps.find((s) => s.step.op === 'sweep')!;
    expect(sweep.frame.script).toBe('sweep.lua');
    const texts = sweep.frame.lines.map((l) => SWEEP_LUA[l - 1]!);
    expect(texts.at(-1)).toMatch(/ZADD', KEYS\[3\]/);
    expect(texts).toContainEqual(expect.stringMatching(/HINCRBY/));
  });

  it('gives one sentence per step', () => {
    const run = buildBoundRun({ maxStalled: 2, mode: 'reapThenSweep' }, beats(2));
    for (const s of run.steps) expect(s.frame.narration).toMatch(/^[A-Z][^]*[.]$/);
  });

  it('maps maxStalled M to BullMQ maxStalledCount M − 1', () => {
    expect([1, 2, 3].map(bullmqMaxStalledCount)).toEqual([0, 1, 2]);
  });
  it('a reset with maxStalled 1 gives a fresh budget of 1 stall, not “1 stalls”', () => {
    const run = buildBoundRun({ maxStalled: 1, mode: 'sweep' }, [...beats(1), 'retryReset']);
    const texts = run.steps.map((s) => s.frame.narration).join(' ');
    expect(texts).toContain('a fresh budget of 1 stall.');
    expect(texts).not.toContain('1 stalls');
  });
});
