import { readFileSync } from 'node:fs';
import type Redis from 'ioredis';
import { describe, expect, it } from 'vitest';
import { toScenario } from '../../src/sim/engine/input';
import type { KeyspaceDump, Trace } from '../../src/sim/format/trace';
import type { HubState } from '../../src/model/hub/hubModel';
import { queueKeys } from '../../src/sim/queue/keys';
import { runScenario } from '../../src/sim/scenario/runScenario';
import { pendingLanes } from '../../src/model/selectors/laneGroups';
import { parseStory } from '../../src/sim/story/story';
import { storyHash } from '../../src/sim/story/storyLink';
import { runScenarioOnRedis } from '../../src/replay/redisRunner';
import { selectLaneGroups } from '../../src/store/selectors';
import { actionById } from '../../src/ui/actions/types';
import { bootHub } from '../../src/ui/hub/bootHub';
import { HUB_ACTIONS } from '../../src/ui/hub/hubActions';
import { describeDivergence, firstDivergence } from '../support/compareTraces';
import { useRedisServer } from '../support/useRedisServer';

const STORY_TEXT = readFileSync(new URL('../../public/stories/invoices.story.json', import.meta.url), 'utf8');

let client: Redis;
useRedisServer((c) => {
  client = c;
});

/** The hub opened on the story by its link (`#scenario=`), after its own Step sweep button ran once. */
function hubAfterStepSweep(): HubState {
  const { store, problems } = bootHub('?view=hub', undefined, storyHash(STORY_TEXT));
  expect(problems).toEqual([]);
  const sweep = actionById(HUB_ACTIONS, 'step-sweep');
  sweep.run({ state: store.getState(), dispatch: store.dispatch, store, toggleHelp: () => {} });
  return store.getState();
}

/** Each lane the hub draws, by the sorted set it names, with its jobs in the order drawn. */
function drawnLanes(state: HubState): Record<string, string[]> {
  const keys = queueKeys(state.timeline.header.queue);
  const g = selectLaneGroups(state);
  const lanes: Record<string, string[]> = {};
  for (const lane of pendingLanes(g.pending, keys)) if (lane.jobs.length) lanes[lane.key] = lane.jobs.map((j) => j.id);
  if (g.active.length) lanes[keys.active] = g.active.map((j) => j.id);
  if (g.dead.length) lanes[keys.dead] = g.dead.map((j) => j.id);
  return lanes;
}

/** The lanes a Redis keyspace holds: every sorted set of the queue, members in Redis order. */
function redisLanes(keyspace: KeyspaceDump): Record<string, string[]> {
  const lanes: Record<string, string[]> = {};
  for (const [key, v] of Object.entries(keyspace)) if (v.type === 'zset') lanes[key] = v.value.map(([m]) => m);
  return lanes;
}

describe('a story file on redis-server', () => {
  it("the story's steps and the hub's Step sweep give the trace real Redis gives, and the hub draws Redis's lanes", async () => {
    const hub = hubAfterStepSweep();
    const file = parseStory(STORY_TEXT);
    // What the hub ran: the file's steps, then the sweep its button added at the server clock.
    expect(hub.timeline.inputs.slice(0, file.scenario.steps.length)).toEqual(file.scenario.steps);
    const scenario = toScenario(hub.timeline.header, hub.timeline.inputs);
    expect(scenario.steps.at(-1)).toEqual({ at: 25000, op: 'sweep' });

    const onRedis: Trace = await runScenarioOnRedis(client, scenario);
    const d = firstDivergence(scenario, runScenario(scenario), onRedis, { exactErrors: true });
    expect(d && describeDivergence(d)).toBeNull();

    const last = onRedis.steps.at(-1)!.keyspace;
    expect(drawnLanes(hub)).toEqual(redisLanes(last));
    // The grouped job went back into its own group's lane, as Redis holds it.
    expect(redisLanes(last)['emq:{billing.invoices}:g:acme:pending']).toEqual(['inv-1001']);
    expect(last['emq:{billing.invoices}:job:inv-1001']).toMatchObject({ type: 'hash', value: { stalled: '1', group: 'acme' } });
  });
});
