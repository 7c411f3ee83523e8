import { STALE_MS, type ListStep } from '../../../model/dives/list/listPattern';
import { LIST_VIEW, seconds as sec } from '../../../model/narration/diveText';

/**
 * The list side after a step: `work` and `processing` as Redis holds them (with who really
 * holds each entry, which Redis does not know), and the reaper's memory of first sightings.
 */
export function ListSideState({ step }: { step: ListStep | null }) {
  const ks = step?.keyspace ?? {};
  const work = ks.work?.type === 'list' ? ks.work.value : [];
  const holders = step?.holders ?? [];
  const memory = step?.memory ?? {};
  const at = step?.at ?? 0;
  return (
    <div className="dlists">
      <div className="dlist">
        <p className="dlist__name">
          <code>work</code> <span>{LIST_VIEW.workTaken}</span>
        </p>
        <ol className="dlist__items" aria-label={LIST_VIEW.workLabel}>
          {work.length === 0 && <li className="dlist__empty">{LIST_VIEW.empty}</li>}
          {work.map((m, i) => (
            <li key={i}>
              <code>{m}</code>
            </li>
          ))}
        </ol>
      </div>
      <div className="dlist">
        <p className="dlist__name">
          <code>processing</code> <span>{LIST_VIEW.processingNote}</span>
        </p>
        <ol className="dlist__items" aria-label={LIST_VIEW.processingLabel}>
          {holders.length === 0 && <li className="dlist__empty">{LIST_VIEW.empty}</li>}
          {holders.map((h, i) => (
            <li key={i}>
              <code>{h.msg}</code> <span className="dlist__truth">{LIST_VIEW.copyTakenAt(h.worker, sec(h.takenAt))}</span>
            </li>
          ))}
        </ol>
      </div>
      <table className="dtable dtable--compact">
        <caption>{LIST_VIEW.memoryCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{LIST_VIEW.memoryColumns.message}</th>
            <th scope="col">{LIST_VIEW.memoryColumns.seen}</th>
            <th scope="col">{LIST_VIEW.memoryColumns.age}</th>
          </tr>
        </thead>
        <tbody>
          {Object.keys(memory).length === 0 && (
            <tr>
              <td colSpan={3}>{LIST_VIEW.memoryEmpty}</td>
            </tr>
          )}
          {Object.entries(memory).map(([m, t]) => (
            <tr key={m}>
              <th scope="row">
                <code>{m}</code>
              </th>
              <td>{sec(t)}</td>
              <td>
                {sec(at - t)}
                {at - t >= STALE_MS && <span className="dtag dtag--warn">{LIST_VIEW.staleTag}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
