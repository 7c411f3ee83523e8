// `npm run --silent sim -- FILE.json`: prints the emq-trace/1 of an emq-scenario/1 file.
// Exit 0 with the trace on stdout; exit 2 with one line on stderr naming the problem.
import { readFileSync } from 'node:fs';
import { parseScenario } from '../sim/scenario/parseScenario';
import { runScenario } from '../sim/scenario/runScenario';
import { ScenarioError } from '../sim/scenario/scenarioError';

function fail(message: string): never {
  process.stderr.write(`sim: ${message}\n`);
  process.exit(2);
}

const args = process.argv.slice(2).filter((a) => a !== '--');
if (args.length !== 1 || args[0] === '--help' || args[0] === '-h') {
  fail('usage: npm run --silent sim -- FILE.json   (an emq-scenario/1 file; "-" reads standard input)');
}
const file = args[0]!;
let text: string;
try {
  text = readFileSync(file === '-' ? 0 : file, 'utf8');
} catch (e) {
  const err = e as NodeJS.ErrnoException;
  fail(`${file}: cannot read the file (${err.code === 'ENOENT' ? 'no such file' : err.code ?? err.message})`);
}
try {
  const trace = runScenario(parseScenario(text));
  process.stdout.write(`${JSON.stringify(trace)}\n`);
} catch (e) {
  if (e instanceof ScenarioError) fail(`${file}: ${e.message}`);
  fail(`${file}: the simulator failed: ${(e as Error).message}`);
}
