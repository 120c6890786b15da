// AI summaries of every type, system-generated and custom, under (project, user). The only module
// with SQL that writes the table: the meals service inserts meal summaries with insertSummariesSql
// (a CTE of its own statement), the insights engine stores system summaries with
// upsertSystemSummaries. src/modules/user-tables.ts declares it, and its test fails on a writer elsewhere.
import { randomUUID } from 'node:crypto'
import { prepared, type Queryable } from '../../db/pool.js'
import { orUserNotFound } from '../../db/pg-errors.js'
import { LOCAL_DAY_BOUNDS } from '../../db/local-days.js'
import { jsonObject, listPage, userItem, when, type ListCache, type ListPage, type UserItem } from '../../db/list.js'
import type { KeysetPosition } from '../../db/list.js'
import { isUuid } from '../../db/uuid.js'
import { appendEventsSql } from '../events/index.js'
import type { Summary, SummaryName } from './schemas.js'

export interface SummaryRow {
  summary_id: string
  user_id: string
  name: SummaryName
  period: Summary['period'] | null
  period_start: Date
  data: Record<string, unknown>
  llm_output: Summary['llm_output'] | null
  llm_debug: Summary['llm_debug'] | null
  providers: string[]
  ref: string | null
  knowledge_urls: Summary['knowledge_urls']
  is_custom: boolean
  user_comment: string | null
  user_rating: -1 | 0 | 1
  created_at: Date
  updated_at: Date
}
export const SUMMARY_COLUMNS = `summary_id::text AS summary_id, user_id, name, period, period_start, data, llm_output, llm_debug, providers,
  ref, knowledge_urls, is_custom, user_comment, user_rating, created_at, updated_at`

export function toSummary(projectId: string, r: SummaryRow): Summary {
  const s: Summary = {
    id: r.summary_id,
    name: r.name,
    user_id: r.user_id,
    project_id: projectId,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
    data: r.data,
    providers: r.providers as Summary['providers'],
    is_custom: r.is_custom,
    knowledge_urls: r.knowledge_urls,
    user_rating: r.user_rating,
  }
  if (r.period) s.period = r.period
  if (r.llm_output) s.llm_output = r.llm_output
  if (r.ref !== null) s.ref = r.ref
  if (r.user_comment !== null) s.user_comment = r.user_comment
  if (r.llm_debug) s.llm_debug = r.llm_debug
  return s
}

/** Normalises a period's instants to UTC milliseconds, as every timestamp is returned. */
function normalisePeriod(p: Summary['period']): Summary['period'] {
  if (!p) return p
  return { ...p, start: new Date(p.start).toISOString(), end: new Date(p.end).toISOString() }
}

export interface NewSummary {
  name: SummaryName
  period?: Summary['period']
  data: Record<string, unknown>
  llm_output?: Summary['llm_output']
  llm_debug?: Summary['llm_debug']
  providers?: string[]
  ref?: string
  knowledge_urls?: Summary['knowledge_urls']
  is_custom: boolean
}

export async function insertSummary(db: Queryable, projectId: string, userId: string, s: NewSummary): Promise<Summary> {
  const period = normalisePeriod(s.period)
  const r = await db
    .query<SummaryRow>(
      `INSERT INTO summaries (project_id, user_id, summary_id, name, period, period_start, data, llm_output, llm_debug,
                              providers, ref, knowledge_urls, is_custom)
       VALUES ($1, $2, $3, $4, $5, coalesce($6::timestamptz, date_trunc('milliseconds', now())), $7, $8, $9, $10, $11, $12, $13)
       RETURNING ${SUMMARY_COLUMNS}`,
      [
        projectId,
        userId,
        randomUUID(),
        s.name,
        period ? JSON.stringify(period) : null,
        period?.start ?? null,
        JSON.stringify(s.data),
        s.llm_output ? JSON.stringify(s.llm_output) : null,
        s.llm_debug ? JSON.stringify(s.llm_debug) : null,
        s.providers ?? [],
        s.ref ?? null,
        JSON.stringify(s.knowledge_urls ?? []),
        s.is_custom,
      ],
    )
    .catch(orUserNotFound)
  return toSummary(projectId, r.rows[0]!)
}

