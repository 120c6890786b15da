// A user-owned resource stated once, as data (its table, key, sort key, JSON, list filters and what
// deleting one sets off), and the three operations derived from it: list, get one, delete.
import type { Queryable } from '../db/pool.js'
import { assertDayRange, LOCAL_DAY_BOUNDS } from '../db/local-days.js'
import { listPage, userItem, when, type KeysetPosition, type ListCache, type ListPage, type UserItem } from '../db/list.js'
import { errors } from '../errors.js'
import type { ListRoute } from '../http/pagination.js'
import { enqueueJobsSql, periodJobsSql } from '../queue/insight-jobs.js'
import { appendEventsSql } from './events/index.js'
import { deleteSystemSummariesSql } from './summaries/index.js'
import type { WriteContext } from '../db/write-context.js'

/** A list filter: a query (or path) parameter and its condition on the row. */
export interface Filter {
  /** The parameter's name in the route's params or query. */
  name: string
  /** The SQL type of its value. */
  cast: 'text' | 'boolean' | 'numeric'
  /** The condition, given the parameter (`$5::text`). */
  sql: (param: string) => string
}

export interface UserResource {
  /** What its 404 names: `activity` → `activity not found`. */
  what: string
  /** The table and the alias every expression below reads the row by. */
  table: string
  alias: string
  /** Joined to each row whose JSON is written (not to a count), e.g. a lateral expression `item` reads. */
  join?: string
  /** The key after project and user: path parameter → column, with the column's SQL type. */
  key: readonly (readonly [param: string, column: string, cast: 'text' | 'date'])[]
  /** The JSON object of one row (src/db/list.ts jsonObject): its GET, its list item and its export line. */
  item: string
  list: {
    /** The body's property holding the items, e.g. `activities`. */
    items: string
    /** The sort key, newest first: an instant, then a text id breaking ties. */
    at: string
    id: string
    /**
     * start_date / end_date, inclusive: local days (the user's tz_offset) of an instant, or
     * a date column that already is a local day. None: the list has no day range.
     */
    days?: { instant: string } | { date: string }
    filters: readonly Filter[]
    /** Its name in list_versions when a ListCache keeps its pages: every statement changing the rows must bump it (a trigger, as migration 0015 gives summaries). */
    cached?: string
  }
  deleted: {
    /** The event a deletion appends, e.g. `activities:deleted`. */
    event: string
    /** Its data besides project_id and user_id: event member → column of the deleted row (ids only). */
    ids: Readonly<Record<string, string>>
    /** The local day (a date; `tz`: the user's tz_offset) whose day and week summaries are computed again. */
    day?: (tz: string) => string
    /** The system keys (a text[] expression) of the summaries about the deleted row, which go with it. */
    summaries?: string
    /** A condition the row is deleted under, checked before it is: a lock the deletion must hold ($1 project, $2 user). */
    lock?: string
    /** What else the deletion sets off, as CTEs of its statement reading `g` (the deleted rows): name → body. */
    effects?: readonly (readonly [name: string, sql: string])[]
  }
}

/** Values of a list's filters and day range, by parameter name. */
export type ListQuery = Record<string, unknown> & { start_date?: string; end_date?: string; limit?: number; page?: string }

const IDENT = /^[a-z_]+$/

/** Checks the names a resource splices into SQL: constants of the code, never input. */
export function userResource(r: UserResource): UserResource {
  for (const n of [
    r.table,
    r.alias,
    r.list.items,
    ...r.list.filters.map((f) => f.name),
    ...r.key.map((k) => k[0]),
    ...Object.entries(r.deleted.ids).flat(),
    ...(r.deleted.effects ?? []).map(([name]) => name),
  ]) {
    if (!IDENT.test(n)) throw new Error(`bad name ${n} in resource ${r.what}`)
  }
  if (!/^[a-z_]+:deleted$/.test(r.deleted.event)) throw new Error(`bad event ${r.deleted.event}`)
  if (r.list.cached !== undefined && !IDENT.test(r.list.cached)) throw new Error(`bad list ${r.list.cached}`)
  return r
}

