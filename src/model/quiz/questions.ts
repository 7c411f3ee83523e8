import { applyInput } from '../../sim/engine/applyInput';
import { headerOf } from '../../sim/engine/input';
import { initialState } from '../../sim/engine/simState';
import type { SimEvent } from '../../sim/engine/event';
import type { Scenario, Step } from '../../sim/format/scenario';
import type { Keyspace } from '../../sim/redis/keyspace';
import { factOf } from '../../sim/events/facts';
import { isExpired } from '../../sim/events/lease';
import { queueKeys } from '../../sim/queue/keys';
import { QUIZ } from '../narration/catalogue';
import { draw, drawInt, type HasRng } from '../../sim/actors/rng';
import { at } from '../dives/common';
import { buildBoundRun, type BoundMode } from '../dives/bound/bound';
import { DETECT_LEASES, DETECT_MAX_NOW_MS, skewScenario } from '../dives/detect/detect';
import { detectBase } from '../dives/detect/detectModel';
import { enabledActors, replay, toScenario as oneStepScenario, type ActorId, type OneStepSetup } from '../dives/oneStep/oneStep';
import { storyHash } from '../../sim/story/storyLink';
import { seeHashPart } from '../course/seeTarget';

/** A dive link's hash: the dive brings the moment it opens at into view (seeTarget.ts). */
const SEE_MOMENT = `#${seeHashPart({ kind: 'moment' })}`;

/**
 * What must hold in the keyspace after a question's scenario for an option to be the true one:
 * `member` (the sorted set `key` holds `member`) or `field` (the hash `key` has `field` equal to
 * `value`; null = the field is absent). Read with the keyspace's read methods (ZSCORE, HGET).
 */
export type Outcome =
  | { kind: 'member'; key: string; member: string }
  | { kind: 'field'; key: string; field: string; value: string | null };

export interface QuizOption {
  id: string;
  text: string;
  outcome: Outcome;
}

/** The eight ideas the course teaches (docs/test-plan.md), one question each per round. */
export type QuizIdea = 'expired' | 'mthStall' | 'slowWorker' | 'clientLoop' | 'serverClock' | 'reaper' | 'groupLane' | 'fencing';

export const QUIZ_IDEAS: readonly QuizIdea[] = ['expired', 'mthStall', 'slowWorker', 'clientLoop', 'serverClock', 'reaper', 'groupLane', 'fencing'];

/**
 * Where the page shows the idea at work: a view, the link parameters that open it at that step,
 * and the hash: '' or the question's own run as a story (`#scenario=1.<data>`) opened at the
 * moment that decides the answer, with where the course page scrolls (`see=`, course/seeTarget.ts).
 */
export interface QuizLink {
  view: string;
  params: Record<string, string>;
  /** `''`, or `#…`: the question's own run and/or the place to bring into view. */
  hash: string;
  /** Where it opens, in words (e.g. "Dive: detect", or the hub at a step of the question's run). */
  label: string;
}

/**
 * One generated question. `scenario` is the emq-scenario/1 the question describes; `answer` is
 * the id of the one option whose outcome holds after the simulator runs it, and `why` is the
 * reason read from that run's facts. Nothing here is typed in by hand.
 */
export interface QuizQuestion {
  id: string;
  idea: QuizIdea;
  prompt: string;
  options: QuizOption[];
  answer: string;
  why: string;
  link: QuizLink;
  scenario: Scenario;
}

/** The events and the final keyspace of a scenario, run step by step on the engine (`applyInput`). */
export function runQuizScenario(scenario: Scenario): { events: SimEvent[]; keyspace: Keyspace } {
  const state = initialState(headerOf(scenario));
  const events = scenario.steps.map((s, i) => applyInput(state, s, i));
  return { events, keyspace: state.keyspace };
}

/** Whether `outcome` holds in `ks` (ZSCORE / HGET, never throwing). */
export function holds(ks: Keyspace, outcome: Outcome): boolean {
  return outcome.kind === 'member' ? ks.zscore(outcome.key, outcome.member) !== null : ks.hget(outcome.key, outcome.field) === outcome.value;
}

/**
 * The option whose outcome holds after the simulator runs `scenario`. Throws an Error when none
 * or more than one holds: a question must have exactly one right answer.
 */
export function answerOf(scenario: Scenario, options: readonly QuizOption[]): { answer: string; events: SimEvent[]; keyspace: Keyspace } {
  const { events, keyspace } = runQuizScenario(scenario);
  const true_ = options.filter((o) => holds(keyspace, o.outcome));
  if (true_.length !== 1) throw new Error(`${scenario.name}: ${true_.length} options hold, expected exactly 1`);
  return { answer: true_[0]!.id, events, keyspace };
}

