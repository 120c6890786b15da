// Activities: workouts and mindfulness sessions, replaced whole by each PUT.
import type { Queryable } from '../../db/pool.js'
import type { Outcome } from '../../db/group-commit.js'
import { batchUpsert, declareUpsert } from '../batch-upsert.js'
import { isoInstant, type ListPage } from '../../db/list.js'
import { type Shape, shapeColumns, shapeJson, shapeText } from '../../db/shape.js'
import { groupingLockSql } from '../../db/grouping-lock.js'
import { changedJobSql, enqueueJobsSql, localDaySql, periodJobsSql } from '../../queue/insight-jobs.js'
import { pushSyncsSql } from '../data-syncs/index.js'
import { queueWorkoutAnalyticsSql } from '../../queue/workout-analytics-jobs.js'
import type { CompactStreams } from '../../analytics/index.js'
import type { ActivityRequest } from './schemas.js'
import { listUserResource, userResource, type ListQuery } from '../user-resource.js'

/**
 * An activity, declared once: its JSON (GET, list item, export line), its PUT's answer written from
 * the request, the stored instants and its group, and the columns its write takes from the
 * request. The fields without a column of their own are stored in `fields` and spliced in, in
 * jsonb's order; then its group and whether it is the one of its group that counts (group_id and
 * selected: computed, never taken from the request; see GROUPING below).
 */
const ACTIVITY: Shape = {
  alias: 'a',
  fields: {
    id: { kind: 'value', column: 'activity_id', type: 'text' },
    project_id: { kind: 'value' },
    user_id: { kind: 'value' },
    type: { kind: 'value', type: 'text' },
    start_datetime: { kind: 'instant', type: 'timestamptz' },
    end_datetime: { kind: 'instant', type: 'timestamptz' },
    duration_seconds: { kind: 'value', type: 'integer' },
    fields: { kind: 'spread', type: 'jsonb' },
    group_id: { kind: 'value' },
    selected: { kind: 'value' },
    created_at: { kind: 'instant', type: 'timestamptz' },
    updated_at: { kind: 'instant', type: 'timestamptz' },
  },
}

/**
 * GROUPING (CONTRACT "One activity per workout"): overlapping workouts of one sport share a group
 * and one of them is selected. Kept by healthd_regroup_activities (migration 0020, which states
 * the rule), called in the statement of every write after its rows are written: `rows` is a
 * relation of the activities written or deleted (project_id, user_id, activity_id, group_id: the
 * group before the write; with what was written: start_datetime, end_datetime, type, fields and
 * selected, NULL for a deletion), or of users with the rest NULL (every activity of the user).
 * `locked`: the statement took the users' grouping lock before it wrote. Its answer: each activity
 * of the part regrouped, with its group, selection and whether its selection changed (`flipped`:
 * the row is marked summary_due; its user needs a 'changed' job).
 */
const regroupSql = (rows: string, locked: boolean) =>
  `SELECT r.project_id, r.user_id, r.activity_id, r.group_id, r.selected, r.flipped
   FROM (SELECT array_agg(x.project_id) AS p, array_agg(x.user_id) AS u, array_agg(x.activity_id) AS i, array_agg(x.group_id) AS g,
                array_agg(x.start_datetime) AS st, array_agg(x.end_datetime) AS en, array_agg(x.type) AS k,
                array_agg(x.fields ->> 'type_name') AS sp, array_agg(x.selected) AS sel
         FROM (${rows}) x) k,
        healthd_regroup_activities(k.p, k.u, k.i, k.g, k.st, k.en, k.k, k.sp, k.sel, ${locked}) r`

/** The shape's own members (the request's id, user_id and project_id are the path's): the rest of a request is `fields`. */
const OWN_COLUMNS = new Set(Object.keys(ACTIVITY.fields).filter((k) => ACTIVITY.fields[k]!.kind !== 'spread' && !ACTIVITY.fields[k]!.from))

/** The request's fields that have no column of their own (kept in `fields`). */
function ownFields(body: ActivityRequest): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  for (const k in body) if (!OWN_COLUMNS.has(k)) fields[k] = (body as Record<string, unknown>)[k]
  return fields
}

export interface ActivityWrite {
  projectId: string
  userId: string
  activityId: string
  body: ActivityRequest
  /** An import's workout: analysed from these streams (none: no samples), which are kept (workout_streams). */
  imported?: { streams: CompactStreams | undefined } | undefined
  /** What the workout's analysis keeps (activities.analytics: see analytics.ts); none: not analysed. */
  analytics?: object | undefined
}

