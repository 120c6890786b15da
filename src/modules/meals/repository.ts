// Meals and the user's meal timeline (each meal with its summary).
import { randomUUID } from 'node:crypto'
import { prepared, type Queryable } from '../../db/pool.js'
import type { Outcome } from '../../db/group-commit.js'
import { LOCAL_DAY_BOUNDS } from '../../db/local-days.js'
import { errors } from '../../errors.js'
import { enqueueJobsSql, localDaySql, periodJobsSql } from '../../queue/insight-jobs.js'
import { appendEventsSql } from '../events/index.js'
import { listPage, when, type ListPage } from '../../db/list.js'
import { type Shape, shapeJson } from '../../db/shape.js'
import type { KeysetPosition } from '../../http/pagination.js'
import { insertSummariesSql, type NewSummary } from '../summaries/index.js'
import { userOfEachRowSql } from '../users/index.js'

/**
 * A meal, declared once: its JSON with its summary (when it has one), the one text of a meal in
 * its list, its GET, its POST and PATCH answers, the export and a full webhook, written by
 * PostgreSQL from MEAL_FROM; and the object a change of it starts from (mealState: shapeSelect,
 * shapeObject).
 */
export const MEAL: Shape = {
  alias: 'm',
  fields: {
    id: { kind: 'value', column: 'meal_id' },
    user_id: { kind: 'value' },
    project_id: { kind: 'value' },
    description: { kind: 'value' },
    meal_time: { kind: 'instant' },
    portion_multiplier: { kind: 'value' },
    // A meal without a summary id is written as the response serialiser writes a null string.
    summary_id: { kind: 'value', sql: `coalesce(m.summary_id::text, '')` },
    created_at: { kind: 'instant' },
    updated_at: { kind: 'instant' },
    meal_type: { kind: 'value', optional: true },
    comment: { kind: 'value', optional: true },
    // The summary's JSON as stored with it (migration 0010); NULL when it is gone.
    summary: { kind: 'raw', sql: 's.api_json', optional: true },
  },
}

/** A meal `m`'s summary `s`, when there is one. */
const SUMMARY_JOIN = 'LEFT JOIN summaries s ON s.project_id = m.project_id AND s.user_id = m.user_id AND s.summary_id = m.summary_id'
/** The rows MEAL reads: the meal `m` and its summary `s`. */
export const MEAL_FROM = `meals m ${SUMMARY_JOIN}`

/** The JSON of a meal with its summary (MEAL_FROM's `m` and `s`). */
export const MEAL_JSON = shapeJson(MEAL)

/** What the analysis needs to know of the user; undefined when there is no such user. */
export async function userProfile(db: Queryable, projectId: string, userId: string): Promise<{ language: string | null } | undefined> {
  const r = await db.query<{ language: string | null }>('SELECT language FROM users WHERE project_id = $1 AND user_id = $2', [projectId, userId])
  return r.rows[0]
}

export interface MealWrite {
  projectId: string
  userId: string
  /** The analysed meal's summary. */
  summary: NewSummary
  /** The meal itself (POST …/nutrition/meals); absent for a meal summary alone (POST …/ai/summaries). */
  meal?: { description: string; mealTime: string; mealType?: string; portionMultiplier: number; comment?: string }
  /** The instant whose local day and week the meal counts in. */
  mealTime: string
}

/** A meal write as the JSON texts its routes send. */
export interface MealWritten {
  /** The summary (the meal's, or the meal summary alone). */
  summaryJson: string
  /** The meal with its summary, when a meal was written. */
  mealJson?: string
}