const CLOCK_START_MS = 1_767_225_600_000;
const K = queueKeys('q');
const header = (name: string, maxStalled: number, leaseMs: number) => ({ format: 'emq-scenario/1' as const, name, queue: 'q', clockStartMs: CLOCK_START_MS, maxStalled, leaseMs });
const t = (ms: number) => at(CLOCK_START_MS + ms, CLOCK_START_MS);
const secs = (ms: number) => `${(ms / 1000).toFixed(ms % 1000 ? 1 : 0)} s`;
const pickOf = <T>(r: HasRng, xs: readonly T[]): T => xs[drawInt(r, 0, xs.length - 1)]!;
/** Steps sorted by time, keeping the written order of steps at the same time. */
const byTime = (steps: Step[]) => steps.map((s, i) => [s, i] as const).sort((a, b) => a[0].at - b[0].at || a[1] - b[1]).map(([s]) => s);

type Draft = Omit<QuizQuestion, 'answer' | 'why' | 'id' | 'link'> & {
  why(answer: string, events: SimEvent[], ks: Keyspace): string;
  /** The link that shows the answer: it may open the question's own run at the step that decides it. */
  link(answer: string, events: SimEvent[]): QuizLink;
};

/**
 * A link to the hub on the question's own run (`scenario` as a story in the hash), opened just
 * after step `index` (0-based) with `job` selected, the moment captioned, and the hub scrolled
 * into view on the course page.
 */
function hubAt(scenario: Scenario, index: number, job: string, moment: string): QuizLink {
  // Counted as the page counts (`stepsFrom` 1): the step at `index` is step index + 1.
  const story = { ...scenario, story: { stepsFrom: 1, openAt: index + 1, select: job, captions: { [String(index + 1)]: QUIZ.momentCaption(moment) } } };
  return { view: 'hub', params: {}, hash: `${storyHash(JSON.stringify(story))}&${seeHashPart({ kind: 'hub' })}`, label: QUIZ.hubMoment(index + 1, moment) };
}

function expired(r: HasRng): Draft {
  const { state, leases } = detectBase();
  const i = drawInt(r, 0, leases.length - 1);
  const lease = leases[i]!;
  const start = state.header.clockStartMs;
  const deadline = lease.deadlineMs - start;
  // Mostly on the deadline itself: the inclusive bound is the point of the question.
  const nowMs = deadline + pickOf(r, [0, 0, -1, 1, -500]);
  const job = lease.id;
  const scenario: Scenario = { ...state.header, name: `A sweep at ${t(nowMs)} and ${job}'s deadline ${t(deadline)}`, steps: [...detectSteps(), { at: nowMs, op: 'sweep' }] };
  return {
    idea: 'expired',
    prompt: QUIZ.expiredPrompt(job, t(deadline), t(nowMs)),
    options: [
      { id: 'pending', text: QUIZ.backInPending, outcome: { kind: 'member', key: K.pending, member: job } },
      { id: 'active', text: QUIZ.stillActive, outcome: { kind: 'member', key: K.active, member: job } },
    ],
    why: (answer) => (answer === 'pending' ? QUIZ.expiredYes : QUIZ.expiredNo)(job, t(deadline), t(nowMs)),
    link: () => ({ view: 'detect', params: { now: String(nowMs) }, hash: SEE_MOMENT, label: QUIZ.detectMoment(t(nowMs)) }),
    scenario,
  };
}

function detectSteps(): Step[] {
  return [
    ...DETECT_LEASES.map((_, i): Step => ({ at: 0, op: 'enqueue', job: `j${i + 1}` })),
    ...DETECT_LEASES.map(({ worker, leaseMs }): Step => ({ at: 0, op: 'claim', worker, leaseMs })),
  ];
}

const laneOptions = (job: string): QuizOption[] => [
  { id: 'pending', text: QUIZ.inPending, outcome: { kind: 'member', key: K.pending, member: job } },
  { id: 'dead', text: QUIZ.inDead, outcome: { kind: 'member', key: K.dead, member: job } },
  { id: 'active', text: QUIZ.inActive, outcome: { kind: 'member', key: K.active, member: job } },
];

