// What the insights are computed from: one user's profile and data over a window of local days,
// loaded in one statement (for one job, or for several jobs of a user at once) and then used in
// memory by every generator.
import { prepared, type Queryable } from '../db/pool.js'
import { addDays, localDay } from '../time/calendar.js'

export interface Profile {
  tz: number
  language: string | null
  gender: 'male' | 'female' | 'other' | null
  birthday: string | null
  height: number | null
  weight: number | null
  /**
   * The thresholds the user set (users.thresholds), positive numbers only; absent when none is set.
   * A workout's threshold that the user did not set was guessed (CONTRACT "Workout analytics").
   */
  thresholds?: UserThresholds
}

/** The user's own thresholds: each present only when set to a positive number. */
export interface UserThresholds {
  ftp?: number
  lthr?: number
  mhr?: number
}

/** The set members of users.thresholds (a value that is not a positive number counts as unset). */
function setThresholds(raw: unknown): { thresholds: UserThresholds } | Record<string, never> {
  if (!raw || typeof raw !== 'object') return {}
  const out: UserThresholds = {}
  for (const k of ['ftp', 'lthr', 'mhr'] as const) {
    const v = (raw as Record<string, unknown>)[k]
    if (typeof v === 'number' && Number.isFinite(v) && v > 0) out[k] = v
  }
  return Object.keys(out).length ? { thresholds: out } : {}
}

/** The users columns a profile is read from. */
interface ProfileRow {
  tz_offset: number | null
  language: string | null
  gender: Profile['gender']
  birthday: string | null
  height: number | null
  weight: number | null
  thresholds: unknown
}

