// The SQL half of every list route: one round trip answers whether the user exists, the total
// for the filter, and the page, the page written by PostgreSQL as the JSON text the API sends
// (KeysetPages.send in src/pagination.ts splices it into the body without parsing it). A list
// states its tables, filter, sort key and the JSON of one item; this adds the keyset condition,
// the order, the limit and whether another page follows.
import { createHash } from 'node:crypto'
import pg, { type QueryConfig } from 'pg'
import type { Queryable } from './pool.js'
import type { KeysetPosition } from '../pagination.js'

/** An instant as the API writes every instant: UTC, milliseconds, `Z` (Date#toISOString). */
export const isoInstant = (sql: string) => `to_char(${sql} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/**
 * How a field's SQL value is written: `value` by to_json (text, numbers, booleans, arrays,
 * dates), `json` a jsonb value as stored, `instant` a timestamptz (see isoInstant), `raw` an
 * expression that already is JSON text (a nested object).
 */
export type JsonKind = 'value' | 'json' | 'instant' | 'raw'

function jsonText(sql: string, kind: JsonKind, optional: boolean): string {
  switch (kind) {
    case 'value':
      return `to_json(${sql})::text`
    case 'json':
      // An optional jsonb field holding JSON null is left out too, as the mappers do (`if (r.x)`).
      return optional ? `nullif(${sql}::text, 'null')` : `${sql}::text`
    case 'instant':
      return `('"' || ${isoInstant(sql)} || '"')`
    case 'raw':
      return `(${sql})`
  }
}

/**
 * A SQL text expression writing one JSON object: field name → [SQL expression, kind]. A name
 * ending in `?` is optional: left out when its value is NULL, as the object mappers
 * (toSummary, toFact, toMeal, toUser) leave out NULL columns. Required fields are written as
 * `null` when NULL. The names are constants of the code, never input.
 */
export function jsonObject(fields: Record<string, readonly [sql: string, kind: JsonKind]>): string {
  const required: string[] = []
  const optional: string[] = []
  for (const [name, [sql, kind]] of Object.entries(fields)) {
    const key = name.replace(/\?$/, '')
    if (!/^[a-z_]+$/.test(key)) throw new Error(`bad JSON field name ${name}`)
    if (key === name) required.push(`'"${key}":' || coalesce(${jsonText(sql, kind, false)}, 'null')`)
    else optional.push(`coalesce(',"${key}":' || ${jsonText(sql, kind, true)}, '')`)
  }
  if (!required.length) throw new Error('a JSON object needs a required field first')
  return `('{' || ${required.join(` || ',' || `)}${optional.map((o) => ` || ${o}`).join('')} || '}')`
}

/**
 * A filter condition that applies only when its parameter has a value: `cond` when it has one,
 * else `param IS NULL` (which keeps the parameter typed and is a one-time test). Each case is a
 * statement text of its own, so its prepared statement's generic plan uses the index that case
 * needs; `(param IS NULL OR cond)` in one text would hide the condition from a generic plan.
 */
export const when = (value: unknown, param: string, cond: string) => (value === undefined || value === null ? `${param} IS NULL` : `(${cond})`)

/** Prepared-statement names of list texts (a text's name is a digest of it). */
const statementNames = new Map<string, string>()
function statementName(text: string): string {
  let name = statementNames.get(text)
  if (!name) {
    name = `healthd_list_${createHash('sha1').update(text).digest('base64url').slice(0, 16)}`
    // The texts are the code's own (one per list and case): a bounded set, kept for the process.
    statementNames.set(text, name)
  }
  return name
}

export interface ListSql {
  /** CTEs, without WITH (e.g. LOCAL_DAY_BOUNDS). */
  with?: string
  /** A one-row FROM item named `b` with `user_exists`; the filter may use its other columns. */
  head: string
  /** The rows listed, with their alias, e.g. `summaries s`. */
  from: string
  /** Joined to the page's rows only, not to the count (e.g. a meal's summary). */
  join?: string
  /** The filter, of the total and of the page. */
  where: string
  /** The sort key, newest first: an instant, then an id of type idType breaking ties. */
  at: string
  id: string
  idType: 'uuid' | 'text'
  /** The JSON object of one row (jsonObject). */
  item: string
  /** The parameters `with`, `head`, `where` and `item` use ($1 …). */
  params: unknown[]
}

const EMPTY = Buffer.from('[]')
const TEXT_OID = 25
/** Binary results, but text columns left as the bytes they arrive in (pg would decode them). */
const BYTES_FOR_TEXT = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === TEXT_OID && format === 'binary' ? (v: Buffer) => v : pg.types.getTypeParser(oid, format ?? 'text'),
}

export interface ListPage {
  userExists: boolean
  total: number
  /** The page's items: a JSON array, as UTF-8 bytes (never decoded into a string). */
  items: Buffer
  /** The sort key of the page's last row, when another page follows. */
  next?: KeysetPosition
}

/**
 * Runs a list: the page of `limit` rows after `after`, newest first by (at, id), its total and
 * the user check, in one statement. `limit + 1` rows are read to know whether another page
 * follows; the JSON of the extra row is never built.
 */
export async function listPage(db: Queryable, q: ListSql, page: { limit: number; after?: KeysetPosition | undefined }): Promise<ListPage> {
  const n = q.params.length
  // The page key's condition is in the text only for a page after the first: each case has a
  // prepared statement of its own, planned once per connection (planning this statement took as
  // long as running it), with the keyset comparison as an index condition of its generic plan.
  const after = page.after ? `(${q.at}, ${q.id}) < ($${n + 1}::timestamptz, $${n + 2}::${q.idType})` : 'true'
  const limit = `$${n + (page.after ? 3 : 1)}::int`
  const text = `${q.with ? `WITH ${q.with}\n` : ''}SELECT b.user_exists, (SELECT count(*) FROM ${q.from} WHERE ${q.where})::int AS total,
            p.items, p.more, p.last_at, p.last_id
     FROM ${q.head} LEFT JOIN LATERAL (
       SELECT '[' || coalesce(string_agg(r.item, ',' ORDER BY r.n), '') || ']' AS items,
              count(*) > ${limit} AS more,
              max(${isoInstant('r.at')}) FILTER (WHERE r.n = ${limit}) AS last_at,
              max(r.id::text) FILTER (WHERE r.n = ${limit}) AS last_id
       FROM (
         SELECT CASE WHEN row_number() OVER w <= ${limit} THEN ${q.item} END AS item, row_number() OVER w AS n,
                ${q.at} AS at, ${q.id} AS id
         FROM ${q.from} ${q.join ?? ''}
         WHERE ${q.where} AND ${after}
         WINDOW w AS (ORDER BY ${q.at} DESC, ${q.id} DESC)
         ORDER BY ${q.at} DESC, ${q.id} DESC
         LIMIT ${limit} + 1
       ) r
     ) p ON true`
  // Results in binary format: the page's JSON arrives as the bytes PostgreSQL wrote, so a page of
  // 100 KB is neither decoded into a string here nor measured and encoded again on the way out
  // (in a profile, those three passes took more of the server's time than PostgreSQL's query).
  const query = {
    name: statementName(text),
    // pg reads `binary` (the results' format); its types do not list it.
    binary: true,
    types: BYTES_FOR_TEXT,
    text,
    values: page.after ? [...q.params, page.after.at, page.after.id, page.limit] : [...q.params, page.limit],
  } as QueryConfig
  const r = await db.query<{ user_exists: boolean; total: number; items: Buffer | null; more: boolean | null; last_at: Buffer | null; last_id: Buffer | null }>(query)
  const row = r.rows[0]!
  return {
    userExists: row.user_exists,
    total: row.total,
    items: row.items ?? EMPTY,
    ...(row.more && row.last_at !== null && row.last_id !== null ? { next: { at: row.last_at.toString('utf8'), id: row.last_id.toString('utf8') } } : {}),
  }
}
