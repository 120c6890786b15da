// The SQL half of every list route: one round trip answers whether the user exists, the total
// for the filter, and the page, the page written by PostgreSQL as the JSON text the API sends
// (KeysetPages.send in src/http/pagination.ts splices it into the body without parsing it). A list
// states its tables, filter, sort key and the JSON of one item; this adds the keyset condition,
// the order, the limit and whether another page follows.
import { createHash } from 'node:crypto'
import pg, { type QueryConfig } from 'pg'
import type { Queryable } from './pool.js'

/** An instant as the API writes every instant: UTC, milliseconds, `Z` (Date#toISOString). */
export const isoInstant = (sql: string) => `to_char(${sql} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/**
 * A jsonb value as the API writes it: compact, its members in jsonb's order (healthd_json,
 * migration 0017). Every stored JSON value the API sends is written by this, so an object has
 * the same bytes in a list, its detail route, an export line and a webhook.
 */
export const compactJson = (sql: string) => `healthd_json(${sql})`

/**
 * How a field's SQL value is written: `value` by to_json (text, numbers, booleans, arrays,
 * dates), `json` a jsonb value as stored (compactJson), `instant` a timestamptz (see isoInstant),
 * `raw` an expression that already is JSON text (a nested object).
 */
export type JsonKind = 'value' | 'json' | 'instant' | 'raw'

/** The SQL text expression writing one value of a field (NULL when the value is, or when `optional` and it is JSON null). */
export function jsonText(sql: string, kind: JsonKind, optional: boolean): string {
  switch (kind) {
    case 'value':
      return `to_json(${sql})::text`
    case 'json':
      // An optional jsonb field holding JSON null is left out too, as the mappers do (`if (r.x)`).
      return optional ? `nullif(${compactJson(sql)}, 'null')` : compactJson(sql)
    case 'instant':
      return `('"' || ${isoInstant(sql)} || '"')`
    case 'raw':
      return `(${sql})`
  }
}

/**
 * A SQL text expression writing one JSON object: field name → [SQL expression, kind]. A name
 * ending in `?` is optional: left out when its value is NULL, as the object mappers (toSummary,
 * shapeObject of src/db/shape.ts) leave out NULL columns. Required fields are written as
 * `null` when NULL. The names are constants of the code, never input.
 */
export function jsonObject(fields: Record<string, readonly [sql: string, kind: JsonKind]>): string {
  const required: string[] = []
  const optional: string[] = []
  for (const [name, [sql, kind]] of Object.entries(fields)) {
    const key = name.replace(/\?$/, '')
    if (!/^[a-z_][a-z0-9_]*$/.test(key)) throw new Error(`bad JSON field name ${name}`)
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

/** One object of a user's as the API's JSON text, or undefined, and whether the user exists. */
export interface UserItem {
  json: string | undefined
  userExists: boolean
}

/**
 * Reads one object of a user's as the JSON text the API sends (`item`, the expression its list and
 * export write too), and whether the user exists, in one round trip: the user is looked up only
 * when the object is missing (OR stops at the first true), so a read that finds it costs no more
 * than before. `where` and `item` read the row as `from` names it; $1 is the project, $2 the user.
 */
export async function userItem(db: Queryable, q: { from: string; where: string; item: string; params: unknown[] }): Promise<UserItem> {
  const text = `SELECT i.json, i.json IS NOT NULL OR EXISTS (SELECT 1 FROM users WHERE project_id = $1 AND user_id = $2) AS user_exists
     FROM (SELECT (SELECT ${q.item} FROM ${q.from} WHERE ${q.where}) AS json) i`
  const r = await db.query<{ json: string | null; user_exists: boolean }>({ name: statementName(text), text, values: q.params })
  const row = r.rows[0]!
  return { json: row.json ?? undefined, userExists: row.user_exists }
}

/** Where a keyset page starts: the sort key of the previous page's last row. */
export interface KeysetPosition {
  /** The sort key of the last row of the previous page (an ISO instant). */
  at: string
  id: string
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
  /**
   * The response body last sent for this page and the page key it was asked with: a page kept by
   * a ListCache is answered again with these bytes rather than built again (KeysetPages.send).
   */
  sent?: { page: string; body: Buffer }
}

/**
 * Pages answered before, each kept with the stamp its own statement read: the user's tz_offset
 * and the version of the list in list_versions (migration 0015), which every statement changing
 * the listed rows replaces in its own transaction. A kept page is answered again only when one
 * indexed read finds the same stamp, so it is never answered once a commit (of this process or
 * another one) changed what it shows. Least recently used pages go first beyond `maxBytes`.
 */
export class ListCache {
  private readonly entries = new Map<string, { stamp: string; page: ListPage; bytes: number }>()
  private bytes = 0
  hits = 0
  misses = 0

  constructor(readonly maxBytes: number) {}

  get size(): number {
    return this.entries.size
  }

  get usedBytes(): number {
    return this.bytes
  }

  /** The page kept under `key`, whatever its stamp (the caller compares it). */
  peek(key: string): { stamp: string; page: ListPage } | undefined {
    return this.entries.get(key)
  }

  /** Marks `key` as just used (the most recent goes last). */
  touch(key: string): void {
    const e = this.entries.get(key)
    if (!e) return
    this.entries.delete(key)
    this.entries.set(key, e)
  }

  set(key: string, stamp: string, page: ListPage): void {
    this.delete(key)
    // The items, and the body sent with them (ListPage.sent), which is about their size.
    const bytes = 2 * page.items.length + key.length + 200
    if (bytes > this.maxBytes) return
    this.entries.set(key, { stamp, page, bytes })
    this.bytes += bytes
    for (const [k] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.delete(k)
    }
  }

  delete(key: string): void {
    const e = this.entries.get(key)
    if (!e) return
    this.entries.delete(key)
    this.bytes -= e.bytes
  }

  private pending: { db: Queryable; asks: StampAsk[] } | undefined

  /**
   * The current stamp of a user's list: a string, null when the list has no version yet, or
   * undefined when the user does not exist. The asks made in one turn of the event loop are read
   * in one statement, sent after they were all made: each is read after its request arrived, so
   * it sees every write committed before that request.
   */
  stamp(db: Queryable, list: string, projectId: string, userId: string): Promise<string | null | undefined> {
    return new Promise((resolve, reject) => {
      if (!this.pending) {
        const batch: { db: Queryable; asks: StampAsk[] } = { db, asks: [] }
        this.pending = batch
        setImmediate(() => {
          this.pending = undefined
          void readStamps(batch.db, batch.asks)
        })
      }
      this.pending.asks.push({ list, projectId, userId, resolve, reject })
    })
  }
}

interface StampAsk {
  list: string
  projectId: string
  userId: string
  resolve(stamp: string | null | undefined): void
  reject(err: unknown): void
}

async function readStamps(db: Queryable, asks: StampAsk[]): Promise<void> {
  try {
    const r = await db.query<{ stamp: string | null; user_exists: boolean }>({
      name: 'healthd_list_stamps',
      text: STAMPS_SQL,
      values: [asks.map((a) => a.list), asks.map((a) => a.projectId), asks.map((a) => a.userId)],
    })
    asks.forEach((a, i) => {
      const row = r.rows[i]!
      a.resolve(row.user_exists ? row.stamp : undefined)
    })
  } catch (err) {
    for (const a of asks) a.reject(err)
  }
}

/** The stamps of (list, project, user) triples, in the order asked; the text is built once. */
const STAMPS_SQL = `SELECT u.user_id IS NOT NULL AS user_exists, ${stampSql('k.list', 'u')} AS stamp
  FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS k(list, project_id, user_id, i)
  LEFT JOIN users u ON u.project_id = k.project_id AND u.user_id = k.user_id
  ORDER BY k.i`

/** A list whose pages a ListCache keeps: its name in list_versions and the page's key there. */
export interface ListCaching {
  cache: ListCache
  /** The list's name in list_versions (a constant of the code), e.g. `summaries`. */
  list: string
  /** Everything the page depends on besides the stamp: project, user, filters, limit, page key. */
  key: string
}

/**
 * The stamp of a user's list (SQL; `list` an SQL text expression, `user` the alias of their users
 * row): their tz_offset and the list's version; NULL when the list has no version yet.
 */
function stampSql(list: string, user: string): string {
  return `(SELECT coalesce(${user}.tz_offset::text, '') || ':' || v.version FROM list_versions v
           WHERE v.project_id = ${user}.project_id AND v.user_id = ${user}.user_id AND v.list = ${list})`
}

/**
 * Runs a list: the page of `limit` rows after `after`, newest first by (at, id), its total and
 * the user check, in one statement. `limit + 1` rows are read to know whether another page
 * follows; the JSON of the extra row is never built. With `caching` (a list whose parameters
 * start with $1 project_id, $2 user_id), a page kept from before is answered after one indexed
 * read of the user and the list's stamp, when that stamp is the one the page was read with.
 */
export async function listPage(
  db: Queryable,
  q: ListSql,
  page: { limit: number; after?: KeysetPosition | undefined },
  caching?: ListCaching,
): Promise<ListPage> {
  if (!caching) return runList(db, q, page)
  const { cache, list, key } = caching
  const kept = cache.peek(key)
  if (kept) {
    const stamp = await cache.stamp(db, list, String(q.params[0]), String(q.params[1]))
    if (stamp === undefined) {
      cache.delete(key)
      return { userExists: false, total: 0, items: EMPTY }
    }
    if (stamp === kept.stamp) {
      cache.hits++
      cache.touch(key)
      return kept.page
    }
  }
  cache.misses++
  if (!/^[a-z_]+$/.test(list)) throw new Error(`bad list name ${list}`)
  const res = await runList(db, q, page, stampSql(`'${list}'`, 'su'))
  if (res.stamp) cache.set(key, res.stamp, res)
  else cache.delete(key)
  const { stamp: _, ...out } = res
  return out
}

async function runList(
  db: Queryable,
  q: ListSql,
  page: { limit: number; after?: KeysetPosition | undefined },
  stamp?: string,
): Promise<ListPage & { stamp?: string }> {
  const n = q.params.length
  // The page key's condition is in the text only for a page after the first: each case has a
  // prepared statement of its own, planned once per connection (planning this statement took as
  // long as running it), with the keyset comparison as an index condition of its generic plan.
  const after = page.after ? `(${q.at}, ${q.id}) < ($${n + 1}::timestamptz, $${n + 2}::${q.idType})` : 'true'
  const limit = `$${n + (page.after ? 3 : 1)}::int`
  // The stamp is read in the page's own statement, so it is the one of the snapshot the page shows.
  const stampColumn = stamp ? `, (SELECT ${stamp} FROM users su WHERE su.project_id = $1 AND su.user_id = $2) AS stamp` : ''
  const text = `${q.with ? `WITH ${q.with}\n` : ''}SELECT b.user_exists, (SELECT count(*) FROM ${q.from} WHERE ${q.where})::int AS total,
            p.items, p.more, p.last_at, p.last_id${stampColumn}
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
  const r = await db.query<{
    user_exists: boolean
    total: number
    items: Buffer | null
    more: boolean | null
    last_at: Buffer | null
    last_id: Buffer | null
    stamp?: Buffer | null
  }>(query)
  const row = r.rows[0]!
  return {
    userExists: row.user_exists,
    total: row.total,
    items: row.items ?? EMPTY,
    ...(row.more && row.last_at !== null && row.last_id !== null ? { next: { at: row.last_at.toString('utf8'), id: row.last_id.toString('utf8') } } : {}),
    ...(row.stamp && row.user_exists ? { stamp: row.stamp.toString('utf8') } : {}),
  }
}
