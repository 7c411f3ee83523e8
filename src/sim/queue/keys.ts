/**
 * Key names of one queue (docs/model.md "Keyspace"). Every key carries the hash tag `{q}`, so one
 * script may touch them all in Redis Cluster.
 */
export interface QueueKeys {
  /** `emq:{q}:` — what the scripts prepend to build job and group-lane keys. */
  prefix: string;
  pending: string;
  active: string;
  dead: string;
  /** `emq:{q}:job:<id>` */
  job(id: string): string;
  /** `emq:{q}:g:<group>:pending` */
  groupPending(group: string): string;
  /** The pending lane of a job: its group's lane when it has a group. */
  lane(group: string | undefined): string;
}

/** Builds the key names of queue `q`. Source: docs/model.md "Keyspace". */
export function queueKeys(queue: string): QueueKeys {
  const prefix = `emq:{${queue}}:`;
  return {
    prefix,
    pending: `${prefix}pending`,
    active: `${prefix}active`,
    dead: `${prefix}dead`,
    job: (id) => `${prefix}job:${id}`,
    groupPending: (group) => `${prefix}g:${group}:pending`,
    lane: (group) => (group === undefined ? `${prefix}pending` : `${prefix}g:${group}:pending`),
  };
}
