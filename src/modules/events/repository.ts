// The per-project event log: appended in the transaction of the write it reports (an outbox),
// numbered by a gapless, increasing per-project sequence.
import { randomUUID } from 'node:crypto'
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

/** Appends an event and its deliveries to the project's enabled endpoints that subscribe to
 * its kind (exactly, or by `<area>:*`); call it inside the transaction of the change it reports. */
export async function appendEvent(
  tx: Queryable,
  e: { projectId: string; type: string; userId?: string; data: Record<string, unknown> },
): Promise<Event> {
  const r = await tx.query<Event>(
    `WITH s AS (
       INSERT INTO event_sequences AS q (project_id, last_sequence) VALUES ($1, 1)
       ON CONFLICT (project_id) DO UPDATE SET last_sequence = q.last_sequence + 1
       RETURNING last_sequence
     )
     , e AS (
       INSERT INTO events (project_id, sequence, event_id, type, user_id, data)
       SELECT $1, s.last_sequence, $2, $3, $4, $5 FROM s
       RETURNING project_id, sequence::int AS sequence, event_id::text AS event_id, type, user_id, data, created_at
     ), d AS (
       INSERT INTO webhook_deliveries (project_id, delivery_id, endpoint_id, event_sequence)
       SELECT w.project_id, gen_random_uuid(), w.endpoint_id, e.sequence
       FROM webhook_endpoints w, e
       WHERE w.project_id = $1 AND w.disabled_at IS NULL
         AND ($3 = ANY (w.events) OR split_part($3, ':', 1) || ':*' = ANY (w.events))
     )
     SELECT * FROM e`,
    [e.projectId, randomUUID(), e.type, e.userId ?? null, JSON.stringify(e.data)],
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
