// Custom record types (per project) and custom records (per user): SQL only.
import { prepared, type Queryable } from '../../db/pool.js'
import { listPage, when, type ListPage, type UserItem } from '../../db/list.js'
import { type Shape, shapeJson } from '../../db/shape.js'
import { LOCAL_DAY_BOUNDS } from '../../db/local-days.js'
import { orUserNotFound } from '../../db/pg-errors.js'
import { pushSyncsSql } from '../data-syncs/index.js'
import type { KeysetPosition } from '../../db/list.js'
import { enqueueJobsSql, periodJobsSql } from '../../queue/insight-jobs.js'
import { appendEventsSql } from '../events/index.js'
import type { CustomRecordType, Granularity, ValueRange } from './schemas.js'

// ---- types -------------------------------------------------------------------------------

export interface TypeRow {
  name: string
  description: string | null
  granularity: Granularity
  unit: string | null
  value: ValueRange | null
  data_schema: Record<string, unknown> | null
  /** md5 of the schema's text: with updated_at, the version of a compiled validator. */
  schema_digest: string | null
  /** One of the types every project has (BUILT_IN_TYPES): it cannot be changed or deleted. */
  built_in: boolean
  created_at: Date
  updated_at: Date
}

const TYPE_COLUMNS = `name, description, granularity, unit, value, data_schema, md5(data_schema::text) AS schema_digest, built_in, created_at, updated_at`

export function toType(r: TypeRow): CustomRecordType {
  return {
    name: r.name,
    ...(r.description !== null ? { description: r.description } : {}),
    granularity: r.granularity,
    ...(r.unit !== null ? { unit: r.unit } : {}),
    ...(r.value !== null ? { value: r.value } : {}),
    ...(r.data_schema !== null ? { data_schema: r.data_schema } : {}),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  }
}

export interface TypeFields {
  description: string | null
  granularity: Granularity
  unit: string | null
  value: ValueRange | null
  data_schema: object | null
}

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v))

export async function listTypes(db: Queryable, projectId: string): Promise<TypeRow[]> {
  const r = await db.query<TypeRow>(`SELECT ${TYPE_COLUMNS} FROM custom_record_types WHERE project_id = $1 ORDER BY name`, [projectId])
  return r.rows
}

/**
 * A type; `lock` `share` holds it against changes until the transaction ends (a record write
 * validated against it), `update` against record writes too (a change checked against them).
 */
export async function getType(db: Queryable, projectId: string, name: string, lock?: 'share' | 'update'): Promise<TypeRow | undefined> {
  const r = await db.query<TypeRow>(
    `SELECT ${TYPE_COLUMNS} FROM custom_record_types WHERE project_id = $1 AND name = $2${lock === 'share' ? ' FOR SHARE' : lock === 'update' ? ' FOR UPDATE' : ''}`,
    [projectId, name],
  )
  return r.rows[0]
}

/**
 * The number of types the project defined (the built-in ones not counted), its row locked until the
 * transaction ends so that concurrent creations count one after the other (NO KEY: rows that only
 * reference the project go on).
 */