export const activityKey = (w: ActivityWrite) => `${w.projectId}\u0000${w.userId}\u0000${w.activityId}`

/**
 * The workouts a write or deletion changes for the analytics' history, as entries of
 * queueWorkoutAnalyticsSql: `changed` (a relation of project_id, user_id, activity_id, the start
 * written or NULL, and the start before or NULL) with `others` true, and `flipped` (project_id,
 * user_id, activity_id and start of the workouts whose selection the regrouping changed) with
 * `others` false.
 */
const analyticsEntriesSql = (changed: string, flipped: string) =>
  `SELECT c.project_id, c.user_id, c.activity_id, v.from_at, true AS others
   FROM (${changed}) c CROSS JOIN LATERAL (VALUES (c.start_now), (c.start_before)) AS v(from_at) WHERE v.from_at IS NOT NULL
   UNION ALL
   SELECT f.project_id, f.user_id, f.activity_id, f.start_datetime, false FROM (${flipped}) f`

/**
 * The workouts of `rg` (a regrouping's answer) whose selection flipped, with their start: from
 * `written` (the rows the statement wrote, when it wrote them) or the table, one primary-key probe
 * each (as a join, the planner would scan the table into a hash).
 */
const flippedSql = (written?: string) =>
  `SELECT rg.project_id, rg.user_id, rg.activity_id, ${written ? 'coalesce(fw.start_datetime, fa.start_datetime)' : 'fa.start_datetime'} AS start_datetime
   FROM rg${written ? ` LEFT JOIN ${written} fw ON fw.project_id = rg.project_id AND fw.user_id = rg.user_id AND fw.activity_id = rg.activity_id` : ''}
   LEFT JOIN LATERAL (SELECT a.start_datetime FROM activities a
                      WHERE a.project_id = rg.project_id AND a.user_id = rg.user_id AND a.activity_id = rg.activity_id AND a.type = 'workout' LIMIT 1) fa ON true
   WHERE rg.flipped`

/**
 * An activity's write: the request replaces every column (a new row takes a group of its own), the
 * row is marked summary_due, the provider's data-sync entry is pushed, and the insight jobs it
 * needs are queued: the user's 'changed' job, due now (almost always pending already under a sync,
 * so nothing is written for it), which summarises the marked rows and schedules the local day and
 * week of their start when it runs; and, when a PUT moves an activity to another local day, the
 * day and week it left. The users' grouping lock is taken before the rows are written, and the
 * written rows regrouped after (their former groups, and what they overlap now): an activity whose
 * selection changes is marked summary_due too, under the same 'changed' job. The analytics: an
 * imported workout's kept streams are deleted when it is replaced, and the users whose analysed
 * workouts after a changed one (its start, tss or analytics, or its selection) need computing
 * again get a job (queueWorkoutAnalyticsSql).
 */
