/**
 * `npx tsx scripts/bench-timeline.ts` — two figures for the run view (printed, never asserted):
 *
 * 1. Scrub time: how long moving to a random point of a 10,000-event history takes — the state
 *    (`stateAt`: nearest checkpoint + replay) and the actors (`actorsAt`) together, as the view
 *    needs both — with checkpoints every CHECKPOINT_EVERY events (goal: under 16 ms, one frame)
 *    and, for contrast, with the first checkpoint only (a replay from the start).
 * 2. Memory: what a whole busy-hour run (1,000 jobs, 20 workers, one hour of server time, i.e.
 *    what playback at top speed ends up holding) keeps on the heap, measured with
 *    `process.memoryUsage().heapUsed` after a forced GC, before and after.
 *
 * Needs `--expose-gc`: without it the script runs itself again under
 * `node --expose-gc --import tsx`. Times in milliseconds, sizes in MB (10^6 bytes).
 */
import { spawnSync } from 'node:child_process';
import { PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { actorsAt, generateRun, type Run } from '../src/sim/actors/run';
import { seedRng, nextRandom } from '../src/sim/actors/rng';
import { busyHour } from '../src/sim/presets/busyHour';
import { CHECKPOINT_EVERY, stateAt } from '../src/sim/timeline/timeline';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}

const HISTORY = 10_000;
const SAMPLES = 400;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

function fmt(ms: number): string {
  return ms < 1 ? ms.toFixed(3) : ms.toFixed(2);
}

/** A run cut to its first `n` events (the cut keeps checkpoints, causes and actors consistent). */
function firstEvents(run: Run, n: number): Run {
  const keep = Math.floor(n / CHECKPOINT_EVERY) + 1;
  const t = run.timeline;
  return {
    ...run,
    timeline: { ...t, inputs: t.inputs.slice(0, n), events: t.events.slice(0, n), checkpoints: t.checkpoints.slice(0, keep) },
    causes: run.causes.slice(0, n),
    actorCheckpoints: run.actorCheckpoints.slice(0, keep),
  };
}

/** Milliseconds spent in garbage collection, as the GC reports it (to explain the tail). */
let gcMs = 0;
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcMs += e.duration;
}).observe({ entryTypes: ['gc'] });

function scrub(run: Run, samples: number): number[] {
  let rng = seedRng(12345);
  const times: number[] = [];
  const n = run.timeline.events.length;
  for (let i = 0; i < samples; i++) {
    const [x, next] = nextRandom(rng);
    rng = next;
    const cursor = Math.floor(x * (n + 1));
    const t0 = performance.now();
    stateAt(run.timeline, cursor);
    actorsAt(run, cursor);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

// 1. Scrub time over a 10,000-event history: a busy hour with enough jobs to pass 10,000 events.
let t0 = performance.now();
const big = generateRun(busyHour(2026, { jobs: 1600 }));
const genMs = performance.now() - t0;
if (big.timeline.events.length < HISTORY) throw new Error(`only ${big.timeline.events.length} events`);
const history = firstEvents(big, HISTORY);
const jobsAtEnd = stateAt(history.timeline, HISTORY).keyspace.data.size;
scrub(history, 50); // warm up the JIT
await new Promise((r) => setTimeout(r, 0));
gcMs = 0;
const scrubStart = performance.now();
const withCp = scrub(history, SAMPLES);
const scrubWall = performance.now() - scrubStart;
await new Promise((r) => setTimeout(r, 0)); // let the GC observer report
const scrubGc = gcMs;
const noCp = scrub({ ...history, timeline: { ...history.timeline, checkpoints: history.timeline.checkpoints.slice(0, 1) }, actorCheckpoints: history.actorCheckpoints.slice(0, 1) }, 20);

console.log(`Scrub: move to a random cursor of a ${HISTORY.toLocaleString('en-US')}-event history (${jobsAtEnd} keys at its end; generated with the rest of its run in ${genMs.toFixed(0)} ms)`);
console.log(`  with checkpoints every ${CHECKPOINT_EVERY} events (${SAMPLES} cursors): median ${fmt(percentile(withCp, 0.5))} ms, p95 ${fmt(percentile(withCp, 0.95))} ms, max ${fmt(withCp.at(-1)!)} ms  (goal < 16 ms)`);
console.log(`  of which garbage collection: ${scrubGc.toFixed(0)} ms of the ${scrubWall.toFixed(0)} ms the ${SAMPLES} moves took (the slow tail is mostly GC and the shared CPU)`);
console.log(`  from the start, no checkpoints (20 cursors):        median ${fmt(percentile(noCp, 0.5))} ms, p95 ${fmt(percentile(noCp, 0.95))} ms, max ${fmt(noCp.at(-1)!)} ms`);

// 2. Memory held by one whole busy-hour run.
gc!();
gc!();
const before = process.memoryUsage().heapUsed;
t0 = performance.now();
let run: Run | null = generateRun(busyHour(2026));
const busyMs = performance.now() - t0;
gc!();
gc!();
const after = process.memoryUsage().heapUsed;
const events = run.timeline.events.length;
const checkpoints = run.timeline.checkpoints.length;
console.log(`Memory: one busy hour (1,000 jobs, 20 workers, 1 h of server time): ${events.toLocaleString('en-US')} events, ${checkpoints} checkpoints, generated in ${busyMs.toFixed(0)} ms`);
console.log(`  heap held after GC: ${((after - before) / 1e6).toFixed(1)} MB (${((after - before) / events / 1000).toFixed(2)} kB per event)`);
run = null;