export async function countTypesLocked(tx: Queryable, projectId: string): Promise<number> {
  const r = await tx.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM custom_record_types WHERE project_id = $1 AND NOT built_in)::int AS n FROM projects WHERE project_id = $1 FOR NO KEY UPDATE`,
    [projectId],
  )
  return r.rows[0]?.n ?? 0
}

/** Undefined when the name is taken. */
export async function insertType(tx: Queryable, projectId: string, name: string, f: TypeFields): Promise<TypeRow | undefined> {
  const r = await tx.query<TypeRow>(
    `INSERT INTO custom_record_types (project_id, name, description, granularity, unit, value, data_schema)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)
     ON CONFLICT (project_id, name) DO NOTHING
     RETURNING ${TYPE_COLUMNS}`,
    [projectId, name, f.description, f.granularity, f.unit, json(f.value), json(f.data_schema)],
  )
  return r.rows[0]
}

export async function updateType(tx: Queryable, projectId: string, name: string, f: TypeFields): Promise<TypeRow> {
  const r = await tx.query<TypeRow>(
    `UPDATE custom_record_types SET description = $3, granularity = $4, unit = $5, value = $6::jsonb, data_schema = $7::jsonb,
       updated_at = greatest(date_trunc('milliseconds', now()), updated_at + interval '1 millisecond')
     WHERE project_id = $1 AND name = $2
     RETURNING ${TYPE_COLUMNS}`,
    [projectId, name, f.description, f.granularity, f.unit, json(f.value), json(f.data_schema)],
  )
  return r.rows[0]!
}

/** Deletes a type that has no records and is not built in: `missing`, `built_in`, `in_use`, or `deleted`. */
export async function deleteType(db: Queryable, projectId: string, name: string): Promise<'missing' | 'built_in' | 'in_use' | 'deleted'> {
  const r = await db.query<{ built_in: boolean; in_use: boolean; deleted: number }>(
    `WITH t AS (
       SELECT built_in, EXISTS (SELECT 1 FROM custom_records r WHERE r.project_id = $1 AND r.type = $2) AS in_use
       FROM custom_record_types WHERE project_id = $1 AND name = $2
     ), d AS (
       DELETE FROM custom_record_types x USING t WHERE x.project_id = $1 AND x.name = $2 AND NOT t.in_use AND NOT t.built_in RETURNING x.name
     )
     SELECT t.built_in, t.in_use, (SELECT count(*) FROM d)::int AS deleted FROM t`,
    [projectId, name],
  )
  const row = r.rows[0]
  if (!row) return 'missing'
  if (row.built_in) return 'built_in'
  return row.deleted === 1 ? 'deleted' : 'in_use'
}

export async function hasRecords(db: Queryable, projectId: string, name: string): Promise<boolean> {
  const r = await db.query<{ used: boolean }>(`SELECT EXISTS (SELECT 1 FROM custom_records WHERE project_id = $1 AND type = $2) AS used`, [projectId, name])
  return r.rows[0]!.used
}

/** The first record of a type (by user, id) whose value lies outside [minimum, maximum]. */
export async function firstOutOfRange(
  db: Queryable,
  projectId: string,
  name: string,
  range: ValueRange,
): Promise<{ user_id: string; record_id: string; value: number } | undefined> {
  const r = await db.query<{ user_id: string; record_id: string; value: number }>(
    `SELECT user_id, record_id, value FROM custom_records
     WHERE project_id = $1 AND type = $2 AND value IS NOT NULL AND (value < $3::numeric OR value > $4::numeric)
     ORDER BY user_id, record_id LIMIT 1`,
    [projectId, name, range.minimum ?? null, range.maximum ?? null],
  )
  return r.rows[0]
}

export interface RecordDataRow {
  user_id: string
  record_id: string
  data: Record<string, unknown> | null
}

/** A batch of a type's records' data, in (user, id) order after `after`. */
export async function recordDataBatch(
  db: Queryable,
  projectId: string,
  name: string,
  after: { userId: string; recordId: string } | undefined,
  limit: number,
): Promise<RecordDataRow[]> {
  const r = await db.query<RecordDataRow>(
    `SELECT user_id, record_id, data FROM custom_records
     WHERE project_id = $1 AND type = $2 AND ($3::text IS NULL OR (user_id, record_id) > ($3, $4::text))
     ORDER BY user_id, record_id LIMIT $5`,
    [projectId, name, after?.userId ?? null, after?.recordId ?? null, limit],
  )
  return r.rows
}

// ---- records -----------------------------------------------------------------------------

/**
 * A record, declared once: its JSON (GET, list item, export line, its PUT's answer, the data
 * tools' items), written by PostgreSQL from the row as stored.
 */
const RECORD: Shape = {
  alias: 'c',
  fields: {
    id: { kind: 'value', column: 'record_id' },
    type: { kind: 'value' },
    user_id: { kind: 'value' },
    project_id: { kind: 'value' },
    date: { kind: 'value', sql: 'c.date::text', optional: true },
    recorded_at: { kind: 'instant', optional: true },
    value: { kind: 'value', optional: true },
    data: { kind: 'json', optional: true },
    providers: { kind: 'value' },
    ref: { kind: 'value', optional: true },
    created_at: { kind: 'instant' },
    updated_at: { kind: 'instant' },
  },
}

/** The JSON of a record `c`. */
export const RECORD_JSON = shapeJson(RECORD)

export interface RecordWrite {
  projectId: string
  userId: string
  type: string
  recordId: string
  date: string | null
  recordedAt: string | null
  value: number | null
  data: Record<string, unknown> | null
  providers: string[]
  ref: string | null
}

/** Day jobs (the DailySummary) of the local days in `days`, a relation (project_id, user_id, day, tz). */
const dayJobsSql = (days: string) => enqueueJobsSql(`SELECT * FROM (${periodJobsSql(days)}) p WHERE p.kind = 'day'`)

/** Thin event data: ids and the record's day or instant, no health data. */
const EVENT_DATA = `jsonb_strip_nulls(jsonb_build_object('project_id', c.project_id, 'user_id', c.user_id, 'record_type', c.type,
  'record_id', c.record_id, 'date', c.date::text, 'recorded_at', to_char(c.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))`

/**
 * Creates or replaces a record in one statement, answering it as the JSON text its routes send
 * (RECORD_JSON of the row written), with its event (custom_records:created or :updated) and, for
 * a day record, the day jobs of its old and new day. Undefined when the user does not exist. Run
 * it in the transaction that locked the type (getType share).
 */
export async function upsertRecord(tx: Queryable, w: RecordWrite): Promise<{ json: string; created: boolean } | undefined> {
  const r = await tx
    .query<{ created: boolean; json: string }>(
      `WITH u AS (
       SELECT coalesce(tz_offset, 0) AS tz FROM users WHERE project_id = $1 AND user_id = $2
     ), old AS (
       SELECT date FROM custom_records WHERE project_id = $1 AND user_id = $2 AND type = $3 AND record_id = $4
     ), c AS (
       INSERT INTO custom_records AS c (project_id, user_id, type, record_id, date, recorded_at, value, data, providers, ref)
       SELECT $1, $2, $3, $4, $5::date, date_trunc('milliseconds', $6::timestamptz), $7::numeric, $8::jsonb, $9::text[], $10 FROM u
       ON CONFLICT (project_id, user_id, type, record_id) DO UPDATE SET
         date = EXCLUDED.date, recorded_at = EXCLUDED.recorded_at, value = EXCLUDED.value, data = EXCLUDED.data,
         providers = EXCLUDED.providers, ref = EXCLUDED.ref, updated_at = date_trunc('milliseconds', now())
       RETURNING c.*
     ), ds AS (
       ${pushSyncsSql('SELECT c.project_id, c.user_id, unnest(c.providers) AS provider FROM c', 'custom_records')}
     ), j AS (
       ${dayJobsSql(`SELECT c.project_id, c.user_id, d.day, u.tz FROM c, u, LATERAL (SELECT c.date AS day UNION SELECT date FROM old) d WHERE d.day IS NOT NULL`)}
     ), src AS (
       SELECT c.project_id, CASE WHEN EXISTS (SELECT 1 FROM old) THEN 'custom_records:updated' ELSE 'custom_records:created' END AS type,
              c.user_id, ${EVENT_DATA} AS data, 1 AS ord
       FROM c
     ), ${appendEventsSql('src')}
     SELECT ${RECORD_JSON} AS json, NOT EXISTS (SELECT 1 FROM old) AS created FROM c`,
      [w.projectId, w.userId, w.type, w.recordId, w.date, w.recordedAt, w.value === null ? null : String(w.value), json(w.data), w.providers, w.ref],
    )
    .catch(orUserNotFound) // the user deleted meanwhile (the type is locked: its key holds)
  const row = r.rows[0]
  return row && { json: row.json, created: row.created }
}

/** The statement of upsertImportedRecords (its text is the same for every batch). */
const UPSERT_IMPORTED = `WITH x AS (
       SELECT x.* FROM jsonb_to_recordset($1::jsonb) AS x(project_id text, user_id text, type text, record_id text, date date,
         recorded_at timestamptz, value numeric, data jsonb, providers text[], ref text)
     ), u AS (
       SELECT DISTINCT x.project_id, x.user_id, coalesce(us.tz_offset, 0) AS tz FROM x JOIN users us USING (project_id, user_id)
     ), old AS (
       SELECT o.project_id, o.user_id, o.type, o.record_id, o.date FROM custom_records o JOIN x USING (project_id, user_id, type, record_id)
     ), c AS (
       INSERT INTO custom_records AS c (project_id, user_id, type, record_id, date, recorded_at, value, data, providers, ref)
       SELECT x.project_id, x.user_id, x.type, x.record_id, x.date, date_trunc('milliseconds', x.recorded_at), x.value, x.data, x.providers, x.ref
       FROM x JOIN u USING (project_id, user_id)
       ORDER BY x.project_id, x.user_id, x.type, x.record_id
       ON CONFLICT (project_id, user_id, type, record_id) DO UPDATE SET
         date = EXCLUDED.date, recorded_at = EXCLUDED.recorded_at, value = EXCLUDED.value, data = EXCLUDED.data,
         providers = EXCLUDED.providers, ref = EXCLUDED.ref, updated_at = date_trunc('milliseconds', now())
       WHERE (c.date, c.recorded_at, c.value, c.data, c.providers, c.ref)
             IS DISTINCT FROM (EXCLUDED.date, EXCLUDED.recorded_at, EXCLUDED.value, EXCLUDED.data, EXCLUDED.providers, EXCLUDED.ref)
       RETURNING c.*
     ), ds AS (
       ${pushSyncsSql('SELECT c.project_id, c.user_id, unnest(c.providers) AS provider FROM c', 'custom_records')}
     ), j AS (
       ${dayJobsSql(`SELECT c.project_id, c.user_id, d.day, u.tz FROM c JOIN u USING (project_id, user_id),
         LATERAL (SELECT c.date AS day UNION SELECT o.date FROM old o WHERE (o.project_id, o.user_id, o.type, o.record_id) = (c.project_id, c.user_id, c.type, c.record_id)) d
         WHERE d.day IS NOT NULL`)}
     ), src AS (
       SELECT c.project_id,
              CASE WHEN EXISTS (SELECT 1 FROM old o WHERE (o.project_id, o.user_id, o.type, o.record_id) = (c.project_id, c.user_id, c.type, c.record_id))
                   THEN 'custom_records:updated' ELSE 'custom_records:created' END AS type,
              c.user_id, ${EVENT_DATA} AS data, row_number() OVER (ORDER BY c.user_id, c.type, c.record_id) AS ord
       FROM c
     ), ${appendEventsSql('src')}
     SELECT count(*)::int AS written FROM c`

/**
 * Creates or replaces records that a computation owns (the day measures of imports), any number in
 * one statement, with the effects a PUT of each has (its event, its day's DailySummary job, its
 * providers' data syncs); a record whose content would not change is left as it is, with no event.
 * The records are not checked against their types: their writer builds them to the built-in types.
 * Answers how many were created or changed. Records of users that do not exist are left out.
 */
export async function upsertImportedRecords(tx: Queryable, rows: readonly RecordWrite[]): Promise<number> {
  if (!rows.length) return 0
  const input = rows.map((w) => ({
    project_id: w.projectId,
    user_id: w.userId,
    type: w.type,
    record_id: w.recordId,
    date: w.date,
    recorded_at: w.recordedAt,
    value: w.value,
    data: w.data,
    providers: w.providers,
    ref: w.ref,
  }))
  const r = await tx.query<{ written: number }>(prepared('healthd_upsert_imported_records', UPSERT_IMPORTED, [JSON.stringify(input)]))
  return r.rows[0]!.written
}

/** Deletes a record with its custom_records:deleted event (and its day's job); false when absent. */
export async function deleteRecord(tx: Queryable, projectId: string, userId: string, type: string, recordId: string): Promise<boolean> {
  const r = await tx.query<{ deleted: number }>(
    `WITH c AS (
       DELETE FROM custom_records WHERE project_id = $1 AND user_id = $2 AND type = $3 AND record_id = $4
       RETURNING project_id, user_id, type, record_id, date, recorded_at
     ), j AS (
       ${dayJobsSql(`SELECT c.project_id, c.user_id, c.date AS day, coalesce(u.tz_offset, 0) AS tz
                    FROM c JOIN users u ON u.project_id = c.project_id AND u.user_id = c.user_id WHERE c.date IS NOT NULL`)}
     ), src AS (
       SELECT c.project_id, 'custom_records:deleted' AS type, c.user_id, ${EVENT_DATA} AS data, 1 AS ord FROM c
     ), ${appendEventsSql('src')}
     SELECT count(*)::int AS deleted FROM c`,
    [projectId, userId, type, recordId],
  )
  return r.rows[0]!.deleted === 1
}

/**
 * A record as the JSON text the API sends for it, whether its user exists and whether its type
 * does, in one round trip; the user and the type are looked up only when the record is missing.
 */
export async function getRecordJson(
  db: Queryable,
  projectId: string,
  userId: string,
  type: string,
  recordId: string,
): Promise<UserItem & { typeExists: boolean }> {
  const r = await db.query<{ json: string | null; user_exists: boolean; type_exists: boolean }>(
    `SELECT i.json, i.json IS NOT NULL OR EXISTS (SELECT 1 FROM users WHERE project_id = $1 AND user_id = $2) AS user_exists,
            i.json IS NOT NULL OR EXISTS (SELECT 1 FROM custom_record_types WHERE project_id = $1 AND name = $3) AS type_exists
     FROM (SELECT (SELECT ${RECORD_JSON} FROM custom_records c
                   WHERE c.project_id = $1 AND c.user_id = $2 AND c.type = $3 AND c.record_id = $4) AS json) i`,
    [projectId, userId, type, recordId],
  )
  const row = r.rows[0]!
  return { json: row.json ?? undefined, userExists: row.user_exists, typeExists: row.type_exists }
}

/**
 * A user's records of one type, newest first by date or recorded_at, then id; filtered by local
 * days (a day record's date is one; an instant's is found by the user's tz_offset).
 */
export function listRecords(
  db: Queryable,
  projectId: string,
  userId: string,
  type: string,
  granularity: Granularity,
  f: { startDate?: string | undefined; endDate?: string | undefined; limit: number; after?: KeysetPosition | undefined },
): Promise<ListPage> {
  const days =
    granularity === 'day'
      ? `${when(f.startDate, '$3::date', 'c.date >= $3::date')} AND ${when(f.endDate, '$4::date', 'c.date <= $4::date')}`
      : `${when(f.startDate, '$3::date', 'c.recorded_at >= b.lo')} AND ${when(f.endDate, '$4::date', 'c.recorded_at < b.hi')}`
  return listPage(
    db,
    {
      with: LOCAL_DAY_BOUNDS,
      head: 'b',
      from: 'custom_records c',
      where: `c.project_id = $1 AND c.user_id = $2 AND c.type = $5 AND ${days}`,
      at: 'c.sort_at',
      id: 'c.record_id',
      idType: 'text',
      item: RECORD_JSON,
      params: [projectId, userId, f.startDate ?? null, f.endDate ?? null, type],
    },
    f,
  )
}

export interface RecordsOfType {
  userExists: boolean
  type: { name: string; granularity: Granularity; unit: string | null; description: string | null } | null
  total: number
  /** Newest first, as the list route writes them. */
  items: Record<string, unknown>[]
}

/**
 * A user's newest records of one type with the type itself, in one round trip (the data tools'
 * read): whether the user and the type exist, the type's unit and description, the total in the
 * local-day range and the first `limit` records. Day records filter by date, instants by the
 * user's local days.
 */
export async function recordsWithType(
  db: Queryable,
  projectId: string,
  userId: string,
  type: string,
  f: { startDate?: string | undefined; endDate?: string | undefined; limit: number },
): Promise<RecordsOfType> {
  const match = `c.project_id = $1 AND c.user_id = $2 AND c.type = $5 AND CASE WHEN t.granularity = 'day'
      THEN ($3::date IS NULL OR c.date >= $3::date) AND ($4::date IS NULL OR c.date <= $4::date)
      ELSE (b.lo IS NULL OR c.recorded_at >= b.lo) AND (b.hi IS NULL OR c.recorded_at < b.hi) END`
  const r = await db.query<{ user_exists: boolean; type: RecordsOfType['type']; total: number; items: Record<string, unknown>[] | null }>(
    `WITH ${LOCAL_DAY_BOUNDS},
     t AS (SELECT name, granularity, unit, description FROM custom_record_types WHERE project_id = $1 AND name = $5)
     SELECT b.user_exists, (SELECT row_to_json(t) FROM t) AS type,
            (SELECT count(*) FROM custom_records c, t WHERE ${match})::int AS total,
            (SELECT json_agg(x.item ORDER BY x.n) FROM (
               SELECT ${RECORD_JSON}::json AS item, row_number() OVER (ORDER BY c.sort_at DESC, c.record_id DESC) AS n
               FROM custom_records c, t WHERE ${match}
               ORDER BY c.sort_at DESC, c.record_id DESC LIMIT $6) x) AS items
     FROM b`,
    [projectId, userId, f.startDate ?? null, f.endDate ?? null, type, f.limit],
  )
  const row = r.rows[0]!
  return { userExists: row.user_exists, type: row.type, total: row.total, items: row.items ?? [] }
}
