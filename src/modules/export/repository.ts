// The SQL half of GET /users/{user_id}/export: one read-only snapshot of everything stored about
// a user, read through server-side cursors a batch at a time, each row already the NDJSON line
// the API sends (written by PostgreSQL, as the list routes' pages are; see src/db/list.ts). The
// server holds one batch at a time, whatever the number of records.
import { randomBytes } from 'node:crypto'
import type pg from 'pg'
import { getUserJson } from '../users/index.js'
import { FACT_JSON } from '../facts/index.js'
import { MEAL_FROM, MEAL_JSON } from '../meals/index.js'
import { RECORD_JSON } from '../custom-records/index.js'
import { ACTIVITY_JSON } from '../activities/index.js'
import { DAILY_RECORD_JSON } from '../daily-records/index.js'
import { BASELINE_JSON } from '../baselines/index.js'

/** The areas of an export, in the order of the export (after the profile), with the scope each needs. */
export const EXPORT_AREAS = [
  { type: 'activity', scope: 'activities:read' },
  { type: 'daily_record', scope: 'daily_records:read' },
  { type: 'baseline', scope: 'baselines:read' },
  { type: 'summary', scope: 'ai_summaries:read' },
  { type: 'fact', scope: 'facts:read' },
  { type: 'meal', scope: 'nutrition:read' },
  { type: 'custom_record', scope: 'custom_records:read' },
] as const
export type ExportArea = (typeof EXPORT_AREAS)[number]['type']

/** A line of the export: its type and the object the API's own GET (or list) returns for it. */
const line = (type: ExportArea, json: string) => `'{"type":"${type}","data":' || ${json} || '}' || chr(10)`

// The JSON of each record: the expressions its own GET (or list) route answers with.
/**
 * The query of each area: $1 project_id, $2 user_id, and for custom records $3 the types to export
 * (NULL: all). Within an area, the order of its list route (newest first), each read along an index in
 * its order, so a cursor returns its first rows without sorting the user's whole history.
 */
const AREA_SQL: Record<ExportArea, string> = {
  activity: `SELECT ${line('activity', ACTIVITY_JSON)} AS line
    FROM activities a
    WHERE a.project_id = $1 AND a.user_id = $2
    ORDER BY a.start_datetime DESC, a.activity_id DESC`,
  daily_record: `SELECT ${line('daily_record', DAILY_RECORD_JSON)} AS line
    FROM daily_records d WHERE d.project_id = $1 AND d.user_id = $2
    ORDER BY d.type, d.name, d.date DESC`,
  baseline: `SELECT ${line('baseline', BASELINE_JSON)} AS line
    FROM baselines b WHERE b.project_id = $1 AND b.user_id = $2
    ORDER BY b.name`,
  summary: `SELECT ${line('summary', 's.api_json')} AS line
    FROM summaries s WHERE s.project_id = $1 AND s.user_id = $2
    ORDER BY s.period_start DESC, s.summary_id DESC`,
  fact: `SELECT ${line('fact', FACT_JSON)} AS line
    FROM facts f WHERE f.project_id = $1 AND f.user_id = $2 AND f.deleted_at IS NULL
    ORDER BY f.created_at DESC, f.fact_id DESC`,
  meal: `SELECT ${line('meal', MEAL_JSON)} AS line
    FROM ${MEAL_FROM}
    WHERE m.project_id = $1 AND m.user_id = $2
    ORDER BY m.meal_time DESC, m.meal_id DESC`,
  custom_record: `SELECT ${line('custom_record', RECORD_JSON)} AS line
    FROM custom_records c WHERE c.project_id = $1 AND c.user_id = $2 AND ($3::text[] IS NULL OR c.type = ANY ($3::text[]))
    ORDER BY c.type, c.sort_at DESC, c.record_id DESC`,
}

/** The SQL of an area's lines (for EXPLAIN in tests and benchmarks). */
export const areaSql = (area: ExportArea) => AREA_SQL[area]

/** Rows of the first FETCH of an area; later ones aim at BATCH_BYTES, at most FETCH_MAX rows. */
const FETCH_FIRST = 16
const FETCH_MAX = 1000
const BATCH_BYTES = 256 * 1024

/** The next FETCH size after `rows` rows came to `bytes`: towards BATCH_BYTES, growing at most 4× a time. */
function nextFetchSize(rows: number, bytes: number): number {
  const fit = Math.floor((rows * BATCH_BYTES) / Math.max(bytes, 1))
  return Math.max(1, Math.min(FETCH_MAX, rows * 4, fit))
}

export interface ExportChunk {
  type: ExportArea
  /** Whole NDJSON lines, each ending in \n. */
  bytes: Buffer
  lines: number
}