// The statement's text, built once (it is the same for every batch).
const INSERT_SQL = `WITH x AS (
       SELECT x.*, coalesce(u.tz_offset, 0) AS tz
       FROM jsonb_to_recordset($1::jsonb) AS x(ord integer, project_id text, user_id text, summary_id uuid, name text, period jsonb,
              period_start timestamptz, data jsonb, llm_output jsonb, llm_debug jsonb, providers text[], ref text, knowledge_urls jsonb,
              is_custom boolean, meal_time_at timestamptz, meal_id uuid, description text, meal_time timestamptz, meal_type text,
              portion_multiplier double precision, comment text, event jsonb)
       ${userOfEachRowSql('u.tz_offset')}
     ), s AS (
       ${insertSummariesSql('x')}
     ), m AS (
       INSERT INTO meals (project_id, user_id, meal_id, description, meal_time, meal_type, portion_multiplier, comment, summary_id)
       SELECT project_id, user_id, meal_id, description, meal_time, meal_type, portion_multiplier, comment, summary_id
       FROM x WHERE meal_id IS NOT NULL ORDER BY ord
       RETURNING *
     ), j AS (
       ${enqueueJobsSql(periodJobsSql(`SELECT DISTINCT project_id, user_id, ${localDaySql('meal_time_at', 'tz')} AS day, tz FROM x`))}
     ), src AS (
       SELECT project_id, 'meals:created' AS type, user_id, event AS data, ord FROM x WHERE event IS NOT NULL
     ), ${appendEventsSql('src')}
     -- Each summary and meal as the JSON text their routes send.
     SELECT s.summary_id, s.api_json, CASE WHEN m.meal_id IS NOT NULL THEN ${MEAL_JSON} END AS meal_json
     FROM s LEFT JOIN m ON m.project_id = s.project_id AND m.user_id = s.user_id AND m.summary_id::uuid = s.summary_id::uuid`

/**
 * Stores analysed meals, one statement for any number of them (of any users): each summary, each
 * meal linked to it with its meals:created event and deliveries, and the insight jobs of the
 * local day and week of its meal time. A meal whose user does not exist is not written.
 */
export async function insertMeals(db: Queryable, writes: MealWrite[]): Promise<Outcome<MealWritten>[]> {
  const input = writes.map((w, ord) => {
    const summaryId = randomUUID()
    const mealId = w.meal ? randomUUID() : null
    const period = w.summary.period
      ? { ...w.summary.period, start: new Date(w.summary.period.start).toISOString(), end: new Date(w.summary.period.end).toISOString() }
      : null
    return {
      ord,
      project_id: w.projectId,
      user_id: w.userId,
      summary_id: summaryId,
      name: w.summary.name,
      period,
      period_start: period?.start ?? null,
      data: w.summary.data,
      llm_output: w.summary.llm_output ?? null,
      llm_debug: w.summary.llm_debug ?? null,
      providers: w.summary.providers ?? [],
      ref: w.summary.ref ?? null,
      knowledge_urls: w.summary.knowledge_urls ?? [],
      is_custom: w.summary.is_custom,
      meal_time_at: w.mealTime,
      meal_id: mealId,
      description: w.meal?.description ?? null,
      meal_time: w.meal?.mealTime ?? null,
      meal_type: w.meal?.mealType ?? null,
      portion_multiplier: w.meal?.portionMultiplier ?? null,
      comment: w.meal?.comment ?? null,
      event: w.meal ? { project_id: w.projectId, user_id: w.userId, meal_id: mealId, summary_id: summaryId, meal_time: w.meal.mealTime } : null,
    }
  })
  const r = await db.query<{ summary_id: string; api_json: string; meal_json: string | null }>(
    prepared('healthd_insert_meals', INSERT_SQL, [JSON.stringify(input)]),
  )
  const bySummary = new Map(r.rows.map((row) => [row.summary_id, row]))
  return writes.map((_w, i) => {
    const row = bySummary.get(input[i]!.summary_id)
    if (!row) return { error: errors.userNotFound() }
    return { ok: { summaryJson: row.api_json, ...(row.meal_json !== null ? { mealJson: row.meal_json } : {}) } }
  })
}

/** Newest first by meal time, local-day bounds by tz_offset; one round trip as for summaries. */
export function listMeals(
  db: Queryable,
  projectId: string,
  userId: string,
  f: { startDate?: string | undefined; endDate?: string | undefined; limit: number; after?: KeysetPosition | undefined },
): Promise<ListPage> {
  return listPage(
    db,
    {
      with: LOCAL_DAY_BOUNDS,
      head: 'b',
      from: 'meals m',
      join: SUMMARY_JOIN,
      where: `m.project_id = $1 AND m.user_id = $2
        AND ${when(f.startDate, '$3::date', 'm.meal_time >= b.lo')} AND ${when(f.endDate, '$4::date', 'm.meal_time < b.hi')}`,
      at: 'm.meal_time',
      id: 'm.meal_id',
      idType: 'uuid',
      item: MEAL_JSON,
      params: [projectId, userId, f.startDate ?? null, f.endDate ?? null],
    },
    f,
  )
}
