import type { CSSProperties } from 'react';
import type { ChipText } from './chipText';
import { useHub, useHubStore } from './useHub';

/**
 * One job as a focusable toggle button: a click selects it in the hub's store (or clears the
 * selection when it is the selected one), which the readout reads. Its place comes from the lane's
 * layout; its id is the `data-job-id` the motion hook follows across lanes.
 */
export function JobChip({ id, text, variant, style }: {
  id: string;
  text: ChipText;
  variant: 'pending' | 'active' | 'expired' | 'dead' | 'other';
  style?: CSSProperties;
}) {
  const selected = useHub((s) => s.selectedJobId === id);
  const { dispatch } = useHubStore();
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
      onClick={() => dispatch({ type: 'select', jobId: selected ? null : id })}
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
