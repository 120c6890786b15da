// The create-or-replace write of a user-owned table, declared once: its columns, key, defaults
// and the effects a write sets off; batchUpsertSql writes the one statement that stores any number
// of rows (of any users) with those effects, and batchUpsert runs it for a group-committed batch.
// Activities, daily records and baselines are declarations of this; users (a merge patch, and
// the one table whose rows create themselves) keep their own statement.
import { outcomesByKey, type Outcome } from '../db/group-commit.js'
import { prepared, type Queryable } from '../db/pool.js'
import { errors } from '../errors.js'
import { userOfEachRowSql } from './users/index.js'

export interface BatchUpsert {
  /** The prepared statement's name (healthd_upsert_<table>). */
  name: string
  table: string
  /** The request's columns after project_id and user_id, as jsonb_to_recordset reads them: column → SQL type. */
  columns: Readonly<Record<string, string>>
  /** The conflict key after project_id and user_id (columns of `columns`). */
  key: readonly string[]
  /** Columns that take the statement's time (milliseconds) when the request has none. */
  defaultNow?: readonly string[]
  /** Columns a replace keeps unless the request gives one. */
  keep?: readonly string[]
  /** Written rows are marked for their user's `changed` insight job (migration 0016). */
  summaryDue?: boolean
  /** Each request row gets its user's tz_offset as `tz` (for effects that need local days). */
  userTz?: boolean
  /**
   * A stored row is replaced only where this holds (SQL over the stored row `t` and the new one,
   * `EXCLUDED`); where it does not, the row is left as it is and the statement does not answer it.
   */
  replaceWhere?: string
  /**
   * What a write sets off, as CTEs of the same statement: name → body. They read `x` (the request's
   * rows, with `tz` when userTz) and `w` (the rows written, every column); `prior` is the table as
   * it was before the statement (every CTE sees the statement's starting snapshot).
   */
  effects?: readonly (readonly [name: string, sql: string])[]
  /**
   * A condition over the request's rows as a whole (an aggregate of `x`), evaluated once before
   * any row is written: a lock the write must hold before it writes (activities: their users'
   * grouping lock).
   */
  before?: string
  /** The statement's answer: a select list over `w`, and what it joins to `w` (an effect). */
  answer: string
  answerJoin?: string
}

const IDENT = /^[a-z_]+$/

/** The statement of a declaration (built once per declaration: its text is the same for every batch). */
export function batchUpsertSql(d: BatchUpsert): string {
  const cols = Object.keys(d.columns)
  for (const n of [d.table, ...cols, ...d.key, ...(d.effects ?? []).map(([n]) => n)]) if (!IDENT.test(n)) throw new Error(`bad name ${n} in ${d.name}`)
  const key = ['project_id', 'user_id', ...d.key]
  const now = new Set(d.defaultNow ?? [])
  const keep = new Set(d.keep ?? [])
  const all = ['project_id', 'user_id', ...cols]
  const value = (c: string) => (now.has(c) ? `coalesce(${c}, date_trunc('milliseconds', now()))` : c)
  const set = cols
    .filter((c) => !d.key.includes(c))
    .map((c) =>
      keep.has(c)
        ? // Kept unless the request gives one: the request's own value, not the default it got.
          `${c} = coalesce((SELECT x.${c} FROM x WHERE (${key.map((k) => `x.${k}`).join(', ')}) = (${key.map((k) => `t.${k}`).join(', ')})), t.${c})`
        : `${c} = EXCLUDED.${c}`,
    )
  if (d.summaryDue) set.push('summary_due = true')
  const effects = (d.effects ?? []).map(([name, sql]) => `, ${name} AS (\n       ${sql}\n     )`).join('')
  return `WITH x AS (
       SELECT x.*${d.userTz ? ', coalesce(u.tz_offset, 0) AS tz' : ''}
       FROM jsonb_to_recordset($1::jsonb) AS x(project_id text, user_id text, ${cols.map((c) => `${c} ${d.columns[c]}`).join(', ')})
       ${userOfEachRowSql(d.userTz ? 'u.tz_offset' : undefined)}
     ), w AS (
       INSERT INTO ${d.table} AS t (${all.join(', ')}${d.summaryDue ? ', summary_due' : ''})
       SELECT ${all.map(value).join(', ')}${d.summaryDue ? ', true' : ''}
       FROM x${d.before ? `\n       WHERE (SELECT ${d.before} FROM x)` : ''} ORDER BY ${key.join(', ')}
       ON CONFLICT (${key.join(', ')}) DO UPDATE SET
         ${set.join(',\n         ')}${d.replaceWhere ? `\n       WHERE ${d.replaceWhere}` : ''}
       RETURNING t.*
     )${effects}
     SELECT ${d.answer} FROM w${d.answerJoin ? ` ${d.answerJoin}` : ''}`
}

/** The key of a write and of a row the statement answered: equal for the same object. */
export interface UpsertKeys<W, R> {
  ofWrite(w: W): string
  ofRow(r: R): string
}

/**
 * Runs a declaration's statement for a batch: one row per write (`row`), one outcome per write, in
 * order; a write whose user does not exist is not stored and gets `user not found`.
 */
export async function batchUpsert<W, I extends Record<string, unknown>, R, O>(
  db: Queryable,
  d: BatchUpsert & { sql: string },
  writes: W[],
  row: (w: W) => I,
  keys: UpsertKeys<W, R>,
  answer: (w: W, r: R, input: I) => O,
): Promise<Outcome<O>[]> {
  const input = writes.map(row)
  const r = await db.query<R & Record<string, unknown>>(prepared(d.name, d.sql, [JSON.stringify(input)]))
  return outcomesByKey(writes, r.rows, keys, (w, res, i) => answer(w, res, input[i]!), errors.userNotFound)
}

/** A declaration with its statement written once. */
export const declareUpsert = (d: BatchUpsert): BatchUpsert & { sql: string } => ({ ...d, sql: batchUpsertSql(d) })
