import { BOUND } from '../../../model/narration/catalogue';

/**
 * The stall count as a row of cells up to maxStalled (more when a retry kept the count): filled
 * cells are counted stalls, the maxStalled-th cell says "→ morgue" when the sweep counts and the
 * learner is not predicting the next stall (`withheld`). Under a reaper (`counted` false) no cell
 * is marked: nothing counts, so the limit never comes into play. The sentence above carries the
 * same facts for screen readers (the cells are hidden from them).
 */
export function StallChart({ stalled, maxStalled, counted, withheld = false }: { stalled: number; maxStalled: number; counted: boolean; withheld?: boolean }) {
  const cells = Math.max(maxStalled, stalled);
  const marked = counted && !withheld;
  return (
    <div className="dmeter">
      <p className="dmeter__text">
        <code>stalled</code> = <strong>{stalled}</strong> of maxStalled {maxStalled}
        {!counted && BOUND.meterNotCounted}
      </p>
      <ol className="dmeter__cells" aria-hidden="true">
        {Array.from({ length: cells }, (_, i) => (
          <li key={i} className={`dmeter__cell${i < stalled ? ' is-full' : ''}${marked && i + 1 === maxStalled ? ' is-limit' : ''}${marked && i + 1 > maxStalled ? ' is-over' : ''}`}>
            {marked && i + 1 === maxStalled ? `${i + 1} → morgue` : i + 1}
          </li>
        ))}
      </ol>
    </div>
  );
}