/** A user's row as the profile the generators read. */
function profileOf(u: ProfileRow): Profile {
  return {
    tz: u.tz_offset ?? 0,
    language: u.language,
    gender: u.gender,
    birthday: u.birthday,
    height: u.height,
    weight: u.weight,
    ...setThresholds(u.thresholds),
  }
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

/** A custom record of a day-granularity type with a numeric value (DailySummary.custom_records). */
export interface CustomDayRec {
  date: string
  type: string
  id: string
  value: number
  unit: string | null
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
  /** Numeric day-granularity custom records; absent when there are none. */
  customRecords?: CustomDayRec[]
}

/** Days of history every generator may look back over (impact analyses use 8 weeks). */
export const HISTORY_DAYS = 56

export async function loadProfile(db: Queryable, projectId: string, userId: string): Promise<Profile | undefined> {
  const r = await db.query<ProfileRow>(
    `SELECT tz_offset, language, gender, birthday::text AS birthday, height, weight, thresholds FROM users WHERE project_id = $1 AND user_id = $2`,
    [projectId, userId],
  )
  const u = r.rows[0]
  return u ? profileOf(u) : undefined
}

let habitCache: { at: number; habits: Map<string, HabitInfo> } | undefined

export async function loadHabits(db: Queryable): Promise<Map<string, HabitInfo>> {
  if (habitCache && Date.now() - habitCache.at < 60_000) return habitCache.habits
  const r = await db.query<HabitInfo>('SELECT name, title, category, potential_impacts FROM habits WHERE NOT in_trash')
  const habits = new Map(r.rows.map((h) => [h.name, h]))
  habitCache = { at: Date.now(), habits }
  return habits
}

/** What a job (or several jobs of one user) needs loaded. */
export interface ContextRequest {
  /** Local days [from, to] to summarise; each is loaded with the HISTORY_DAYS before it. */
  windows?: { from: string; to: string }[]
  /** Activities whose local day (of their start) is summarised. */
  activityIds?: string[]
  /** The facts' day too: the user's last closed local day at this instant. */
  factsAt?: Date
}

/**
 * A user's data over one or more disjoint ranges of local days (history included), loaded in
 * one statement. Generators never see it whole: sliceContext cuts from it the UserContext that
 * loadContext would have loaded for a window.
 */
export interface LoadedData extends UserContext {
  /** The merged ranges of local days loaded, inclusive, in order. */
  ranges: [string, string][]
  /**
   * The activities over those ranges that are not the selected one of their group (another source
   * of the same workout): they feed no summary, fact or load (`activities` holds the selected ones
   * alone); a job about one of them removes its summary.
   */
  unselected: ActivityRec[]
}

// Ranges of local days [lo, hi] (history included): those asked for, those of the activities
// named (their local day and the HISTORY_DAYS before), and the facts' day; merged where they
// overlap or touch. Then the profile, and each data source over each range, as JSON arrays.
// Instants come as whole epoch milliseconds (floor, as pg's timestamptz parser truncates).
const LOAD_SQL = `WITH u AS (
    SELECT tz_offset, language, gender, birthday::text AS birthday, height, weight, thresholds, coalesce(tz_offset, 0) AS tz
    FROM users WHERE project_id = $1 AND user_id = $2
  ), want AS (
    SELECT w.lo, w.hi FROM unnest($3::date[], $4::date[]) AS w(lo, hi)
    UNION ALL
    SELECT x.d - ${HISTORY_DAYS}, x.d FROM (
      SELECT ((a.start_datetime AT TIME ZONE 'UTC') + make_interval(secs => u.tz))::date AS d
      FROM u, activities a WHERE a.project_id = $1 AND a.user_id = $2 AND a.activity_id = ANY ($5::text[])
      UNION ALL
      SELECT (($6::timestamptz AT TIME ZONE 'UTC') + make_interval(secs => u.tz))::date - 1 FROM u WHERE $6::timestamptz IS NOT NULL
    ) x
  ), reach AS (
    SELECT lo, hi, max(hi) OVER (ORDER BY lo, hi ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS before FROM want
  ), islands AS (
    SELECT lo, hi, count(*) FILTER (WHERE before IS NULL OR lo > before + 1) OVER (ORDER BY lo, hi ROWS UNBOUNDED PRECEDING) AS island FROM reach
  ), ranges AS (
    SELECT min(lo) AS lo, max(hi) AS hi FROM islands GROUP BY island
  ), spans AS (
    SELECT r.lo, r.hi, (r.lo::timestamp AT TIME ZONE 'UTC') - make_interval(secs => u.tz) AS lo_at,
           ((r.hi + 1)::timestamp AT TIME ZONE 'UTC') - make_interval(secs => u.tz) AS hi_at
    FROM ranges r, u
  )
  SELECT u.tz_offset, u.language, u.gender, u.birthday, u.height, u.weight, u.thresholds,
    (SELECT json_agg(json_build_array(lo::text, hi::text) ORDER BY lo) FROM ranges) AS ranges,
    (SELECT json_agg(json_build_array(a.activity_id, a.type, floor(extract(epoch FROM a.start_datetime) * 1000), floor(extract(epoch FROM a.end_datetime) * 1000),
                                      a.duration_seconds, a.fields, a.selected) ORDER BY a.start_datetime, a.activity_id)
     FROM spans r JOIN activities a ON a.project_id = $1 AND a.user_id = $2 AND a.start_datetime >= r.lo_at AND a.start_datetime < r.hi_at) AS activities,
    (SELECT json_agg(json_build_array(d.type, d.date::text, d.name, d.value, d.providers) ORDER BY d.date, d.name)
     FROM ranges r JOIN daily_records d ON d.project_id = $1 AND d.user_id = $2 AND d.type IN ('scores', 'logs') AND d.date BETWEEN r.lo AND r.hi) AS days,
    (SELECT json_agg(json_build_array(s.summary_id::text, floor(extract(epoch FROM s.period_start) * 1000), s.data->'totals', (s.data->>'confidence')::float8)
                     ORDER BY s.period_start, s.summary_id)
     FROM spans r JOIN summaries s ON s.project_id = $1 AND s.user_id = $2 AND s.name = 'MealSummary' AND s.period_start >= r.lo_at AND s.period_start < r.hi_at) AS meals,
    (SELECT json_agg(json_build_array(b.name, b.mean, b.median, b.std, b.size)) FROM baselines b WHERE b.project_id = $1 AND b.user_id = $2) AS baselines,
    (SELECT json_agg(json_build_array(c.date::text, c.type, c.record_id, c.value, t.unit) ORDER BY c.date, c.type, c.record_id)
     FROM ranges r JOIN custom_records c ON c.project_id = $1 AND c.user_id = $2 AND c.date BETWEEN r.lo AND r.hi AND c.value IS NOT NULL
     JOIN custom_record_types t ON t.project_id = c.project_id AND t.name = c.type) AS custom
  FROM u`

type Row = ProfileRow & {
  ranges: [string, string][] | null
  activities: [string, ActivityRec['type'], number, number, number, Record<string, unknown>, boolean][] | null
  days: ['scores' | 'logs', string, string, number | string | null, string[]][] | null
  meals: [string, number, Record<string, number> | null, number | string | null][] | null
  baselines: [string, number | string, number | string, number | string, number | string][] | null
  custom: [string, string, string, number, string | null][] | null
}

/** A float8 inside JSON: a number, or NaN and ±Infinity as strings. */
const f8 = <T extends number | string | null>(v: T): number | Exclude<T, string> => (typeof v === 'string' ? Number(v) : (v as Exclude<T, string>))

/** Loads what `req` asks for in one statement. Undefined when the user does not exist. */
export async function loadUserData(db: Queryable, projectId: string, userId: string, req: ContextRequest): Promise<LoadedData | undefined> {
  const windows = req.windows ?? []
  const [r, habits] = await Promise.all([
    db.query<Row>(
      prepared('insights-load-context', LOAD_SQL, [
        projectId,
        userId,
        windows.map((w) => addDays(w.from, -HISTORY_DAYS)),
        windows.map((w) => w.to),
        req.activityIds ?? [],
        req.factsAt ?? null,
      ]),
    ),
    loadHabits(db),
  ])
  const u = r.rows[0]
  if (!u) return undefined
  const profile = profileOf(u)
  const tz = profile.tz
  const ranges = u.ranges ?? []
  const scores: DayValue[] = []
  const logs: DayValue[] = []
  for (const [type, date, name, value, providers] of u.days ?? []) (type === 'scores' ? scores : logs).push({ date, name, value: f8(value), providers })
  // Only the selected activity of each group counts (CONTRACT "One activity per workout").
  const activities: ActivityRec[] = []
  const unselected: ActivityRec[] = []
  for (const [id, type, start, end, duration_seconds, fields, selected] of u.activities ?? []) {
    const s = new Date(start)
    ;(selected ? activities : unselected).push({ id, type, start: s, end: new Date(end), duration_seconds, fields, day: localDay(s, tz) })
  }
  return {
    projectId,
    userId,
    profile,
    from: ranges[0]?.[0] ?? '',
    to: ranges[ranges.length - 1]?.[1] ?? '',
    ranges,
    activities,
    unselected,
    scores,
    logs,
    meals: (u.meals ?? []).map(([summary_id, at, totals, confidence]) => {
      const t = new Date(at)
      return { summary_id, meal_time: t, day: localDay(t, tz), totals: totals ?? {}, confidence: f8(confidence) }
    }),
    baselines: new Map(
      (u.baselines ?? []).map(([name, mean, median, std, size]) => [name, { name, mean: f8(mean), median: f8(median), std: f8(std), size: f8(size) }]),
    ),
    habits,
    ...(u.custom ? { customRecords: u.custom.map(([date, type, id, value, unit]) => ({ date, type, id, value, unit })) } : {}),
  }
}

/**
 * The UserContext of local days [from, to] (with the HISTORY_DAYS before) cut from loaded data:
 * exactly the rows loadContext would load for that window. Undefined when the data does not
 * cover it.
 */
export function sliceContext(data: LoadedData, from: string, to: string): UserContext | undefined {
  const first = addDays(from, -HISTORY_DAYS)
  const range = data.ranges.find(([lo, hi]) => lo <= first && to <= hi)
  if (!range) return undefined
  const base = { projectId: data.projectId, userId: data.userId, profile: data.profile, baselines: data.baselines, habits: data.habits, from: first, to }
  if (data.ranges.length === 1 && range[0] === first && range[1] === to) {
    return {
      ...base,
      activities: data.activities,
      scores: data.scores,
      logs: data.logs,
      meals: data.meals,
      ...(data.customRecords ? { customRecords: data.customRecords } : {}),
    }
  }
  const inside = (day: string) => day >= first && day <= to
  const custom = data.customRecords?.filter((c) => inside(c.date))
  return {
    ...base,
    activities: data.activities.filter((a) => inside(a.day)),
    scores: data.scores.filter((s) => inside(s.date)),
    logs: data.logs.filter((l) => inside(l.date)),
    meals: data.meals.filter((m) => inside(m.day)),
    ...(custom?.length ? { customRecords: custom } : {}),
  }
}

/**
 * Loads the user's data for local days [from, to] (from is widened by HISTORY_DAYS so every
 * look-back window is complete). Undefined when the user does not exist.
 */
export async function loadContext(db: Queryable, projectId: string, userId: string, from: string, to: string): Promise<UserContext | undefined> {
  const data = await loadUserData(db, projectId, userId, { windows: [{ from, to }] })
  return data && sliceContext(data, from, to)
}

/** Which daily scores are sleep scores (a SleepSummary is written for each). */
export const isSleepScore = (name: string) => /sleep/i.test(name)

/** A habit-log record counts as done unless its value says 0 (an explicit "not done"). */
export const habitDone = (l: DayValue) => l.value === null || l.value > 0