function mthStall(r: HasRng): Draft {
  const max = drawInt(r, 2, 5);
  const crashes = max - drawInt(r, 0, 1);
  const run = buildBoundRun({ maxStalled: max, mode: 'sweep' }, Array.from({ length: crashes }, () => 'beat' as const));
  return {
    idea: 'mthStall',
    prompt: QUIZ.stallPrompt(max, crashes),
    options: laneOptions('j1'),
    why: (answer, _e, ks) => {
      const stalls = Number(ks.hget(K.job('j1'), 'stalled') ?? 0);
      return answer === 'dead' ? QUIZ.stallDead(stalls, max) : QUIZ.stallRecovered(stalls, max);
    },
    link: () => ({ view: 'bound', params: { m: String(max), mode: 'sweep', run: 'b'.repeat(crashes) }, hash: SEE_MOMENT, label: QUIZ.boundMoment(crashes, max, 'sweep') }),
    scenario: run.scenario,
  };
}

function slowWorker(r: HasRng): Draft {
  const leaseMs = pickOf(r, [10_000, 15_000, 20_000, 30_000]);
  const takesMs = Math.round((leaseMs * drawInt(r, 5, 20)) / 10);
  const sweepAt = leaseMs + pickOf(r, [0, 1_000, 2_000, 5_000]);
  const steps = byTime([
    { at: 0, op: 'enqueue', job: 'j1' },
    { at: 0, op: 'claim', worker: 'w1', leaseMs },
    { at: sweepAt, op: 'sweep' },
    { at: sweepAt + 1, op: 'claim', worker: 'w2', leaseMs },
    { at: takesMs, op: 'complete', job: 'j1', token: 'w1:1' },
  ]);
  const scenario: Scenario = { ...header(`w1 is slow: lease ${leaseMs} ms, handler ${takesMs} ms, sweep at ${sweepAt} ms`, 3, leaseMs), steps };
  return {
    idea: 'slowWorker',
    prompt: QUIZ.slowPrompt('w1', 'j1', secs(leaseMs), secs(takesMs), t(sweepAt)),
    options: [
      { id: 'once', text: QUIZ.once, outcome: { kind: 'field', key: K.job('j1'), field: 'attempts', value: '1' } },
      { id: 'twice', text: QUIZ.twice, outcome: { kind: 'field', key: K.job('j1'), field: 'attempts', value: '2' } },
    ],
    why: (answer) => (answer === 'twice' ? QUIZ.slowTwice('w1', 'j1', t(leaseMs), t(takesMs)) : QUIZ.slowOnce('w1', 'j1', t(takesMs))),
    // The step that decides it: w1's accepted complete (once), or w2's claim, the handler's second start (twice).
    link: (answer) => {
      const i = answer === 'twice' ? steps.findIndex((s) => s.op === 'claim' && s.worker === 'w2') : steps.findIndex((s) => s.op === 'complete');
      const moment = answer === 'twice' ? QUIZ.momentClaimAgain('w2', 'j1', t(steps[i]!.at)) : QUIZ.momentComplete('w1', 'j1', t(steps[i]!.at));
      return hubAt(scenario, i, 'j1', moment);
    },
    scenario,
  };
}

const ORDER_CODE: Record<ActorId, string> = { 'sweeper:A': 'A', 'sweeper:B': 'B', 'sweeper:C': 'C', 'worker:B': 'b', 'worker:C': 'c' };

function clientLoop(r: HasRng): Draft {
  const mode = draw(r) < 0.75 ? 'client' : 'atomic';
  const setup: OneStepSetup = { mode, sweepers: 2, jobs: 1, claims: 0, maxStalled: 3 };
  const schedule: ActorId[] = [];
  for (let s = replay(setup, []); enabledActors(s).length > 0; s = replay(setup, schedule)) schedule.push(pickOf(r, enabledActors(s)));
  const session = replay(setup, schedule);
  const order = session.moves
    .map((m) => `${ORDER_CODE[m.actor]} ${m.step.op === 'redis' ? m.step.command[0] : m.step.op === 'sweep' ? 'sweep.lua' : m.step.op}`)
    .join(', ');
  const stall = (n: number): QuizOption => ({ id: String(n), text: QUIZ.countIs(n), outcome: { kind: 'field', key: K.job('j1'), field: 'stalled', value: String(n) } });
  return {
    idea: 'clientLoop',
    prompt: QUIZ.loopPrompt(mode, order),
    options: [stall(1), stall(2)],
    why: (answer) => (answer === '2' ? QUIZ.loopDouble : QUIZ.loopOnce(mode)),
    link: () => ({
      view: 'onestep',
      params: { mode, sweepers: '2', jobs: '1', claims: '0', sched: schedule.map((a) => ORDER_CODE[a]).join('') },
      hash: SEE_MOMENT,
      label: QUIZ.oneStepMoment(schedule.length),
    }),
    scenario: oneStepScenario(session),
  };
}

