import type { ReactNode } from 'react';
import { DIVE_VIEW } from '../../../model/narration/diveText';

/**
 * The one-sentence narration of the current step, read out politely by screen readers when it
 * changes. `flags` are warnings raised at this step (shown with an icon and words).
 */
export function Narration({ text, flags = [], label = DIVE_VIEW.narrationLabel }: { text: string; flags?: { kind: string; text: string }[]; label?: ReactNode }) {
  return (
    <div className="dnarration" role="status" aria-live="polite" aria-atomic="true">
      <p className="dnarration__label">{label}</p>
      <p className="dnarration__text">{text}</p>
      {flags.map((f) => (
        <p key={f.kind + f.text} className="dflag" data-flag={f.kind}>
          <span className="dflag__icon" aria-hidden="true">⚠</span> <strong>{flagTitle(f.kind)}:</strong> {f.text}
        </p>
      ))}
    </div>
  );
}

/** The words of a flag's kind. */
export function flagTitle(kind: string): string {
  return DIVE_VIEW.flagTitle(kind);
}
