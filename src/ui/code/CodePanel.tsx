import { memo, useEffect, useId, useRef, type ReactNode } from 'react';
import { luaTokens } from './luaTokens';
import '../theme/widget.css';
import './codePanel.css';

/** A marker beside a line: who stands there (e.g. a sweeper about to run it). */
export interface LineMarker {
  /** The 1-based line number. */
  line: number;
  label: string;
}

export interface CodePanelProps {
  /** The name the title shows (a file name a learner can read, e.g. `sweep.lua`). */
  file: string;
  /** The script's text as shipped: one listing line per line, numbered from 1. */
  source: string;
  /** The id of the title, which labels the panel (default: one of its own, from useId). */
  titleId?: string;
  /** The panel's accessible name when the file name alone would repeat another panel's on the page (default: the title). */
  label?: string;
  /** The heading level of the title: 3 inside a panel that has its own. */
  level?: 2 | 3;
  /** One sentence under the title: what the listing shows at this moment. */
  caption?: ReactNode;
  /** The line to light (1-based), or null for none. */
  current: number | null;
  /** The words after ◀ on the lit line, e.g. "ran" or "this command". */
  currentLabel: string;
  /** Each other line that ran in the same step, with how many times it ran (absent: did not run). */
  ran?: ReadonlyMap<number, number>;
  /** Show a column with ▸ (ran once) or ▸×n (ran n times) beside each line that ran. */
  showCounts?: boolean;
  /** Who runs which line next, shown as ◀ and the label at the end of that line. */
  markers?: readonly LineMarker[];
  /**
   * Keep the listing to a fixed height and scroll inside it, keeping the lit line in view (the
   * page itself never scrolls); the scrolling listing takes focus, named after the file.
   */
  scroll?: boolean;
}

/**
 * The one code panel of every view: a script (a verb's Lua file or a dive's pseudocode) with
 * Lua tinted, the lines that ran in a step tinted, the lit line marked with ◀ and words (never by
 * colour alone), and optional markers. A Lua file is shown exactly as it is run on Redis, comments
 * included, so line numbers are the file's. Its colours come from the `--code-*` tokens of
 * src/ui/theme/tokens.css, light or dark with the widget's theme.
 */
export function CodePanel({ file, source, titleId: givenTitleId, label, level = 2, caption, current, currentLabel, ran, showCounts = false, markers = [], scroll = false }: CodePanelProps) {
  const ownTitleId = useId();
  const titleId = givenTitleId ?? ownTitleId;
  const Title = level === 2 ? 'h2' : 'h3';
  const lines = source.replace(/\n$/, '').split('\n');
  const ref = useRef<HTMLPreElement>(null);
  useEffect(() => {
    if (!scroll) return;
    // Measured in the next frame, not in the click's own task: reading offsetTop here would lay
    // out the whole view inside the click, and the frame lays it out anyway before it paints.
    const frame = requestAnimationFrame(() => {
      const pre = ref.current;
      const lit = pre?.querySelector<HTMLElement>('.script__line.is-current');
      if (!pre || !lit) return;
      // Scroll the panel only (never the page), so stepping does not jump the learner around.
      pre.scrollTop = Math.max(0, lit.offsetTop - pre.clientHeight / 2);
    });
    return () => cancelAnimationFrame(frame);
  }, [current, source, scroll]);
  return (
    <section className="code-panel" aria-labelledby={label ? undefined : titleId} aria-label={label}>
      <Title id={titleId} className="code-panel__title">
        <code>{file}</code>
      </Title>
      {caption && <p className="code-panel__sub">{caption}</p>}
      <pre
        ref={ref}
        className={`script${showCounts ? ' script--counts' : ''}${scroll ? ' script--scroll' : ''}`}
        tabIndex={scroll ? 0 : undefined}
        aria-label={scroll ? `${file}${current ? `, line ${current} lit` : ''}` : undefined}
      >
        <code>
          {lines.map((text, i) => {
            const n = i + 1;
            const times = ran?.get(n) ?? 0;
            const here = markers.filter((m) => m.line === n);
            return (
              <span key={n} className={`script__line${times ? ' has-run' : ''}${current === n ? ' is-current' : ''}`} data-line={n}>
                <span className="script__no" aria-hidden="true">{n}</span>
                {showCounts && <span className="script__ran">{times ? (times > 1 ? `▸×${times}` : '▸') : ''}</span>}
                <span className="script__text">
                  <LuaText text={text} />
                  {current === n && <span className="script__here"> ◀ {currentLabel}</span>}
                  {here.map((m) => (
                    <span key={m.label} className="script__marker"> ◀ {m.label}</span>
                  ))}
                  {'\n'}
                </span>
              </span>
            );
          })}
        </code>
      </pre>
    </section>
  );
}

/** One line's Lua, tinted; a line whose text did not change is not rendered again on a step (most of a listing). */
const LuaText = memo(function LuaText({ text }: { text: string }) {
  return luaTokens(text).map((t, k) => (
    <span key={k} className={`lua-${t.kind}`}>
      {t.text}
    </span>
  ));
});

/** How many times each line appears in `lines` (the script line of each command a step ran). */
export function lineCounts(lines: readonly number[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const l of lines) m.set(l, (m.get(l) ?? 0) + 1);
  return m;
}
