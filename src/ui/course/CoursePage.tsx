import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { noteLines, SWEEP_NOTES } from '../../model/course/sweepNotes';
import { seeTargetOf, type SeeTarget } from '../../model/course/seeTarget';
import { CodePanel } from '../code/CodePanel';
import sweepLua from '../../sim/queue/scripts/sweep.lua?raw';
import { COURSE_PAGE, REFERENCES } from '../../model/narration/courseBody';
import { RichText } from '../text/RichText';
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
  detect: { ...COURSE_PAGE.cards.detect, progress: true },
  bound: { ...COURSE_PAGE.cards.bound, progress: true },
  onestep: { ...COURSE_PAGE.cards.onestep, progress: true },
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
        <h2 id={ids.recovery}>{COURSE_PAGE.recoveryHeading}</h2>
        <p>{COURSE_PAGE.recovery}</p>
        <h3>{COURSE_PAGE.listHeading}</h3>
        <p>
          <RichText parts={COURSE_PAGE.list} />
        </p>
        <h3>{COURSE_PAGE.leaseHeading}</h3>
        <p>
          <RichText parts={COURSE_PAGE.lease} />
        </p>
        <p>{COURSE_PAGE.cliLead}</p>
        <pre className="course__cli">
          <code>{COURSE_PAGE.cli}</code>
        </pre>
        <p>{COURSE.keyBraces}</p>
        <p>{COURSE.hincrbyCreates}</p>
        <p>{COURSE_PAGE.inclusive}</p>
      </section>

      <section className="course__section" aria-labelledby={ids.layers}>
        <h2 id={ids.layers}>{COURSE_PAGE.layersHeading}</h2>
        <p>
          <RichText parts={COURSE_PAGE.signal} />
        </p>
        <p>
          <RichText parts={COURSE_PAGE.count} />
        </p>
        <p className="course__aside course__aside--warn">
          <strong>{COURSE.layersOrderLead}</strong> {COURSE.layersOrder}
        </p>
        <div ref={codeRef}>
          <CodePanel
            file="sweep.lua"
            label={COURSE_PAGE.codeLabel}
            source={sweepLua}
            level={3}
            titleId={ids.code}
            caption={COURSE_PAGE.codeCaption}
            current={see?.kind === 'sweepLines' ? see.from : null}
            currentLabel={see?.kind === 'sweepLines' ? COURSE.seeLines(see.from, see.to) : ''}
            ran={seeLines.length ? new Map(seeLines.map((l) => [l, 1])) : undefined}
            markers={lines.map((line, i) => ({ line, label: COURSE_PAGE.noteMarker(i + 1) }))}
          />
        </div>
        <ol className="course__notes" aria-label={COURSE_PAGE.notesLabel}>
          {SWEEP_NOTES.map((n, i) => (
            <li key={n.find} value={i + 1}>
              <span className="course__line">{COURSE_PAGE.noteLine(lines[i])}</span> {n.text}
            </li>
          ))}
        </ol>
        <p className="course__aside">
          <RichText parts={COURSE_PAGE.valkey} />
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
                  <span className="course__progress-label">{COURSE_PAGE.progressLabel}</span>
                  <CardProgress view={d.view as 'detect' | 'bound' | 'onestep'} />
                </p>
              )}
              <a className="course__card-link" href={hrefOf(d.view)} onClick={go(d.view)}>
                {COURSE_PAGE.openDive(d.step)} <span aria-hidden="true">→</span>
              </a>
            </li>
          ))}
        </ol>
      </section>

      <section className="course__section" aria-labelledby={ids.applied}>
        <h2 id={ids.applied}>{COURSE_PAGE.appliedHeading}</h2>
        <p>{COURSE_PAGE.applied}</p>
        <p>
          <a href={hrefOf('run', { preset: 'command-worker', seed: '1' })} onClick={go('run')}>
            {COURSE_PAGE.playRun}
          </a>
          {COURSE_PAGE.playRunAfter}
        </p>
        <h3>{COURSE_PAGE.idempotentHeading}</h3>
        <p>
          <RichText parts={COURSE_PAGE.idempotent} />
        </p>
        <pre className="course__cli">
          <code>{COURSE_PAGE.idempotentCode}</code>
        </pre>
        <p>{COURSE_PAGE.idempotentCaveat}</p>
      </section>

      <section className="course__section" aria-labelledby={ids.refs}>
        <h2 id={ids.refs}>{COURSE_PAGE.referencesHeading}</h2>
        <ul className="course__refs">
          {REFERENCES.map((r) => (
            <li key={r.href}>
              <a href={r.href}>{r.title}</a> — {r.note}
            </li>
          ))}
        </ul>
      </section>

      <Suspense fallback={<p className="view-loading">{COURSE_PAGE.loadingQuiz}</p>}>
        <StaticIsland chunk={QUIZ_CHUNK} props={{ hrefOf }} />
      </Suspense>
    </div>
  );
}