/**
 * An INSERT of the summaries in the relation `rows` (columns ord, project_id, user_id, summary_id,
 * name, period, period_start, data, llm_output, llm_debug, providers, ref, knowledge_urls, is_custom),
 * for a data-modifying CTE of the statement that writes what they summarise, so both commit in one
 * round trip. A NULL period_start is the statement's time. Returns project_id, SUMMARY_COLUMNS and
 * api_json (the summary as its routes send it) of each, inserted in the order of `ord`.
 */
export function insertSummariesSql(rows: string): string {
  return `INSERT INTO summaries (project_id, user_id, summary_id, name, period, period_start, data, llm_output, llm_debug,
                              providers, ref, knowledge_urls, is_custom)
       SELECT project_id, user_id, summary_id, name, period, coalesce(period_start, date_trunc('milliseconds', now())), data,
              llm_output, llm_debug, providers, ref, knowledge_urls, is_custom
       FROM ${rows} ORDER BY ord
       RETURNING project_id, ${SUMMARY_COLUMNS}, api_json`
}

/**
 * A data-modifying CTE that writes a meal's MealSummary anew under its id (created when it is
 * gone), from `rows`, a relation with columns project_id, user_id, summary_id, period,
 * period_start, data, llm_output and llm_debug: the analysis and text of a changed meal. Its
 * rating, comment and creation time stay. Returns api_json, the summary as its routes send it.
 */
export function upsertMealSummarySql(rows: string): string {
  return `INSERT INTO summaries (project_id, user_id, summary_id, name, period, period_start, data, llm_output, llm_debug, is_custom)
       SELECT project_id, user_id, summary_id, 'MealSummary', period, period_start, data, llm_output, llm_debug, true FROM ${rows}
       ON CONFLICT (project_id, user_id, summary_id) DO UPDATE
         SET period = EXCLUDED.period, period_start = EXCLUDED.period_start, data = EXCLUDED.data, llm_output = EXCLUDED.llm_output,
             llm_debug = EXCLUDED.llm_debug, updated_at = date_trunc('milliseconds', now())
       RETURNING api_json`
}

/**
 * A data-modifying CTE that deletes the summaries `where` names (a condition on the table's
 * columns): for the statement of the meal they belong to. Returns project_id, user_id, name and
 * period_start of each.
 */
export function deleteSummariesSql(where: string): string {
  return `DELETE FROM summaries WHERE ${where} RETURNING project_id, user_id, name, period_start`
}

export async function getSummary(db: Queryable, projectId: string, userId: string, id: string): Promise<Summary | undefined> {
  if (!isUuid(id)) return undefined
  const r = await db.query<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM summaries WHERE project_id = $1 AND user_id = $2 AND summary_id = $3`, [
    projectId,
    userId,
    id,
  ])
  return r.rows[0] && toSummary(projectId, r.rows[0])
}

/** A summary as the JSON text the API sends for it (stored with it), and whether its user exists. */
export function getSummaryJson(db: Queryable, projectId: string, userId: string, id: string): Promise<UserItem> {
  return userItem(db, {
    from: 'summaries s',
    where: 's.project_id = $1 AND s.user_id = $2 AND s.summary_id = $3::uuid',
    item: STORED_JSON,
    // An id that is not a UUID names no summary, but the user is still looked up.
    params: [projectId, userId, isUuid(id) ? id : null],
  })
}

/** Kept by the server (and the type a summary is): a patch may repeat their current value, nothing else. */
export const READ_ONLY = ['name', 'is_custom', 'created_at', 'updated_at'] as const

export type PatchResult = { summary: Summary; json: string } | { notFound: true } | { readOnly: (typeof READ_ONLY)[number] } | { incomplete: string }

/** The summary, locked for an update in the caller's transaction. */
export async function getSummaryForUpdate(db: Queryable, projectId: string, userId: string, id: string): Promise<Summary | undefined> {
  if (!isUuid(id)) return undefined
  const r = await db.query<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM summaries WHERE project_id = $1 AND user_id = $2 AND summary_id = $3 FOR UPDATE`, [
    projectId,
    userId,
    id,
  ])
  return r.rows[0] && toSummary(projectId, r.rows[0])
}

