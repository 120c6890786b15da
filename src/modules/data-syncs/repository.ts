// Data syncs: one row per (project, user, provider, data_type), the latest write or report.
import type { Queryable } from '../../db/pool.js'
import { jsonObject } from '../../db/list.js'
import { orUserNotFound } from '../../db/pg-errors.js'
import { PROVIDERS } from '../../schemas/common.js'
import type { DataSync, DataSyncReport, DataSyncType } from './schemas.js'
import { DATA_SYNC_TYPES } from './schemas.js'

for (const v of [...PROVIDERS, ...DATA_SYNC_TYPES]) if (!/^[A-Za-z_]+$/.test(v)) throw new Error(`bad constant ${v}`)

/** The provider values as a SQL text[] literal (constants of the code, never input). */
export const PROVIDERS_SQL = `ARRAY[${PROVIDERS.map((p) => `'${p}'`).join(', ')}]::text[]`

/**
 * A CTE body (after `name AS (`) recording push syncs of `dataType` for the rows of `rows`, a
 * relation with columns (project_id, user_id, provider): added to a write's own statement, so the
 * entry commits with the write and costs no round trip. DISTINCT, as a group-committed statement
 * holds many writes of one user and provider (ON CONFLICT may not touch a row twice), and ordered,
 * so concurrent statements lock entries in one order. Values outside PROVIDERS are not providers.
 */
export function pushSyncsSql(rows: string, dataType: DataSyncType): string {
  if (!DATA_SYNC_TYPES.includes(dataType)) throw new Error(`bad data type ${dataType}`)
  return `INSERT INTO data_syncs (project_id, user_id, provider, data_type, sync_type, status, updated_at)
       SELECT DISTINCT ps.project_id, ps.user_id, ps.provider, '${dataType}', 'push', 'ok', date_trunc('milliseconds', now())
       FROM (${rows}) ps WHERE ps.provider = ANY (${PROVIDERS_SQL})
       ORDER BY ps.project_id, ps.user_id, ps.provider
       ON CONFLICT (project_id, user_id, provider, data_type) DO UPDATE SET
         sync_type = 'push', status = 'ok', updated_at = EXCLUDED.updated_at`
}

/**
 * The JSON array of a user's entries, sorted by provider then data_type, as text (each entry as
 * the PUT route answers it); `u` is the users row.
 */
export const DATA_SYNCS_JSON = `(SELECT '[' || coalesce(string_agg(${jsonObject({
  provider: ['s.provider', 'value'],
  data_type: ['s.data_type', 'value'],
  sync_type: ['s.sync_type', 'value'],
  status: ['s.status', 'value'],
  updated_at: ['s.updated_at', 'instant'],
})}, ',' ORDER BY s.provider COLLATE "C", s.data_type COLLATE "C"), '') || ']'
  FROM data_syncs s WHERE s.project_id = u.project_id AND s.user_id = u.user_id)`

interface Row {
  provider: DataSync['provider']
  data_type: DataSync['data_type']
  sync_type: DataSync['sync_type']
  status: DataSync['status']
  updated_at: Date
}

/** Records a reported sync, replacing the entry; undefined when the user does not exist. */
export async function putDataSync(
  db: Queryable,
  k: { projectId: string; userId: string; provider: DataSync['provider']; dataType: DataSyncType },
  report: DataSyncReport,
): Promise<DataSync | undefined> {
  const r = await db
    .query<Row>(
      `INSERT INTO data_syncs (project_id, user_id, provider, data_type, sync_type, status, updated_at)
       SELECT project_id, user_id, $3, $4, $5, $6, date_trunc('milliseconds', now()) FROM users WHERE project_id = $1 AND user_id = $2
       ON CONFLICT (project_id, user_id, provider, data_type) DO UPDATE SET
         sync_type = EXCLUDED.sync_type, status = EXCLUDED.status, updated_at = EXCLUDED.updated_at
       RETURNING provider, data_type, sync_type, status, updated_at`,
      [k.projectId, k.userId, k.provider, k.dataType, report.sync_type, report.status],
    )
    .catch(orUserNotFound) // the user deleted meanwhile
  const row = r.rows[0]
  return row && { ...row, updated_at: row.updated_at.toISOString() }
}
