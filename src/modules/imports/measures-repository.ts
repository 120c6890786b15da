// The per-source hourly buckets and sleep nights imports keep, from which day records are computed
// (and computed again when the source priority changes). SQL only.
import { prepared, type Queryable } from '../../db/pool.js'
import type { HourBucket } from '../../imports/day-measures.js'
import type { SleepNight } from '../../imports/sleep.js'

/**
 * Stores a user's buckets, each replacing the one of the same measure, hour and source (a later
 * export holds everything its source had for that hour).
 */
export async function upsertHours(tx: Queryable, projectId: string, userId: string, rows: readonly HourBucket[], provider: string | null): Promise<void> {
  if (!rows.length) return
  await tx.query(
    prepared(
      'healthd_upsert_measure_hours',
      `INSERT INTO measure_hours AS h (project_id, user_id, measure, hour, source, sum, n, last_at, last_value, provider)
       SELECT $1, $2, x.measure, to_timestamp(x.hour / 1000.0), x.source, x.sum, x.n, to_timestamp(x.last_at / 1000.0), x.last_value, $4
       FROM jsonb_to_recordset($3::jsonb) AS x(measure text, hour double precision, source text, sum double precision, n integer,
         last_at double precision, last_value double precision)
       ORDER BY x.measure, x.hour, x.source
       ON CONFLICT (project_id, user_id, measure, hour, source) DO UPDATE SET
         sum = EXCLUDED.sum, n = EXCLUDED.n, last_at = EXCLUDED.last_at, last_value = EXCLUDED.last_value, provider = EXCLUDED.provider`,
      [
        projectId,
        userId,
        JSON.stringify(
          rows.map((b) => ({ measure: b.measure, hour: b.hour, source: b.source, sum: b.sum, n: b.n, last_at: b.lastAt, last_value: b.lastValue })),
        ),
        provider,
      ],
    ),
  )
}

export interface StoredNight {
  day: string
  source: string
  night: SleepNight
  provider?: string | null
}

/** Stores a user's nights, each replacing the one of the same day and source. */
export async function upsertNights(tx: Queryable, projectId: string, userId: string, rows: readonly StoredNight[], provider: string | null): Promise<void> {
  if (!rows.length) return
  await tx.query(
    prepared(
      'healthd_upsert_sleep_nights',
      `INSERT INTO sleep_nights AS s (project_id, user_id, day, source, night, provider)
       SELECT $1, $2, x.day, x.source, x.night, $4 FROM jsonb_to_recordset($3::jsonb) AS x(day date, source text, night jsonb)
       ORDER BY x.day, x.source
       ON CONFLICT (project_id, user_id, day, source) DO UPDATE SET night = EXCLUDED.night, provider = EXCLUDED.provider`,
      [projectId, userId, JSON.stringify(rows.map((r) => ({ day: r.day, source: r.source, night: r.night }))), provider],
    ),
  )
}

/** A user's buckets whose hour lies in [from, to) (ms since the epoch), as the rows the driver reads (no copy). */
export async function hoursBetween(db: Queryable, projectId: string, userId: string, from: number, to: number): Promise<HourBucket[]> {
  const r = await db.query<HourBucket>(
    prepared(
      'healthd_measure_hours_between',
      `SELECT measure, source, round(extract(epoch FROM hour) * 1000)::float8 AS hour, sum, n,
              round(extract(epoch FROM last_at) * 1000)::float8 AS "lastAt", last_value AS "lastValue", provider
       FROM measure_hours WHERE project_id = $1 AND user_id = $2 AND hour >= to_timestamp($3 / 1000.0) AND hour < to_timestamp($4 / 1000.0)`,
      [projectId, userId, from, to],
    ),
  )
  return r.rows
}

/** A user's nights of the days [from, to] (`YYYY-MM-DD`, inclusive). */
export async function nightsBetween(db: Queryable, projectId: string, userId: string, from: string, to: string): Promise<StoredNight[]> {
  const r = await db.query<StoredNight>(
    prepared(
      'healthd_sleep_nights_between',
      `SELECT day::text AS day, source, night, provider FROM sleep_nights WHERE project_id = $1 AND user_id = $2 AND day BETWEEN $3::date AND $4::date ORDER BY day, source`,
      [projectId, userId, from, to],
    ),
  )
  return r.rows
}

/** The first and last hour (ms) of a user's buckets and the first and last day of their nights; null when none. */
export async function measureSpan(
  db: Queryable,
  projectId: string,
  userId: string,
): Promise<{ firstHour: number | null; lastHour: number | null; firstNight: string | null; lastNight: string | null }> {
  const r = await db.query<{ first_hour: number | null; last_hour: number | null; first_night: string | null; last_night: string | null }>(
    `SELECT (SELECT round(extract(epoch FROM min(hour)) * 1000)::float8 FROM measure_hours WHERE project_id = $1 AND user_id = $2) AS first_hour,
            (SELECT round(extract(epoch FROM max(hour)) * 1000)::float8 FROM measure_hours WHERE project_id = $1 AND user_id = $2) AS last_hour,
            (SELECT min(day)::text FROM sleep_nights WHERE project_id = $1 AND user_id = $2) AS first_night,
            (SELECT max(day)::text FROM sleep_nights WHERE project_id = $1 AND user_id = $2) AS last_night`,
    [projectId, userId],
  )
  const row = r.rows[0]!
  return { firstHour: row.first_hour, lastHour: row.last_hour, firstNight: row.first_night, lastNight: row.last_night }
}
