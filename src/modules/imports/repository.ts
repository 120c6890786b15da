// Imports: the uploaded files' rows, which are also their jobs (claimed under a lease, SKIP LOCKED,
// so several processes of one file store share them). SQL only.
import type { Queryable } from '../../db/pool.js'
import { listPage, userItem, type KeysetPosition, type ListPage, type UserItem } from '../../db/list.js'
import { type Shape, shapeJson } from '../../db/shape.js'
import { orUserNotFound } from '../../db/pg-errors.js'
import { appendEventsSql } from '../events/index.js'
import type { ImportFormat } from '../../imports/formats/types.js'

/** An import, declared once: its JSON (POST's answer, GET, list item). */
const IMPORT: Shape = {
  alias: 'i',
  fields: {
    id: { kind: 'value', sql: 'i.import_id::text' },
    user_id: { kind: 'value' },
    status: { kind: 'value' },
    format: { kind: 'value' },
    bytes: { kind: 'value' },
    sha256: { kind: 'value' },
    progress: {
      kind: 'object',
      fields: {
        records_read: { kind: 'value' },
        activities_created: { kind: 'value' },
        activities_updated: { kind: 'value' },
        day_records_written: { kind: 'value' },
        duplicates: { kind: 'value' },
        skipped: { kind: 'value' },
      },
    },
    errors: { kind: 'json' },
    created_at: { kind: 'instant' },
    updated_at: { kind: 'instant' },
    finished_at: { kind: 'instant' },
  },
}
const IMPORT_JSON = shapeJson(IMPORT)

/** updated_at moves on with every change, by at least a millisecond. */
const TOUCH = `updated_at = greatest(date_trunc('milliseconds', now()), updated_at + interval '1 millisecond')`

export interface NewImport {
  projectId: string
  userId: string
  importId: string
  format: ImportFormat
  provider: string | null
  tz: number
  bytes: number
  sha256: string
  store: string
  file: string
}

/**
 * Stores a new import, queued. Answers its JSON and `created`; when the user already imported the
 * same bytes, the earlier import's JSON and `created: false`. 404 when the user does not exist.
 */
export async function insertImport(db: Queryable, n: NewImport): Promise<{ json: string; created: boolean }> {
  const r = await db
    .query<{ json: string; created: boolean }>(
      `WITH n AS (
         INSERT INTO imports AS i (project_id, user_id, import_id, format, provider, bytes, sha256, store, file, tz)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (project_id, user_id, sha256) DO NOTHING
         RETURNING i.*
       )
       SELECT ${IMPORT_JSON} AS json, true AS created FROM n i
       UNION ALL
       SELECT ${IMPORT_JSON}, false FROM imports i
       WHERE i.project_id = $1 AND i.user_id = $2 AND i.sha256 = $7 AND NOT EXISTS (SELECT 1 FROM n)`,
      [n.projectId, n.userId, n.importId, n.format, n.provider, n.bytes, n.sha256, n.store, n.file, n.tz],
    )
    .catch(orUserNotFound)
  const row = r.rows[0]
  // Inserted by a concurrent upload of the same bytes, committed after this statement's snapshot:
  // the conflict is seen, the row is not. Read it now.
  if (!row) return { json: (await getImportJson(db, n.projectId, n.userId, undefined, n.sha256)).json!, created: false }
  return row
}

/** An import as the JSON text the API sends, by id (or by the bytes' digest), and whether the user exists. */
export function getImportJson(db: Queryable, projectId: string, userId: string, importId: string | undefined, sha256?: string): Promise<UserItem> {
  return userItem(db, {
    from: 'imports i',
    where:
      importId !== undefined ? 'i.project_id = $1 AND i.user_id = $2 AND i.import_id = $3::uuid' : 'i.project_id = $1 AND i.user_id = $2 AND i.sha256 = $3',
    item: IMPORT_JSON,
    params: [projectId, userId, importId ?? sha256],
  })
}

