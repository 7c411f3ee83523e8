import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { noteLines, SWEEP_NOTES } from '../../model/course/sweepNotes';
import { seeTargetOf, type SeeTarget } from '../../model/course/seeTarget';
import { CodePanel } from '../code/CodePanel';
import sweepLua from '../../sim/queue/scripts/sweep.lua?raw';
import { REFERENCES } from './references';
import { QUIZ_ANCHOR } from './quizAnchor';
import { COURSE } from '../../model/narration/courseText';
import { islandChunk, StaticIsland } from '../app/StaticIsland';
import { useViewShell } from '../app/viewShell';
import { VIEWS } from '../app/views';
import '../theme/widget.css';
import './course.css';

// Both run the simulator (the dives' models, eight quiz scenarios), so each is its own chunk. A dive
// never opened needs none of it; the quiz is a static island over its prerendered markup (like
// the hub), so the first view fetches neither.
const DiveProgress = lazy(() => import('./DiveProgress').then((m) => ({ default: m.DiveProgress })));
export const QUIZ_CHUNK = islandChunk('quiz', () => import('./Quiz').then((m) => m.Quiz));

/** A dive card's "how far you got": said without the dive's code while the dive has not been opened. */
function CardProgress({ view }: { view: 'detect' | 'bound' | 'onestep' }) {
  const opened = useViewShell()?.kept.has(view) ?? false;
  if (!opened) return <span>{COURSE.notOpened}</span>;
  return (
    <Suspense fallback="…">
      <DiveProgress view={view} />
    </Suspense>
  );
}

export interface CoursePageProps {
  /** The hub widget, placed where the page introduces the lease set. */
  hub: ReactNode;
  /** The href of a view's own page (keeps `embed` off: the course page is the full page only). */
  hrefOf(view: string, params?: Record<string, string>): string;
  /** Opens a view in the page (a click without modifier keys); the event's default is left to a modified click. */
  go(view: string): (e: MouseEvent) => void;
}

/** Each dive's card, by its view: the nav's "Dive:" tabs (VIEWS' `dive`) are the cards, in the nav's order. */
const CARDS: Readonly<Record<string, { step: string; named: string; title: string; shows: string; progress: boolean }>> = {
  detect: {
    step: 'Detect',
    named: 'detect',
    title: 'Which leases has the sweep to recover?',
    shows: 'Six leases on a line sorted by deadline. Drag now and watch ZRANGEBYSCORE active -inf now take exactly the ones at or before it; then let a sweeper use its own skewed clock and watch it recover a live lease early or a dead one late.',
    progress: true,
  },
  bound: {
    step: 'Bound',
    named: 'bound',
    title: 'What stops a job that kills every worker?',
    shows: 'A poison job crashes each worker that claims it. With the count-free reaper it loops for ever; with the sweep, HINCRBY counts each stall and the maxStalled-th sends it to the morgue, where it stays until someone retries it by hand.',
    progress: true,
  },
  onestep: {
    step: 'One step',
    named: 'one step',
    title: 'Why must the sweep be one script?',
    shows: 'You schedule two sweepers command by command. As a client loop they can both read one expired lease and count its stall twice (Bull issue #356); as one Lua script nothing fits between the read and the write.',
    progress: true,
  },
  list: { ...COURSE.listCard, progress: false },
};

/** The dives the views nav shows as "Dive:" tabs, each with its card. */
const DIVES = VIEWS.filter((v) => v.dive && v.component).map((v) => ({ view: v.id, ...CARDS[v.id]! }));

/**
 * Brings what the page's link names into view once the page has rendered (`#see=…`, from a quiz
 * question's "See it"): the hub widget, or lines of the sweep.lua listing. Scrolls once; the
 * browser's scroll anchoring keeps it there while the hub above finishes loading.
 */
