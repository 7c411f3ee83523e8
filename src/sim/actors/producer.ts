import type { Input } from '../engine/input';
import { RANK, type Action } from './action';
import type { ActorState } from './actorState';
import type { ProducerPlan, WorldConfig } from './config';
import { drawExponentialMs } from './rng';

/** The id of the `n`-th job enqueued (1-based): `job-0007`. Ids sort by arrival, as docs/model.md wants. */
export function jobId(plan: ProducerPlan, n: number): string {
  return plan.idPrefix + String(n).padStart(plan.idDigits, '0');
}

/** Which source produces next: the fixed list (wins ties) or the rate, and when. */
function due(a: ActorState, config: WorldConfig): { source: 'list' | 'rate'; atMs: number } | null {
  const listed = config.producer.jobs[a.producer.next];
  const rateAt = a.producer.rateNextAtMs;
  if (listed && (rateAt === null || listed.atMs <= rateAt)) return { source: 'list', atMs: listed.atMs };
  return rateAt === null ? null : { source: 'rate', atMs: rateAt };
}

/** The producer's next enqueue, or `null` when its plan is spent. */
export function producerAction(a: ActorState, config: WorldConfig): Action | null {
  const next = due(a, config);
  if (!next) return null;
  const job = jobId(config.producer, a.seq + 1);
  const plan = next.source === 'list' ? config.producer.jobs[a.producer.next]! : undefined;
  const input: Input = { at: next.atMs, op: 'enqueue', job };
  // Only the fields a job has, so an exported step stays as short as one written by hand.
  if (plan?.group !== undefined) input.group = plan.group;
  if (plan?.data !== undefined) input.data = plan.data;
  return { atMs: next.atMs, rank: RANK.producer, input, cause: { actor: 'producer', by: 'sim', why: 'arrival', job } };
}

/**
 * After the producer enqueued `job`: moves its plan on (drawing the rate's next gap) and notes
 * what the workers will find out about that job (poison, a fixed work time).
 */
export function producerEnqueued(a: ActorState, config: WorldConfig, job: string): void {
  const next = due(a, config);
  if (!next) return;
  if (next.source === 'list') {
    const plan = config.producer.jobs[a.producer.next]!;
    a.producer.next += 1;
    if (plan.poison) a.poison.push(job);
    if (plan.workMs !== undefined) a.workMs[job] = plan.workMs;
    return;
  }
  const rate = config.producer.rate!;
  a.producer.rateMade += 1;
  a.producer.rateNextAtMs =
    a.producer.rateMade >= rate.count ? null : next.atMs + (rate.jitter ? drawExponentialMs(a.producer, rate.everyMs) : rate.everyMs);
}
