import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeStoryLink } from '../sim/story/storyLink';

const ROOT = resolve(__dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'sim-check-'));
const header = { format: 'emq-scenario/1', name: 'x', queue: 'q', clockStartMs: 0, maxStalled: 3, leaseMs: 10 };

function sim(...args: string[]) {
  return spawnSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'src/cli/sim.ts'), ...args], { encoding: 'utf8' });
}

function file(name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(value));
  return path;
}

describe('npm run sim -- --check', () => {
  it('prints every error of the file, one line each, and exits 2', () => {
    const bad = file('bad.json', { ...header, stroy: {}, steps: [{ at: 0, op: 'sweep', limt: 1 }], story: { stepsFrom: 1, openAt: 5 } });
    const r = sim(bad, '--check');
    expect(r.status).toBe(2);
    expect(r.stdout.trim().split('\n')).toEqual([
      `${bad}: error: field "stroy": is not a top-level field; did you mean "story"?`,
      `${bad}: error: step 1 (sweep): field "limt": is not a field of sweep (it takes maxStalled, limit); did you mean "limit"?`,
      `${bad}: error: field "story.openAt": must be a step of the file, 0 to 1, got 5`,
    ]);
  });

  it('prints the warnings of a file without errors and exits 1', () => {
    const steps = [{ at: 0, op: 'enqueue', job: 'j' }, { at: 0, op: 'enqueue', job: 'j' }];
    const r = sim(file('warn.json', { ...header, steps, story: { stepsFrom: 1, openAt: 2 } }), '--check');
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/: warning: step 2 \(enqueue\): field "job": "j" was already enqueued at step 1 \(reply 0\)/);
  });

  it('prints nothing and exits 0 for a clean file', () => {
    const r = sim(file('clean.json', { ...header, steps: [{ at: 0, op: 'enqueue', job: 'j' }], story: { stepsFrom: 1, openAt: 1, select: 'j' } }), '--check');
    expect([r.status, r.stdout, r.stderr]).toEqual([0, '', '']);
  });
});

describe('npm run sim -- --link', () => {
  const story = () => file('story.json', { ...header, steps: [{ at: 0, op: 'enqueue', job: 'j' }], story: { stepsFrom: 1, openAt: 1, captions: { '1': 'hi' } } });

  it('makes a run view link with --view run, and an absolute one with --base, the story block kept', () => {
    const r = sim(story(), '--link', '--view', 'run', '--base', 'https://you.example/course/?old=1#x');
    expect(r.status).toBe(0);
    const m = /^https:\/\/you\.example\/course\/\?view=run#scenario=(1\..+)\n$/.exec(r.stdout);
    expect(m, r.stdout).not.toBeNull();
    expect(JSON.parse(decodeStoryLink(m![1]!)).story).toEqual({ stepsFrom: 1, openAt: 1, captions: { '1': 'hi' } });
  });

  it('refuses a base that is not http(s), naming it', () => {
    const r = sim(story(), '--link', '--base', 'file:///srv/course/x.html');
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^sim: --base "file:\/\/\/srv\/course\/x\.html" is a file: address; the page is served over http or https/);
  });

  it('refuses --view without --link and an unknown view', () => {
    expect(sim(story(), '--view', 'run').stderr).toMatch(/^sim: --view only goes with --link/);
    expect(sim(story(), '--link', '--view', 'dives').stderr).toMatch(/^sim: --view must be hub or run, got "dives"/);
  });
});