export interface ExportSnapshot {
  /** The user as GET /users/{user_id} returns them: its JSON text. */
  profile: string
  /** With a custom record types filter: the project's other types (not exported), by name. */
  unreadableTypes: string[]
  /** The lines of each area in turn, a batch at a time. */
  chunks(): AsyncGenerator<ExportChunk, void, undefined>
  /** Ends the snapshot and gives its connection back to the pool; idempotent. */
  close(): Promise<void>
}

export interface ExportOptions {
  projectId: string
  userId: string
  /** The areas to export, in order. */
  areas: readonly ExportArea[]
  /** The custom record types to export; null for all. */
  customTypes: readonly string[] | null
  /**
   * Materialise the snapshot and end the transaction at once (cursors WITH HOLD), rather than
   * keep a transaction open while the client reads. For embedded PGlite, whose one backend
   * serves a connection alone while it is in a transaction: a slow download would hold every
   * other request. PostgreSQL streams from the open snapshot instead.
   */
  hold: boolean
}

/**
 * Opens a REPEATABLE READ, READ ONLY snapshot of the user on a connection of its own: the
 * profile, and a cursor per area, all of the same snapshot. Undefined (the connection given back)
 * when there is no such user.
 */
export async function openExport(pool: pg.Pool, o: ExportOptions): Promise<ExportSnapshot | undefined> {
  const client = await pool.connect()
  // Cursor names are unique: on embedded PGlite every connection shares the one backend.
  const prefix = `healthd_export_${randomBytes(6).toString('hex')}`
  const cursors = new Map<ExportArea, string>()
  let inTransaction = false
  let released = false
  // The pool listens for a connection's errors only while it is idle: one lost while the export
  // waits for its client (the server restarted, the backend terminated) would otherwise be an
  // uncaught 'error' event. The next FETCH fails instead.
  let lost: Error | undefined
  const onError = (err: Error) => {
    lost ??= err
  }
  client.on('error', onError)
  const release = async (): Promise<void> => {
    if (released) return
    released = true
    try {
      if (lost) throw lost
      // Rolling back closes the transaction's cursors; held ones outlive it and are closed by name
      // (CLOSE ALL would close other connections' too on embedded PGlite).
      if (inTransaction) await client.query('ROLLBACK')
      else for (const name of cursors.values()) await client.query(`CLOSE ${name}`)
      client.off('error', onError)
      client.release()
    } catch (err) {
      // A connection in an unknown state is not reused (its listener stays: the pool ends it).
      client.release(err as Error)
    }
  }
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    inTransaction = true
    const profile = await getUserJson(client, o.projectId, o.userId)
    if (profile === undefined) {
      await release()
      return undefined
    }
    let unreadableTypes: string[] = []
    if (o.customTypes !== null && o.areas.includes('custom_record')) {
      const r = await client.query<{ name: string }>(
        'SELECT name FROM custom_record_types WHERE project_id = $1 AND NOT (name = ANY ($2::text[])) ORDER BY name',
        [o.projectId, o.customTypes],
      )
      unreadableTypes = r.rows.map((row) => row.name)
    }
    for (const [i, area] of o.areas.entries()) {
      const name = `${prefix}_${i}`
      await client.query({
        text: `DECLARE ${name} NO SCROLL CURSOR${o.hold ? ' WITH HOLD' : ''} FOR ${AREA_SQL[area]}`,
        values: area === 'custom_record' ? [o.projectId, o.userId, o.customTypes] : [o.projectId, o.userId],
      })
      cursors.set(area, name)
    }
    if (o.hold) {
      // Commit runs the cursors' queries to their end, into PostgreSQL's tuple stores (spilled
      // to its temporary files past work_mem), and frees the backend.
      await client.query('COMMIT')
      inTransaction = false
    }
    return {
      profile,
      unreadableTypes,
      async *chunks() {
        for (const [type, name] of cursors) {
          let size = FETCH_FIRST
          for (;;) {
            // As an array of values: no object per row (pg decodes each line into a string anyway).
            const r = await client.query<[string]>({ text: `FETCH FORWARD ${size} FROM ${name}`, rowMode: 'array' })
            const n = r.rows.length
            if (n === 0) break
            let text = ''
            for (const row of r.rows) text += row[0]
            const bytes = Buffer.from(text)
            yield { type, lines: n, bytes }
            if (n < size) break
            size = nextFetchSize(n, bytes.length)
          }
          // Done with: a held cursor's rows are freed now rather than at the end.
          if (o.hold) await client.query(`CLOSE ${name}`)
          cursors.delete(type)
        }
      },
      close: release,
    }
  } catch (err) {
    await release()
    throw err
  }
}
