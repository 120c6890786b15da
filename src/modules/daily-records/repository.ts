// Daily records: one row per (user, type, day, name), replaced by each PUT.
import type { Queryable } from '../../db/pool.js'
import type { Outcome } from '../../db/group-commit.js'
import { batchUpsert, declareUpsert } from '../batch-upsert.js'
import { isoInstant, jsonObject, type ListPage } from '../../db/list.js'
import { pushSyncsSql } from '../data-syncs/index.js'
import { changedJobSql, enqueueJobsSql } from '../../queue/insight-jobs.js'
import type { DailyRecord, DailyRecordRequest, DailyRecordType } from './schemas.js'
import { listUserResource, userResource, type ListQuery } from '../user-resource.js'

interface Row {
  user_id: string
  type: DailyRecordType
  date: string
  name: string
  value: number | null
  data: Record<string, unknown> | null
  providers: string[]
  ref: string | null
  created_at: Date
  updated_at: Date
}

function recordOf(
  projectId: string,
  userId: string,
  type: DailyRecordType,
  date: string,
  name: string,
  v: Pick<Row, 'value' | 'data' | 'providers' | 'ref'>,
  at: { created_at: string; updated_at: string },
): DailyRecord {
  return {
    user_id: userId,
    project_id: projectId,
    date,
    name,
    type,
    ...(v.value !== null ? { value: v.value } : {}),
    ...(v.data !== null ? { data: v.data } : {}),
    providers: v.providers as DailyRecord['providers'],
    ...(v.ref !== null ? { ref: v.ref } : {}),
    created_at: at.created_at,
    updated_at: at.updated_at,
  }
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
const UPSERT = declareUpsert({
  name: 'healthd_upsert_daily_records',
  table: 'daily_records',
  columns: {
    type: 'text',
    date: 'date',
    name: 'text',
    value: 'double precision',
    data: 'jsonb',
    providers: 'text[]',
    ref: 'text',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  key: ['type', 'date', 'name'],
  defaultNow: ['created_at', 'updated_at'],
  keep: ['created_at'],
  summaryDue: true,
  effects: [
    ['ds', pushSyncsSql('SELECT w.project_id, w.user_id, unnest(w.providers) AS provider FROM w', 'daily_records')],
    ['j', enqueueJobsSql(changedJobSql('SELECT w.project_id, w.user_id FROM w'))],
  ],
  // The key, and the instants as stored (created_at may be the row's earlier one); the value,
  // data, providers and ref are what the request sent.
  answer: `project_id, user_id, type, date::text AS date, name, ${isoInstant('created_at')} AS created_at, ${isoInstant('updated_at')} AS updated_at`,
})

/**
 * Creates or replaces records, one statement for any number of them (of any users). A record
 * whose user does not exist is not written.
 */
export function upsertDailyRecords(db: Queryable, writes: DailyRecordWrite[]): Promise<Outcome<DailyRecord>[]> {
  // Every column but created_at is replaced by the request, so the answer is built from it and
  // the instants the statement returned, without reading the row back.
  return batchUpsert(
    db,
    UPSERT,
    writes,
    (w: DailyRecordWrite) => ({
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
    }),
    {
      ofWrite: dailyRecordKey,
      ofRow: (row: { project_id: string; user_id: string; type: DailyRecordType; date: string; name: string; created_at: string; updated_at: string }) =>
        dailyRecordKey({ projectId: row.project_id, userId: row.user_id, type: row.type, day: row.date, name: row.name }),
    },
    (w, at, input) => recordOf(w.projectId, w.userId, w.type, w.day, w.name, input, at),
  )
}

/** The JSON of a daily record `d` (its GET and its export line). */
export const DAILY_RECORD_JSON = jsonObject({
  user_id: ['d.user_id', 'value'],
  project_id: ['d.project_id', 'value'],
  date: ['d.date::text', 'value'],
  name: ['d.name', 'value'],
  type: ['d.type', 'value'],
  providers: ['d.providers', 'value'],
  created_at: ['d.created_at', 'instant'],
  updated_at: ['d.updated_at', 'instant'],
  'value?': ['d.value', 'value'],
  'data?': ['d.data', 'json'],
  'ref?': ['d.ref', 'value'],
})

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

/** A page of a user's daily records, newest first, by the list's filters (the API's list and the agents' tool). */
export function listDailyRecords(db: Queryable, projectId: string, userId: string, query: ListQuery, limit: number): Promise<ListPage> {
  return listUserResource(db, DAILY_RECORDS, projectId, userId, query, { limit })
}
