// AI summaries of every type, system-generated and custom, under (project, user).
import { randomUUID } from 'node:crypto'
import type { Queryable } from '../../db/pool.js'
import { orUserNotFound } from '../../db/pg-errors.js'
import { LOCAL_DAY_BOUNDS } from '../../db/local-days.js'
import { jsonObject, listPage, userItem, when, type ListCache, type ListPage, type UserItem } from '../../db/list.js'
import type { KeysetPosition } from '../../db/list.js'
import { isUuid } from '../../db/uuid.js'
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

export async function deleteSummary(db: Queryable, projectId: string, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false
  const r = await db.query('DELETE FROM summaries WHERE project_id = $1 AND user_id = $2 AND summary_id = $3', [projectId, userId, id])
  return r.rowCount === 1
}

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
