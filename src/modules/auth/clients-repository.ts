// OAuth clients of a project: confidential (with a scrypt-hashed secret) or public.
import type { Queryable } from '../../db/pool.js'
import { hashSecret, randomId, randomSecret } from '../../auth/secrets.js'

export interface OAuthClient {
  project_id: string
  client_id: string
  name: string
  type: 'confidential' | 'public'
  secret_hash: string | null
  scopes: string[]
  created_at: Date
  revoked_at: Date | null
}

const COLUMNS = 'project_id, client_id, name, type, secret_hash, scopes, created_at, revoked_at'

export async function createClient(
  db: Queryable,
  c: { projectId: string; name: string; type: 'confidential' | 'public'; scopes: string[]; clientId?: string },
): Promise<{ client: OAuthClient; secret?: string }> {
  const secret = c.type === 'confidential' ? randomSecret('hds') : undefined
  const r = await db.query<OAuthClient>(
    `INSERT INTO oauth_clients (project_id, client_id, name, type, secret_hash, scopes)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [c.projectId, c.clientId ?? randomId('cl'), c.name, c.type, secret ? await hashSecret(secret) : null, c.scopes],
  )
  return { client: r.rows[0]!, secret }
}

export async function findClient(db: Queryable, clientId: string): Promise<OAuthClient | undefined> {
  const r = await db.query<OAuthClient>(`SELECT ${COLUMNS} FROM oauth_clients WHERE client_id = $1`, [clientId])
  return r.rows[0]
}

/** Whether the project's client is revoked; one that is not there (or belongs to another project) counts as revoked. */
export async function isClientRevoked(db: Queryable, projectId: string, clientId: string): Promise<boolean> {
  const r = await db.query<{ revoked: boolean }>('SELECT revoked_at IS NOT NULL AS revoked FROM oauth_clients WHERE project_id = $1 AND client_id = $2', [
    projectId,
    clientId,
  ])
  return r.rows[0]?.revoked ?? true
}

export async function listClients(db: Queryable, projectId: string): Promise<OAuthClient[]> {
  const r = await db.query<OAuthClient>(`SELECT ${COLUMNS} FROM oauth_clients WHERE project_id = $1 ORDER BY created_at DESC, client_id DESC`, [projectId])
  return r.rows
}

/** Marks the client revoked and kills its refresh tokens; the client, or undefined when the project has none such. */
export async function revokeClient(db: Queryable, projectId: string, clientId: string): Promise<OAuthClient | undefined> {
  const r = await db.query<OAuthClient>(
    `WITH c AS (
       UPDATE oauth_clients SET revoked_at = coalesce(revoked_at, date_trunc('milliseconds', now()))
       WHERE project_id = $1 AND client_id = $2 RETURNING ${COLUMNS}
     ), t AS (
       UPDATE refresh_tokens SET revoked_at = now()
       WHERE project_id = $1 AND client_id IN (SELECT client_id FROM c) AND revoked_at IS NULL
     )
     SELECT * FROM c`,
    [projectId, clientId],
  )
  return r.rows[0]
}

/** Insert or update a confidential client with a given id and secret (bootstrap). */
export async function upsertConfidentialClient(
  db: Queryable,
  c: { projectId: string; clientId: string; secretHash: string; scopes: string[]; name: string },
): Promise<void> {
  const r = await db.query(
    `INSERT INTO oauth_clients (project_id, client_id, name, type, secret_hash, scopes)
     VALUES ($1, $2, $3, 'confidential', $4, $5)
     ON CONFLICT (project_id, client_id) DO UPDATE
       SET secret_hash = EXCLUDED.secret_hash, scopes = EXCLUDED.scopes, type = 'confidential', revoked_at = NULL`,
    [c.projectId, c.clientId, c.name, c.secretHash, c.scopes],
  )
  if (r.rowCount !== 1) throw new Error('bootstrap client could not be written')
}