function serverClock(r: HasRng): Draft {
  const { leases, state } = detectBase();
  const start = state.header.clockStartMs;
  const lease = pickOf(r, leases);
  const deadline = lease.deadlineMs - start;
  const fast = draw(r) < 0.6;
  const skew = drawInt(r, 2, 8) * 1000 * (fast ? 1 : -1);
  // The server instant sits between the lease's deadline and the skewed bound (or just off it),
  // within the detect dive's now slider, so "See it" opens that very instant.
  const nowMs = Math.min(DETECT_MAX_NOW_MS, Math.max(1, deadline - skew + pickOf(r, [Math.sign(skew) * 1000, -Math.sign(skew) * 1000, 0, Math.sign(skew) * Math.abs(skew) / 2])));
  const job = lease.id;
  const scenario = skewScenario(nowMs, skew, 'sweeper');
  const stalled = (value: string | null) => ({ kind: 'field' as const, key: K.job(job), field: 'stalled', value });
  return {
    idea: 'serverClock',
    prompt: QUIZ.clockPrompt(secs(Math.abs(skew)), fast, t(nowMs), job, t(deadline)),
    options: [
      { id: 'taken', text: QUIZ.clockTaken(job), outcome: stalled('1') },
      { id: 'left', text: QUIZ.clockLeft(job), outcome: stalled(null) },
    ],
    why: (answer) => QUIZ.clockWhy(job, t(nowMs + skew), t(deadline), t(nowMs), answer === 'taken', isExpired(lease.deadlineMs, start + nowMs)),
    link: () => ({ view: 'detect', params: { now: String(nowMs), clock: 'sweeper', skew: String(skew) }, hash: SEE_MOMENT, label: QUIZ.detectSkewMoment(t(nowMs), secs(Math.abs(skew)), fast) }),
    scenario,
  };
}

function reaper(r: HasRng): Draft {
  const mode = pickOf<BoundMode>(r, ['reap', 'reap', 'reapThenSweep', 'sweep']);
  const max = drawInt(r, 2, 4);
  const crashes = max + drawInt(r, -1, 2);
  const run = buildBoundRun({ maxStalled: max, mode }, Array.from({ length: crashes }, () => 'beat' as const));
  return {
    idea: 'reaper',
    prompt: QUIZ.reaperPrompt(mode, max, crashes),
    options: laneOptions('j1').slice(0, 2),
    why: (answer, _e, ks) => {
      const stalls = Number(ks.hget(K.job('j1'), 'stalled') ?? 0);
      if (mode !== 'sweep') return QUIZ.reaperPending(crashes);
      return answer === 'dead' ? QUIZ.reaperSweepDead(max) : QUIZ.reaperSweepPending(stalls, max);
    },
    link: () => ({ view: 'bound', params: { m: String(max), mode, run: 'b'.repeat(crashes) }, hash: SEE_MOMENT, label: QUIZ.boundMoment(crashes, max, mode) }),
    scenario: run.scenario,
  };
}

const GROUPS = ['tenant-a', 'eu', 'guild-42', 'billing'] as const;