/** The writable fields of a summary, as they are to be stored (already merged). */
export interface SummaryWritable {
  period?: Summary['period'] | null
  data?: Record<string, unknown>
  llm_output?: Summary['llm_output'] | null
  llm_debug?: Summary['llm_debug'] | null
  knowledge_urls?: Summary['knowledge_urls']
  providers?: string[]
  ref?: string | null
  user_comment?: string | null
  user_rating?: -1 | 0 | 1
}
const JSON_COLUMNS = ['period', 'data', 'llm_output', 'knowledge_urls', 'llm_debug'] as const
const PLAIN_COLUMNS = ['providers', 'ref', 'user_comment', 'user_rating'] as const

/** Writes the given fields and bumps updated_at; the summary, and its JSON text as its routes send it. */
export async function updateSummary(
  db: Queryable,
  projectId: string,
  userId: string,
  id: string,
  fields: SummaryWritable,
): Promise<{ summary: Summary; json: string }> {
  const params: unknown[] = [projectId, userId, id]
  const set: string[] = []
  for (const c of PLAIN_COLUMNS) {
    if (fields[c] === undefined) continue
    params.push(fields[c])
    set.push(`${c} = $${params.length}`)
  }
  for (const c of JSON_COLUMNS) {
    if (fields[c] === undefined) continue
    const v = c === 'period' ? (normalisePeriod(fields.period ?? undefined) ?? null) : fields[c]
    params.push(v === null ? null : JSON.stringify(v))
    set.push(`${c} = $${params.length}`)
    if (c === 'period' && fields.period) {
      params.push(fields.period.start)
      set.push(`period_start = $${params.length}`)
    }
  }
  set.push(`updated_at = date_trunc('milliseconds', now())`)
  const r = await db.query<SummaryRow & { api_json: string }>(
    `UPDATE summaries SET ${set.join(', ')} WHERE project_id = $1 AND user_id = $2 AND summary_id = $3 RETURNING ${SUMMARY_COLUMNS}, api_json`,
    params,
  )
  return { summary: toSummary(projectId, r.rows[0]!), json: r.rows[0]!.api_json }
}

/**
 * A DELETE of the system summaries named by `keys`, a relation with columns project_id, user_id
 * and system_key: usable as a data-modifying CTE of a write that removes what they are about (a
 * deleted activity's WorkoutSummary), so they go in the same statement.
 */
export const deleteSystemSummariesSql = (keys: string) =>
  `DELETE FROM summaries s USING (${keys}) k WHERE s.project_id = k.project_id AND s.user_id = k.user_id AND s.system_key = k.system_key`

export interface SummaryFilter {
  startDate?: string | undefined
  endDate?: string | undefined
  name?: SummaryName | undefined
  limit: number
  after?: KeysetPosition | undefined
}

/** The JSON of a summary of alias `a`, exactly as toSummary writes it (its project is the row's). */
export const summaryJson = (a: string) =>
  jsonObject({
    id: [`${a}.summary_id`, 'value'],
    name: [`${a}.name`, 'value'],
    user_id: [`${a}.user_id`, 'value'],
    project_id: [`${a}.project_id`, 'value'],
    created_at: [`${a}.created_at`, 'instant'],
    updated_at: [`${a}.updated_at`, 'instant'],
    providers: [`${a}.providers`, 'value'],
    is_custom: [`${a}.is_custom`, 'value'],
    knowledge_urls: [`${a}.knowledge_urls`, 'json'],
    user_rating: [`${a}.user_rating`, 'value'],
    data: [`${a}.data`, 'json'],
    'period?': [`${a}.period`, 'json'],
    'ref?': [`${a}.ref`, 'value'],
    'user_comment?': [`${a}.user_comment`, 'value'],
    'llm_debug?': [`${a}.llm_debug`, 'json'],
    'llm_output?': [`${a}.llm_output`, 'json'],
  })
/** The JSON of a summary as stored with it (migration 0010 generates it with summaryJson's expression). */
const STORED_JSON = 's.api_json'

