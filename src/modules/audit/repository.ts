// The audit log: project administration and erasures, recorded in the transaction of the change
// they describe (so neither exists without the other), listed newest first.
import type { Queryable } from '../../db/pool.js'
import { jsonObject, listPage, type ListPage } from '../../db/list.js'
import type { KeysetPosition } from '../../db/list.js'
import type { AuthContext } from '../../http/types.js'

export interface Actor {
  type: 'client' | 'user' | 'cli'
  id: string
}

export interface AuditEntry {
  projectId: string
  actor: Actor
  /** `<object>.<verb>`, e.g. `oauth_client.created`, `user.erased`. */
  action: string
  target?: { type: string; id: string }
  /** What changed: names, urls, scopes; never a secret. */
  details?: Record<string, unknown>
}

/** Who a token speaks for: the client, or the user of a user token. */
export const actorOf = (auth: AuthContext): Actor =>
  auth.principalType === 'user' ? { type: 'user', id: auth.userId! } : { type: 'client', id: auth.clientId }

export const CLI_ACTOR: Actor = { type: 'cli', id: 'healthd' }

export async function recordAudit(db: Queryable, e: AuditEntry): Promise<void> {
  await db.query(`INSERT INTO audit_log (project_id, actor_type, actor_id, action, target_type, target_id, details) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
    e.projectId,
    e.actor.type,
    e.actor.id,
    e.action,
    e.target?.type ?? null,
    e.target?.id ?? null,
    JSON.stringify(e.details ?? {}),
  ])
}

/**
 * A data-modifying statement for a CTE of the change it records: an entry for each row of `rows`
 * (a query with project_id, actor_type, actor_id, action, target_type and target_id, text).
 */
export const recordAuditSql = (rows: string) =>
  `INSERT INTO audit_log (project_id, actor_type, actor_id, action, target_type, target_id)
   SELECT project_id, actor_type, actor_id, action, target_type, target_id FROM (${rows}) AS entry`

const ENTRY_JSON = jsonObject({
  id: ['a.audit_id', 'value'],
  at: ['a.at', 'instant'],
  actor: [jsonObject({ type: ['a.actor_type', 'value'], id: ['a.actor_id', 'value'] }), 'raw'],
  action: ['a.action', 'value'],
  target: [`CASE WHEN a.target_type IS NULL THEN 'null' ELSE ${jsonObject({ type: ['a.target_type', 'value'], id: ['a.target_id', 'value'] })} END`, 'raw'],
  details: ['a.details', 'json'],
})

/** Newest first, keyset on (at, audit_id); one round trip with the total. */
export function listAudit(db: Queryable, projectId: string, page: { limit: number; after?: KeysetPosition | undefined }): Promise<ListPage> {
  return listPage(
    db,
    {
      head: '(SELECT true AS user_exists) b',
      from: 'audit_log a',
      where: 'a.project_id = $1',
      at: 'a.at',
      id: 'a.audit_id',
      idType: 'uuid',
      item: ENTRY_JSON,
      params: [projectId],
    },
    page,
  )
}
