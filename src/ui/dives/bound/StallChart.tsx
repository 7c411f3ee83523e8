/**
 * The stall count as a row of cells up to maxStalled (more when a retry kept the count): filled
 * cells are counted stalls, the maxStalled-th cell says "→ morgue". The sentence above carries
 * the same facts for screen readers (the cells are hidden from them).
 */
export function StallChart({ stalled, maxStalled, counted }: { stalled: number; maxStalled: number; counted: boolean }) {
  const cells = Math.max(maxStalled, stalled);
  return (
    <div className="dmeter">
      <p className="dmeter__text">
        <code>stalled</code> = <strong>{stalled}</strong> of maxStalled {maxStalled}
        {!counted && ' — nothing counts stalls in this mode'}
      </p>
      <ol className="dmeter__cells" aria-hidden="true">
        {Array.from({ length: cells }, (_, i) => (
          <li key={i} className={`dmeter__cell${i < stalled ? ' is-full' : ''}${i + 1 === maxStalled ? ' is-limit' : ''}${i + 1 > maxStalled ? ' is-over' : ''}`}>
            {i + 1 === maxStalled ? `${i + 1} → morgue` : i + 1}
          </li>
        ))}
      </ol>
    </div>
  );
}
