// The per-project event log: appended in the transaction of the write it reports (an outbox),
// numbered by a gapless, increasing per-project sequence.
import type { Queryable } from '../../db/pool.js'

export interface Event {
  project_id: string
  sequence: number
  event_id: string
  type: string
  user_id: string | null
  data: Record<string, unknown>
  created_at: Date
}

/**
 * CTEs (named `seq`, `ev`, `dl`) that append the events of `src`, a relation with columns
 * project_id, type, user_id, data (jsonb) and ord (their order), and their deliveries to the
 * project's enabled endpoints that subscribe to each kind (exactly, or by `<area>:*`). Numbers
 * follow the project's gapless sequence: taking them locks the project's counter row until
 * commit, once for the whole batch. Use them in the statement of the change they report.
 */
export function appendEventsSql(src: string): string {
  return `seq AS (
       INSERT INTO event_sequences AS q (project_id, last_sequence)
       SELECT project_id, count(*) FROM ${src} GROUP BY project_id ORDER BY project_id
       ON CONFLICT (project_id) DO UPDATE SET last_sequence = q.last_sequence + EXCLUDED.last_sequence
       RETURNING project_id, last_sequence
     ), ev AS (
       INSERT INTO events (project_id, sequence, event_id, type, user_id, data)
       SELECT s.project_id,
              seq.last_sequence - count(*) OVER (PARTITION BY s.project_id) + row_number() OVER (PARTITION BY s.project_id ORDER BY s.ord),
              gen_random_uuid(), s.type, s.user_id, s.data
       FROM ${src} s JOIN seq USING (project_id)
       RETURNING project_id, sequence::int AS sequence, event_id::text AS event_id, type, user_id, data, created_at
     ), dl AS (
       INSERT INTO webhook_deliveries (project_id, delivery_id, endpoint_id, event_sequence)
       SELECT w.project_id, gen_random_uuid(), w.endpoint_id, ev.sequence
       FROM webhook_endpoints w JOIN ev ON w.project_id = ev.project_id
       WHERE w.disabled_at IS NULL AND (ev.type = ANY (w.events) OR split_part(ev.type, ':', 1) || ':*' = ANY (w.events))
     )`
}

/**
 * A data-modifying statement for a CTE of a user's erasure: the earlier events of each user of
 * `gone` (a CTE with project_id and user_id) keep only their ids (members `id` and `*_id`) and their
 * timestamps, so the project's sequence stays whole for webhook consumers while the user's data
 * leaves it.
 */
export const reduceEventsToIdsSql = (gone: string) =>
  `UPDATE events e SET data = (SELECT coalesce(jsonb_object_agg(f.k, f.v), '{}'::jsonb) FROM jsonb_each(e.data) AS f(k, v) WHERE f.k = 'id' OR f.k LIKE '%\\_id')
   FROM ${gone} WHERE e.project_id = ${gone}.project_id AND e.user_id = ${gone}.user_id`

/** Appends one event and its deliveries; call it inside the transaction of the change it reports. */
export async function appendEvent(tx: Queryable, e: { projectId: string; type: string; userId?: string; data: Record<string, unknown> }): Promise<Event> {
  const r = await tx.query<Event>(
    `WITH src AS (SELECT $1::text AS project_id, $2::text AS type, $3::text AS user_id, $4::jsonb AS data, 1 AS ord),
     ${appendEventsSql('src')}
     SELECT * FROM ev`,
    [e.projectId, e.type, e.userId ?? null, JSON.stringify(e.data)],
  )
  return r.rows[0]!
}

export async function listEvents(db: Queryable, projectId: string, after: number, limit: number): Promise<Event[]> {
  const r = await db.query<Event>(
    `SELECT project_id, sequence::int AS sequence, event_id::text AS event_id, type, user_id, data, created_at
     FROM events WHERE project_id = $1 AND sequence > $2 ORDER BY sequence LIMIT $3`,
    [projectId, after, limit],
  )
  return r.rows
}
