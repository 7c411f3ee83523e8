import { LEASE_HEADER } from '../../../sim/dives/list/listPattern';
import type { KeyspaceDump } from '../../../sim/format/trace';
import { sec } from './listText';

/** The lease side after a step: each job's lane (with its lease deadline), owner token and stall count. */
export function LeaseSideState({ keyspace }: { keyspace: KeyspaceDump }) {
  const z = (k: string) => (keyspace[k]?.type === 'zset' ? (keyspace[k].value as [string, number | string][]) : []);
  const hash = (id: string) => (keyspace[`emq:{q}:job:${id}`]?.type === 'hash' ? (keyspace[`emq:{q}:job:${id}`]!.value as Record<string, string>) : {});
  const start = LEASE_HEADER.clockStartMs;
  return (
    <table className="dtable dtable--compact">
      <thead>
        <tr>
          <th scope="col">job</th>
          <th scope="col">where</th>
          <th scope="col">owner</th>
          <th scope="col">stalled</th>
        </tr>
      </thead>
      <tbody>
        {['m1', 'm2', 'm3'].map((id) => {
          const h = hash(id);
          const act = z('emq:{q}:active').find(([m]) => m === id);
          const where = act ? `active, lease until ${sec(Number(act[1]) - start)}` : z('emq:{q}:pending').some(([m]) => m === id) ? 'pending' : h.state ?? '—';
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
