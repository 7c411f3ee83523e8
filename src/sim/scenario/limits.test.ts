import { describe, expect, it } from 'vitest';
import { headerOf } from '../engine/input';
import { selectJobs } from '../../model/selectors/jobs';
import { predictSweep } from '../../model/selectors/predictSweep';
import { buildTimeline, stateAt } from '../timeline/timeline';
import { exportRun, formatScenario, importRun } from './exportRun';
import { SCENARIO_LIMITS } from './limits';
import { parseScenario } from './parseScenario';
import { runScenario } from './runScenario';

const header = { format: 'emq-scenario/1', name: 'n', queue: 'q', clockStartMs: 0, maxStalled: 3, leaseMs: 1000 };
const file = (steps: unknown[], extra: object = {}) => JSON.stringify({ ...header, ...extra, steps });

function problem(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    return (e as Error).message;
  }
  return 'no error';
}

describe('the limits a scenario file must keep', () => {
  it('refuses, up front and naming the limit, a step past the 7-day clock span ("at": 1e13 and 1e15)', () => {
    for (const at of [1e13, 1e15]) {
      expect(problem(() => parseScenario(file([{ at, op: 'sweep' }])))).toBe(
        `step 1 (sweep): field "at": is past the limit of the clock span, 604,800,000 ms (7 days) after clockStartMs, got ${at}`,
      );
    }
    expect(parseScenario(file([{ at: SCENARIO_LIMITS.atMs, op: 'sweep' }])).steps).toHaveLength(1);
  });

  it('refuses 100,000 steps before looking at any of them', () => {
    const steps = Array.from({ length: 100_000 }, () => ({ at: 0, op: 'sweep' }));
    const start = performance.now();
    expect(problem(() => parseScenario(file(steps)))).toBe('field "steps": has 100,000 steps, more than the limit of 20,000 steps');
    expect(performance.now() - start).toBeLessThan(2_000);
  });

  it('refuses the 5,001st job, naming its step', () => {
    const steps = Array.from({ length: 5_001 }, (_, i) => ({ at: 0, op: 'enqueue', job: `j${i}` }));
    expect(problem(() => parseScenario(file(steps)))).toBe('step 5001 (enqueue): field "job": is job number 5,001, more than the limit of 5,000 jobs');
    // enqueuing the same job again is not another job
    expect(parseScenario(file([...steps.slice(0, 5_000), { at: 0, op: 'enqueue', job: 'j0' }])).steps).toHaveLength(5_001);
  });

  it('refuses a file over 4 MiB, counted in UTF-8 bytes', () => {
    const big = 'é'.repeat(SCENARIO_LIMITS.fileBytes / 2);
    expect(problem(() => parseScenario(file([], { padding: big })))).toMatch(/^field "file": is larger than the limit of 4,194,304 bytes \(4 MiB\)/);
  });

  it('reads a file that starts with a byte order mark, in the parser and in the run import alike', () => {
    const text = `\ufeff${file([{ at: 0, op: 'enqueue', job: 'a' }])}`;
    expect(parseScenario(text).steps).toHaveLength(1);
    expect(importRun(text).timeline.inputs).toHaveLength(1);
  });

  it('says that a number JSON cannot hold is not finite, instead of "got null"', () => {
    expect(problem(() => parseScenario('{"format":"emq-scenario/1","name":"n","queue":"q","clockStartMs":0,"maxStalled":1e400,"leaseMs":1,"steps":[]}'))).toBe(
      'field "maxStalled": must be a whole number of at least 1, got Infinity (not a finite number)',
    );
  });
});

describe('prototype names are not ops, fields or facts', () => {
  it('refuses "op": "constructor", "toString", "__proto__" and "valueOf" in interventions, so Export never writes a file the page rejects', () => {
    for (const op of ['constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty']) {
      const text = `{"format":"emq-scenario/1","name":"n","queue":"q","clockStartMs":0,"maxStalled":3,"leaseMs":1000,"interventions":[{"at":0,"op":${JSON.stringify(op)},"before":0,"worker":"w1"}],"steps":[]}`;
      expect(problem(() => importRun(text))).toBe(`field "interventions[0].op": must be one of pause, resume, restart, poison, got ${JSON.stringify(op)}`);
    }
  });

  it('refuses prototype names as step ops and step fields', () => {
    for (const op of ['constructor', 'toString', '__proto__', 'valueOf']) {
      expect(problem(() => parseScenario(`{"format":"emq-scenario/1","name":"n","queue":"q","clockStartMs":0,"maxStalled":3,"leaseMs":1,"steps":[{"at":0,"op":${JSON.stringify(op)}}]}`))).toMatch(
        /^step 1: field "op": must be one of enqueue, /,
      );
    }
    expect(problem(() => parseScenario('{"format":"emq-scenario/1","name":"n","queue":"q","clockStartMs":0,"maxStalled":3,"leaseMs":1,"steps":[{"at":0,"op":"sweep","__proto__":1}]}'))).toBe(
      'step 1 (sweep): field "__proto__": is not a field of sweep (it takes maxStalled, limit)',
    );
  });

  it('a run whose job is named after a prototype property exports and imports back unchanged', () => {
    const text = file([{ at: 0, op: 'enqueue', job: 'constructor' }, { at: 1, op: 'claim', worker: 'toString' }]);
    const run = importRun(text);
    const again = formatScenario(exportRun(run));
    expect(runScenario(parseScenario(again))).toEqual(runScenario(parseScenario(text)));
  });
});

describe('jobs named after prototype properties, seen by the page', () => {
  it('a job named constructor in active is predicted like any other, and a __proto__ field shows as a field', () => {
    const s = parseScenario(
      file([
        { at: 0, op: 'enqueue', job: 'constructor' },
        { at: 0, op: 'enqueue', job: 'toString' },
        { at: 1, op: 'claim', worker: 'w1' },
        { at: 2, op: 'redis', command: ['HSET', 'emq:{q}:job:toString', '__proto__', 'x'] },
      ]),
    );
    const t = buildTimeline(headerOf(s), s.steps);
    const state = stateAt(t, t.inputs.length);
    expect(predictSweep(state, state.nowMs).outcomes.toString).toBeUndefined();
    expect(predictSweep(state, state.nowMs + 5_000).outcomes.constructor).toEqual({ outcome: 'recovered', stalled: 1, lane: null });
    expect([...selectJobs(state).find((j) => j.id === 'toString')!.fields]).toContainEqual(['__proto__', 'x']);
  });
});
