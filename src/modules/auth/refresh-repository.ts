// Refresh tokens: opaque, stored as SHA-256, single use, rotated atomically within a family;
// presenting a used token revokes its whole family.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { Queryable } from '../../db/pool.js'

export const hashToken = (token: string) => createHash('sha256').update(token).digest()

export interface RefreshGrant {
  family_id: string
  user_id: string
  scopes: string[]
  family_expires_at: Date
}

/** A new sign-in: a new family and its first token. */
export async function issueRefreshToken(
  db: Queryable,
  p: {
    projectId: string
    clientId: string
    userId: string
    scopes: string[]
    ttlSeconds: number
    idleSeconds: number
    familyId?: string
    familyExpiresAt?: Date
  },
): Promise<string> {
  const token = `hdr_${randomBytes(32).toString('base64url')}`
  await db.query(
    `INSERT INTO refresh_tokens (project_id, token_hash, family_id, client_id, user_id, scopes, family_expires_at, idle_expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, least($7, now() + make_interval(secs => $8)))`,
    [
      p.projectId,
      hashToken(token),
      p.familyId ?? randomUUID(),
      p.clientId,
      p.userId,
      p.scopes,
      p.familyExpiresAt ?? new Date(Date.now() + p.ttlSeconds * 1000),
      p.idleSeconds,
    ],
  )
  return token
}

/**
 * Spends a refresh token. Exactly one of any number of concurrent calls with the same token can
 * win the conditional UPDATE (the row lock decides); the others, like any later reuse, find it
 * spent and revoke the family.
 */
export async function spendRefreshToken(
  db: Queryable,
  p: { projectId: string; clientId: string; token: string },
): Promise<RefreshGrant | 'reused' | 'invalid'> {
  const hash = hashToken(p.token)
  const r = await db.query<RefreshGrant>(
    `UPDATE refresh_tokens SET used_at = now()
     WHERE project_id = $1 AND token_hash = $2 AND client_id = $3
       AND used_at IS NULL AND revoked_at IS NULL AND family_expires_at > now() AND idle_expires_at > now()
     RETURNING family_id::text AS family_id, user_id, scopes, family_expires_at`,
    [p.projectId, hash, p.clientId],
  )
  if (r.rows[0]) return r.rows[0]
  // Concurrent losers revoke the same family. Every path locks the spent token's row first (as
  // the winner did), then the rest of the family in one order, so no two can deadlock.
  const reuse = await db.query<{ family_id: string }>(
    `WITH spent AS (
       SELECT family_id FROM refresh_tokens
       WHERE project_id = $1 AND token_hash = $2 AND client_id = $3 AND used_at IS NOT NULL
       FOR UPDATE
     ), locked AS (
       SELECT f.project_id, f.token_hash FROM refresh_tokens f
       WHERE f.project_id = $1 AND f.family_id IN (SELECT family_id FROM spent)
       ORDER BY f.token_hash
       FOR UPDATE
     )
     UPDATE refresh_tokens f SET revoked_at = coalesce(f.revoked_at, now())
     FROM locked l
     WHERE f.project_id = l.project_id AND f.token_hash = l.token_hash
     RETURNING f.family_id::text AS family_id`,
    [p.projectId, hash, p.clientId],
  )
  return reuse.rows.length ? 'reused' : 'invalid'
}
