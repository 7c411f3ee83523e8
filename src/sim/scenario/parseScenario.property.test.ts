import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseScenario } from './parseScenario';
import { ScenarioError } from './scenarioError';
import { STEP_OPS } from '../format/scenario';

const FIELDS = ['at', 'op', 'job', 'worker', 'token', 'group', 'data', 'leaseMs', 'maxStalled', 'limit', 'command', '__proto__', 'constructor', 'toString'];
const HEADER = { format: 'emq-scenario/1', name: 'n', queue: 'q', clockStartMs: 0, maxStalled: 3, leaseMs: 1000 };

/** Values a hand-edited file holds: the right types, near misses, and prototype names. */
const value = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(...STEP_OPS, 'constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty'),
  fc.constantFrom(0, -1, 1.5, 1e400, -1e400, 2 ** 53, 604_800_001, Number.NaN),
  fc.array(fc.string(), { maxLength: 4 }),
);
const step = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 5 });
const file = fc.record(
  {
    format: fc.oneof(fc.constant('emq-scenario/1'), value),
    name: fc.oneof(fc.string(), value),
    queue: fc.oneof(fc.string(), value),
    clockStartMs: fc.oneof(fc.nat(), value),
    maxStalled: fc.oneof(fc.integer({ min: 1, max: 5 }), value),
    leaseMs: fc.oneof(fc.integer({ min: 1, max: 60_000 }), value),
    steps: fc.oneof(fc.array(step, { maxLength: 6 }), value),
  },
  { requiredKeys: [] },
);

/** The parser's contract: a scenario, or one ScenarioError on one short line naming where. */
function holdsContract(input: unknown): void {
  try {
    parseScenario(input);
  } catch (e) {
    expect(e).toBeInstanceOf(ScenarioError);
    const err = e as ScenarioError;
    expect(err.message).not.toMatch(/[\n\r]/);
    expect(err.message.length).toBeLessThanOrEqual(300);
    if (err.step !== undefined) {
      // a step names its field, unless the step itself is not an object
      if (err.field === undefined) expect(err.message).toMatch(/^step \d+: must be an object such as/);
      expect(err.message).toMatch(new RegExp(`^step ${err.step + 1}\\b`));
    }
  }
}

describe('parseScenario on arbitrary input', () => {
  it('returns a scenario or throws exactly one ScenarioError naming step and field, for any JSON-like file', () => {
    fc.assert(fc.property(file, (f) => holdsContract(JSON.stringify({ ...f }))), { numRuns: 2_000 });
  });

  it('keeps the contract for mostly valid headers with arbitrary steps', () => {
    fc.assert(fc.property(fc.array(step, { maxLength: 8 }), (steps) => holdsContract({ ...HEADER, steps })), { numRuns: 2_000 });
  });

  it('keeps the contract for arbitrary text, including text that is almost JSON', () => {
    const almost = fc.tuple(file, fc.nat(), fc.string({ maxLength: 3 })).map(([f, at, junk]) => {
      const text = JSON.stringify(f);
      const cut = at % (text.length + 1);
      return text.slice(0, cut) + junk + text.slice(cut);
    });
    fc.assert(fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), almost), holdsContract), { numRuns: 2_000 });
  });
});