/**
 * Newest first by the instant each summary is about; date bounds are the user's local days
 * (tz_offset), turned into UTC instants so the (period_start, summary_id) index serves them.
 * One round trip: whether the user exists, the total for the filter, and the page as JSON.
 */
export function listSummaries(db: Queryable, projectId: string, userId: string, f: SummaryFilter, cache?: ListCache): Promise<ListPage> {
  return listPage(
    db,
    {
      with: LOCAL_DAY_BOUNDS,
      head: 'b',
      from: 'summaries s',
      where: `s.project_id = $1 AND s.user_id = $2 AND ${when(f.name, '$5::text', 's.name = $5')}
        AND ${when(f.startDate, '$3::date', 's.period_start >= b.lo')} AND ${when(f.endDate, '$4::date', 's.period_start < b.hi')}`,
      at: 's.period_start',
      id: 's.summary_id',
      idType: 'uuid',
      item: STORED_JSON,
      params: [projectId, userId, f.startDate ?? null, f.endDate ?? null, f.name ?? null],
    },
    f,
    // Every statement that writes summaries changes the user's 'summaries' version (migration 0015).
    cache && {
      cache,
      list: 'summaries',
      key: JSON.stringify([
        'summaries',
        projectId,
        userId,
        f.startDate ?? null,
        f.endDate ?? null,
        f.name ?? null,
        f.limit,
        f.after?.at ?? null,
        f.after?.id ?? null,
      ]),
    },
  )
}

// ---- system summaries (the insights engine's) -------------------------------------------------

/** A summary the insights engine computed, stored under its key (unique per user). */
export interface SystemSummaryDraft {
  /** The same key is the same summary, updated in place. */
  key: string
  name: SummaryName
  period: { type: string; id: string; start: string; end: string; duration_seconds: number }
  data: Record<string, unknown>
  ref?: string
  providers?: string[]
}

export type Outcome = 'created' | 'updated' | 'unchanged'

/** What the stored summary under a key was computed from: the same inputs mean nothing to do. */
export async function storedSummaryMatches(db: Queryable, projectId: string, userId: string, d: SystemSummaryDraft): Promise<boolean> {
  const r = await db.query<{ same: boolean }>(
    `SELECT (data = $4::jsonb AND period = $5::jsonb AND ref IS NOT DISTINCT FROM $6 AND providers = $7::text[]) AS same
     FROM summaries WHERE project_id = $1 AND user_id = $2 AND system_key = $3`,
    [projectId, userId, d.key, JSON.stringify(d.data), JSON.stringify(d.period), d.ref ?? null, d.providers ?? []],
  )
  return r.rows[0]?.same === true
}

export type SummaryText = { llm_output: NonNullable<Summary['llm_output']>; llm_debug: NonNullable<Summary['llm_debug']> }