const UPSERT = declareUpsert({
  name: 'healthd_upsert_activities',
  table: 'activities',
  columns: { ...shapeColumns(ACTIVITY), analytics: 'jsonb' },
  key: ['activity_id'],
  summaryDue: true,
  userTz: true,
  before: groupingLockSql('array_agg(x.project_id)', 'array_agg(x.user_id)'),
  effects: [
    [
      'rg',
      regroupSql('SELECT w.project_id, w.user_id, w.activity_id, w.group_id, w.start_datetime, w.end_datetime, w.type, w.fields, w.selected FROM w', true),
    ],
    // The rows replaced, as they were: one primary-key probe each (as a join, once it is read
    // twice, the planner scanned the table into a hash).
    [
      'old',
      `SELECT x.project_id, x.user_id, x.activity_id, p.start_datetime, x.tz, p.type, p.tss, p.analytics
       FROM x CROSS JOIN LATERAL (
         SELECT p.start_datetime, p.type, p.fields -> 'tss' AS tss, p.analytics FROM activities p
         WHERE p.project_id = x.project_id AND p.user_id = x.user_id AND p.activity_id = x.activity_id LIMIT 1) p`,
    ],
    // Each written row with what it replaced (`old`). `same`: its start, tss and analytics are as
    // they were, so it changes no other workout's history.
    [
      'prev',
      `SELECT w.project_id, w.user_id, w.activity_id, CASE WHEN w.type = 'workout' THEN w.start_datetime END AS start_now,
              CASE WHEN o.type = 'workout' THEN o.start_datetime END AS start_before, o.analytics ? 'streams' AS had_streams,
              o.type IS NOT DISTINCT FROM w.type AND o.start_datetime = w.start_datetime
                AND o.tss IS NOT DISTINCT FROM w.fields -> 'tss' AND o.analytics IS NOT DISTINCT FROM w.analytics AS same
       FROM w LEFT JOIN old o ON o.project_id = w.project_id AND o.user_id = w.user_id AND o.activity_id = w.activity_id`,
    ],
    // An imported workout's streams go when it is replaced (an import writes its own again after).
    [
      'st',
      `DELETE FROM workout_streams s USING prev d
       WHERE d.had_streams AND s.project_id = d.project_id AND s.user_id = d.user_id AND s.activity_id = d.activity_id`,
    ],
    [
      'aj',
      queueWorkoutAnalyticsSql(
        analyticsEntriesSql(
          `SELECT d.project_id, d.user_id, d.activity_id, d.start_now, d.start_before FROM prev d WHERE NOT coalesce(d.same, false)`,
          flippedSql('w'),
        ),
        true,
      ),
    ],
    // A workout's provider is its data_source, a mindfulness session's its provider.
    [
      'ds',
      pushSyncsSql(
        `SELECT w.project_id, w.user_id, CASE WHEN w.type = 'workout' THEN w.fields->>'data_source' ELSE w.fields->>'provider' END AS provider FROM w`,
        'activities',
      ),
    ],
    [
      'j',
      enqueueJobsSql(`${changedJobSql('SELECT w.project_id, w.user_id FROM w')}
         UNION ALL
         ${periodJobsSql(`SELECT o.project_id, o.user_id, ${localDaySql('o.start_datetime', 'o.tz')} AS day, o.tz
           FROM old o JOIN w USING (project_id, user_id, activity_id)
           WHERE ${localDaySql('o.start_datetime', 'o.tz')} <> ${localDaySql('w.start_datetime', 'o.tz')}`)}`),
    ],
  ],
  // The key, the instants as stored (PostgreSQL's own reading of the request's timestamps, in the
  // API's format) and the group; everything else is what the request sent.
  answer: `w.project_id, w.user_id, w.activity_id, ${isoInstant('w.start_datetime')} AS start_datetime, ${isoInstant('w.end_datetime')} AS end_datetime,
            ${isoInstant('w.created_at')} AS created_at, ${isoInstant('w.updated_at')} AS updated_at,
            coalesce(rg.group_id, w.group_id) AS group_id, coalesce(rg.selected, w.selected) AS selected`,
  // (The regrouping answers every row it was given: the row as written is only a fallback.)
  answerJoin: 'LEFT JOIN rg ON rg.project_id = w.project_id AND rg.user_id = w.user_id AND rg.activity_id = w.activity_id',
})

/**
 * Creates or replaces activities, one statement for any number of them (of any users), each
 * answered by its JSON text; an activity whose user does not exist is not written.
 */
export function upsertActivities(db: Queryable, writes: ActivityWrite[]): Promise<Outcome<string>[]> {
  // The row is the request (every column is replaced), so the answer is written from it and the
  // instants the statement returned, without reading the row back.
  return batchUpsert(
    db,
    UPSERT,
    writes,
    (w: ActivityWrite) => ({
      project_id: w.projectId,
      user_id: w.userId,
      activity_id: w.activityId,
      type: typeOf(w.body),
      start_datetime: w.body.start_datetime,
      end_datetime: w.body.end_datetime,
      duration_seconds: w.body.duration_seconds,
      fields: ownFields(w.body),
      analytics: w.analytics ?? null,
      created_at: w.body.created_at,
      updated_at: w.body.updated_at,
    }),
    {
      ofWrite: activityKey,
      ofRow: (row: { project_id: string; user_id: string; activity_id: string }) =>
        activityKey({ projectId: row.project_id, userId: row.user_id, activityId: row.activity_id } as ActivityWrite),
    },
    (_w, at, input) => shapeText(ACTIVITY, { ...input, ...at }),
  )
}

/** Which of a user's activities among `ids` exist, with their created_at (an import keeps it when it replaces one). */
export async function existingActivities(db: Queryable, projectId: string, userId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map()
  const r = await db.query<{ activity_id: string; created_at: string }>(
    `SELECT activity_id, ${isoInstant('created_at')} AS created_at FROM activities WHERE project_id = $1 AND user_id = $2 AND activity_id = ANY ($3::text[])`,
    [projectId, userId, ids],
  )
  return new Map(r.rows.map((x) => [x.activity_id, x.created_at]))
}

