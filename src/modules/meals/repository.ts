// Meals and the user's meal timeline (each meal with its summary).
import { randomUUID } from 'node:crypto'
import type { Queryable } from '../../db/pool.js'
import { orUserNotFound } from '../../db/pg-errors.js'
import { LOCAL_DAY_BOUNDS } from '../../db/local-days.js'
import { toSummary } from '../summaries/repository.js'
import type { Summary } from '../summaries/schemas.js'
import type { Meal } from './schemas.js'

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

export async function insertMeal(
  tx: Queryable,
  m: { projectId: string; userId: string; description: string; mealTime: string; mealType?: string; portionMultiplier: number; comment?: string; summaryId: string },
): Promise<MealRow> {
  const r = await tx
    .query<MealRow>(
      `INSERT INTO meals (project_id, user_id, meal_id, description, meal_time, meal_type, portion_multiplier, comment, summary_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
      [m.projectId, m.userId, randomUUID(), m.description, m.mealTime, m.mealType ?? null, m.portionMultiplier, m.comment ?? null, m.summaryId],
    )
    .catch(orUserNotFound)
  return r.rows[0]!
}

/** Newest first by meal time, local-day bounds by tz_offset; one round trip as for summaries. */
export async function listMeals(
  db: Queryable,
  projectId: string,
  userId: string,
  f: { startDate?: string; endDate?: string; limit: number; after?: { mealTime: string; id: string } },
): Promise<{ userExists: boolean; meals: Meal[]; total: number; more: boolean; last?: { mealTime: string; id: string } }> {
  const r = await db.query<MealRow & Record<string, unknown> & { total: number; user_exists: boolean }>(
    `WITH ${LOCAL_DAY_BOUNDS}
     SELECT b.user_exists,
            (SELECT count(*) FROM meals m WHERE m.project_id = $1 AND m.user_id = $2
               AND (b.lo IS NULL OR m.meal_time >= b.lo) AND (b.hi IS NULL OR m.meal_time < b.hi)) AS total,
            p.*
     FROM b LEFT JOIN LATERAL (
       SELECT m.meal_id::text AS meal_id, m.user_id, m.description, m.meal_time, m.meal_type, m.portion_multiplier, m.comment,
              m.summary_id::text AS summary_id, m.created_at, m.updated_at,
              s.summary_id::text AS s_summary_id, s.user_id AS s_user_id, s.name AS s_name, s.period AS s_period, s.period_start AS s_period_start,
              s.data AS s_data, s.llm_output AS s_llm_output, s.llm_debug AS s_llm_debug, s.providers AS s_providers,
              s.ref AS s_ref, s.knowledge_urls AS s_knowledge_urls, s.is_custom AS s_is_custom, s.user_comment AS s_user_comment,
              s.user_rating AS s_user_rating, s.created_at AS s_created_at, s.updated_at AS s_updated_at
       FROM meals m
       LEFT JOIN summaries s ON s.project_id = m.project_id AND s.user_id = m.user_id AND s.summary_id = m.summary_id
       WHERE m.project_id = $1 AND m.user_id = $2
         AND (b.lo IS NULL OR m.meal_time >= b.lo) AND (b.hi IS NULL OR m.meal_time < b.hi)
         AND ($5::timestamptz IS NULL OR (m.meal_time, m.meal_id) < ($5::timestamptz, $6::uuid))
       ORDER BY m.meal_time DESC, m.meal_id DESC
       LIMIT $7
     ) p ON true`,
    [projectId, userId, f.startDate ?? null, f.endDate ?? null, f.after?.mealTime ?? null, f.after?.id ?? null, f.limit + 1],
  )
  const head = r.rows[0]!
  const rows = r.rows.filter((x) => x.meal_id !== null)
  const page = rows.slice(0, f.limit)
  const summaryOf = (x: Record<string, unknown>) => {
    if (x['s_summary_id'] === null) return undefined
    const s = Object.fromEntries(Object.entries(x).filter(([k]) => k.startsWith('s_')).map(([k, v]) => [k.slice(2), v]))
    return toSummary(projectId, s as unknown as Parameters<typeof toSummary>[1])
  }
  const last = page[page.length - 1]
  return {
    userExists: head.user_exists,
    meals: page.map((x) => toMeal(projectId, x, summaryOf(x))),
    total: head.total,
    more: rows.length > f.limit,
    last: last && { mealTime: last.meal_time.toISOString(), id: last.meal_id },
  }
}