/** A page of a user's imports, newest first. */
export function listImports(db: Queryable, projectId: string, userId: string, page: { limit: number; after?: KeysetPosition | undefined }): Promise<ListPage> {
  return listPage(
    db,
    {
      head: '(SELECT EXISTS (SELECT 1 FROM users WHERE project_id = $1 AND user_id = $2) AS user_exists) b',
      from: 'imports i',
      where: 'i.project_id = $1 AND i.user_id = $2',
      at: 'i.created_at',
      id: 'i.import_id',
      idType: 'uuid',
      item: IMPORT_JSON,
      params: [projectId, userId],
    },
    page,
  )
}

// ---- the jobs ----------------------------------------------------------------------------

export interface ImportJob {
  project_id: string
  user_id: string
  import_id: string
  format: ImportFormat
  provider: string | null
  /** The user's tz_offset at upload. */
  tz: number
  file: string
  /** Write batches committed by earlier runs. */
  step: number
  attempts: number
  /** This claim's token: every write of the run checks it still holds the import. */
  lease: string
  created_at: Date
}

/**
 * Claims up to `limit` imports of the file store `store`: queued ones that are due, oldest first,
 * and running ones whose lease ran out (their process died). Each is leased to `lease` for
 * `leaseMs`.
 */
export async function claimImports(db: Queryable, store: string, limit: number, lease: string, leaseMs: number): Promise<ImportJob[]> {
  const r = await db.query<ImportJob>(
    `UPDATE imports i SET status = 'running', lease = $3, leased_until = now() + make_interval(secs => $4::double precision / 1000),
       attempts = i.attempts + 1, ${TOUCH}
     FROM (
       SELECT c.project_id, c.user_id, c.import_id FROM imports c
       WHERE c.store = $1 AND ((c.status = 'queued' AND c.run_after <= now()) OR (c.status = 'running' AND c.leased_until < now()))
       ORDER BY c.created_at
       LIMIT $2
       FOR UPDATE SKIP LOCKED
     ) d
     WHERE (i.project_id, i.user_id, i.import_id) = (d.project_id, d.user_id, d.import_id)
     RETURNING i.project_id, i.user_id, i.import_id::text AS import_id, i.format, i.provider, i.tz, i.file, i.step, i.attempts, i.lease, i.created_at`,
    [store, limit, lease, leaseMs],
  )
  return r.rows
}

const HELD = '(i.project_id, i.user_id, i.import_id) = ($1, $2, $3::uuid) AND i.lease = $4'
const keyOf = (j: ImportJob) => [j.project_id, j.user_id, j.import_id, j.lease]

export interface ReadProgress {
  records_read: number
  skipped: number
  duplicates: number
  errors: readonly { at: string; error: string }[]
}

/**
 * The reading's progress (absolute: a run after a restart reads the file again and counts anew),
 * and the lease renewed. False when the import is no longer this run's (its lease was taken over,
 * or its user erased).
 */
export async function renewLease(db: Queryable, j: ImportJob, leaseMs: number, p: ReadProgress): Promise<boolean> {
  const r = await db.query(
    `UPDATE imports i SET leased_until = now() + make_interval(secs => $5::double precision / 1000),
       records_read = $6, skipped = $7, duplicates = $8, errors = $9::jsonb, ${TOUCH}
     WHERE ${HELD} AND i.status = 'running'`,
    [...keyOf(j), leaseMs, p.records_read, p.skipped, p.duplicates, JSON.stringify(p.errors)],
  )
  return r.rowCount === 1
}

export interface WriteCounts {
  activities_created?: number
  activities_updated?: number
  day_records_written?: number
}

/**
 * Marks write batch `step` committed, adding its counts, in the transaction that wrote it (so a
 * restart neither loses nor repeats it). Locks the import: false when it is not this run's or the
 * batch was committed already.
 */
