import type { CSSProperties } from 'react';
import type { ChipText } from './chipText';

/**
 * One job as a focusable toggle button. Its place comes from the lane's layout; its id is the
 * `data-job-id` the motion hook follows across lanes.
 */
export function JobChip({ id, text, variant, selected, style, onToggle }: {
  id: string;
  text: ChipText;
  variant: 'pending' | 'active' | 'expired' | 'dead' | 'other';
  selected: boolean;
  style?: CSSProperties;
  onToggle(id: string): void;
}) {
  return (
    <button
      type="button"
      className={`chip chip--${variant}${selected ? ' is-selected' : ''}`}
      data-job-id={id}
      aria-label={text.name}
      // The id is cut with an ellipsis when it does not fit the chip; the whole id is its title and the start of its name.
      title={id}
      aria-pressed={selected}
      style={style}
      onClick={() => onToggle(id)}
    >
      <span className="chip__top">
        <span className="chip__id">{id}</span>
        {text.worker && <span className="chip__worker">{text.worker}</span>}
      </span>
      {text.lines.map((l) => (
        <span key={l} className="chip__line">
          {l}
        </span>
      ))}
    </button>
  );
}
