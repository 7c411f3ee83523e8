import { describe, expect, it } from 'vitest';
import { headerOf } from '../engine/input';
import { HUB } from '../../model/presets/hub';
import { checkStoryFile, findingLines } from '../scenario/checkStory';
import { buildTimeline, forkAt, stateAt } from '../timeline/timeline';
import { recordRunStory, recordStory, storyFileText } from './recordStory';
import { actorsAt } from '../actors/run';
import { presetRun, reduceRun, runInitial } from '../../model/run/runModel';
import { exportRun, formatScenario, importRun } from '../scenario/exportRun';
import { openCursor, parseStory } from './story';

describe('recordStory', () => {
  it('records the hub with a fork of the learner’s and reopens on the same moment, keyspace, clock and selected job', () => {
    const recorded = buildTimeline(HUB.header, HUB.inputs);
    const sweepAt = HUB.inputs[HUB.startCursor]!.at;
    // The learner advances the clock instead of the story's sweep, then sweeps.
    const fork = forkAt(recorded, HUB.startCursor, [{ at: sweepAt + 5000, op: 'tick' }, { at: sweepAt + 5000, op: 'sweep' }]);
    const cursor = HUB.startCursor + 2;
    const file = recordStory({ header: HUB.header, name: 'My sweep', inputs: fork.inputs, cursor, select: 'JOB-b', caption: ' The sweep, five seconds late. ' });
    const text = storyFileText(file);
    const check = checkStoryFile(text);
    expect(check.errors.map((e) => e.message)).toEqual([]);
    const reopened = parseStory(text);
    const again = buildTimeline(headerOf(reopened.scenario), reopened.scenario.steps);
    expect(openCursor(reopened)).toBe(cursor);
    const before = stateAt(fork, cursor);
    const after = stateAt(again, openCursor(reopened));
    expect(after.keyspace.dump()).toEqual(before.keyspace.dump());
    expect(after.nowMs).toBe(before.nowMs);
    expect(reopened.story.select).toBe('JOB-b');
    // The caption typed for the moment shown is the caption of the step last run there.
    expect(reopened.story.captions.get(cursor - 1)).toBe('The sweep, five seconds late.');
    expect((file.story as { openAt: number }).openAt).toBe(cursor);
  });

  it('leaves out a selected job that no step enqueues, so the file is not refused', () => {
    const file = recordStory({ header: HUB.header, name: 'x', inputs: HUB.inputs.slice(0, 2), cursor: 1, select: 'JOB-z' });
    expect(file.story).toEqual({ stepsFrom: 1, openAt: 1 });
    expect(checkStoryFile(storyFileText(file)).errors).toEqual([]);
  });
});

describe('recordRunStory', () => {
  const source = { presetId: 'command-worker', seed: 1, jobs: null, fileName: null };

  it('records a run with the learner’s intervention and reopens, imported, on the same moment: step, keyspace, clock and the paused worker', () => {
    let s = runInitial({ run: presetRun('command-worker', 1), source });
    s = reduceRun(s, { type: 'moveTo', cursor: 5 });
    s = reduceRun(s, { type: 'intervene', intervention: { kind: 'pause', worker: 'w1' } });
    const cursor = s.cursor;
    const file = recordRunStory(s.run, cursor, ' w1 stops answering here. ');
    const text = formatScenario(file);
    expect(findingLines(checkStoryFile(text)).filter((f) => f.startsWith('error'))).toEqual([]);
    const steps = s.run.timeline.inputs.slice(0, cursor).filter((i) => i.op !== 'tick').length;
    expect(file.story).toEqual({ stepsFrom: 1, openAt: steps, captions: { [String(steps)]: 'w1 stops answering here.' } });

    const opened = reduceRun(s, { type: 'importText', text, fileName: 'saved.story.json' });
    expect(opened.problem).toBeNull();
    const before = stateAt(s.run.timeline, cursor);
    const after = stateAt(opened.run.timeline, opened.cursor);
    expect(after.keyspace.dump()).toEqual(before.keyspace.dump());
    expect(after.nowMs).toBe(before.nowMs);
    expect(opened.viewMs).toBe(s.viewMs);
    expect(actorsAt(opened.run, opened.cursor).workers.find((w) => w.id === 'w1')?.liveness).toBe('paused');
    // The run reopened keeps the story: its export carries the same block, and so does its link.
    expect(exportRun(opened.run).story).toEqual(file.story);
  });

  it('keeps an imported story’s title, captions and select, and opens a moment just after a step', () => {
    const run = importRun(formatScenario({ ...exportRun(presetRun('command-worker', 1)), story: { stepsFrom: 1, title: 'A worker dies', select: 'cmd-001', captions: { '2': 'The first claim.' } } }));
    const cursor = 6;
    const file = recordRunStory(run, cursor);
    expect(file.story).toEqual({ stepsFrom: 1, title: 'A worker dies', openAt: 6, select: 'cmd-001', captions: { '2': 'The first claim.' } });
    const reopened = runInitial({ run: importRun(formatScenario(file)), source });
    expect(reopened.cursor).toBe(cursor);
    expect(stateAt(reopened.run.timeline, cursor).keyspace.dump()).toEqual(stateAt(run.timeline, cursor).keyspace.dump());
  });
});
