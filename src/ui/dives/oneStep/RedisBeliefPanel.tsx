import { useId } from 'react';
import type { LoopPc } from '../../../sim/dives/oneStep/clientLoop';
import { sessionOf } from '../../../sim/dives/oneStep/oneStepModel';
import { queueKeys } from '../../../sim/queue/keys';
import { useWidget } from '../../../store/WidgetProvider';

/** What Redis holds now, and what each sweeper believes (its private list). */
export function RedisBeliefPanel() {
  const session = useWidget(sessionOf);
  const titleId = useId();
  const k = queueKeys(session.header.queue);
  const ks = session.ks;
  const z = (key: string) => {
    const v = ks.data.get(key);
    return v?.type === 'zset' ? v.value.entries() : [];
  };
  const start = session.header.clockStartMs;
  const jobs = Array.from({ length: session.setup.jobs }, (_, i) => `j${i + 1}`);
  return (
    <section className="dpanel" aria-labelledby={titleId}>
      <h2 id={titleId} className="dpanel__title">
        Redis now, and what each sweeper believes
      </h2>
      <table className="dtable">
        <thead>
          <tr>
            <th scope="col">job</th>
            <th scope="col">in</th>
            <th scope="col">worker / token</th>
            <th scope="col">stalled</th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((id) => {
            const h = ks.data.get(k.job(id));
            const f = h?.type === 'hash' ? h.value : new Map<string, string>();
            const where = [
              ...z(k.active).filter(([m]) => m === id).map(([, s]) => `active (lease until ${((s - start) / 1000).toFixed(3)} s)`),
              ...z(k.pending).filter(([m]) => m === id).map(() => 'pending'),
              ...z(k.dead).filter(([m]) => m === id).map(() => 'dead'),
            ];
            return (
              <tr key={id}>
                <th scope="row">
                  <code>{id}</code>
                </th>
                <td>
                  {where.length ? where.join(' and ') : 'no lane'}
                  {where.length > 1 && <span className="dtag dtag--warn">⚠ two places</span>}
                  {where.length === 0 && f.get('worker') && f.get('worker') !== 'A' && <span className="dtag dtag--warn">⚠ Worker {f.get('worker')} still runs it, with no lease</span>}
                  {where.length > 0 && !where.some((w) => w.startsWith('active')) && f.get('worker') && f.get('worker') !== 'A' && (
                    <span className="dtag dtag--warn">
                      ⚠ Worker {f.get('worker')} still believes it owns {id} and runs it, yet {id} waits in {where[0]}: the double delivery
                    </span>
                  )}
                </td>
                <td>
                  <code>{f.get('worker') ?? '—'}</code> / <code>{f.get('token') ?? '—'}</code>
                </td>
                <td>
                  <strong>{f.get('stalled') ?? '0'}</strong>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ul className="dbelief">
        {Object.entries(session.sweepers).map(([name, pc]) => {
          const p = pc as LoopPc | { at: 'atomic' };
          const ids = 'ids' in p ? p.ids : null;
          return (
            <li key={name}>
              <strong>Sweeper {name}</strong>:{' '}
              {p.at === 'atomic' ? 'has not run its script yet' : p.at === 'read' ? 'has not read yet' : p.at === 'done' ? (session.setup.mode === 'atomic' ? 'ran its script' : `done with its list [${ids!.join(', ')}]`) : `works from its private list [${ids!.join(', ')}], now at ${ids![(p as unknown as { i: number }).i]}`}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