function useSeeTarget(hub: RefObject<HTMLDivElement | null>, code: RefObject<HTMLDivElement | null>, target: SeeTarget | null) {
  useEffect(() => {
    if (!target || target.kind === 'moment') return;
    const frame = requestAnimationFrame(() => {
      const el = target.kind === 'hub' ? hub.current : code.current?.querySelector<HTMLElement>(`[data-line="${target.from}"]`);
      el?.scrollIntoView({ block: target.kind === 'hub' ? 'start' : 'center' });
    });
    return () => cancelAnimationFrame(frame);
  }, [hub, code, target]);
}

/**
 * "Jump to the quiz": the sections above the quiz are laid out only near the screen, each counted
 * as 800 px until then, so a plain jump to the anchor landed where the quiz was before the
 * sections it passed took their real (smaller) heights: on a blank or half-drawn screen. A jump
 * first lays the whole page out (`course--laid-out`), then scrolls, and scrolls once more after
 * the next frames in case anything above still settled. Also on a page opened at `#quiz`.
 */
function useQuizJump(root: RefObject<HTMLDivElement | null>, openedAt: string): { laidOut: boolean; jump(e?: MouseEvent): void } {
  const [jumps, setJumps] = useState(0);
  useEffect(() => {
    // The hash the page opened with, read through the view shell (the page's link adapter).
    if (openedAt === `#${QUIZ_ANCHOR}`) setJumps((n) => n + 1);
  }, [openedAt]);
  useLayoutEffect(() => {
    if (jumps === 0) return;
    const land = () => {
      const quiz = root.current?.querySelector<HTMLElement>(`#${QUIZ_ANCHOR}`) ?? null;
      quiz?.scrollIntoView({ block: 'start' });
      return quiz;
    };
    land()?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => void land())));
    const settle = setTimeout(land, 300);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(settle);
    };
  }, [jumps, root]);
  return {
    laidOut: jumps > 0,
    jump(e) {
      // A modified click (a new tab) is left to the browser.
      if (e && (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)) return;
      e?.preventDefault();
      setJumps((n) => n + 1);
    },
  };
}

/**
 * The hub as the module's course page: the text of the module around the hub widget, in five
 * sections (each an h2), then "Check your understanding". Static text: the first screen costs
 * no simulation beyond the hub's own; the dives' progress and the quiz load after it.
 */
