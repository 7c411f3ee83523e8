import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASES_DIR } from '../../test/recordedCases';
import { freePort } from '../replay/redisServer';

const ROOT = resolve(__dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'sim-'));
const header = { format: 'emq-scenario/1', name: 'x', queue: 'q', clockStartMs: 0, maxStalled: 3, leaseMs: 10 };

function sim(...args: string[]) {
  return spawnSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'src/cli/sim.ts'), ...args], { encoding: 'utf8' });
}

/** Writes `text` to a file of its own and returns its path. */
function file(name: string, text: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** The CLI's answer to a bad input: exit 2, nothing on stdout, and exactly one line on stderr (returned). */
function refusal(r: ReturnType<typeof sim>): string {
  expect(r.stdout).toBe('');
  expect(r.status).toBe(2);
  const lines = r.stderr.split('\n');
  expect(lines.length, r.stderr.slice(0, 500)).toBe(2);
  expect(lines[1]).toBe('');
  expect(lines[0]!.length).toBeLessThanOrEqual(310);
  return lines[0]!;
}

describe('npm run sim', () => {
  it('prints the trace of a recorded case, equal to the one Redis gave', () => {
    const r = sim(join(CASES_DIR, 'seed-four-jobs.scenario.json'));
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(readFileSync(join(CASES_DIR, 'seed-four-jobs.trace.json'), 'utf8')));
  });

  it('exits 2 with one line naming the step, the field and the problem, and no stack trace', () => {
    const bad = file('bad.json', JSON.stringify({ ...header, steps: [{ at: 0, op: 'complete', job: 'j' }] }));
    const r = sim(bad);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toEqual([`sim: ${bad}: step 1 (complete): field "token": is missing`]);
  });

  it('checks the story block as the page does: a step the file does not have is named, with its field', () => {
    const steps = [{ at: 0, op: 'enqueue', job: 'j1' }, { at: 0, op: 'claim', worker: 'w1' }];
    const line = refusal(sim(file('story.json', JSON.stringify({ ...header, steps, story: { openAt: 5 } }))));
    expect(line).toContain('story.openAt');
    expect(line).toMatch(/0 to 1, got 5/);
  });

  it('makes the hub link of a story with --link, which reads back as the same story without $schema', async () => {
    const { decodeStoryLink } = await import('../sim/story/storyLink');
    const story = readFileSync(join(ROOT, 'public/stories/invoices.story.json'), 'utf8');
    const r = sim(join(ROOT, 'public/stories/invoices.story.json'), '--link');
    expect(r.status).toBe(0);
    const m = /^\?view=hub#scenario=(1\..+)\n$/.exec(r.stdout);
    expect(m, r.stdout.slice(0, 80)).not.toBeNull();
    const { $schema, ...rest } = JSON.parse(story) as Record<string, unknown>;
    expect($schema).toBeTypeOf('string');
    expect(JSON.parse(decodeStoryLink(m![1]!))).toEqual(rest);
  });

  it('refuses --link for a story the page would refuse, naming the field', () => {
    const steps = [{ at: 0, op: 'enqueue', job: 'j1' }];
    const line = refusal(sim(file('badlink.json', JSON.stringify({ ...header, steps, story: { select: 'nobody' } })), '--link'));
    expect(line).toContain('story.select');
  });

  it('answers --help with the usage on standard output and exit 0', () => {
    const r = sim('--help');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^usage: npm run --silent sim -- FILE\.json/);
    expect(r.stderr).toBe('');
  });

  it('reads a file that starts with a UTF-8 byte order mark, as the page does', () => {
    const text = readFileSync(join(CASES_DIR, 'seed-four-jobs.scenario.json'));
    const r = sim(file('bom.json', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), text])));
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(readFileSync(join(CASES_DIR, 'seed-four-jobs.trace.json'), 'utf8')));
  });

  it('names bad JSON on one line, even when the parser quotes source that spans lines', () => {
    const line = refusal(sim(file('multiline.json', '{"format":\n"emq-scenario/1",\n "name": tru\n}\n')));
    expect(line).toMatch(/not valid JSON: /);
  });

  it('names a field whose name holds a line break on one line', () => {
    const line = refusal(sim(file('newline-field.json', JSON.stringify({ ...header, steps: [{ at: 0, op: 'sweep', 'max\nStalled': 2 }] }))));
    expect(line).toContain('step 1 (sweep): field "max\\nStalled": is not a field of sweep');
  });

  it('names deeply nested data as such instead of overflowing the stack', () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    const text = `{"format":"emq-scenario/1","name":"x","queue":"q","clockStartMs":0,"maxStalled":3,"leaseMs":10,"steps":[{"at":0,"op":"redis","command":${deep}}]}`;
    const line = refusal(sim(file('deep.json', text)));
    expect(line).toContain('step 1 (redis): field "command": must be a non-empty array of strings');
    expect(line).toContain('nested too deeply to show');
    expect(line).not.toMatch(/call stack/);
  });

  it('says that "at": 1e400 is not a finite number, not that it is null', () => {
    const text = `{"format":"emq-scenario/1","name":"x","queue":"q","clockStartMs":0,"maxStalled":3,"leaseMs":10,"steps":[{"at":1e400,"op":"sweep"}]}`;
    expect(refusal(sim(file('huge-at.json', text)))).toContain('field "at": must be a whole number of milliseconds from clockStartMs, got Infinity (not a finite number)');
  });

  it('cuts long user text short: a megabyte of op, field name or value still gives one short line', () => {
    const big = 'x'.repeat(1_000_000);
    for (const step of [{ at: 0, op: big }, { at: 0, op: 'sweep', [big]: 1 }, { at: 0, op: 'claim', worker: 7, leaseMs: big }]) {
      const line = refusal(sim(file('long.json', JSON.stringify({ ...header, steps: [step] }))));
      expect(line).toMatch(/step 1/);
    }
  });

  it('refuses endless input at the file-size limit at once (sim /dev/zero)', () => {
    const start = performance.now();
    const line = refusal(sim('/dev/zero'));
    expect(line).toBe('sim: /dev/zero: field "file": is larger than the limit of 4,194,304 bytes (4 MiB); split the run into smaller files');
    expect(performance.now() - start).toBeLessThan(15_000);
  });

  it('refuses more steps than the limit, naming it', () => {
    const steps = Array.from({ length: 20_001 }, () => ({ at: 0, op: 'sweep' }));
    expect(refusal(sim(file('many-steps.json', JSON.stringify({ ...header, steps }))))).toMatch(
      /field "steps": has 20,001 steps, more than the limit of 20,000 steps$/,
    );
  });

  it('a bad --on address, a server nobody runs and a missing address each exit 2 with one line saying what to do', async () => {
    const scenario = join(CASES_DIR, 'seed-four-jobs.scenario.json');
    expect(refusal(sim(scenario, '--on', 'http://127.0.0.1:6379'))).toBe(
      'sim: --on: "http://127.0.0.1:6379" is not a redis:// address; give it as redis://HOST:PORT, e.g. redis://127.0.0.1:6379',
    );
    expect(refusal(sim(scenario, '--on', 'not a url'))).toMatch(/is not an address; give it as redis:\/\/HOST:PORT/);
    expect(refusal(sim(scenario, '--on'))).toBe('sim: --on needs a server address such as redis://127.0.0.1:6379');
    const port = await freePort();
    expect(refusal(sim(scenario, '--on', `redis://127.0.0.1:${port}`))).toBe(
      `sim: --on: cannot reach a Redis server at 127.0.0.1:${port} (nothing listens there); start one with: redis-server --port ${port}`,
    );
    expect(refusal(sim(scenario, '--redis-cli', '--on', `redis://127.0.0.1:${port}`))).toMatch(/cannot be combined/);
  });
});
