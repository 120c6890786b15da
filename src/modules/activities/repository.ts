// Activities: workouts and mindfulness sessions, replaced whole by each PUT.
import type { Queryable } from '../../db/pool.js'
import type { Outcome } from '../../db/group-commit.js'
import { batchUpsert, declareUpsert } from '../batch-upsert.js'
import { compactJson, isoInstant, jsonObject, type ListPage } from '../../db/list.js'
import { changedJobSql, enqueueJobsSql, localDaySql, periodJobsSql } from '../../queue/insight-jobs.js'
import { pushSyncsSql } from '../data-syncs/index.js'
import type { Activity, ActivityRequest } from './schemas.js'
import { listUserResource, userResource, type ListQuery } from '../user-resource.js'

const OWN_COLUMNS = new Set(['id', 'user_id', 'project_id', 'type', 'start_datetime', 'end_datetime', 'duration_seconds', 'created_at', 'updated_at'])

/** An activity's instants as the API writes them (ISO 8601, UTC, milliseconds). */
interface Instants {
  start_datetime: string
  end_datetime: string
  created_at: string
  updated_at: string
}

function activityOf(
  projectId: string,
  userId: string,
  activityId: string,
  type: 'workout' | 'mindfulness',
  durationSeconds: number,
  fields: Record<string, unknown>,
  at: Instants,
): Activity {
  return {
    id: activityId,
    project_id: projectId,
    user_id: userId,
    type,
    start_datetime: at.start_datetime,
    end_datetime: at.end_datetime,
    duration_seconds: durationSeconds,
    ...fields,
    // A mindfulness session always says whether it is grouped and whether it counts.
    ...(type === 'mindfulness'
      ? { group_id: (fields['group_id'] as number | undefined) ?? null, selected: (fields['selected'] as boolean | undefined) ?? true }
      : {}),
    created_at: at.created_at,
    updated_at: at.updated_at,
  } as Activity
}

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
}

export const activityKey = (w: ActivityWrite) => `${w.projectId}\u0000${w.userId}\u0000${w.activityId}`

/**
 * An activity's write: the request replaces every column, the row is marked summary_due, the
 * provider's data-sync entry is pushed, and the insight jobs it needs are queued: the user's
 * 'changed' job, due now (almost always pending already under a sync, so nothing is written for
 * it), which summarises the marked rows and schedules the local day and week of their start when
 * it runs; and, when a PUT moves an activity to another local day, the day and week it left.
 */
