// Daily records: one row per (user, type, day, name), replaced by each PUT.
import type { Queryable } from '../../db/pool.js'
import { orUserNotFound } from '../../db/pg-errors.js'
import { enqueueSql } from '../../insights/repository.js'
import type { DailyRecord, DailyRecordRequest, DailyRecordType } from './schemas.js'

interface Row {
  user_id: string
  type: DailyRecordType
  date: string
  name: string
  value: number | null
  data: Record<string, unknown> | null
  providers: string[]
  ref: string | null
  created_at: Date
  updated_at: Date
}
const COLUMNS = 'user_id, type, date::text AS date, name, value, data, providers, ref, created_at, updated_at'

function toRecord(projectId: string, r: Row): DailyRecord {
  return {
    user_id: r.user_id,
    project_id: projectId,
    date: r.date,
    name: r.name,
    type: r.type,
    ...(r.value !== null ? { value: r.value } : {}),
    ...(r.data !== null ? { data: r.data } : {}),
    providers: r.providers as DailyRecord['providers'],
    ...(r.ref !== null ? { ref: r.ref } : {}),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  }
}

export interface DailyRecordKey {
  projectId: string
  userId: string
  type: DailyRecordType
  day: string
  name: string
}

export async function putDailyRecord(db: Queryable, k: DailyRecordKey, body: DailyRecordRequest): Promise<DailyRecord> {
  const data = 'data' in body && body.data !== undefined ? JSON.stringify(body.data) : null
  // One statement: the write and the insight jobs it needs (its local day and week when they
  // close; a SleepSummary at once for a sleep score).
  const r = await db
    .query<Row>(
      `WITH d AS (
         INSERT INTO daily_records AS d (project_id, user_id, type, date, name, value, data, providers, ref, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9,
                 coalesce($10::timestamptz, date_trunc('milliseconds', now())), coalesce($11::timestamptz, date_trunc('milliseconds', now())))
         ON CONFLICT (project_id, user_id, type, date, name) DO UPDATE SET
           value = EXCLUDED.value, data = EXCLUDED.data, providers = EXCLUDED.providers, ref = EXCLUDED.ref,
           created_at = coalesce($10::timestamptz, d.created_at), updated_at = EXCLUDED.updated_at
         RETURNING ${COLUMNS}
       ), j AS (
         ${enqueueSql(`SELECT 'sleep' AS kind, d.date || '/' || d.name AS key, now() AS run_after FROM d WHERE d.type = 'scores' AND d.name ~* 'sleep'
           UNION ALL
           SELECT p.kind, p.key, p.run_after FROM d, LATERAL insight_period_jobs($1, $2, d.date::date) p`)}
       )
       SELECT * FROM d`,
      [k.projectId, k.userId, k.type, k.day, k.name, body.value ?? null, data, body.providers ?? [], body.ref ?? null, body.created_at ?? null, body.updated_at ?? null],
    )
    .catch(orUserNotFound)
  return toRecord(k.projectId, r.rows[0]!)
}

export async function getDailyRecord(db: Queryable, k: DailyRecordKey): Promise<DailyRecord | undefined> {
  const r = await db.query<Row>(
    `SELECT ${COLUMNS} FROM daily_records WHERE project_id = $1 AND user_id = $2 AND type = $3 AND date = $4 AND name = $5`,
    [k.projectId, k.userId, k.type, k.day, k.name],
  )
  return r.rows[0] && toRecord(k.projectId, r.rows[0])
}
