import { describe, expect, it } from 'vitest';
import { randomScenario } from './randomScenario';
import { shrinkScenario } from './shrink';
import type { Scenario } from '../../src/sim/format/scenario';

describe('shrinkScenario', () => {
  it('shrinks a scenario to the two steps that together make a predicate fail', async () => {
    const sc = randomScenario(5, { steps: 60 });
    const a = sc.steps[13];
    const b = sc.steps[41];
    const fails = (s: Scenario) => s.steps.includes(a) && s.steps.includes(b);
    const small = await shrinkScenario(sc, fails);
    expect(small.steps).toEqual([a, b]);
    expect(small.name).toBe(sc.name);
  });

  it('keeps the input when no step can be removed, and stops after maxTries', async () => {
    const sc = randomScenario(6, { steps: 8 });
    expect((await shrinkScenario(sc, (s) => s.steps.length === 8)).steps).toHaveLength(8);
    let calls = 0;
    await shrinkScenario(sc, () => (calls++, false), { maxTries: 3 });
    expect(calls).toBe(3);
  });
});
