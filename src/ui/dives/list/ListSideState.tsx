import { STALE_MS, type ListStep } from '../../../model/dives/list/listPattern';
import { sec } from './listText';

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
          <code>work</code> <span>(taken from the right)</span>
        </p>
        <ol className="dlist__items" aria-label="work, left to right">
          {work.length === 0 && <li className="dlist__empty">empty</li>}
          {work.map((m, i) => (
            <li key={i}>
              <code>{m}</code>
            </li>
          ))}
        </ol>
      </div>
      <div className="dlist">
        <p className="dlist__name">
          <code>processing</code> <span>(what Redis holds; who really has it, in grey)</span>
        </p>
        <ol className="dlist__items" aria-label="processing, left to right">
          {holders.length === 0 && <li className="dlist__empty">empty</li>}
          {holders.map((h, i) => (
            <li key={i}>
              <code>{h.msg}</code> <span className="dlist__truth">{h.worker}'s copy, taken at {sec(h.takenAt)}</span>
            </li>
          ))}
        </ol>
      </div>
      <table className="dtable dtable--compact">
        <caption>The reaper's memory (its only clock)</caption>
        <thead>
          <tr>
            <th scope="col">message</th>
            <th scope="col">first seen</th>
            <th scope="col">age it believes</th>
          </tr>
        </thead>
        <tbody>
          {Object.keys(memory).length === 0 && (
            <tr>
              <td colSpan={3}>nothing yet: the reaper has not run</td>
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
                {at - t >= STALE_MS && <span className="dtag dtag--warn">stale to it</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
