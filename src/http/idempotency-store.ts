// The SQL of the idempotency plugin (src/http/idempotency.ts): the keys it reserves, the responses
// it keeps for them for 24 h, and their removal. No area owns idempotency_keys: it serves every
// authenticated POST, so its store sits beside the plugin, in the http layer.
import type { Queryable } from '../db/pool.js'

/** How long a key and its response are kept (a PostgreSQL interval). */
const TTL = "interval '24 hours'"

/** A key as a principal sent it in a project. */
export interface IdempotencyKey {
  projectId: string
  /** `<principal type>:<subject>` of the token. */
  principal: string
  key: string
}

/** The first use of a key: the request it came with and, once answered, its response. */
export interface KeyUse {
  request_hash: Buffer
  /** Null while the first request is still being handled. */
  response_status: number | null
  response_body: string | null
}

/**
 * Reserves the key for a request: true when it was free (never used, or used more than 24 h ago,
 * then taken over), false when another use holds it. `userId`, the user the request's path names,
 * lets erasure remove the kept response, which may carry that user's data.
 */
export async function reserveKey(db: Queryable, id: IdempotencyKey, requestHash: Buffer, userId: string | null): Promise<boolean> {
  const r = await db.query(
    `INSERT INTO idempotency_keys AS k (project_id, principal, key, request_hash, user_id) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (project_id, principal, key) DO UPDATE
       SET request_hash = EXCLUDED.request_hash, user_id = EXCLUDED.user_id, response_status = NULL, response_body = NULL, created_at = now()
       WHERE k.created_at < now() - ${TTL}
     RETURNING 1`,
    [id.projectId, id.principal, id.key, requestHash, userId],
  )
  return r.rows.length > 0
}

/** The use that holds the key, or undefined when there is none (it was freed meanwhile). */
export async function keyUse(db: Queryable, id: IdempotencyKey): Promise<KeyUse | undefined> {
  const r = await db.query<KeyUse>(
    'SELECT request_hash, response_status, response_body FROM idempotency_keys WHERE project_id = $1 AND principal = $2 AND key = $3',
    [id.projectId, id.principal, id.key],
  )
  return r.rows[0]
}

/** Keeps the response of the key's request, to be sent again for a repeat. */
export async function keepResponse(db: Queryable, id: IdempotencyKey, status: number, body: string): Promise<void> {
  await db.query('UPDATE idempotency_keys SET response_status = $4, response_body = $5 WHERE project_id = $1 AND principal = $2 AND key = $3', [
    id.projectId,
    id.principal,
    id.key,
    status,
    body,
  ])
}

/** Frees a key whose request has no kept response (it failed and may be tried again). */
export async function freeKey(db: Queryable, id: IdempotencyKey): Promise<void> {
  await db.query('DELETE FROM idempotency_keys WHERE project_id = $1 AND principal = $2 AND key = $3 AND response_status IS NULL', [
    id.projectId,
    id.principal,
    id.key,
  ])
}

/** Removes the keys older than 24 h, which no repeat can reach any more. */
export async function deleteExpiredKeys(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM idempotency_keys WHERE created_at < now() - ${TTL}`)
}