// One statement: removes the summaries of the keys in $4; for each summary of $3 (a JSON array)
// whose stored inputs differ (or that is not stored), creates it or updates it in place (the
// user's rating and comment are kept); and appends, for each one written, its summaries:created
// or summaries:updated event (in the order of `ord`) with its deliveries. Summaries found
// unchanged are filtered out before the upsert, as a read, so a statement that changes nothing
// takes no row lock and commits without writing. Rows are written in key order, so two
// statements with common keys lock them in one order.
const UPSERT_SQL = `WITH del AS (
    DELETE FROM summaries WHERE project_id = $1 AND user_id = $2 AND system_key = ANY ($4::text[])
  ), x AS (
    SELECT * FROM jsonb_to_recordset($3::jsonb) AS x(ord int, system_key text, name text, period jsonb, period_start timestamptz, data jsonb,
                                                      llm_output jsonb, llm_debug jsonb, providers text[], ref text, event jsonb)
  ), changed AS (
    SELECT * FROM x WHERE NOT EXISTS (
      SELECT 1 FROM summaries c
      WHERE c.project_id = $1 AND c.user_id = $2 AND c.system_key = x.system_key
        AND c.data = x.data AND c.period = x.period AND c.ref IS NOT DISTINCT FROM x.ref AND c.providers = x.providers)
  ), up AS (
    INSERT INTO summaries AS s (project_id, user_id, summary_id, name, period, period_start, data, llm_output, llm_debug, providers, ref, is_custom, system_key)
    SELECT $1, $2, gen_random_uuid(), x.name, x.period, x.period_start, x.data, x.llm_output, x.llm_debug, x.providers, x.ref, false, x.system_key
    FROM changed x ORDER BY x.system_key
    ON CONFLICT (project_id, user_id, system_key) WHERE system_key IS NOT NULL DO UPDATE SET
      name = EXCLUDED.name, period = EXCLUDED.period, period_start = EXCLUDED.period_start, data = EXCLUDED.data,
      llm_output = EXCLUDED.llm_output, llm_debug = EXCLUDED.llm_debug, providers = EXCLUDED.providers, ref = EXCLUDED.ref,
      updated_at = date_trunc('milliseconds', now())
    WHERE (s.data, s.period, s.providers) IS DISTINCT FROM (EXCLUDED.data, EXCLUDED.period, EXCLUDED.providers) OR s.ref IS DISTINCT FROM EXCLUDED.ref
    RETURNING s.system_key, s.summary_id::text AS summary_id, (s.xmax = 0) AS inserted
  ), src AS (
    SELECT $1::text AS project_id, CASE WHEN up.inserted THEN 'summaries:created' ELSE 'summaries:updated' END AS type, $2::text AS user_id,
           x.event || jsonb_build_object('summary_id', up.summary_id) AS data, x.ord
    FROM up JOIN x ON x.system_key = up.system_key
  ), ${appendEventsSql('src')}
  SELECT system_key, inserted FROM up`

/**
 * Creates the summary of each draft's key, or updates it in place when its numbers changed (the
 * user's rating and comment are kept), with a summaries:created or summaries:updated event for
 * each one written, in the order of the drafts: one statement, so atomic. An unchanged summary
 * is not written and sends nothing. `remove`: keys whose summaries are deleted in the same
 * statement. Concurrent writers of one key: one creates, the others update or find it unchanged.
 */
export async function upsertSystemSummaries(
  db: Queryable,
  projectId: string,
  userId: string,
  items: { draft: SystemSummaryDraft; text: SummaryText }[],
  remove: string[] = [],
): Promise<Outcome[]> {
  if (!items.length && !remove.length) return []
  // ON CONFLICT cannot touch one row twice in a statement: a repeated key goes in a statement of its own.
  const keys = items.map((i) => i.draft.key)
  if (new Set(keys).size < keys.length) {
    const out: Outcome[] = []
    for (const [n, item] of items.entries()) out.push(...(await upsertSystemSummaries(db, projectId, userId, [item], n === 0 ? remove : [])))
    return out
  }
  const rows = items.map(({ draft: d, text }, ord) => ({
    ord,
    system_key: d.key,
    name: d.name,
    period: d.period,
    period_start: d.period.start,
    data: d.data,
    llm_output: text.llm_output,
    llm_debug: text.llm_debug,
    providers: d.providers ?? [],
    ref: d.ref ?? null,
    event: { project_id: projectId, user_id: userId, name: d.name, period: { type: d.period.type, id: d.period.id, start: d.period.start, end: d.period.end } },
  }))
  const r = await db.query<{ system_key: string; inserted: boolean }>(
    prepared('insights-upsert-summaries', UPSERT_SQL, [projectId, userId, JSON.stringify(rows), remove]),
  )
  const written = new Map(r.rows.map((x) => [x.system_key, x.inserted]))
  return keys.map((k) => {
    const inserted = written.get(k)
    return inserted === undefined ? 'unchanged' : inserted ? 'created' : 'updated'
  })
}

/** Removes the system summary of a key (an activity that is no longer of that type). */
export async function deleteSystemSummary(db: Queryable, projectId: string, userId: string, key: string): Promise<boolean> {
  const r = await db.query('DELETE FROM summaries WHERE project_id = $1 AND user_id = $2 AND system_key = $3', [projectId, userId, key])
  return r.rowCount === 1
}
