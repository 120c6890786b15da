// Workout analytics' SQL (migration 0021): what a workout's analysis reads (the user's thresholds,
// time zone and history: the selected workouts before it), the imported streams it keeps, and the
// pages a re-computation reads and writes.
import type { Queryable } from '../../db/pool.js'
import { groupingLockSql } from '../../db/grouping-lock.js'
import type { CompactStreams, Thresholds, WorkoutSummary } from '../../analytics/index.js'
import { changedJobSql, enqueueJobsSql } from '../../queue/insight-jobs.js'

/** What an analysed workout keeps besides its fields (activities.analytics). */
export interface StoredAnalytics {
  /** the fields healthd filled: a re-computation replaces these and keeps the others */
  filled: string[]
  /** computed from the streams kept in workout_streams (an import's) */
  streams?: true
  best_20min_power?: number
  best_20min_hr?: number
  best_5s_hr?: number
}

export interface UserAnalyticsContext {
  projectId: string
  userId: string
  thresholds: Thresholds | null
  tz: number
  /** the selected workouts in the range asked, in start order */
  history: WorkoutSummary[]
}

/** A workout's start in ms since the epoch (µs kept as a fraction). */
const MS = (at: string) => `(extract(epoch FROM ${at}) * 1000)::float8`
/** A workout's tss as stored (a number, else none). */
const TSS = (a: string) => `CASE WHEN jsonb_typeof(${a}.fields -> 'tss') = 'number' THEN (${a}.fields ->> 'tss')::float8 END`
const BEST = (a: string, k: keyof StoredAnalytics) => `(${a}.analytics ->> '${k}')::float8`

interface HistoryRow {
  starts: number[] | null
  tss: (number | null)[] | null
  p20: (number | null)[] | null
  h20: (number | null)[] | null
  h5: (number | null)[] | null
}

const HISTORY_SELECT = `array_agg(${MS('a.start_datetime')} ORDER BY a.start_datetime, a.activity_id) AS starts,
    array_agg(${TSS('a')} ORDER BY a.start_datetime, a.activity_id) AS tss,
    array_agg(${BEST('a', 'best_20min_power')} ORDER BY a.start_datetime, a.activity_id) AS p20,
    array_agg(${BEST('a', 'best_20min_hr')} ORDER BY a.start_datetime, a.activity_id) AS h20,
    array_agg(${BEST('a', 'best_5s_hr')} ORDER BY a.start_datetime, a.activity_id) AS h5`

function summaries(r: HistoryRow): WorkoutSummary[] {
  const out: WorkoutSummary[] = []
  const n = r.starts?.length ?? 0
  for (let i = 0; i < n; i++) {
    const s: WorkoutSummary = { start: r.starts![i]!, tss: r.tss![i] ?? 0 }
    if (r.p20![i] != null) s.best_20min_power = r.p20![i]!
    if (r.h20![i] != null) s.best_20min_hr = r.h20![i]!
    if (r.h5![i] != null) s.best_5s_hr = r.h5![i]!
    out.push(s)
  }
  return out
}

/**
 * For each request (a user, a range of starts [from, to), and the ids to leave out: the write's own
 * workouts), the user's thresholds and tz_offset and the summaries of their selected workouts in
 * the range. One statement; a user who does not exist is not answered.
 */
export async function analyticsContexts(
  db: Queryable,
  requests: readonly { projectId: string; userId: string; from: string; to: string }[],
  leftOut: readonly { projectId: string; userId: string; activityId: string }[],
): Promise<UserAnalyticsContext[]> {
  const r = await db.query<HistoryRow & { project_id: string; user_id: string; thresholds: Thresholds | null; tz: number }>(
    `SELECT k.p AS project_id, k.u AS user_id, u.thresholds, coalesce(u.tz_offset, 0) AS tz, h.*
     FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::timestamptz[]) AS k(p, u, lo, hi)
     JOIN users u ON u.project_id = k.p AND u.user_id = k.u
     CROSS JOIN LATERAL (
       SELECT ${HISTORY_SELECT}
       FROM activities a
       WHERE a.project_id = k.p AND a.user_id = k.u AND a.start_datetime >= k.lo AND a.start_datetime < k.hi AND a.type = 'workout' AND a.selected
         AND NOT EXISTS (SELECT 1 FROM unnest($5::text[], $6::text[], $7::text[]) AS x(p, u, id) WHERE x.p = a.project_id AND x.u = a.user_id AND x.id = a.activity_id)
     ) h`,
    [
      requests.map((q) => q.projectId),
      requests.map((q) => q.userId),
      requests.map((q) => q.from),
      requests.map((q) => q.to),
      leftOut.map((x) => x.projectId),
      leftOut.map((x) => x.userId),
      leftOut.map((x) => x.activityId),
    ],
  )
  return r.rows.map((row) => ({ projectId: row.project_id, userId: row.user_id, thresholds: row.thresholds, tz: row.tz, history: summaries(row) }))
}

export interface StreamsWrite {
  projectId: string
  userId: string
  activityId: string
  streams: CompactStreams
}

