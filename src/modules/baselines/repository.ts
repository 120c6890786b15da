// Baselines: one row per (user, name), replaced by each PUT.
import type { Queryable } from '../../db/pool.js'
import { orUserNotFound } from '../../db/pg-errors.js'
import type { Baseline, BaselineRequest } from './schemas.js'

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

export async function putBaseline(db: Queryable, projectId: string, userId: string, name: string, b: BaselineRequest): Promise<Baseline> {
  const r = await db
    .query<Row>(
      `INSERT INTO baselines AS b (project_id, user_id, name, mean, median, size, std, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7,
               coalesce($8::timestamptz, date_trunc('milliseconds', now())), coalesce($9::timestamptz, date_trunc('milliseconds', now())))
       ON CONFLICT (project_id, user_id, name) DO UPDATE SET
         mean = EXCLUDED.mean, median = EXCLUDED.median, size = EXCLUDED.size, std = EXCLUDED.std,
         created_at = coalesce($8::timestamptz, b.created_at), updated_at = EXCLUDED.updated_at
       RETURNING ${COLUMNS}`,
      [projectId, userId, name, b.data.mean, b.data.median, b.data.size, b.data.std, b.created_at ?? null, b.updated_at ?? null],
    )
    .catch(orUserNotFound)
  return toBaseline(projectId, r.rows[0]!)
}

export async function getBaseline(db: Queryable, projectId: string, userId: string, name: string): Promise<Baseline | undefined> {
  const r = await db.query<Row>(`SELECT ${COLUMNS} FROM baselines WHERE project_id = $1 AND user_id = $2 AND name = $3`, [
    projectId,
    userId,
    name,
  ])
  return r.rows[0] && toBaseline(projectId, r.rows[0])
}
