// Webhook endpoints, their deliveries and attempts.
import { randomBytes, randomUUID } from 'node:crypto'
import type { Queryable } from '../../db/pool.js'
import { isUuid } from '../../db/uuid.js'

export interface Endpoint {
  project_id: string
  endpoint_id: string
  url: string
  events: string[]
  description: string | null
  payload: 'thin' | 'full'
  secret: string
  previous_secret: string | null
  previous_secret_expires_at: Date | null
  disabled_at: Date | null
  disabled_reason: string | null
  created_at: Date
}
const ENDPOINT_COLUMNS = `project_id, endpoint_id::text AS endpoint_id, url, events, description, payload, secret, previous_secret,
  previous_secret_expires_at, disabled_at, disabled_reason, created_at`

export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`

export async function createEndpoint(
  db: Queryable,
  e: { projectId: string; url: string; events: string[]; description?: string; payload: 'thin' | 'full' },
): Promise<Endpoint> {
  const r = await db.query<Endpoint>(
    `INSERT INTO webhook_endpoints (project_id, endpoint_id, url, events, description, payload, secret)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${ENDPOINT_COLUMNS}`,
    [e.projectId, randomUUID(), e.url, e.events, e.description ?? null, e.payload, newSecret()],
  )
  return r.rows[0]!
}

export async function listEndpoints(db: Queryable, projectId: string): Promise<Endpoint[]> {
  const r = await db.query<Endpoint>(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE project_id = $1 ORDER BY created_at DESC, endpoint_id DESC`, [
    projectId,
  ])
  return r.rows
}

export async function getEndpoint(db: Queryable, projectId: string, id: string): Promise<Endpoint | undefined> {
  if (!isUuid(id)) return undefined
  const r = await db.query<Endpoint>(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE project_id = $1 AND endpoint_id = $2`, [projectId, id])
  return r.rows[0]
}

export async function deleteEndpoint(db: Queryable, projectId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false
  const r = await db.query('DELETE FROM webhook_endpoints WHERE project_id = $1 AND endpoint_id = $2', [projectId, id])
  return r.rowCount === 1
}

/** A new secret; the old one keeps signing for 24 h. */
export async function rotateSecret(db: Queryable, projectId: string, id: string): Promise<Endpoint | undefined> {
  if (!isUuid(id)) return undefined
  const r = await db.query<Endpoint>(
    `UPDATE webhook_endpoints SET previous_secret = secret, previous_secret_expires_at = now() + interval '24 hours', secret = $3
     WHERE project_id = $1 AND endpoint_id = $2 RETURNING ${ENDPOINT_COLUMNS}`,
    [projectId, id, newSecret()],
  )
  return r.rows[0]
}

export interface DeliveryJob {
  project_id: string
  delivery_id: string
  endpoint_id: string
  event_sequence: number
  attempts: number
  url: string
  payload: 'thin' | 'full'
  secrets: string[]
  endpoint_disabled: boolean
  event_id: string
  type: string
  data: Record<string, unknown>
  event_created_at: Date
}

/**
 * Claims up to `limit` due deliveries for this process: each row is taken by one process only
 * (SKIP LOCKED) and leased until `leaseSeconds` from now; a sender that dies lets the lease run
 * out and another process takes the row again.
 */
export async function claimDue(db: Queryable, limit: number, leaseSeconds: number): Promise<DeliveryJob[]> {
  const r = await db.query<DeliveryJob>(
    `WITH due AS (
       SELECT project_id, delivery_id FROM webhook_deliveries
       WHERE status IN ('pending', 'delivering') AND next_attempt_at <= now()
       ORDER BY next_attempt_at
       LIMIT $1
       FOR UPDATE SKIP LOCKED
     ), claimed AS (
       UPDATE webhook_deliveries d
       SET status = 'delivering', attempts = d.attempts + 1, next_attempt_at = now() + make_interval(secs => $2), updated_at = now()
       FROM due WHERE d.project_id = due.project_id AND d.delivery_id = due.delivery_id
       RETURNING d.project_id, d.delivery_id, d.endpoint_id, d.event_sequence, d.attempts
     )
     SELECT c.project_id, c.delivery_id::text AS delivery_id, c.endpoint_id::text AS endpoint_id, c.event_sequence::int AS event_sequence,
            c.attempts, w.url, w.payload,
            array_remove(ARRAY[w.secret, CASE WHEN w.previous_secret_expires_at > now() THEN w.previous_secret END], NULL) AS secrets,
            w.disabled_at IS NOT NULL AS endpoint_disabled,
            e.event_id::text AS event_id, e.type, e.data, e.created_at AS event_created_at
     FROM claimed c
     JOIN webhook_endpoints w ON w.project_id = c.project_id AND w.endpoint_id = c.endpoint_id
     JOIN events e ON e.project_id = c.project_id AND e.sequence = c.event_sequence`,
    [limit, leaseSeconds],
  )
  return r.rows
}

export async function recordAttempt(
  db: Queryable,
  j: { projectId: string; deliveryId: string; attempt: number; startedAt: Date; durationMs: number; statusCode?: number; error?: string },
): Promise<void> {
  await db.query(
    `INSERT INTO webhook_attempts (project_id, delivery_id, attempt, started_at, duration_ms, status_code, error)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
    [j.projectId, j.deliveryId, j.attempt, j.startedAt, j.durationMs, j.statusCode ?? null, j.error ?? null],
  )
}