/** The key's condition on the row, its parameters starting at $3 ($1 project, $2 user). */
function keyWhere(r: UserResource): string {
  const a = r.alias
  return [`${a}.project_id = $1`, `${a}.user_id = $2`, ...r.key.map(([, column, cast], i) => `${column} = $${i + 3}::${cast}`)].join(' AND ')
}
const keyValues = (r: UserResource, params: Record<string, unknown>) => r.key.map(([p]) => params[p])

/** One object as the JSON text the API sends for it, and whether its user exists: one round trip. */
export function getUserResource(db: Queryable, r: UserResource, projectId: string, params: { user_id: string } & Record<string, unknown>): Promise<UserItem> {
  return userItem(db, {
    from: `${r.table} ${r.alias} ${r.join ?? ''}`,
    where: keyWhere(r),
    item: r.item,
    params: [projectId, params.user_id, ...keyValues(r, params)],
  })
}

/**
 * A page of a user's objects, newest first, with the total and the user check in one round trip
 * (src/db/list.ts): $1 project, $2 user, $3 and $4 the day range, then one parameter per filter.
 */
export function listUserResource(
  db: Queryable,
  r: UserResource,
  projectId: string,
  userId: string,
  values: ListQuery,
  page: { limit: number; after?: KeysetPosition | undefined },
  cache?: ListCache,
): Promise<ListPage> {
  const { list, alias: a } = r
  const startDate = values.start_date ?? null
  const endDate = values.end_date ?? null
  const days = !list.days
    ? []
    : 'instant' in list.days
      ? [when(startDate, '$3::date', `${list.days.instant} >= b.lo`), when(endDate, '$4::date', `${list.days.instant} < b.hi`)]
      : [when(startDate, '$3::date', `${list.days.date} >= $3::date`), when(endDate, '$4::date', `${list.days.date} <= $4::date`)]
  const filters = list.filters.map((f, i) => when(values[f.name], `$${i + 5}::${f.cast}`, f.sql(`$${i + 5}::${f.cast}`)))
  const filterValues = list.filters.map((f) => values[f.name] ?? null)
  return listPage(
    db,
    {
      // Without a day range, $3 and $4 are NULL and the bounds unused: one shape for every list.
      with: LOCAL_DAY_BOUNDS,
      head: 'b',
      from: `${r.table} ${a}`,
      ...(r.join ? { join: r.join } : {}),
      where: [`${a}.project_id = $1`, `${a}.user_id = $2`, ...days, ...filters].join(' AND '),
      at: list.at,
      id: list.id,
      idType: 'text',
      item: r.item,
      params: [projectId, userId, list.days ? startDate : null, list.days ? endDate : null, ...filterValues],
    },
    page,
    // Every statement that changes the rows changes the user's version of the list (the table's list-version trigger).
    cache && list.cached
      ? {
          cache,
          list: list.cached,
          key: JSON.stringify([
            list.cached,
            projectId,
            userId,
            startDate,
            endDate,
            ...filterValues,
            page.limit,
            page.after?.at ?? null,
            page.after?.id ?? null,
          ]),
        }
      : undefined,
  )
}

/** What a list route hands KeysetPages.send (src/pagination.ts): the page key is bound to the list and its filters. */
export function userResourceListRoute(
  db: Queryable,
  r: UserResource,
  projectId: string,
  params: { user_id: string } & Record<string, unknown>,
  query: ListQuery,
  cache?: ListCache,
): ListRoute {
  const values: ListQuery = { ...query, ...params }
  assertDayRange(values)
  const filters = [values.start_date ?? null, values.end_date ?? null, ...r.list.filters.map((f) => values[f.name] ?? null)]
  return {
    items: r.list.items,
    scope: `${r.list.items}:${projectId}:${params.user_id}:${JSON.stringify(filters)}`,
    query,
    fetch: (page) => listUserResource(db, r, projectId, params.user_id, values, page, cache),
  }
}

