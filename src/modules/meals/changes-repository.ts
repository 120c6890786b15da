// The SQL of a meal's life after it was logged: read one, change it with its summary, delete it
// with its summary (or the summary with its meal). Each change is one statement with its side
// effects: the meals:updated or meals:deleted event and its deliveries (the outbox), and the day
// and week insight jobs of the local days the meal was and is on. The summaries' list versions
// follow by their triggers (migration 0015).
import type { Queryable } from '../../db/pool.js'
import { userItem, type UserItem } from '../../db/list.js'
import { isUuid } from '../../db/uuid.js'
import { enqueueJobsSql, localDaySql, periodJobsSql } from '../../queue/insight-jobs.js'
import { appendEventsSql } from '../events/index.js'
import { deleteSummariesSql, upsertMealSummarySql, type Summary } from '../summaries/index.js'
import { shapeObject, shapeSelect } from '../../db/shape.js'
import { MEAL, MEAL_FROM, MEAL_JSON } from './repository.js'
import type { Meal } from './schemas.js'

/** A meal as the JSON text its list, its export and its webhook send, and whether its user exists. */
export function getMealJson(db: Queryable, projectId: string, userId: string, mealId: string): Promise<UserItem> {
  return userItem(db, {
    from: MEAL_FROM,
    where: 'm.project_id = $1 AND m.user_id = $2 AND m.meal_id = $3::uuid',
    item: MEAL_JSON,
    // An id that is not a UUID names no meal, but the user is still looked up.
    params: [projectId, userId, isUuid(mealId) ? mealId : null],
  })
}

/** A meal and its summary as a change starts from, with the versions (xmin) of both rows. */
export interface MealState {
  /** As its routes send it (with its summary, when it has one). */
  meal: Meal
  mealVersion: string
  summary?: {
    data: Record<string, unknown>
    period: Summary['period'] | null
    llm_output: Summary['llm_output'] | null
    llm_debug: Summary['llm_debug'] | null
    version: string
  }
  /** The user's language, for the summary's text. */
  language: string | null
}

// The statement's text, built once: the meal read as MEAL writes it, its summary's analysis.
const STATE_SQL = `SELECT m.xmin::text AS meal_version, ${shapeSelect(MEAL)},
            s.xmin::text AS summary_version, s.data, s.period, s.llm_output, s.llm_debug, u.language
     FROM ${MEAL_FROM} JOIN users u ON u.project_id = m.project_id AND u.user_id = m.user_id
     WHERE m.project_id = $1 AND m.user_id = $2 AND m.meal_id = $3::uuid`

export async function mealState(db: Queryable, projectId: string, userId: string, mealId: string): Promise<MealState | undefined> {
  if (!isUuid(mealId)) return undefined
  const r = await db.query(STATE_SQL, [projectId, userId, mealId])
  const row = r.rows[0]
  if (!row) return undefined
  return {
    meal: shapeObject(MEAL, row) as unknown as Meal,
    mealVersion: row.meal_version,
    ...(row.summary_version !== null
      ? { summary: { data: row.data, period: row.period, llm_output: row.llm_output, llm_debug: row.llm_debug, version: row.summary_version } }
      : {}),
    language: row.language,
  }
}

/**
 * Locks the meal and its summary for the caller's transaction and tells whether both are still
 * the versions a change was computed from (`summary` undefined: there was no summary).
 */
export async function lockUnchanged(
  tx: Queryable,
  projectId: string,
  userId: string,
  mealId: string,
  summaryId: string | undefined,
  versions: { meal: string; summary: string | undefined },
): Promise<boolean> {
  const r = await tx.query<{ meal: string | null; summary: string | null }>(
    `SELECT (SELECT xmin::text FROM meals WHERE project_id = $1 AND user_id = $2 AND meal_id = $3::uuid FOR UPDATE) AS meal,
            (SELECT xmin::text FROM summaries WHERE project_id = $1 AND user_id = $2 AND summary_id = $4::uuid FOR UPDATE) AS summary`,
    [projectId, userId, mealId, summaryId ?? null],
  )
  const now = r.rows[0]!
  return now.meal === versions.meal && (now.summary ?? undefined) === versions.summary
}

export interface MealUpdate {
  projectId: string
  userId: string
  mealId: string
  meal: { description: string; mealTime: string; mealType: string | null; portionMultiplier: number; comment: string | null; summaryId: string }
  /** The MealSummary's new analysis and text (written under `meal.summaryId`, created if it is gone); absent: unchanged. */
  summary?: { period?: Summary['period']; data: Record<string, unknown>; llm_output?: Summary['llm_output'] | null; llm_debug?: Summary['llm_debug'] | null }
}