/** Settles a delivery: succeeded, failed for good, or pending again at `retryAt`. */
export async function settle(
  db: Queryable,
  j: { projectId: string; deliveryId: string; status: 'succeeded' | 'failed' | 'pending'; retryAt?: Date; statusCode?: number; error?: string },
): Promise<void> {
  await db.query(
    `UPDATE webhook_deliveries SET status = $3, next_attempt_at = coalesce($4, next_attempt_at), last_status_code = $5, last_error = $6, updated_at = now()
     WHERE project_id = $1 AND delivery_id = $2`,
    [j.projectId, j.deliveryId, j.status, j.retryAt ?? null, j.statusCode ?? null, j.error ?? null],
  )
}

/** Gives a claimed delivery back untried (shutdown): due now, its attempt not counted. */
export async function release(db: Queryable, projectId: string, deliveryId: string): Promise<void> {
  await db.query(
    `UPDATE webhook_deliveries SET status = 'pending', attempts = greatest(attempts - 1, 0), next_attempt_at = now(), updated_at = now()
     WHERE project_id = $1 AND delivery_id = $2 AND status = 'delivering'`,
    [projectId, deliveryId],
  )
}

/**
 * Gives back every delivery being sent (a dead run's, when this process is the only one on its
 * data), due now; how many.
 */
export async function releaseAllDeliveries(db: Queryable): Promise<number> {
  const r = await db.query(`UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = now(), updated_at = now() WHERE status = 'delivering'`)
  return r.rowCount ?? 0
}

export async function disableEndpoint(db: Queryable, projectId: string, endpointId: string, reason: string): Promise<void> {
  await db.query(
    `UPDATE webhook_endpoints SET disabled_at = coalesce(disabled_at, now()), disabled_reason = coalesce(disabled_reason, $3)
     WHERE project_id = $1 AND endpoint_id = $2`,
    [projectId, endpointId, reason],
  )
}

export interface DeliveryView {
  delivery_id: string
  event_id: string
  event_sequence: number
  type: string
  status: string
  attempts: number
  next_attempt_at: Date | null
  last_status_code: number | null
  last_error: string | null
  created_at: Date
  updated_at: Date
  attempt_log: { attempt: number; started_at: string; duration_ms: number; status_code: number | null; error: string | null }[]
}

export async function listDeliveries(db: Queryable, projectId: string, endpointId: string, limit: number): Promise<DeliveryView[]> {
  const r = await db.query<DeliveryView>(
    `SELECT d.delivery_id::text AS delivery_id, e.event_id::text AS event_id, d.event_sequence::int AS event_sequence, e.type, d.status, d.attempts,
            CASE WHEN d.status IN ('pending', 'delivering') THEN d.next_attempt_at END AS next_attempt_at,
            d.last_status_code, d.last_error, d.created_at, d.updated_at,
            coalesce((SELECT json_agg(json_build_object('attempt', a.attempt, 'started_at', to_char(a.started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                      'duration_ms', a.duration_ms, 'status_code', a.status_code, 'error', a.error) ORDER BY a.attempt)
                      FROM webhook_attempts a WHERE a.project_id = d.project_id AND a.delivery_id = d.delivery_id), '[]') AS attempt_log
     FROM webhook_deliveries d JOIN events e ON e.project_id = d.project_id AND e.sequence = d.event_sequence
     WHERE d.project_id = $1 AND d.endpoint_id = $2
     ORDER BY d.created_at DESC, d.delivery_id DESC LIMIT $3`,
    [projectId, endpointId, limit],
  )
  return r.rows
}

/** Queues a delivery again now; 'sending' while a sender holds it, 'missing' when there is none. */
export async function retryDelivery(db: Queryable, projectId: string, endpointId: string, deliveryId: string): Promise<'queued' | 'sending' | 'missing'> {
  if (!isUuid(endpointId) || !isUuid(deliveryId)) return 'missing'
  const r = await db.query<{ was: string }>(
    `UPDATE webhook_deliveries d SET status = CASE WHEN d.status = 'delivering' THEN d.status ELSE 'pending' END,
            next_attempt_at = CASE WHEN d.status = 'delivering' THEN d.next_attempt_at ELSE now() END, updated_at = now()
     FROM webhook_deliveries old
     WHERE d.project_id = $1 AND d.endpoint_id = $2 AND d.delivery_id = $3
       AND old.project_id = d.project_id AND old.delivery_id = d.delivery_id
     RETURNING old.status AS was`,
    [projectId, endpointId, deliveryId],
  )
  const was = r.rows[0]?.was
  return was === undefined ? 'missing' : was === 'delivering' ? 'sending' : 'queued'
}
