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
 * Times in milliseconds, sizes in MB (10^6 bytes). `benchTimeline()` returns the same figures for
 * `npm run bench` (scripts/bench.ts), `printTimeline` prints them.
 */
import { PerformanceObserver } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { actorsAt, generateRun, type Run } from '../src/sim/actors/run';
import { seedRng, nextRandom } from '../src/sim/actors/rng';
import { busyHour } from '../src/model/presets/busyHour';
import { CHECKPOINT_EVERY, stateAt } from '../src/sim/timeline/timeline';

// A forced collection without `node --expose-gc`: the flag set now reaches a fresh context.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

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

/** Scrub and memory figures (milliseconds, MB); see the file's header. */
export interface TimelineFigures {
  history: number;
  keysAtEnd: number;
  generateMs: number;
  checkpointEvery: number;
  samples: number;
  scrub: { medianMs: number; p95Ms: number; maxMs: number; gcMs: number; wallMs: number };
  fromStart: { samples: number; medianMs: number; p95Ms: number; maxMs: number };
  memory: { events: number; checkpoints: number; generateMs: number; heapMB: number; kBPerEvent: number };
}

/** Measures both figures (a few seconds of CPU). */
export async function benchTimeline(): Promise<TimelineFigures> {
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gcMs += e.duration;
  });
  observer.observe({ entryTypes: ['gc'] });
  try {
    // 1. Scrub time over a 10,000-event history: a busy hour with enough jobs to pass 10,000 events.
    let t0 = performance.now();
    const big = generateRun(busyHour(2026, { jobs: 1600 }));
    const generateMs = performance.now() - t0;
    if (big.timeline.events.length < HISTORY) throw new Error(`only ${big.timeline.events.length} events`);
    const history = firstEvents(big, HISTORY);
    const keysAtEnd = stateAt(history.timeline, HISTORY).keyspace.data.size;
    scrub(history, 50); // warm up the JIT
    await new Promise((r) => setTimeout(r, 0));
    gcMs = 0;
    const scrubStart = performance.now();
    const withCp = scrub(history, SAMPLES);
    const wallMs = performance.now() - scrubStart;
    await new Promise((r) => setTimeout(r, 0)); // let the GC observer report
    const scrubGc = gcMs;
    const noCp = scrub({ ...history, timeline: { ...history.timeline, checkpoints: history.timeline.checkpoints.slice(0, 1) }, actorCheckpoints: history.actorCheckpoints.slice(0, 1) }, 20);

    // 2. Memory held by one whole busy-hour run.
    gc();
    gc();
    const before = process.memoryUsage().heapUsed;
    t0 = performance.now();
    let run: Run | null = generateRun(busyHour(2026));
    const busyMs = performance.now() - t0;
    gc();
    gc();
    const after = process.memoryUsage().heapUsed;
    const events = run.timeline.events.length;
    const checkpoints = run.timeline.checkpoints.length;
    run = null;
    return {
      history: HISTORY,
      keysAtEnd,
      generateMs,
      checkpointEvery: CHECKPOINT_EVERY,
      samples: SAMPLES,
      scrub: { medianMs: percentile(withCp, 0.5), p95Ms: percentile(withCp, 0.95), maxMs: withCp.at(-1)!, gcMs: scrubGc, wallMs },
      fromStart: { samples: 20, medianMs: percentile(noCp, 0.5), p95Ms: percentile(noCp, 0.95), maxMs: noCp.at(-1)! },
      memory: { events, checkpoints, generateMs: busyMs, heapMB: (after - before) / 1e6, kBPerEvent: (after - before) / events / 1000 },
    };
  } finally {
    observer.disconnect();
  }
}

/** The figures as the readable report `npm run bench:timeline` prints. */
export function printTimeline(f: TimelineFigures): void {
  const { scrub: s, fromStart: z, memory: m } = f;
  console.log(`Scrub: move to a random cursor of a ${f.history.toLocaleString('en-US')}-event history (${f.keysAtEnd} keys at its end; generated with the rest of its run in ${f.generateMs.toFixed(0)} ms)`);
  console.log(`  with checkpoints every ${f.checkpointEvery} events (${f.samples} cursors): median ${fmt(s.medianMs)} ms, p95 ${fmt(s.p95Ms)} ms, max ${fmt(s.maxMs)} ms  (goal < 16 ms)`);
  console.log(`  of which garbage collection: ${s.gcMs.toFixed(0)} ms of the ${s.wallMs.toFixed(0)} ms the ${f.samples} moves took (the slow tail is mostly GC and the shared CPU)`);
  console.log(`  from the start, no checkpoints (${z.samples} cursors):        median ${fmt(z.medianMs)} ms, p95 ${fmt(z.p95Ms)} ms, max ${fmt(z.maxMs)} ms`);
  console.log(`Memory: one busy hour (1,000 jobs, 20 workers, 1 h of server time): ${m.events.toLocaleString('en-US')} events, ${m.checkpoints} checkpoints, generated in ${m.generateMs.toFixed(0)} ms`);
  console.log(`  heap held after GC: ${m.heapMB.toFixed(1)} MB (${m.kBPerEvent.toFixed(2)} kB per event)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printTimeline(await benchTimeline());
