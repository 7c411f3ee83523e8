import { useEffect, useRef } from 'react';
import type { ScriptId } from '../../../sim/dives/common';
import { luaTokens } from '../../hub/luaTokens';
import { DIVE_SCRIPTS, SCRIPT_FILES } from './scripts';

/** A marker beside a line: who stands there (e.g. a sweeper about to run it). */
export interface LineMarker {
  line: number;
  label: string;
}

/**
 * A script or pseudocode file with the line that just ran lit (`current`), other lines of the
 * same step tinted (`also`), and optional markers (who runs which line next). The lit line is
 * marked with ◀ and words, never by colour alone, and scrolled into view inside the panel.
 */
export function ScriptPanel({
  script,
  current,
  also = [],
  markers = [],
  caption,
  titleId,
  level = 2,
}: {
  script: ScriptId;
  current: number | null;
  also?: number[];
  markers?: LineMarker[];
  caption?: string;
  titleId: string;
  /** The heading level of the panel's title: 3 inside a panel that has its own. */
  level?: 2 | 3;
}) {
  const Title = level === 2 ? 'h2' : 'h3';
  // The shipped scripts cite the project's design notes (MODEL.md), which learners do not have:
  // the panel says "the model" instead, on the same line, so line numbers stay those of the file.
  const lines = DIVE_SCRIPTS[script].replace(/\n$/, '').replace(/MODEL\.md "([^"]+)"/g, 'the model, "$1"').split('\n');
  const ref = useRef<HTMLPreElement>(null);
  useEffect(() => {
    const pre = ref.current;
    const el = pre?.querySelector<HTMLElement>('.dscript__line.is-current');
    if (!pre || !el) return;
    // Scroll the panel only (never the page), so stepping does not jump the learner around.
    const top = el.offsetTop - pre.clientHeight / 2;
    pre.scrollTop = Math.max(0, top);
  }, [current, script]);
  return (
    <section className="dpanel dscript-panel" aria-labelledby={titleId}>
      <Title id={titleId} className="dpanel__title">
        <code>{SCRIPT_FILES[script]}</code>
      </Title>
      {caption && <p className="dpanel__sub">{caption}</p>}
      <pre className="dscript" ref={ref} tabIndex={0} aria-label={`${SCRIPT_FILES[script]}${current ? `, line ${current} lit` : ''}`}>
        <code>
          {lines.map((text, i) => {
            const n = i + 1;
            const mk = markers.filter((m) => m.line === n);
            const cls = n === current ? ' is-current' : also.includes(n) ? ' is-also' : '';
            return (
              <span key={n} className={`dscript__line${cls}`} data-line={n}>
                <span className="dscript__no" aria-hidden="true">{n}</span>
                <span className="dscript__text">
                  {luaTokens(text).map((t, k) => (
                    <span key={k} className={`lua-${t.kind}`}>{t.text}</span>
                  ))}
                  {n === current && <span className="dscript__here"> ◀ ran</span>}
                  {mk.map((m) => (
                    <span key={m.label} className="dscript__marker"> ◀ {m.label}</span>
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
