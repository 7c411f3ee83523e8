// `npm run --silent sim -- FILE.json [--redis-cli | --on redis://HOST:PORT]`: prints the emq-trace/1
// of an emq-scenario/1 file, or the file as Redis protocol for `redis-cli --pipe`, or the trace real
// Redis gives on a server or a Redis Cluster.
// Exit 0 with the output on stdout; exit 2 with one line on stderr naming the problem and what to do.
import { respCommands } from '../sim/scenario/redisCliScript';
import { SCENARIO_LIMITS } from '../sim/scenario/limits';
import { traceSteps } from '../sim/scenario/runScenario';
import { ScenarioError } from '../sim/scenario/scenarioError';
import { parseStory } from '../sim/story/story';
import { encodeStoryLink, STORY_HASH_PARAM } from '../sim/story/storyLink';
import { readScenarioJson } from '../sim/scenario/parseScenario';
import { checkStoryFile, findingLines } from '../sim/scenario/checkStory';
import type { TraceStep } from '../sim/format/trace';
import type { Scenario } from '../sim/format/scenario';
import { openReplayTarget, parseRedisTarget, ReplayTargetError, type RedisTarget } from '../replay/onServer';
import { shippedScripts } from '../replay/redisRunner';
import { ChunkedOutput, oneLine, shownFile } from './output';
import { readAtMost } from './readInput';

const USAGE =
  'usage: npm run --silent sim -- FILE.json [--redis-cli | --on redis://HOST:PORT | --link [--view hub|run] [--base URL] | --check]   (an emq-scenario/1 file; "-" reads standard input; --redis-cli prints RESP for: | redis-cli -p PORT --pipe)';

function fail(message: string): never {
  process.stderr.write(`sim: ${oneLine(message)}\n`);
  process.exit(2);
}

type Mode = { kind: 'trace' } | { kind: 'redis-cli' } | { kind: 'link' } | { kind: 'check' } | { kind: 'on'; target: RedisTarget };
const ONE_MODE = `--redis-cli, --on, --link and --check cannot be combined; ${USAGE}`;

function readArgs(argv: string[]): { file: string; mode: Mode; link: LinkOptions } {
  const args = argv.filter((a) => a !== '--');
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  let mode: Mode = { kind: 'trace' };
  const files: string[] = [];
  const link: LinkOptions = { view: 'hub', base: null };
  let linkOptionSeen: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--redis-cli' || a === '--link' || a === '--check') {
      if (mode.kind !== 'trace') fail(ONE_MODE);
      mode = { kind: a === '--link' ? 'link' : a === '--check' ? 'check' : 'redis-cli' };
    } else if (a === '--view' || a.startsWith('--view=') || a === '--base' || a.startsWith('--base=')) {
      const name = a.startsWith('--view') ? '--view' : '--base';
      const value = a.includes('=') ? a.slice(a.indexOf('=') + 1) : args[++i];
      linkOptionSeen = name;
      if (name === '--view') link.view = linkView(value);
      else link.base = linkBase(value);
    } else if (a === '--on' || a.startsWith('--on=')) {
      if (mode.kind !== 'trace') fail(ONE_MODE);
      const url = a === '--on' ? args[++i] : a.slice('--on='.length);
      if (url === undefined || url === '') fail('--on needs a server address such as redis://127.0.0.1:6379');
      try {
        mode = { kind: 'on', target: parseRedisTarget(url) };
      } catch (e) {
        fail(`--on: ${(e as Error).message}`);
      }
    } else if (a.startsWith('--')) {
      fail(`unknown option ${shownFile(a)}; ${USAGE}`);
    } else files.push(a);
  }
  if (files.length !== 1) fail(USAGE);
  if (linkOptionSeen !== null && mode.kind !== 'link') fail(`${linkOptionSeen} only goes with --link; ${USAGE}`);
  return { file: files[0]!, mode, link };
}

/** `--link`'s options: the view the link opens (`--view`, default hub) and the page's address (`--base`), else a relative link. */
interface LinkOptions {
  view: 'hub' | 'run';
  base: URL | null;
}

function linkView(value: string | undefined): 'hub' | 'run' {
  if (value === 'hub' || value === 'run') return value;
  fail(`--view must be hub or run, got ${value === undefined ? 'nothing' : shownFile(JSON.stringify(value))}`);
}

/** The page's address for `--base`: an absolute http(s) URL; anything else is refused by name. */
function linkBase(value: string | undefined): URL {
  if (value === undefined || value === '') fail('--base needs the page\'s address, such as https://you.github.io/stalled-recovery/');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    fail(`--base ${shownFile(JSON.stringify(value))} is not an absolute address; give the page's address, such as https://you.github.io/stalled-recovery/`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    fail(`--base ${shownFile(JSON.stringify(value))} is a ${url.protocol.slice(0, -1)}: address; the page is served over http or https, such as https://you.github.io/stalled-recovery/`);
  }
  return url;
}

