// Daily records: one row per (user, type, day, name), replaced by each PUT.
import { prepared, type Queryable } from '../../db/pool.js'
import type { Outcome } from '../../db/group-commit.js'
import { batchUpsert, declareUpsert } from '../batch-upsert.js'
import { isoInstant, type ListPage } from '../../db/list.js'
import { type Shape, shapeColumns, shapeJson, shapeText } from '../../db/shape.js'
import { pushSyncsSql } from '../data-syncs/index.js'
import { changedJobSql, enqueueJobsSql } from '../../queue/insight-jobs.js'
import type { DailyRecordRequest, DailyRecordType } from './schemas.js'
import { deleteWhereSql, listUserResource, userResource, type ListQuery } from '../user-resource.js'

/**
 * A daily record, declared once: its JSON (GET, list, export line), its PUT's answer built from the
 * request and the stored instants, and the columns its write takes from the request.
 */
const DAILY_RECORD: Shape = {
  alias: 'd',
  fields: {
    user_id: { kind: 'value' },
    project_id: { kind: 'value' },
    date: { kind: 'value', sql: 'd.date::text', type: 'date' },
    name: { kind: 'value', type: 'text' },
    type: { kind: 'value', type: 'text' },
    providers: { kind: 'value', type: 'text[]' },
    created_at: { kind: 'instant', type: 'timestamptz' },
    updated_at: { kind: 'instant', type: 'timestamptz' },
    value: { kind: 'value', type: 'double precision', optional: true },
    data: { kind: 'json', type: 'jsonb', optional: true },
    ref: { kind: 'value', type: 'text', optional: true },
  },
}

export interface DailyRecordKey {
  projectId: string
  userId: string
  type: DailyRecordType
  day: string
  name: string
}

export interface DailyRecordWrite extends DailyRecordKey {
  body: DailyRecordRequest
}

/** What identifies a record: writes with the same key never share a statement. */
export const dailyRecordKey = (k: DailyRecordKey) => `${k.projectId}\u0000${k.userId}\u0000${k.type}\u0000${k.day}\u0000${k.name}`

/**
 * A record's write: the request replaces the row (created_at kept unless it gives one), marked
 * summary_due, with its providers' data-sync entries and the user's 'changed' insight job, due now
 * (almost always pending already under a sync), which summarises a marked sleep score and
 * schedules each marked record's day and week when it runs.
 */
const WRITE = {
  columns: shapeColumns(DAILY_RECORD),
  key: ['type', 'date', 'name'],
  defaultNow: ['created_at', 'updated_at'],
  keep: ['created_at'],
  summaryDue: true,
  effects: [
    ['ds', pushSyncsSql('SELECT w.project_id, w.user_id, unnest(w.providers) AS provider FROM w', 'daily_records')],
    ['j', enqueueJobsSql(changedJobSql('SELECT w.project_id, w.user_id FROM w'))],
  ],
} as const
const UPSERT = declareUpsert({
  table: 'daily_records',
  ...WRITE,
  name: 'healthd_upsert_daily_records',
  // The key, and the instants as stored (created_at may be the row's earlier one); the value,
  // data, providers and ref are what the request sent.
  answer: `project_id, user_id, type, date::text AS date, name, ${isoInstant('created_at')} AS created_at, ${isoInstant('updated_at')} AS updated_at`,
})

/** A write as the statement's input row (the declared columns). */
const rowOf = (w: DailyRecordWrite) => ({
  project_id: w.projectId,
  user_id: w.userId,
  type: w.type,
  date: w.day,
  name: w.name,
  value: w.body.value ?? null,
  data: 'data' in w.body && w.body.data !== undefined ? w.body.data : null,
  providers: w.body.providers ?? [],
  ref: w.body.ref ?? null,
  created_at: w.body.created_at ?? null,
  updated_at: w.body.updated_at ?? null,
})

/**
 * Creates or replaces records, one statement for any number of them (of any users). A record
 * whose user does not exist is not written.
 */
export function upsertDailyRecords(db: Queryable, writes: DailyRecordWrite[]): Promise<Outcome<string>[]> {
  // Every column but created_at is replaced by the request, so the answer is built from it and
  // the instants the statement returned, without reading the row back.
  return batchUpsert(
    db,
    UPSERT,
    writes,
    rowOf,
    {
      ofWrite: dailyRecordKey,
      ofRow: (row: { project_id: string; user_id: string; type: DailyRecordType; date: string; name: string; created_at: string; updated_at: string }) =>
        dailyRecordKey({ projectId: row.project_id, userId: row.user_id, type: row.type, day: row.date, name: row.name }),
    },
    (_w, at, input) => shapeText(DAILY_RECORD, { ...input, ...at }),
  )
}

/**
 * The write of a record healthd computes itself (the nightly sleep score of imports, its `ref`
 * naming the formula): like a PUT's, but a stored record is replaced only when it has the same
 * `ref` (a score from anywhere else stays) and something changed.
 */
