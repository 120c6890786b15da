// A resource's shape, declared once: its JSON members in order, each with the column it comes
// from, how it is written, and the column's SQL type. From it come the SQL JSON projection its
// GET, list and export line use (shapeJson), the same object built in TypeScript from a row (the
// answer to a PUT, built from the request without reading the row back: shapeObject), and the
// columns a batch upsert reads from the request (shapeColumns), and the select list of the row
// shapeObject reads when a statement answers one (shapeSelect). test/modules/one-json.test.ts
// holds the two writings to the same bytes.
import { type JsonKind, jsonObject } from './list.js'

export interface Field {
  /** The row's column (a key of the row shapeObject reads). */
  column?: string
  /**
   * How the value is written (src/db/list.ts JsonKind), or a nested object of its own fields.
   * `raw`: the SQL expression already is the member's JSON text (a stored api_json); in
   * shapeObject it is that text parsed.
   */
  kind: JsonKind | 'object'
  /** The SQL expression when it is not `alias.column` (e.g. a date as text). */
  sql?: string
  /** The column's SQL type, for the columns a write takes from the request. */
  type?: string
  /** Left out when NULL. */
  optional?: boolean
  /** The members of a nested object (kind `object`). */
  fields?: Readonly<Record<string, Field>>
}

export interface Shape {
  /** The alias the SQL reads the row by. */
  alias: string
  fields: Readonly<Record<string, Field>>
}

/** The SQL text expression writing the object (jsonObject), as every read of it sends it. */
export function shapeJson(s: Shape, fields: Readonly<Record<string, Field>> = s.fields): string {
  const members: Record<string, readonly [string, JsonKind]> = {}
  for (const [name, f] of Object.entries(fields)) {
    const key = f.optional ? `${name}?` : name
    members[key] = f.kind === 'object' ? [shapeJson(s, f.fields ?? {}), 'raw'] : [f.sql ?? `${s.alias}.${f.column ?? name}`, f.kind]
  }
  return jsonObject(members)
}

/**
 * A JSON value with its objects' members in the order jsonb keeps them (shorter keys first, then
 * by their UTF-8 bytes), which is the order every read writes a stored jsonb value in
 * (healthd_json, migration 0017): an answer built from the request then has the bytes its reads
 * will have.
 */
export function inJsonbOrder(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(inJsonbOrder)
  if (v === null || typeof v !== 'object') return v
  const keys = Object.keys(v).map((k) => [k, Buffer.from(k)] as const)
  keys.sort(([, a], [, b]) => a.length - b.length || Buffer.compare(a, b))
  const out: Record<string, unknown> = {}
  for (const [k] of keys) out[k] = inJsonbOrder((v as Record<string, unknown>)[k])
  return out
}

/** An instant as the API writes it, from a Date (pg) or the text a statement already formatted. */
const instant = (v: unknown) => (v instanceof Date ? v.toISOString() : v)

/** Members in jsonObject's order, worked out once per field list (shapeObject runs per PUT). */
const orders = new WeakMap<object, [string, Field][]>()
function inWritingOrder(fields: Readonly<Record<string, Field>>): [string, Field][] {
  let order = orders.get(fields)
  if (!order) {
    const entries = Object.entries(fields)
    order = [...entries.filter(([, f]) => !f.optional), ...entries.filter(([, f]) => f.optional)]
    orders.set(fields, order)
  }
  return order
}

/**
 * The object from a row keyed by column, its members in the order shapeJson writes them (jsonObject
 * writes the required members first, then the optional ones present).
 */
export function shapeObject(s: Shape, row: Readonly<Record<string, unknown>>, fields: Readonly<Record<string, Field>> = s.fields): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [name, f] of inWritingOrder(fields)) {
    if (f.kind === 'object') {
      out[name] = shapeObject(s, row, f.fields ?? {})
      continue
    }
    const v = row[f.column ?? name] ?? null
    if (v === null && f.optional) continue
    out[name] = f.kind === 'instant' ? instant(v) : f.kind === 'json' ? inJsonbOrder(v) : f.kind === 'raw' && typeof v === 'string' ? JSON.parse(v) : v
  }
  return out
}

/**
 * The select list of the row shapeObject reads (`expression AS column`), each field read by the
 * expression its JSON is written from: a statement that answers the object built in TypeScript
 * (a RETURNING, a read a write starts from) reads the values its GET and list write.
 */
export function shapeSelect(s: Shape, fields: Readonly<Record<string, Field>> = s.fields): string {
  const out: string[] = []
  for (const [name, f] of Object.entries(fields)) {
    if (f.kind === 'object') out.push(shapeSelect(s, f.fields ?? {}))
    else out.push(`${f.sql ?? `${s.alias}.${f.column ?? name}`} AS ${f.column ?? name}`)
  }
  return out.join(', ')
}

/** The columns (and their SQL types) of the fields that declare one, nested objects' included. */
export function shapeColumns(s: Shape, fields: Readonly<Record<string, Field>> = s.fields): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, f] of Object.entries(fields)) {
    if (f.kind === 'object') Object.assign(out, shapeColumns(s, f.fields ?? {}))
    else if (f.type) out[f.column ?? name] = f.type
  }
  return out
}
