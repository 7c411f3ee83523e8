import { describe, expect, it } from 'vitest';
import { parseScenario } from './parseScenario';

const base = { format: 'emq-scenario/1', name: 'n', queue: 'q', clockStartMs: 0, maxStalled: 3, leaseMs: 1000 };
const withSteps = (steps: unknown[]) => JSON.stringify({ ...base, steps });

function problem(text: string): string {
  try {
    parseScenario(text);
  } catch (e) {
    return (e as Error).message;
  }
  return 'no error';
}

describe('parseScenario', () => {
  it('reads a valid scenario and keeps optional fields', () => {
    const s = parseScenario(withSteps([{ at: 0, op: 'claim', worker: 'w1', group: 'g', leaseMs: 5 }]));
    expect(s.steps[0]).toEqual({ at: 0, op: 'claim', worker: 'w1', group: 'g', leaseMs: 5 });
  });

  it('names bad JSON', () => {
    expect(problem('{"format": ')).toMatch(/^not valid JSON: /);
  });

  it('names a missing top-level field', () => {
    const { leaseMs: _l, ...rest } = base;
    expect(problem(JSON.stringify({ ...rest, steps: [] }))).toBe('field "leaseMs": is missing');
  });

  it('names the step, the field and the problem for a mistyped field', () => {
    expect(problem(withSteps([{ at: 0, op: 'enqueue', job: 'a' }, { at: 1, op: 'claim', worker: 'w', leaseMs: '30s' }]))).toBe(
      'step 2 (claim): field "leaseMs": must be a positive whole number of milliseconds, got "30s"',
    );
  });

  it('names a step whose time goes backwards', () => {
    expect(problem(withSteps([{ at: 5, op: 'sweep' }, { at: 4, op: 'sweep' }]))).toBe('step 2 (sweep): field "at": goes backwards: 4 comes after 5');
  });

  it('names an unknown op and an unknown field', () => {
    expect(problem(withSteps([{ at: 0, op: 'explode' }]))).toBe(
      'step 1: field "op": must be one of enqueue, claim, extend, complete, sweep, reap, crash, redis, got "explode"',
    );
    expect(problem(withSteps([{ at: 0, op: 'sweep', maxStaled: 2 }]))).toBe(
      'step 1 (sweep): field "maxStaled": is not a field of sweep (it takes maxStalled, limit)',
    );
  });

  it('names a missing required field and a bad raw command', () => {
    expect(problem(withSteps([{ at: 0, op: 'extend', job: 'j' }]))).toBe('step 1 (extend): field "token": is missing');
    expect(problem(withSteps([{ at: 0, op: 'redis', command: [] }]))).toMatch(/^step 1 \(redis\): field "command": must be a non-empty array of strings/);
  });

  it('refuses a command name holding a NUL byte, which Redis answers differently from one start to the next, but not a NUL in an argument', () => {
    expect(problem(withSteps([{ at: 0, op: 'sweep' }, { at: 0, op: 'redis', command: ['ZADD\u0000x', 'z', '1', 'a'] }]))).toBe(
      'step 2 (redis): field "command": a command name cannot contain a NUL byte: Redis itself answers it differently from one start to the next',
    );
    expect(problem(withSteps([{ at: 0, op: 'redis', command: ['\u0000'] }]))).toMatch(/^step 1 \(redis\): field "command": a command name cannot contain a NUL byte/);
    expect(problem(withSteps([{ at: 0, op: 'redis', command: ['ZADD', 'z\u0000', 'NX\u0000x', '1', 'a\u0000'] }]))).toBe('no error');
  });

  it('keeps a job, key, field or member named __proto__ or constructor as written', () => {
    const s = parseScenario(withSteps([
      { at: 0, op: 'enqueue', job: '__proto__', group: 'constructor' },
      { at: 0, op: 'redis', command: ['HSET', '__proto__', '__proto__', 'toString'] },
    ]));
    expect(s.steps).toEqual([
      { at: 0, op: 'enqueue', job: '__proto__', group: 'constructor' },
      { at: 0, op: 'redis', command: ['HSET', '__proto__', '__proto__', 'toString'] },
    ]);
    expect(Object.keys(s.steps[0]!)).toEqual(['at', 'op', 'job', 'group']);
  });

  it('rejects another format', () => {
    expect(problem(JSON.stringify({ ...base, format: 'emq-trace/1', steps: [] }))).toBe('field "format": must be "emq-scenario/1", got "emq-trace/1"');
  });
});