const UPSERT = declareUpsert({
  name: 'healthd_upsert_activities',
  table: 'activities',
  columns: {
    activity_id: 'text',
    type: 'text',
    start_datetime: 'timestamptz',
    end_datetime: 'timestamptz',
    duration_seconds: 'integer',
    fields: 'jsonb',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  key: ['activity_id'],
  summaryDue: true,
  userTz: true,
  effects: [
    ['old', 'SELECT p.project_id, p.user_id, p.activity_id, p.start_datetime, x.tz FROM activities p JOIN x USING (project_id, user_id, activity_id)'],
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
  // The key, and the instants as stored (PostgreSQL's own reading of the request's timestamps, in
  // the API's format); everything else is what the request sent.
  answer: `project_id, user_id, activity_id, ${isoInstant('start_datetime')} AS start_datetime, ${isoInstant('end_datetime')} AS end_datetime,
            ${isoInstant('created_at')} AS created_at, ${isoInstant('updated_at')} AS updated_at`,
})

/** Creates or replaces activities, one statement for any number of them (of any users); an activity whose user does not exist is not written. */
export function upsertActivities(db: Queryable, writes: ActivityWrite[]): Promise<Outcome<Activity>[]> {
  // The row is the request (every column is replaced), so the answer is built from it and the
  // instants the statement returned, without reading the row back.
  return batchUpsert(
    db,
    UPSERT,
    writes,
    ({ projectId, userId, activityId, body }: ActivityWrite) => ({
      project_id: projectId,
      user_id: userId,
      activity_id: activityId,
      type: typeOf(body),
      start_datetime: body.start_datetime,
      end_datetime: body.end_datetime,
      duration_seconds: body.duration_seconds,
      fields: ownFields(body),
      created_at: body.created_at,
      updated_at: body.updated_at,
    }),
    {
      ofWrite: activityKey,
      ofRow: (row: Instants & { project_id: string; user_id: string; activity_id: string }) =>
        activityKey({ projectId: row.project_id, userId: row.user_id, activityId: row.activity_id } as ActivityWrite),
    },
    (w, at, input) => activityOf(w.projectId, w.userId, w.activityId, input.type, input.duration_seconds, input.fields, at),
  )
}

function typeOf(body: ActivityRequest): 'workout' | 'mindfulness' {
  return 'type' in body && body.type === 'workout' ? 'workout' : 'mindfulness'
}

/** The stored fields `f.t` of an activity `a` (a mindfulness session's group_id and selected set apart), compact. */
const ACTIVITY_FIELDS = `CROSS JOIN LATERAL (SELECT ${compactJson(`CASE WHEN a.type = 'mindfulness' THEN a.fields - 'group_id' - 'selected' ELSE a.fields END`)} AS t) f`
/** An activity `a` with its stored fields `f.t`. */
export const ACTIVITY_FROM = `activities a ${ACTIVITY_FIELDS}`

const ACTIVITY_HEAD = jsonObject({
  id: ['a.activity_id', 'value'],
  project_id: ['a.project_id', 'value'],
  user_id: ['a.user_id', 'value'],
  type: ['a.type', 'value'],
  start_datetime: ['a.start_datetime', 'instant'],
  end_datetime: ['a.end_datetime', 'instant'],
  duration_seconds: ['a.duration_seconds', 'value'],
})
const ACTIVITY_TAIL = jsonObject({ created_at: ['a.created_at', 'instant'], updated_at: ['a.updated_at', 'instant'] })

/**
 * The JSON of an activity of ACTIVITY_FROM (its GET and its export line): the fixed fields, the
 * stored fields spliced in, a mindfulness session's group_id (null) and selected (true), the
 * timestamps.
 */
export const ACTIVITY_JSON = `(left(${ACTIVITY_HEAD}, -1)
  || coalesce(',' || nullif(substr(f.t, 2, length(f.t) - 2), ''), '')
  || CASE WHEN a.type = 'mindfulness'
       THEN ',"group_id":' || coalesce(a.fields -> 'group_id', 'null'::jsonb)::text
         || ',"selected":' || coalesce(nullif(a.fields -> 'selected', 'null'::jsonb), 'true'::jsonb)::text
       ELSE '' END
  || ',' || substr(${ACTIVITY_TAIL}, 2))`

/**
 * Activities as a user resource: GET, list (newest start first; start_date and end_date are local
 * days of the start) and DELETE, which recomputes the day and week the activity was in and removes
 * the summary about it.
 */
export const ACTIVITIES = userResource({
  what: 'activity',
  table: 'activities',
  alias: 'a',
  join: ACTIVITY_FIELDS,
  key: [['activity_id', 'a.activity_id', 'text']],
  item: ACTIVITY_JSON,
  list: {
    items: 'activities',
    at: 'a.start_datetime',
    id: 'a.activity_id',
    days: { instant: 'a.start_datetime' },
    filters: [
      { name: 'type', cast: 'text', sql: (p) => `a.type = ${p}` },
      // An activity that does not say is selected (alone in its group).
      { name: 'selected', cast: 'boolean', sql: (p) => `coalesce((a.fields ->> 'selected')::boolean, true) = ${p}` },
      { name: 'group_id', cast: 'numeric', sql: (p) => `a.fields -> 'group_id' = to_jsonb(${p})` },
    ],
  },
  deleted: {
    event: 'activities:deleted',
    ids: { activity_id: 'activity_id' },
    day: (tz) => localDaySql('g.start_datetime', tz),
    summaries: `ARRAY['WorkoutSummary:' || g.activity_id, 'MindfulsessionSummary:' || g.activity_id]`,
  },
})

/** A page of a user's activities, newest first, by the list's filters (the API's list and the agents' tool). */
export function listActivities(db: Queryable, projectId: string, userId: string, query: ListQuery, limit: number): Promise<ListPage> {
  return listUserResource(db, ACTIVITIES, projectId, userId, query, { limit })
}
