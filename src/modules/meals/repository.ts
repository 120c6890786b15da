// Meals and the user's meal timeline (each meal with its summary).
import { randomUUID } from 'node:crypto'
import { prepared, type Queryable } from '../../db/pool.js'
import type { Outcome } from '../../db/group-commit.js'
import { LOCAL_DAY_BOUNDS } from '../../db/local-days.js'
import { errors } from '../../errors.js'
import { enqueueJobsSql, localDaySql, periodJobsSql } from '../../queue/insight-jobs.js'
import { appendEventsSql } from '../events/index.js'
import { jsonObject, listPage, when, type ListPage } from '../../db/list.js'
import type { KeysetPosition } from '../../http/pagination.js'
import { insertSummariesSql, toSummary, type NewSummary, type SummaryRow, type Summary } from '../summaries/index.js'
import type { Meal } from './schemas.js'
import { userOfEachRowSql } from '../users/index.js'

interface MealRow {
  meal_id: string
  user_id: string
  description: string
  meal_time: Date
  meal_type: Meal['meal_type'] | null
  portion_multiplier: number
  comment: string | null
  summary_id: string
  created_at: Date
  updated_at: Date
}
const COLUMNS = `meal_id::text AS meal_id, user_id, description, meal_time, meal_type, portion_multiplier, comment,
  summary_id::text AS summary_id, created_at, updated_at`

export function toMeal(projectId: string, r: MealRow, summary?: Summary): Meal {
  return {
    id: r.meal_id,
    user_id: r.user_id,
    project_id: projectId,
    description: r.description,
    meal_time: r.meal_time.toISOString(),
    ...(r.meal_type ? { meal_type: r.meal_type } : {}),
    portion_multiplier: r.portion_multiplier,
    ...(r.comment !== null ? { comment: r.comment } : {}),
    summary_id: r.summary_id,
    ...(summary ? { summary } : {}),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  }
}

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

export interface MealWritten {
  summary: Summary
  /** The summary as the JSON text its routes send. */
  summaryJson: string
  meal?: Meal
  /** The meal as the JSON text its list sends. */
  mealJson?: string
}

const PREFIXED = COLUMNS.split(',').map((c) => {
  const name = c
    .trim()
    .split(/\s+AS\s+/i)
    .pop()!
    .trim()
  return `m.${name} AS m_${name}`
})

/** The JSON of a meal with its summary (when it has one): the one text of a meal in its list, its POST answer, the export and a webhook. */
export const MEAL_JSON = jsonObject({
  id: ['m.meal_id', 'value'],
  user_id: ['m.user_id', 'value'],
  project_id: ['m.project_id', 'value'],
  description: ['m.description', 'value'],
  meal_time: ['m.meal_time', 'instant'],
  portion_multiplier: ['m.portion_multiplier', 'value'],
  // A meal without a summary id is written as the response serialiser writes a null string.
  summary_id: [`coalesce(m.summary_id::text, '')`, 'value'],
  created_at: ['m.created_at', 'instant'],
  updated_at: ['m.updated_at', 'instant'],
  'meal_type?': ['m.meal_type', 'value'],
  'comment?': ['m.comment', 'value'],
  // The summary's JSON as stored with it (migration 0010); NULL when it is gone.
  'summary?': ['s.api_json', 'raw'],
})

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
       RETURNING project_id, ${COLUMNS}
     ), j AS (
       ${enqueueJobsSql(periodJobsSql(`SELECT DISTINCT project_id, user_id, ${localDaySql('meal_time_at', 'tz')} AS day, tz FROM x`))}
     ), src AS (
       SELECT project_id, 'meals:created' AS type, user_id, event AS data, ord FROM x WHERE event IS NOT NULL
     ), ${appendEventsSql('src')}
     -- Each summary and meal as the objects (toSummary, toMeal) and as the JSON text their routes send.
     SELECT s.*, ${PREFIXED.join(', ')}, CASE WHEN m.meal_id IS NOT NULL THEN ${MEAL_JSON} END AS meal_json
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
  const r = await db.query<SummaryRow & Record<string, unknown> & { project_id: string; api_json: string; meal_json: string | null }>(
    prepared('healthd_insert_meals', INSERT_SQL, [JSON.stringify(input)]),
  )
  const bySummary = new Map(r.rows.map((row) => [row.summary_id, row]))
  return writes.map((w, i) => {
    const row = bySummary.get(input[i]!.summary_id)
    if (!row) return { error: errors.userNotFound() }
    const summary = toSummary(w.projectId, row)
    if (!w.meal) return { ok: { summary, summaryJson: row.api_json } }
    const m = Object.fromEntries(
      Object.entries(row)
        .filter(([k]) => k.startsWith('m_'))
        .map(([k, v]) => [k.slice(2), v]),
    )
    return { ok: { summary, summaryJson: row.api_json, meal: toMeal(w.projectId, m as unknown as MealRow, summary), mealJson: row.meal_json! } }
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
      join: 'LEFT JOIN summaries s ON s.project_id = m.project_id AND s.user_id = m.user_id AND s.summary_id = m.summary_id',
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