/** The file's text, up to the file-size limit (`-` is standard input). Exits 2 naming why it cannot be read. */
function readFileText(file: string): string {
  try {
    return readAtMost(file, SCENARIO_LIMITS.fileBytes);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    const why = err.code === 'ENOENT' ? 'no such file' : err.code === 'EISDIR' ? 'it is a folder' : (err.code ?? err.message);
    fail(`${shownFile(file)}: cannot read the file (${why})`);
  }
}

/** The file read and checked, story block included: its scenario and its text. Exits 2 naming the problem. */
function readScenario(file: string): { scenario: Scenario; text: string } {
  const name = shownFile(file);
  const text = readFileText(file);
  try {
    // The story block too: an author checks a story here before the page ever shows it.
    return { scenario: parseStory(text).scenario, text };
  } catch (e) {
    if (e instanceof ScenarioError) fail(`${name}: ${e.message}`);
    fail(`${name}: the file could not be read: ${(e as Error).message}`);
  }
}

/**
 * The hub's link for a checked story file: `?view=hub#scenario=1.<data>` (docs/scenario-format.md,
 * "The story block"), to put after the page's address. The JSON is written without spaces and
 * without `$schema` (an editor's aid, meaningless in a link), which keeps the link short.
 */
function hubLinkOf(text: string, { view, base }: LinkOptions = { view: 'hub', base: null }): string {
  const { $schema: _editorsOnly, ...file } = readScenarioJson(text) as Record<string, unknown>;
  const link = `?view=${view}#${STORY_HASH_PARAM}=${encodeStoryLink(JSON.stringify(file))}`;
  if (base === null) return link;
  // The page's address with its own query and hash replaced by the link's.
  return `${base.origin}${base.pathname}${link}`;
}

/**
 * `--check`: every finding of the file (`checkStoryFile`), one line each on stdout,
 * `FILE: error: …` then `FILE: warning: …`; exits 0 when there is none, 1 with warnings only, 2
 * with an error.
 */
function checkFile(file: string): never {
  const name = shownFile(file);
  const text = readFileText(file);
  const check = checkStoryFile(text);
  const lines = findingLines(check).map((line) => `${name}: ${oneLine(line, 1_000)}\n`);
  process.stdout.write(lines.join(''), () => process.exit(check.errors.length ? 2 : check.warnings.length ? 1 : 0));
  // stdout's callback exits
  return undefined as never;
}

/** Writes the trace as `JSON.stringify(trace)` would, one step at a time. */
async function writeTrace(out: ChunkedOutput, steps: (emit: (step: TraceStep) => Promise<void>) => Promise<void>): Promise<void> {
  await out.write('{"format":"emq-trace/1","steps":[');
  let first = true;
  await steps(async (step) => {
    await out.write(first ? JSON.stringify(step) : `,${JSON.stringify(step)}`);
    first = false;
  });
  await out.write(']}\n');
  await out.flush();
}

async function main(): Promise<void> {
  const { file, mode, link } = readArgs(process.argv.slice(2));
  if (mode.kind === 'check') return checkFile(file);
  const { scenario, text } = readScenario(file);
  const out = new ChunkedOutput();
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    // the reader went away (`| head`): nothing more to say
    if (e.code === 'EPIPE') process.exit(0);
    fail(`cannot write the output (${e.code ?? e.message})`);
  });
  if (mode.kind === 'link') {
    await out.write(`${hubLinkOf(text, link)}\n`);
    await out.flush();
    return;
  }
  if (mode.kind === 'redis-cli') {
    // RESP for `redis-cli -p PORT --pipe`: no step can be read as a redis-cli directive
    for (const command of respCommands(scenario, shippedScripts())) await out.write(command);
    await out.flush();
    return;
  }
  if (mode.kind === 'trace') {
    await writeTrace(out, async (emit) => {
      for (const step of traceSteps(scenario)) await emit(step);
    });
    return;
  }
  let target;
  try {
    target = await openReplayTarget(mode.target);
  } catch (e) {
    if (e instanceof ReplayTargetError) fail(`--on: ${e.message}`);
    throw e;
  }
  try {
    // before any output: a step a cluster cannot run is named, and nothing is printed
    await target.check(scenario);
  } catch (e) {
    target.disconnect();
    if (e instanceof ReplayTargetError) fail(`--on: ${e.message}`);
    fail(`--on: the server at ${mode.target.host}:${mode.target.port} failed the check before the replay: ${(e as Error).message}`);
  }
  try {
    await writeTrace(out, (emit) => target.replay(scenario, emit));
  } catch (e) {
    const what = target.kind === 'cluster' ? 'cluster' : 'server';
    fail(`--on: the replay stopped: ${(e as Error).message}; check the ${what} at ${mode.target.host}:${mode.target.port} and try again on an empty ${what === 'cluster' ? 'cluster' : 'database'}`);
  } finally {
    target.disconnect();
  }
}

main().catch((e: unknown) => fail(`the simulator failed: ${e instanceof Error ? e.message : String(e)}`));