export async function commitStep(tx: Queryable, j: ImportJob, step: number, c: WriteCounts, leaseMs: number): Promise<boolean> {
  const r = await tx.query(
    `UPDATE imports i SET step = $5 + 1, leased_until = now() + make_interval(secs => $9::double precision / 1000),
       activities_created = activities_created + $6, activities_updated = activities_updated + $7,
       day_records_written = day_records_written + $8, ${TOUCH}
     WHERE ${HELD} AND i.status = 'running' AND i.step = $5`,
    [...keyOf(j), step, c.activities_created ?? 0, c.activities_updated ?? 0, c.day_records_written ?? 0, leaseMs],
  )
  return r.rowCount === 1
}

/** Thin event data: ids and counts, no health data. */
const EVENT_DATA = `jsonb_build_object('project_id', i.project_id, 'user_id', i.user_id, 'import_id', i.import_id::text, 'format', i.format,
  'records_read', i.records_read, 'activities_created', i.activities_created, 'activities_updated', i.activities_updated,
  'day_records_written', i.day_records_written, 'duplicates', i.duplicates, 'skipped', i.skipped)`

export interface ImportCounts {
  records_read: number
  activities_created: number
  activities_updated: number
  day_records_written: number
  duplicates: number
  skipped: number
}

/**
 * Ends an import: completed, or failed with `errors` (then its counts of what was read stay, and
 * nothing was written). Appends imports:completed or imports:failed in the same statement. Answers
 * its counts; undefined when the import is no longer this run's.
 */
export async function finishImport(
  db: Queryable,
  j: ImportJob,
  outcome: { status: 'completed' } | { status: 'failed'; errors: readonly { at: string; error: string }[] },
): Promise<ImportCounts | undefined> {
  const r = await db.query<ImportCounts>(
    `WITH i AS (
       UPDATE imports i SET status = $5, errors = coalesce($6::jsonb, i.errors), lease = NULL, leased_until = NULL,
         finished_at = date_trunc('milliseconds', now()), ${TOUCH}
       WHERE ${HELD} AND i.status = 'running'
       RETURNING i.*
     ), src AS (
       SELECT i.project_id, CASE i.status WHEN 'completed' THEN 'imports:completed' ELSE 'imports:failed' END AS type, i.user_id,
              ${EVENT_DATA} AS data, 1 AS ord
       FROM i
     ), ${appendEventsSql('src')}
     SELECT records_read, activities_created, activities_updated, day_records_written, duplicates, skipped FROM i`,
    [...keyOf(j), outcome.status, outcome.status === 'failed' ? JSON.stringify(outcome.errors) : null],
  )
  return r.rows[0]
}

/** Gives an import back, to be claimed again after `delayMs` (a failed attempt's backoff; 0: at once). */
export async function releaseImport(db: Queryable, j: ImportJob, delayMs: number, undoAttempt = false): Promise<void> {
  await db.query(
    `UPDATE imports i SET status = 'queued', lease = NULL, leased_until = NULL,
       run_after = now() + make_interval(secs => $5::double precision / 1000),
       attempts = CASE WHEN $6 THEN greatest(i.attempts - 1, 0) ELSE i.attempts END, ${TOUCH}
     WHERE ${HELD} AND i.status = 'running'`,
    [...keyOf(j), delayMs, undoAttempt],
  )
}

/** On an embedded start (the only process of its store): the running imports belong to a dead run. */
export async function releaseStoreLeases(db: Queryable, store: string): Promise<number> {
  const r = await db.query(`UPDATE imports SET leased_until = '-infinity' WHERE store = $1 AND status = 'running'`, [store])
  return r.rowCount ?? 0
}

/** The files of a store's imports that still wait to be read (queued or running). */
export async function waitingFiles(db: Queryable, store: string): Promise<Set<string>> {
  const r = await db.query<{ file: string }>(`SELECT file FROM imports WHERE store = $1 AND status IN ('queued', 'running')`, [store])
  return new Set(r.rows.map((x) => x.file))
}