const UPSERT_DERIVED = declareUpsert({
  table: 'daily_records',
  ...WRITE,
  name: 'healthd_upsert_derived_daily_records',
  replaceWhere: `t.ref IS NOT DISTINCT FROM EXCLUDED.ref AND (t.value, t.data, t.providers) IS DISTINCT FROM (EXCLUDED.value, EXCLUDED.data, EXCLUDED.providers)`,
  answer: 'count(*)::int AS written',
})

/**
 * Writes computed records (see UPSERT_DERIVED) in one statement, with a PUT's effects; answers how
 * many were created or changed. `ref` must be set: it tells the computation's records from others.
 */
export async function upsertDerivedRecords(db: Queryable, writes: readonly DailyRecordWrite[]): Promise<number> {
  if (!writes.length) return 0
  if (writes.some((w) => !w.body.ref)) throw new Error('a computed daily record names its formula in ref')
  // Computed now: the row's instants are the statement's, never a request's.
  const input = writes.map((w) => ({ ...rowOf(w), created_at: null, updated_at: null }))
  const r = await db.query<{ written: number }>(prepared(UPSERT_DERIVED.name, UPSERT_DERIVED.sql, [JSON.stringify(input)]))
  return r.rows[0]?.written ?? 0
}

/**
 * Deletes a computation's records (`ref`) of one type and name on `days`, in one statement with a
 * DELETE's effects (daily_records:deleted, the days' jobs, a sleep score's summary): what the
 * computation no longer finds (a night whose chosen source has no sleep). Answers how many went.
 */
export async function deleteDerivedRecords(
  db: Queryable,
  k: { projectId: string; userId: string; type: DailyRecordType; name: string; ref: string },
  days: readonly string[],
): Promise<number> {
  if (!days.length) return 0
  const r = await db.query<{ deleted: number }>({
    name: 'healthd_delete_derived_daily_records',
    text: DELETE_DERIVED,
    values: [k.projectId, k.userId, k.type, k.name, days, k.ref],
  })
  return r.rows[0]!.deleted
}

/**
 * The days among `days` on which the user has a score named like `name` (case-insensitive
 * substring, as the insights engine tells sleep scores) with another `ref` than `ref`: a score
 * from somewhere else, which a computed one does not join.
 */
export async function daysWithOtherScores(
  db: Queryable,
  projectId: string,
  userId: string,
  days: readonly string[],
  name: string,
  ref: string,
): Promise<Set<string>> {
  if (!days.length) return new Set()
  const r = await db.query<{ date: string }>(
    `SELECT DISTINCT d.date::text AS date FROM daily_records d
     WHERE d.project_id = $1 AND d.user_id = $2 AND d.type = 'scores' AND d.date = ANY ($3::date[])
       AND strpos(lower(d.name), lower($4)) > 0 AND d.ref IS DISTINCT FROM $5`,
    [projectId, userId, days, name, ref],
  )
  return new Set(r.rows.map((x) => x.date))
}

/** The JSON of a daily record `d` (its GET and its export line). */
export const DAILY_RECORD_JSON = shapeJson(DAILY_RECORD)

/**
 * Daily records as a user resource: GET, list (one type, newest day first; days are local days
 * already) and DELETE, which recomputes the record's day and week and removes a sleep score's
 * summary.
 */
export const DAILY_RECORDS = userResource({
  what: 'daily record',
  table: 'daily_records',
  alias: 'd',
  key: [
    ['type', 'd.type', 'text'],
    ['day', 'd.date', 'date'],
    ['name', 'd.name', 'text'],
  ],
  item: DAILY_RECORD_JSON,
  list: {
    items: 'daily_records',
    at: `(d.date::timestamp AT TIME ZONE 'UTC')`,
    id: 'd.name',
    days: { date: 'd.date' },
    filters: [
      { name: 'type', cast: 'text', sql: (p) => `d.type = ${p}` },
      { name: 'name', cast: 'text', sql: (p) => `d.name = ${p}` },
    ],
  },
  deleted: {
    event: 'daily_records:deleted',
    ids: { type: 'type', date: 'date', name: 'name' },
    day: () => 'g.date',
    summaries: `CASE WHEN g.type = 'scores' THEN ARRAY['SleepSummary:' || g.date::text || ':' || g.name] ELSE '{}' END`,
  },
})

/** A computation's records of one type and name on some days, deleted as DELETE deletes one (deleteDerivedRecords). */
const DELETE_DERIVED = deleteWhereSql(
  DAILY_RECORDS,
  'd.project_id = $1 AND d.user_id = $2 AND d.type = $3 AND d.name = $4 AND d.date = ANY ($5::date[]) AND d.ref = $6',
  'g.date',
)

/** A page of a user's daily records, newest first, by the list's filters (the API's list and the agents' tool). */
export function listDailyRecords(db: Queryable, projectId: string, userId: string, query: ListQuery, limit: number): Promise<ListPage> {
  return listUserResource(db, DAILY_RECORDS, projectId, userId, query, { limit })
}