// The statement's text, built once.
const UPDATE_SQL = `WITH cur AS (
       SELECT m.project_id, m.user_id, m.meal_time, coalesce(u.tz_offset, 0) AS tz
       FROM meals m JOIN users u ON u.project_id = m.project_id AND u.user_id = m.user_id
       WHERE m.project_id = $1 AND m.user_id = $2 AND m.meal_id = $3::uuid
     ), m AS (
       UPDATE meals SET description = $4, meal_time = $5::timestamptz, meal_type = $6, portion_multiplier = $7, comment = $8,
                        summary_id = $9::uuid, updated_at = date_trunc('milliseconds', now())
       WHERE project_id = $1 AND user_id = $2 AND meal_id = $3::uuid
       RETURNING *
     ), ws AS (
       ${upsertMealSummarySql(`(SELECT project_id, user_id, $9::uuid AS summary_id, $10::jsonb AS period, $5::timestamptz AS period_start,
                $11::jsonb AS data, $12::jsonb AS llm_output, $13::jsonb AS llm_debug
         FROM cur WHERE $11::jsonb IS NOT NULL) ms`)}
     ), d AS (
       SELECT project_id, user_id, ${localDaySql('meal_time', 'tz')} AS day, tz FROM cur
       UNION SELECT project_id, user_id, ${localDaySql('$5::timestamptz', 'tz')}, tz FROM cur
     ), j AS (
       ${enqueueJobsSql(periodJobsSql('SELECT * FROM d'))}
     ), src AS (
       SELECT project_id, 'meals:updated' AS type, user_id, $14::jsonb AS data, 1 AS ord FROM cur
     ), ${appendEventsSql('src')}
     SELECT ${MEAL_JSON} AS json
     FROM m LEFT JOIN (
       SELECT api_json FROM ws
       UNION ALL
       SELECT api_json FROM summaries WHERE project_id = $1 AND user_id = $2 AND summary_id = $9::uuid AND NOT EXISTS (SELECT 1 FROM ws)
     ) s ON true`

/**
 * Writes a change of a meal (its fields, and its summary when given) with its meals:updated event
 * and the insight jobs of the local days of its old and new meal time. Answers the meal as its
 * list sends it; undefined when the meal is gone. Run it in the transaction of lockUnchanged.
 */
export async function updateMeal(tx: Queryable, w: MealUpdate): Promise<string | undefined> {
  const s = w.summary
  const r = await tx.query<{ json: string }>(UPDATE_SQL, [
    w.projectId,
    w.userId,
    w.mealId,
    w.meal.description,
    w.meal.mealTime,
    w.meal.mealType,
    w.meal.portionMultiplier,
    w.meal.comment,
    w.meal.summaryId,
    s?.period ? JSON.stringify(s.period) : null,
    s ? JSON.stringify(s.data) : null,
    s?.llm_output ? JSON.stringify(s.llm_output) : null,
    s?.llm_debug ? JSON.stringify(s.llm_debug) : null,
    JSON.stringify({ project_id: w.projectId, user_id: w.userId, meal_id: w.mealId, summary_id: w.meal.summaryId, meal_time: w.meal.mealTime }),
  ])
  return r.rows[0]?.json
}

/**
 * Deletes a meal with its summary (`by: 'meal'`), or a summary with the meal that links it (`by:
 * 'summary'`; any summary, most link none), in one statement: a meals:deleted event (ids only)
 * for a meal, and the day and week insight jobs of a meal summary's local day.
 */
const deleteSql = (by: 'meal' | 'summary') => `WITH m AS (
       DELETE FROM meals WHERE project_id = $1 AND user_id = $2 AND ${by === 'meal' ? 'meal_id' : 'summary_id'} = $3::uuid
       RETURNING project_id, user_id, meal_id, summary_id, meal_time
     ), s AS (
       ${deleteSummariesSql(`project_id = $1 AND user_id = $2 AND summary_id = ${by === 'meal' ? '(SELECT summary_id FROM m)' : '$3::uuid'}`)}
     ), d AS (
       SELECT x.project_id, x.user_id, ${localDaySql('x.at', 'coalesce(u.tz_offset, 0)')} AS day, coalesce(u.tz_offset, 0) AS tz
       FROM (SELECT project_id, user_id, meal_time AS at FROM m UNION SELECT project_id, user_id, period_start FROM s WHERE name = 'MealSummary') x
       JOIN users u ON u.project_id = x.project_id AND u.user_id = x.user_id
     ), j AS (
       ${enqueueJobsSql(periodJobsSql('SELECT * FROM d'))}
     ), src AS (
       SELECT project_id, 'meals:deleted' AS type, user_id,
              jsonb_build_object('project_id', project_id, 'user_id', user_id, 'meal_id', meal_id, 'summary_id', summary_id) AS data, 1 AS ord
       FROM m
     ), ${appendEventsSql('src')}
     SELECT (SELECT count(*) FROM ${by === 'meal' ? 'm' : 's'})::int AS deleted, (SELECT count(*) FROM m)::int AS meals`
const DELETE_MEAL_SQL = deleteSql('meal')
const DELETE_SUMMARY_SQL = deleteSql('summary')

/** Whether the meal (or the summary) was there, and whether a meal went (a meals:deleted event was appended). */
export async function deleteMealOrSummary(
  db: Queryable,
  by: 'meal' | 'summary',
  projectId: string,
  userId: string,
  id: string,
): Promise<{ deleted: boolean; meal: boolean }> {
  if (!isUuid(id)) return { deleted: false, meal: false }
  const r = await db.query<{ deleted: number; meals: number }>(by === 'meal' ? DELETE_MEAL_SQL : DELETE_SUMMARY_SQL, [projectId, userId, id])
  return { deleted: r.rows[0]!.deleted > 0, meal: r.rows[0]!.meals > 0 }
}
