import { useMemo, useState, type MouseEvent } from 'react';
import { usesRandomness } from '../../sim/actors/config';
import { presetSummary, WORLD_PRESETS } from '../../model/presets/worldPresets';
import { useRun, useRunStore } from './useRun';
import { presetHref } from './runLink';
import { RunFiles } from './RunFiles';
import { RUN_VIEW } from '../../model/narration/runText';

/** The presets, each one click (and one link) away, the seed (for a preset that draws random numbers), and the file buttons. */
export function PresetBar() {
  const { dispatch } = useRunStore();
  const source = useRun((s) => s.source);
  const [seedText, setSeedText] = useState(String(source.seed));
  const [shownFor, setShownFor] = useState(source);
  if (shownFor !== source) {
    // A new run (preset click, import) resets the field to its seed.
    setShownFor(source);
    setSeedText(String(source.seed));
  }
  const open = (id: string, seed: number) => (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    dispatch({ type: 'openPreset', presetId: id, seed });
  };
  const seedValid = /^\d{1,10}$/.test(seedText) && Number(seedText) < 2 ** 32;
  const current = WORLD_PRESETS.find((p) => p.id === source.presetId);
  // A preset's config is built to know whether it draws random numbers (the busy hour's plans a thousand jobs): once per run.
  const random = useMemo(() => (current ? usesRandomness(current.config(source.seed)) : false), [current, source.seed]);
  return (
    <div className="run-presets">
      <nav aria-label={RUN_VIEW.presets}>
        <ul className="run-presets__list">
          {WORLD_PRESETS.map((p) => (
            <li key={p.id}>
              <a href={presetHref(p.id, p.defaultSeed)} aria-current={p.id === source.presetId ? 'true' : undefined} onClick={open(p.id, p.defaultSeed)} title={p.summary}>
                {p.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="run-presets__side">
        {current && random && (
          <form
            className="run-seed"
            onSubmit={(e) => {
              e.preventDefault();
              if (seedValid) dispatch({ type: 'openPreset', presetId: current.id, seed: Number(seedText), jobs: source.jobs, ...(source.tuning ? { tuning: source.tuning } : {}), ...(source.limit !== undefined ? { limit: source.limit } : {}) });
            }}
          >
            <label>
              {RUN_VIEW.seed}{' '}
              <input type="text" inputMode="numeric" value={seedText} size={8} aria-invalid={!seedValid} onChange={(e) => setSeedText(e.currentTarget.value.trim())} />
            </label>
            <button type="submit" className="btn btn--small" disabled={!seedValid}>
              {RUN_VIEW.generateWithSeed}
            </button>
          </form>
        )}
        <RunFiles />
      </div>
      <p className="run-presets__summary">{current ? presetSummary(current, source.limit) : RUN_VIEW.replaying(source.fileName)}</p>
    </div>
  );
}