/** Keeps imported workouts' streams (their activities written just before, in the same transaction). */
export async function writeStreams(db: Queryable, rows: readonly StreamsWrite[]): Promise<void> {
  if (!rows.length) return
  await db.query(
    `INSERT INTO workout_streams AS s (project_id, user_id, activity_id, seconds, segments, hr, power)
     SELECT x.p, x.u, x.id, x.seconds, x.segments::integer[], x.hr, x.power
     FROM unnest($1::text[], $2::text[], $3::text[], $4::integer[], $5::text[], $6::bytea[], $7::bytea[]) AS x(p, u, id, seconds, segments, hr, power)
     ORDER BY 1, 2, 3
     ON CONFLICT (project_id, user_id, activity_id) DO UPDATE SET seconds = EXCLUDED.seconds, segments = EXCLUDED.segments, hr = EXCLUDED.hr, power = EXCLUDED.power`,
    [
      rows.map((w) => w.projectId),
      rows.map((w) => w.userId),
      rows.map((w) => w.activityId),
      rows.map((w) => w.streams.seconds),
      rows.map((w) => `{${w.streams.segments.join(',')}}`),
      rows.map((w) => w.streams.hr),
      rows.map((w) => w.streams.power),
    ],
  )
}

/** A user's thresholds and tz_offset, or undefined when there is no such user. */
export async function userThresholds(db: Queryable, projectId: string, userId: string): Promise<{ thresholds: Thresholds | null; tz: number } | undefined> {
  const r = await db.query<{ thresholds: Thresholds | null; tz: number }>(
    'SELECT thresholds, coalesce(tz_offset, 0) AS tz FROM users WHERE project_id = $1 AND user_id = $2',
    [projectId, userId],
  )
  return r.rows[0]
}

/** The summaries of a user's selected workouts starting in the `days` up to `at` (an ISO instant or '-infinity'), `at` included, in start order. */
export async function historyUpTo(db: Queryable, projectId: string, userId: string, at: string, days: number): Promise<WorkoutSummary[]> {
  const r = await db.query<HistoryRow>(
    `SELECT ${HISTORY_SELECT} FROM activities a
     WHERE a.project_id = $1 AND a.user_id = $2 AND a.start_datetime >= $3::timestamptz - make_interval(days => $4) AND a.start_datetime <= $3::timestamptz
       AND a.type = 'workout' AND a.selected`,
    [projectId, userId, at, days],
  )
  return r.rows[0] ? summaries(r.rows[0]) : []
}

/** A workout a re-computation reads: what history needs of it, and what its analysis needs when it has one. */
export interface RecomputeRow {
  activity_id: string
  /** ISO instant to the microsecond (the page's cursor) and ms since the epoch */
  start: string
  start_ms: number
  selected: boolean
  fields: Record<string, unknown>
  analytics: StoredAnalytics | null
  xmin: string
  seconds: number | null
  segments: number[] | null
  hr: Uint8Array | null
  power: Uint8Array | null
}

const ISO_US = (at: string) => `to_char(${at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

/**
 * The next page of a user's workouts that a re-computation goes through, in (start, id) order after
 * `after` (or, without one, starting after `from`): the analysed ones (to compute again) and the
 * selected ones (history of the next).
 */
export async function recomputePage(
  db: Queryable,
  projectId: string,
  userId: string,
  from: string,
  after: { start: string; id: string } | undefined,
  limit: number,
): Promise<RecomputeRow[]> {
  const r = await db.query<RecomputeRow>(
    `SELECT a.activity_id, ${ISO_US('a.start_datetime')} AS start, ${MS('a.start_datetime')} AS start_ms, a.selected, a.fields, a.analytics,
            a.xmin::text AS xmin, s.seconds, s.segments, s.hr, s.power
     FROM activities a
     LEFT JOIN workout_streams s ON s.project_id = a.project_id AND s.user_id = a.user_id AND s.activity_id = a.activity_id
     WHERE a.project_id = $1 AND a.user_id = $2 AND a.type = 'workout' AND (a.selected OR a.analytics IS NOT NULL)
       AND CASE WHEN $4::timestamptz IS NULL THEN a.start_datetime > $3::timestamptz
                ELSE (a.start_datetime, a.activity_id) > ($4::timestamptz, $5::text) END
     ORDER BY a.start_datetime, a.activity_id
     LIMIT $6`,
    [projectId, userId, from, after?.start ?? null, after?.id ?? null, limit],
  )
  return r.rows
}

export interface RecomputedWorkout {
  activity_id: string
  /** the row's xmin when it was read: a row written since is left to the write's own job */
  xmin: string
  fields: Record<string, unknown>
  analytics: StoredAnalytics
}

/**
 * Stores a page of re-computed workouts: each whose fields or analytics changed, unless it was
 * written since it was read; a selected one is marked summary_due and the user's 'changed' insight
 * job queued, so its summary and its day's and week's follow. Under the user's grouping lock,
 * as every write of several of a user's activities. Answers how many changed.
 */
export async function storeRecomputed(db: Queryable, projectId: string, userId: string, rows: readonly RecomputedWorkout[]): Promise<number> {
  if (!rows.length) return 0
  const r = await db.query<{ n: number }>(
    `WITH lk AS (
       SELECT ${groupingLockSql('ARRAY[$1::text]', 'ARRAY[$2::text]')} AS held
     ), up AS (
       UPDATE activities a SET fields = u.fields, analytics = u.analytics, summary_due = a.summary_due OR a.selected
       FROM jsonb_to_recordset($3::jsonb) AS u(activity_id text, xmin text, fields jsonb, analytics jsonb)
       WHERE (SELECT held FROM lk) AND a.project_id = $1 AND a.user_id = $2 AND a.activity_id = u.activity_id AND a.xmin = u.xmin::xid
         AND (a.fields IS DISTINCT FROM u.fields OR a.analytics IS DISTINCT FROM u.analytics)
       RETURNING a.selected
     ), j AS (
       ${enqueueJobsSql(changedJobSql('SELECT DISTINCT $1::text AS project_id, $2::text AS user_id FROM up WHERE up.selected'))}
     )
     SELECT count(*)::int AS n FROM up`,
    [projectId, userId, JSON.stringify(rows)],
  )
  return r.rows[0]?.n ?? 0
}