function groupLane(r: HasRng): Draft {
  const group = pickOf(r, GROUPS);
  const max = drawInt(r, 2, 4);
  const before = drawInt(r, 0, max - 1);
  const leaseMs = 10_000;
  const steps: Step[] = [
    { at: 0, op: 'enqueue', job: 'j1', group },
    ...(before ? [{ at: 0, op: 'redis', command: ['HSET', K.job('j1'), 'stalled', String(before)] } as Step] : []),
    { at: 0, op: 'claim', worker: 'w1', group },
    { at: 1, op: 'crash', worker: 'w1' },
    { at: leaseMs, op: 'sweep' },
  ];
  const lane = K.groupPending(group);
  return {
    idea: 'groupLane',
    prompt: QUIZ.groupPrompt('j1', group, before, max),
    options: [
      { id: 'lane', text: QUIZ.laneOf(lane), outcome: { kind: 'member', key: lane, member: 'j1' } },
      { id: 'pending', text: QUIZ.laneOf(K.pending), outcome: { kind: 'member', key: K.pending, member: 'j1' } },
      { id: 'dead', text: QUIZ.inDead, outcome: { kind: 'member', key: K.dead, member: 'j1' } },
    ],
    why: (answer, events) => {
      const sweep = events[events.length - 1]!;
      const recovered = factOf(sweep.facts, 'job/recovered');
      const dead = factOf(sweep.facts, 'job/deadLettered');
      return answer === 'dead' ? QUIZ.groupDead('j1', dead?.stallCount ?? before + 1, max) : QUIZ.groupLane('j1', recovered?.lane ?? lane, recovered?.stallCount ?? before + 1, max);
    },
    // The lines of sweep.lua the question's sweep ran for j1 after its count and HDEL: the dead-letter branch or the lane branch.
    link: (_answer, events) => {
      const calls = events[events.length - 1]!.calls;
      const branch = calls.slice(calls.findIndex((c) => c.argv[0] === 'HDEL') + 1).map((c) => c.line);
      const target = { kind: 'sweepLines' as const, from: Math.min(...branch), to: Math.max(...branch) };
      return { view: 'hub', params: {}, hash: `#${seeHashPart(target)}`, label: QUIZ.sweepLines(target.from, target.to) };
    },
    scenario: { ...header(`A grouped job (${group}) stalls with ${before} earlier stalls, maxStalled ${max}`, max, leaseMs), steps },
  };
}

function fencing(r: HasRng): Draft {
  const verb = draw(r) < 0.5 ? 'complete' : 'extend';
  const leaseMs = pickOf(r, [10_000, 20_000, 30_000]);
  const late = draw(r) < 0.7;
  const when = late ? leaseMs + drawInt(r, 2, 20) * 1000 : drawInt(r, 1, leaseMs / 1000 - 1) * 1000;
  const token = 'w1:1';
  const steps = byTime([
    { at: 0, op: 'enqueue', job: 'j1' },
    { at: 0, op: 'claim', worker: 'w1', leaseMs },
    { at: leaseMs, op: 'sweep' },
    { at: leaseMs + 1, op: 'claim', worker: 'w2', leaseMs: 60_000 },
    verb === 'complete' ? { at: when, op: 'complete', job: 'j1', token } : { at: when, op: 'extend', job: 'j1', token, leaseMs },
  ]);
  const scenario: Scenario = { ...header(`w1's ${verb} with ${token} at ${when} ms, lease ${leaseMs} ms`, 3, leaseMs), steps };
  const job = K.job('j1');
  const accepted: Outcome = verb === 'complete' ? { kind: 'field', key: job, field: 'state', value: 'completed' } : { kind: 'field', key: job, field: 'token', value: token };
  return {
    idea: 'fencing',
    prompt: QUIZ.fencePrompt(verb, 'w1', 'j1', token, secs(leaseMs), `t = ${secs(when)}`),
    options: [
      { id: 'refused', text: QUIZ.fenceRefused(verb), outcome: { kind: 'field', key: job, field: 'token', value: 'w2:2' } },
      { id: 'accepted', text: QUIZ.fenceAccepted(verb), outcome: accepted },
    ],
    why: (answer, events) => {
      const ev = events.find((e) => e.input.op === verb)!;
      const rejected = factOf(ev.facts, 'complete/rejected') ?? factOf(ev.facts, 'lease/lost');
      return QUIZ.fenceWhy(verb, answer === 'refused', token, rejected?.heldToken ?? null);
    },
    // The step that decides it: w1's own complete or extend, accepted or refused.
    link: (answer) => {
      const i = steps.findIndex((s) => s.op === verb);
      return hubAt(scenario, i, 'j1', QUIZ.momentFence('w1', verb, 'j1', `t = ${secs(when)}`, answer === 'refused'));
    },
    scenario,
  };
}

const DRAFTS: Record<QuizIdea, (r: HasRng) => Draft> = { expired, mthStall, slowWorker, clientLoop, serverClock, reaper, groupLane, fencing };

/**
 * The question on `idea` drawn from `rng` (advanced): its numbers are drawn, its scenario run on
 * the simulator, and its answer is the option whose outcome holds afterwards. Source: docs/model.md
 * "The verbs" and "The clock"; the scenarios are emq-scenario/1 (docs/scenario-format.md).
 */
export function drawQuestion(idea: QuizIdea, rng: HasRng, round: number): QuizQuestion {
  const { why, link, ...draft } = DRAFTS[idea](rng);
  const { answer, events, keyspace } = answerOf(draft.scenario, draft.options);
  return { ...draft, id: `${idea}-${round}`, answer, why: why(answer, events, keyspace), link: link(answer, events) };
}
