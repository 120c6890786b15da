// Baselines: one row per (user, name), replaced by each PUT.
import { prepared, type Queryable } from '../../db/pool.js'
import { outcomesByKey, type Outcome } from '../../db/group-commit.js'
import { jsonObject, userItem, type UserItem } from '../../db/list.js'
import { errors } from '../../errors.js'
import type { Baseline, BaselineRequest } from './schemas.js'
import { userOfEachRowSql } from '../users/index.js'

interface Row {
  user_id: string
  name: string
  mean: number
  median: number
  size: number
  std: number
  created_at: Date
  updated_at: Date
}
const COLUMNS = 'user_id, name, mean, median, size, std, created_at, updated_at'

const toBaseline = (projectId: string, r: Row): Baseline => ({
  user_id: r.user_id,
  project_id: projectId,
  name: r.name,
  data: { mean: r.mean, median: r.median, size: r.size, std: r.std },
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
})

export interface BaselineWrite {
  projectId: string
  userId: string
  name: string
  body: BaselineRequest
}

export const baselineKey = (w: BaselineWrite) => `${w.projectId}\u0000${w.userId}\u0000${w.name}`

// The statement's text, built once (it is the same for every batch).
const UPSERT_SQL = `WITH x AS (
       SELECT x.* FROM jsonb_to_recordset($1::jsonb) AS x(project_id text, user_id text, name text, mean double precision,
              median double precision, size double precision, std double precision, created_at timestamptz, updated_at timestamptz)
       ${userOfEachRowSql()}
     )
     INSERT INTO baselines AS b (project_id, user_id, name, mean, median, size, std, created_at, updated_at)
     SELECT project_id, user_id, name, mean, median, size, std,
            coalesce(created_at, date_trunc('milliseconds', now())), coalesce(updated_at, date_trunc('milliseconds', now()))
     FROM x ORDER BY project_id, user_id, name
     ON CONFLICT (project_id, user_id, name) DO UPDATE SET
       mean = EXCLUDED.mean, median = EXCLUDED.median, size = EXCLUDED.size, std = EXCLUDED.std,
       -- created_at is kept unless the request gives one.
       created_at = coalesce((SELECT x.created_at FROM x WHERE (x.project_id, x.user_id, x.name) = (b.project_id, b.user_id, b.name)), b.created_at),
       updated_at = EXCLUDED.updated_at
     RETURNING project_id, ${COLUMNS}`

/** Creates or replaces baselines, one statement for any number of them; a baseline whose user does not exist is not written. */
export async function upsertBaselines(db: Queryable, writes: BaselineWrite[]): Promise<Outcome<Baseline>[]> {
  const input = writes.map(({ projectId, userId, name, body }) => ({
    project_id: projectId,
    user_id: userId,
    name,
    ...body.data,
    created_at: body.created_at ?? null,
    updated_at: body.updated_at ?? null,
  }))
  const r = await db.query<Row & { project_id: string }>(prepared('healthd_upsert_baselines', UPSERT_SQL, [JSON.stringify(input)]))
  return outcomesByKey(
    writes,
    r.rows,
    { ofWrite: baselineKey, ofRow: (row) => baselineKey({ projectId: row.project_id, userId: row.user_id, name: row.name } as BaselineWrite) },
    (w, row) => toBaseline(w.projectId, row),
    errors.userNotFound,
  )
}

/** The JSON of a baseline `b` (its GET and its export line). */
export const BASELINE_JSON = jsonObject({
  user_id: ['b.user_id', 'value'],
  project_id: ['b.project_id', 'value'],
  name: ['b.name', 'value'],
  data: [jsonObject({ mean: ['b.mean', 'value'], median: ['b.median', 'value'], size: ['b.size', 'value'], std: ['b.std', 'value'] }), 'raw'],
  created_at: ['b.created_at', 'instant'],
  updated_at: ['b.updated_at', 'instant'],
})

/** A baseline as the JSON text the API sends for it, and whether its user exists. */
export function getBaselineJson(db: Queryable, projectId: string, userId: string, name: string): Promise<UserItem> {
  return userItem(db, {
    from: 'baselines b',
    where: 'b.project_id = $1 AND b.user_id = $2 AND b.name = $3',
    item: BASELINE_JSON,
    params: [projectId, userId, name],
  })
}
