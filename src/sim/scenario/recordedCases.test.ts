import { describe, expect, it } from 'vitest';
import { parseScenario } from './parseScenario';
import { runScenario } from './runScenario';
import { loadRecordedCases } from '../../../test/recordedCases';
import { isErrorReply } from '../format/reply';

const cases = loadRecordedCases();

describe('the simulator replays every recorded case exactly as Redis 7.0.15 did', () => {
  it('finds the recorded cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(14);
  });

  for (const c of cases) {
    it(`${c.name} gives the expected trace step by step`, () => {
      const scenario = parseScenario(c.scenarioText);
      const actual = runScenario(scenario);
      expect(actual.steps).toHaveLength(c.expected.steps.length);
      actual.steps.forEach((step, i) => {
        const want = c.expected.steps[i]!;
        const label = `step ${i} (${want.op} at ${want.at})`;
        expect({ at: step.at, op: step.op }, label).toEqual({ at: want.at, op: want.op });
        // Only where a verb's script failed may the message differ; the keyspace may not.
        if (want.op !== 'redis' && isErrorReply(want.reply)) expect(isErrorReply(step.reply), label).toBe(true);
        else expect(step.reply, label).toEqual(want.reply);
        expect(step.keyspace, label).toEqual(want.keyspace);
      });
    });
  }
});