export function CoursePage({ hub, hrefOf, go }: CoursePageProps) {
  const ids = { recovery: useId(), layers: useId(), dives: useId(), applied: useId(), refs: useId(), code: useId() };
  const lines = noteLines(sweepLua);
  const hubRef = useRef<HTMLDivElement>(null);
  const codeRef = useRef<HTMLDivElement>(null);
  // Read once: where the link the page opened with points (a quiz question's "See it").
  const shell = useViewShell();
  const see = useRef(seeTargetOf(shell?.hashFor?.('hub') ?? '')).current;
  useSeeTarget(hubRef, codeRef, see);
  const seeLines = see?.kind === 'sweepLines' ? Array.from({ length: see.to - see.from + 1 }, (_, i) => see.from + i) : [];
  const rootRef = useRef<HTMLDivElement>(null);
  const quizJump = useQuizJump(rootRef, shell?.hashFor?.('hub') ?? '');
  return (
    <div ref={rootRef} className={quizJump.laidOut ? 'course course--laid-out' : 'course'}>
      {/* A phone's way past the hub and the text to the questions, before the hub itself. */}
      <nav className="course__contents" aria-label={COURSE.contentsLabel}>
        <a href={`#${QUIZ_ANCHOR}`} onClick={quizJump.jump}>
          {COURSE.jumpToQuiz} <span aria-hidden="true">↓</span>
        </a>
      </nav>
      {/* The widget first, as the module page opens: the text below explains what it shows. */}
      <div ref={hubRef} className="course__hub course__hub--first">
        {hub}
      </div>
      <section className="course__section" aria-labelledby={ids.recovery}>
        <h2 id={ids.recovery}>Recovery from failures</h2>
        <p>
          A worker takes a job and then dies: the process is killed, the machine loses power, a deploy restarts it. Nothing in Redis notices on
          its own. The queue has to keep, for every job in flight, something that lets another process decide later that its worker is gone.
        </p>
        <h3>The list pattern</h3>
        <p>
          The classic recipe moves each message, atomically, from the work list into a processing list as the worker takes it:{' '}
          <code>LMOVE work processing RIGHT LEFT</code>. If the worker dies, the message is still in <code>processing</code>. A reaper walks that
          list and puts back whatever looks too old, judging by wall-clock age it has to remember itself, because a list holds plain strings: no
          owner, no deadline, no count. It cannot tell a dead worker from a slow one, and it walks the whole list to find the old ones.
        </p>
        <h3>The lease set</h3>
        <p>
          Here a claim writes a <strong>lease</strong> instead: the job id goes into the sorted set <code>active</code>, scored by its{' '}
          <strong>deadline</strong> on the <strong>server clock</strong> (TIME, read inside the script, plus the lease length). A live worker
          pushes its deadline forward on a heartbeat; a dead one stops, and its deadline slips into the past. The set is sorted by time of death,
          so finding every dead worker's job is one range read, however many workers are alive.
        </p>
        <p>The sweep, as you would type its commands by hand in redis-cli:</p>
        <pre className="course__cli">
          <code>
            {`ZRANGEBYSCORE emq:{q}:active -inf 1767225635000   # every lease with a deadline at or before now
HINCRBY emq:{q}:job:JOB-a stalled 1                # count the stall (after ZREM emq:{q}:active JOB-a)
ZADD emq:{q}:pending 0 JOB-a                       # back to pending… or ZADD emq:{q}:dead 0 JOB-a at maxStalled`}
          </code>
        </pre>
        <p>{COURSE.keyBraces}</p>
        <p>{COURSE.hincrbyCreates}</p>
        <p>
          The range is inclusive: a deadline equal to now is expired. Typed one at a time those commands race other sweepers, which is why the
          product sends them as one script (below). The hub at the top of this page runs that script on four jobs: select a job, read what the
          next sweep will do with it, then step the sweep.
        </p>
      </section>

      <section className="course__section" aria-labelledby={ids.layers}>
        <h2 id={ids.layers}>Two layers on one signal</h2>
        <p>
          Both layers read the same signal, an expired lease, with the same <code>ZRANGEBYSCORE active -inf now</code>. The{' '}
          <strong>count-free reaper</strong> (reap.lua) runs each time its timer fires and puts each expired job straight back: that is crash recovery, and
          it is enough when workers die for reasons that have nothing to do with the job. It keeps no count, so a <em>poison</em> job that crashes
          every worker comes back for ever.
        </p>
        <p>
          The <strong>sweep</strong> (sweep.lua) adds the count: <code>HINCRBY stalled 1</code> on each expired lease, and when the count reaches{' '}
          <code>maxStalled</code> the job goes to the dead set, the morgue, and stays there. The count is bumped inside the same script as the
          read because a count bumped by a client after its read can be bumped twice: two sweepers read the same lease before either removes it
          (Bull issue #356). A Lua script runs atomically: no other command runs between its lines.
        </p>
        <p className="course__aside course__aside--warn">
          <strong>{COURSE.layersOrderLead}</strong> {COURSE.layersOrder}
        </p>
        <div ref={codeRef}>
          <CodePanel
            file="sweep.lua"
            label="sweep.lua, with notes"
            source={sweepLua}
            level={3}
            titleId={ids.code}
            caption="The product's sweep, exactly as it runs on Redis (and in the simulator); the numbered notes below are about the marked lines."
            current={see?.kind === 'sweepLines' ? see.from : null}
            currentLabel={see?.kind === 'sweepLines' ? COURSE.seeLines(see.from, see.to) : ''}
            ran={seeLines.length ? new Map(seeLines.map((l) => [l, 1])) : undefined}
            markers={lines.map((line, i) => ({ line, label: `note ${i + 1}` }))}
          />
        </div>
        <ol className="course__notes" aria-label="Notes on sweep.lua">
          {SWEEP_NOTES.map((n, i) => (
            <li key={n.find} value={i + 1}>
              <span className="course__line">line {lines[i]}</span> {n.text}
            </li>
          ))}
        </ol>
        <p className="course__aside">
          <strong>On Valkey</strong> the script runs unchanged: the same sorted-set and hash commands, EVAL and EVALSHA, and TIME read inside the
          script, so the server's clock is the only clock.
        </p>
      </section>

      <section className="course__section" aria-labelledby={ids.dives}>
        <h2 id={ids.dives}>{COURSE.divesHeading(DIVES.length)}</h2>
        <p>{COURSE.divesIntro(DIVES.map((d) => d.named))}</p>
        <ol className="course__cards">
          {DIVES.map((d, i) => (
            <li key={d.view} className="course__card">
              <p className="course__card-step">
                {i + 1}. {d.step}
              </p>
              <h3>{d.title}</h3>
              <p>{d.shows}</p>
              {d.progress && (
                <p className="course__progress">
                  <span className="course__progress-label">How far you got: </span>
                  <CardProgress view={d.view as 'detect' | 'bound' | 'onestep'} />
                </p>
              )}
              <a className="course__card-link" href={hrefOf(d.view)} onClick={go(d.view)}>
                Open Dive: {d.step.toLowerCase()} <span aria-hidden="true">→</span>
              </a>
            </li>
          ))}
        </ol>
      </section>

      <section className="course__section" aria-labelledby={ids.applied}>
        <h2 id={ids.applied}>The pattern, applied</h2>
        <p>
          A chat bot sends each user command to a queue, and command workers dispatch them. A handler crashes halfway through dispatching one:
          its lease stops moving. The next sweep finds the deadline in the past, counts one stall and puts the command back in pending; another
          worker claims it and finishes it. A command that crashes its handler every time spends its stall budget: the sweep that counts its
          maxStalled-th stall moves it to the dead set, and there it stays, out of everyone's way, until someone looks at it.
        </p>
        <p>
          <a href={hrefOf('run', { preset: 'command-worker', seed: '1' })} onClick={go('run')}>
            Play the command worker run
          </a>{' '}
          to watch it happen on a timeline, crash a worker yourself, and fork a different future.
        </p>
        <h3>Idempotent handlers</h3>
        <p>
          The sweep cannot tell a slow worker from a dead one, so a job can run twice: delivery is <em>at-least-once</em>. A handler is{' '}
          <strong>idempotent</strong> when running it twice leaves the world as running it once does. Post the reply under a key made from the
          job id, so the second run finds it already there:
        </p>
        <pre className="course__cli">
          <code>
            {`// Not idempotent: a second run posts a second reply.
await chat.post(channel, reply);

// Idempotent: the job id names the reply; a second run changes nothing.
if (await redis.set(\`reply:\${job.id}\`, '1', 'NX', 'PX', 86_400_000)) await chat.post(channel, reply);`}
          </code>
        </pre>
        <p>
          (The marker and the post are still two steps: if the handler dies between them the reply is lost, which is why a real one records the
          message id it got back, or lets the chat service deduplicate by a key it accepts.)
        </p>
      </section>

      <section className="course__section" aria-labelledby={ids.refs}>
        <h2 id={ids.refs}>References</h2>
        <ul className="course__refs">
          {REFERENCES.map((r) => (
            <li key={r.href}>
              <a href={r.href}>{r.title}</a> — {r.note}
            </li>
          ))}
        </ul>
      </section>

      <Suspense fallback={<p className="view-loading">Loading the questions…</p>}>
        <StaticIsland chunk={QUIZ_CHUNK} props={{ hrefOf }} />
      </Suspense>
    </div>
  );
}
