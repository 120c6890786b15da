// What the insights are computed from: one user's profile and data over a window of local days,
// loaded in a few indexed queries and then used in memory by every generator.
import type { Queryable } from '../db/pool.js'
import { addDays, localDay, localDayStart } from './stats.js'

export interface Profile {
  tz: number
  language: string | null
  gender: 'male' | 'female' | 'other' | null
  birthday: string | null
  height: number | null
  weight: number | null
}

export interface ActivityRec {
  id: string
  type: 'workout' | 'mindfulness'
  start: Date
  end: Date
  duration_seconds: number
  fields: Record<string, unknown>
  /** The user's local day of the start. */
  day: string
}

export interface DayValue {
  date: string
  name: string
  value: number | null
  providers: string[]
}

export interface MealRec {
  summary_id: string
  meal_time: Date
  day: string
  totals: Record<string, number>
  confidence: number | null
}

export interface BaselineRec {
  name: string
  mean: number
  median: number
  std: number
  size: number
}

export interface HabitInfo {
  name: string
  title: string
  category: string
  potential_impacts: Record<string, unknown>
}

export interface UserContext {
  projectId: string
  userId: string
  profile: Profile
  /** Inclusive range of local days loaded. */
  from: string
  to: string
  activities: ActivityRec[]
  scores: DayValue[]
  logs: DayValue[]
  meals: MealRec[]
  baselines: Map<string, BaselineRec>
  habits: Map<string, HabitInfo>
}

/** Days of history every generator may look back over (impact analyses use 8 weeks). */
export const HISTORY_DAYS = 56

export async function loadProfile(db: Queryable, projectId: string, userId: string): Promise<Profile | undefined> {
  const r = await db.query<{ tz_offset: number | null; language: string | null; gender: Profile['gender']; birthday: string | null; height: number | null; weight: number | null }>(
    `SELECT tz_offset, language, gender, birthday::text AS birthday, height, weight FROM users WHERE project_id = $1 AND user_id = $2`,
    [projectId, userId],
  )
  const u = r.rows[0]
  if (!u) return undefined
  return { tz: u.tz_offset ?? 0, language: u.language, gender: u.gender, birthday: u.birthday, height: u.height, weight: u.weight }
}

let habitCache: { at: number; habits: Map<string, HabitInfo> } | undefined

export async function loadHabits(db: Queryable): Promise<Map<string, HabitInfo>> {
  if (habitCache && Date.now() - habitCache.at < 60_000) return habitCache.habits
  const r = await db.query<HabitInfo>('SELECT name, title, category, potential_impacts FROM habits WHERE NOT in_trash')
  const habits = new Map(r.rows.map((h) => [h.name, h]))
  habitCache = { at: Date.now(), habits }
  return habits
}

/**
 * Loads the user's data for local days [from, to] (from is widened by HISTORY_DAYS so every
 * look-back window is complete). Undefined when the user does not exist.
 */
export async function loadContext(db: Queryable, projectId: string, userId: string, from: string, to: string): Promise<UserContext | undefined> {
  const profile = await loadProfile(db, projectId, userId)
  if (!profile) return undefined
  const first = addDays(from, -HISTORY_DAYS)
  const lo = localDayStart(first, profile.tz)
  const hi = localDayStart(addDays(to, 1), profile.tz)
  const args = [projectId, userId]
  const [acts, days, meals, baselines, habits] = await Promise.all([
    db.query<{ activity_id: string; type: ActivityRec['type']; start_datetime: Date; end_datetime: Date; duration_seconds: number; fields: Record<string, unknown> }>(
      `SELECT activity_id, type, start_datetime, end_datetime, duration_seconds, fields FROM activities
       WHERE project_id = $1 AND user_id = $2 AND start_datetime >= $3 AND start_datetime < $4
       ORDER BY start_datetime, activity_id`,
      [...args, lo, hi],
    ),
    db.query<{ type: 'scores' | 'zones' | 'logs'; date: string; name: string; value: number | null; providers: string[] }>(
      `SELECT type, date::text AS date, name, value, providers FROM daily_records
       WHERE project_id = $1 AND user_id = $2 AND type IN ('scores', 'logs') AND date BETWEEN $3 AND $4
       ORDER BY date, name`,
      [...args, first, to],
    ),
    db.query<{ summary_id: string; period_start: Date; totals: Record<string, number> | null; confidence: number | null }>(
      `SELECT summary_id::text AS summary_id, period_start, data->'totals' AS totals, (data->>'confidence')::float8 AS confidence
       FROM summaries WHERE project_id = $1 AND user_id = $2 AND name = 'MealSummary' AND period_start >= $3 AND period_start < $4
       ORDER BY period_start, summary_id`,
      [...args, lo, hi],
    ),
    db.query<BaselineRec>(`SELECT name, mean, median, std, size FROM baselines WHERE project_id = $1 AND user_id = $2`, args),
    loadHabits(db),
  ])
  return {
    projectId,
    userId,
    profile,
    from: first,
    to,
    activities: acts.rows.map((a) => ({
      id: a.activity_id,
      type: a.type,
      start: a.start_datetime,
      end: a.end_datetime,
      duration_seconds: a.duration_seconds,
      fields: a.fields,
      day: localDay(a.start_datetime, profile.tz),
    })),
    scores: days.rows.filter((d) => d.type === 'scores').map(({ date, name, value, providers }) => ({ date, name, value, providers })),
    logs: days.rows.filter((d) => d.type === 'logs').map(({ date, name, value, providers }) => ({ date, name, value, providers })),
    meals: meals.rows.map((m) => ({
      summary_id: m.summary_id,
      meal_time: m.period_start,
      day: localDay(m.period_start, profile.tz),
      totals: m.totals ?? {},
      confidence: m.confidence,
    })),
    baselines: new Map(baselines.rows.map((b) => [b.name, b])),
    habits,
  }
}

/** Which daily scores are sleep scores (a SleepSummary is written for each). */
export const isSleepScore = (name: string) => /sleep/i.test(name)

/** A habit-log record counts as done unless its value says 0 (an explicit "not done"). */
export const habitDone = (l: DayValue) => l.value === null || l.value > 0
