import { LEASE_HEADER, LIST_MESSAGES } from '../../../model/dives/list/listPattern';
import type { KeyspaceDump } from '../../../sim/format/trace';
import { LIST_VIEW, seconds as sec } from '../../../model/narration/diveText';

/** The lease side after a step: each job's lane (with its lease deadline), owner token and stall count. */
export function LeaseSideState({ keyspace }: { keyspace: KeyspaceDump }) {
  // KeyDump is tagged by type, so narrowing on `type` gives the value's shape without a cast.
  const z = (k: string) => {
    const d = keyspace[k];
    return d?.type === 'zset' ? d.value : [];
  };
  const hash = (id: string): Record<string, string> => {
    const d = keyspace[`emq:{q}:job:${id}`];
    return d?.type === 'hash' ? d.value : {};
  };
  const start = LEASE_HEADER.clockStartMs;
  return (
    <table className="dtable dtable--compact">
      <thead>
        <tr>
          <th scope="col">{LIST_VIEW.leaseColumns.job}</th>
          <th scope="col">{LIST_VIEW.leaseColumns.where}</th>
          <th scope="col">{LIST_VIEW.leaseColumns.owner}</th>
          <th scope="col">{LIST_VIEW.leaseColumns.stalled}</th>
        </tr>
      </thead>
      <tbody>
        {LIST_MESSAGES.map((id) => {
          const h = hash(id);
          const act = z('emq:{q}:active').find(([m]) => m === id);
          const where = act ? LIST_VIEW.leaseUntil(sec(Number(act[1]) - start)) : z('emq:{q}:pending').some(([m]) => m === id) ? 'pending' : h.state ?? '—';
          return (
            <tr key={id}>
              <th scope="row">
                <code>{id}</code>
              </th>
              <td>{where}</td>
              <td>{h.token ? <code>{h.token}</code> : '—'}</td>
              <td>{h.stalled ?? '0'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
