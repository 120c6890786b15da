// Identity providers of a project, and the users they sign in, keyed by (issuer, subject).
import { randomUUID } from 'node:crypto'
import type { Queryable } from '../../db/pool.js'
import { isUuid } from '../../db/uuid.js'
import { createMissingUsersSql } from '../users/index.js'

export interface IdentityProvider {
  idp_id: string
  project_id: string
  issuer: string
  audience: string
  jwks_uri: string | null
  user_claim: string
  created_at: Date
}
const COLUMNS = 'idp_id::text AS idp_id, project_id, issuer, audience, jwks_uri, user_claim, created_at'

export async function createIdentityProvider(
  db: Queryable,
  p: { projectId: string; issuer: string; audience: string; jwksUri?: string; userClaim?: string },
): Promise<IdentityProvider | undefined> {
  const r = await db.query<IdentityProvider>(
    `INSERT INTO identity_providers (project_id, idp_id, issuer, audience, jwks_uri, user_claim)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (project_id, issuer, audience) DO NOTHING RETURNING ${COLUMNS}`,
    [p.projectId, randomUUID(), p.issuer, p.audience, p.jwksUri ?? null, p.userClaim ?? 'sub'],
  )
  return r.rows[0]
}

export async function listIdentityProviders(db: Queryable, projectId: string, issuer?: string): Promise<IdentityProvider[]> {
  const r = await db.query<IdentityProvider>(
    `SELECT ${COLUMNS} FROM identity_providers WHERE project_id = $1 AND ($2::text IS NULL OR issuer = $2)
     ORDER BY created_at DESC, idp_id DESC`,
    [projectId, issuer ?? null],
  )
  return r.rows
}

export async function deleteIdentityProvider(db: Queryable, projectId: string, idpId: string): Promise<boolean> {
  if (!isUuid(idpId)) return false
  const r = await db.query('DELETE FROM identity_providers WHERE project_id = $1 AND idp_id = $2', [projectId, idpId])
  return r.rowCount === 1
}

/**
 * The user an identity signs in as: the one it signed in as before, else `userId` (the provider's
 * user claim), created when absent (by the users area's statement: the same row, and effects, as
 * its own creation). Undefined when that user id already belongs to another identity: two people
 * are never merged into one account. One statement.
 */
export async function resolveIdentityUser(
  db: Queryable,
  p: { projectId: string; issuer: string; subject: string; userId: string },
): Promise<string | undefined> {
  const r = await db.query<{ user_id: string }>(
    `WITH u AS (
       ${createMissingUsersSql('SELECT $1::text AS project_id, $4::text AS user_id WHERE NOT EXISTS (SELECT 1 FROM user_identities WHERE project_id = $1 AND issuer = $2 AND subject = $3)')}
     ), i AS (
       INSERT INTO user_identities (project_id, issuer, subject, user_id)
       SELECT $1, $2, $3, $4
       WHERE NOT EXISTS (SELECT 1 FROM user_identities WHERE project_id = $1 AND issuer = $2 AND subject = $3)
         AND NOT EXISTS (SELECT 1 FROM user_identities WHERE project_id = $1 AND user_id = $4)
       ON CONFLICT DO NOTHING
       RETURNING user_id
     )
     SELECT user_id FROM i
     UNION ALL
     SELECT user_id FROM user_identities WHERE project_id = $1 AND issuer = $2 AND subject = $3`,
    [p.projectId, p.issuer, p.subject, p.userId],
  )
  return r.rows[0]?.user_id
}