/** The deletion statement of a resource, built once per resource. */
const deleteTexts = new WeakMap<UserResource, string>()

/**
 * The deletion and everything it sets off, one statement (atomic, one round trip): the row; the
 * summaries about it; the day and week jobs of its local day; its event (ids only) and the event's
 * webhook deliveries; and, by the tables' triggers, the list versions. It answers whether a row
 * went and whether the user exists (for the 404's message).
 */
function deleteSql(r: UserResource): string {
  let text = deleteTexts.get(r)
  if (text) return text
  text = deleteWhereSql(r, keyWhere(r))
  deleteTexts.set(r, text)
  return text
}

/**
 * deleteSql for the rows `where` selects (an SQL condition on the resource's alias, $1 the project
 * and $2 the user, further parameters its own): every row it deletes sets off what one DELETE does,
 * its event among them, in one statement; the events in `eventOrder` (an expression on `g`). For a
 * computation that removes what it no longer finds.
 */
export function deleteWhereSql(r: UserResource, where: string, eventOrder?: string): string {
  const d = r.deleted
  const data = Object.entries({ project_id: 'project_id', user_id: 'user_id', ...d.ids })
    .map(([k, column]) => `'${k}', g.${column}`)
    .join(', ')
  return `WITH u AS (SELECT coalesce(tz_offset, 0) AS tz FROM users WHERE project_id = $1 AND user_id = $2),
     g AS (DELETE FROM ${r.table} ${r.alias} WHERE ${where}${d.lock ? ` AND ${d.lock}` : ''} RETURNING ${r.alias}.*)${
       d.day
         ? `,
     j AS (${enqueueJobsSql(periodJobsSql(`SELECT g.project_id, g.user_id, ${d.day('u.tz')} AS day, u.tz FROM g, u`))})`
         : ''
     }${
       d.summaries
         ? `,
     s AS (${deleteSystemSummariesSql(`SELECT g.project_id, g.user_id, unnest(${d.summaries}) AS system_key FROM g`)} RETURNING 1)`
         : ''
     },
${(d.effects ?? []).map(([name, sql]) => `     ${name} AS (${sql}),\n`).join('')}     src AS (SELECT g.project_id, '${d.event}'::text AS type, g.user_id, jsonb_build_object(${data}) AS data, row_number() OVER (${eventOrder ? `ORDER BY ${eventOrder}` : ''}) AS ord FROM g${
    // (the summaries go before the events: a sub-statement nothing reads runs after the main
    // query, after the project's event sequence is locked, while the insights worker's upsert
    // of a summary locks the summary first and the sequence next; the two deadlocked)
    d.summaries ? ', (SELECT count(*) FROM s) AS summaries_gone' : ''
  }),
     ${appendEventsSql('src')}
     SELECT (SELECT count(*) FROM g)::int AS deleted, EXISTS (SELECT 1 FROM u) AS user_exists`
}

/**
 * Deletes one object of a user's with its side effects (deleteSql), then wakes the webhook
 * dispatcher and the insights worker; 404 when it does not exist (`user not found` when the user
 * does not either).
 */
export async function deleteUserResource(
  ctx: Pick<WriteContext, 'db' | 'wake'>,
  r: UserResource,
  projectId: string,
  params: { user_id: string } & Record<string, unknown>,
): Promise<void> {
  const res = await ctx.db.query<{ deleted: number; user_exists: boolean }>({
    name: `healthd_delete_${r.table}`,
    text: deleteSql(r),
    values: [projectId, params.user_id, ...keyValues(r, params)],
  })
  const row = res.rows[0]!
  if (row.deleted === 0) throw row.user_exists ? errors.notFound(r.what) : errors.userNotFound()
  ctx.wake.webhooks()
  if (r.deleted.day) ctx.wake.insights(projectId, params.user_id)
}
