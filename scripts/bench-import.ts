/**
 * `npx tsx scripts/bench-import.ts [jobs]` — how a large file imports in slices: the busy hour
 * with `jobs` jobs (default 5,000, the link's largest) is exported as emq-scenario/1, then
 * replayed with `importRunSteps` as the run view does it. Prints the file's size and steps, the
 * total time, the number of progress reports and the longest stretch between two of them (what a
 * slice of the page's loop cannot go below), all in milliseconds of wall time on this machine.
 */
import { generateRun } from '../src/sim/actors/run';
import { busyHour } from '../src/model/presets/busyHour';
import { exportRun, formatScenario, importRunSteps } from '../src/sim/scenario/exportRun';

const jobs = Number(process.argv[2] ?? 5000);
const text = formatScenario(exportRun(generateRun(busyHour(2026, { jobs }))));
const t0 = performance.now();
const steps = importRunSteps(text);
let reports = 0;
let longest = 0;
let first = 0;
let last = t0;
for (;;) {
  const r = steps.next();
  const now = performance.now();
  if (reports === 0) first = now - t0;
  else longest = Math.max(longest, now - last);
  last = now;
  if (r.done) {
    console.log(`busy hour, ${jobs} jobs: ${(text.length / 1024 / 1024).toFixed(2)} MB, ${r.value.timeline.events.length} steps`);
    break;
  }
  reports += 1;
}
console.log(`import in slices: ${(last - t0).toFixed(0)} ms in all; reading and parsing ${first.toFixed(0)} ms; then ${reports} progress reports, at most ${longest.toFixed(0)} ms apart`);
