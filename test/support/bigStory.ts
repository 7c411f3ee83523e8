import { applyInput } from '../../src/sim/engine/applyInput';
import { initialState } from '../../src/sim/engine/simState';
import type { Scenario, Step } from '../../src/sim/format/scenario';
import { SCENARIO_LIMITS } from '../../src/sim/scenario/limits';

/** The shape of a generated story: how many jobs and steps (defaults: the limits the page accepts). */
export interface BigStoryOptions {
  jobs?: number;
  steps?: number;
  /** Groups the jobs are spread over besides the queue's own lane (default two tenants). */
  groups?: readonly string[];
}

/**
 * A story at the limits of docs/scenario-format.md (SCENARIO_LIMITS: 5,000 jobs, 20,000 steps),
 * as the emq-scenario/1 JSON text the hub reads: every job enqueued first (a third each in the
 * queue's own lane and two tenants' group lanes), then workers that claim from every lane, send
 * heartbeats (`extend`), complete, crash now and then, and a sweep every 40 steps with
 * maxStalled 2, so the last step leaves jobs in every lane (pending, active with expired and live
 * leases, dead) and many completed. Deterministic: a linear congruential generator, no
 * Math.random; claims and tokens come from running the simulator as it goes, so every extend and
 * complete names a real lease. Times are milliseconds after clockStartMs. The story opens at its
 * last step and selects the last job enqueued.
 */
export function bigStory({ jobs = SCENARIO_LIMITS.jobs, steps = SCENARIO_LIMITS.steps, groups = ['eu', 'us'] }: BigStoryOptions = {}): Scenario & { story: { select: string } } {
  const header = { format: 'emq-scenario/1' as const, name: `${jobs} jobs, ${steps} steps`, queue: 'big', clockStartMs: 1767225600000, maxStalled: 2, leaseMs: 30_000 };
  const state = initialState(header);
  const out: Step[] = [];
  let seed = 12345;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const lanes: (string | undefined)[] = [undefined, ...groups];
  const id = (i: number) => `job-${String(i).padStart(5, '0')}`;
  let at = 0;
  const held: { job: string; token: string; worker: string }[] = [];
  // Sixty workers; one that crashes is replaced by a new name (a restart), so a crash stays its own.
  const workers = Array.from({ length: 60 }, (_, k) => `w${k + 1}`);
  let restarts = 0;
  const push = (step: Step) => {
    const e = applyInput(state, step, out.length);
    out.push(step);
    return e;
  };
  for (let i = 0; i < Math.min(jobs, steps); i++) {
    const group = lanes[i % lanes.length];
    push(group === undefined ? { at, op: 'enqueue', job: id(i) } : { at, op: 'enqueue', job: id(i), group });
  }
  let w = 0;
  while (out.length < steps) {
    at += 50 + Math.floor(rand() * 200);
    if (out.length % 40 === 0) {
      push({ at, op: 'sweep' });
      continue;
    }
    const r = rand();
    if (r < 0.45 || held.length === 0) {
      const worker = workers[w++ % workers.length]!;
      const group = lanes[Math.floor(rand() * lanes.length)];
      const e = push(group === undefined ? { at, op: 'claim', worker } : { at, op: 'claim', worker, group });
      if (Array.isArray(e.reply) && typeof e.reply[0] === 'string') held.push({ job: e.reply[0], token: String(e.reply[1]), worker });
    } else if (r < 0.75) {
      const [h] = held.splice(Math.floor(rand() * held.length), 1);
      push({ at, op: 'complete', job: h!.job, token: h!.token });
    } else if (r < 0.93) {
      const h = held[Math.floor(rand() * held.length)]!;
      push({ at, op: 'extend', job: h.job, token: h.token });
    } else {
      const h = held[Math.floor(rand() * held.length)]!;
      for (let k = held.length - 1; k >= 0; k--) if (held[k]!.worker === h.worker) held.splice(k, 1);
      push({ at, op: 'crash', worker: h.worker });
      workers[workers.indexOf(h.worker)] = `w${workers.length + ++restarts}`;
    }
  }
  return { ...header, steps: out, story: { select: id(Math.min(jobs, steps) - 1) } };
}

/** The story as the file text the hub opens (JSON without spaces, as `--link` writes it). */
export function bigStoryText(options?: BigStoryOptions): string {
  return JSON.stringify(bigStory(options));
}