function typeOf(body: ActivityRequest): 'workout' | 'mindfulness' {
  return 'type' in body && body.type === 'workout' ? 'workout' : 'mindfulness'
}

/** The JSON of an activity `a` (its GET, its list item and its export line). */
export const ACTIVITY_JSON = shapeJson(ACTIVITY)

/**
 * Activities as a user resource: GET, list (newest start first; start_date and end_date are local
 * days of the start) and DELETE, which recomputes the day and week the activity was in, removes
 * the summary about it, and queues the re-computation of the analysed workouts after it.
 */
export const ACTIVITIES = userResource({
  what: 'activity',
  table: 'activities',
  alias: 'a',
  key: [['activity_id', 'a.activity_id', 'text']],
  item: ACTIVITY_JSON,
  list: {
    items: 'activities',
    at: 'a.start_datetime',
    id: 'a.activity_id',
    days: { instant: 'a.start_datetime' },
    filters: [
      { name: 'type', cast: 'text', sql: (p) => `a.type = ${p}` },
      { name: 'selected', cast: 'boolean', sql: (p) => `a.selected = ${p}` },
      { name: 'group_id', cast: 'numeric', sql: (p) => `a.group_id = ${p}` },
    ],
  },
  deleted: {
    event: 'activities:deleted',
    ids: { activity_id: 'activity_id' },
    day: (tz) => localDaySql('g.start_datetime', tz),
    summaries: `ARRAY['WorkoutSummary:' || g.activity_id, 'MindfulsessionSummary:' || g.activity_id]`,
    // The rest of its group is regrouped (another of it may be selected now, or the group split).
    lock: groupingLockSql('ARRAY[$1::text]', 'ARRAY[$2::text]'),
    effects: [
      // (NULL for what was written: the row is gone.)
      [
        'rg',
        regroupSql(
          'SELECT g.project_id, g.user_id, g.activity_id, g.group_id, NULL::timestamptz AS start_datetime, NULL::timestamptz AS end_datetime, NULL::text AS type, NULL::jsonb AS fields, NULL::boolean AS selected FROM g',
          true,
        ),
      ],
      ['rj', enqueueJobsSql(changedJobSql('SELECT rg.project_id, rg.user_id FROM rg WHERE rg.flipped'))],
      // The later workouts' history loses it (or gains the one selected in its place).
      [
        'aj',
        queueWorkoutAnalyticsSql(
          analyticsEntriesSql(
            `SELECT g.project_id, g.user_id, g.activity_id, NULL::timestamptz AS start_now, CASE WHEN g.type = 'workout' THEN g.start_datetime END AS start_before FROM g`,
            flippedSql(),
          ),
          true,
        ),
      ],
    ],
  },
})

/**
 * Groups and selects every activity of a user again (after a source-priority change); answers how
 * many changed selection (their summaries follow under the user's 'changed' job, queued here, and
 * the analysed workouts after them are computed again: a workout analytics job, queued here).
 */
export async function regroupUserActivities(db: Queryable, projectId: string, userId: string): Promise<number> {
  const r = await db.query<{ flipped: number }>({
    name: 'healthd_regroup_user_activities',
    text: `WITH rg AS (${regroupSql(
      `SELECT $1::text AS project_id, $2::text AS user_id, NULL::text AS activity_id, NULL::bigint AS group_id, NULL::timestamptz AS start_datetime,
              NULL::timestamptz AS end_datetime, NULL::text AS type, NULL::jsonb AS fields, NULL::boolean AS selected`,
      false,
    )}),
      rj AS (${enqueueJobsSql(changedJobSql('SELECT rg.project_id, rg.user_id FROM rg WHERE rg.flipped'))}),
      aj AS (${queueWorkoutAnalyticsSql(
        analyticsEntriesSql(
          'SELECT NULL::text AS project_id, NULL::text AS user_id, NULL::text AS activity_id, NULL::timestamptz AS start_now, NULL::timestamptz AS start_before WHERE false',
          flippedSql(),
        ),
        true,
      )})
      SELECT count(*) FILTER (WHERE rg.flipped)::int AS flipped FROM rg`,
    values: [projectId, userId],
  })
  return r.rows[0]?.flipped ?? 0
}

/** A page of a user's activities, newest first, by the list's filters (the API's list and the agents' tool). */
export function listActivities(db: Queryable, projectId: string, userId: string, query: ListQuery, limit: number): Promise<ListPage> {
  return listUserResource(db, ACTIVITIES, projectId, userId, query, { limit })
}
