// A resource's shape, declared once: its JSON members in order, each with the column it comes
// from, how it is written, and the column's SQL type. From it come the SQL JSON projection its
// GET, list and export line use (shapeJson), the same object built in TypeScript from a row (the
// answer to a PUT, built from the request without reading the row back: shapeObject), and the
// columns a batch upsert reads from the request (shapeColumns), and the select list of the row
// shapeObject reads when a statement answers one (shapeSelect). test/modules/one-json.test.ts
// holds the two writings to the same bytes. A shape may also splice a jsonb object's members in
// (`spread`), take some of them out into members of their own (`from`) and write a member only for
// some rows (`when`): shapeText is then the answer's exact writing (shapeJson's bytes).
import { compactJson, type JsonKind, jsonObject, jsonText } from './list.js'

export interface Field {
  /** The row's column (a key of the row shapeObject reads). */
  column?: string
  /**
   * How the value is written (src/db/list.ts JsonKind), a nested object of its own fields, or
   * `spread`: the members of a jsonb object column, written in this place in jsonb's order (none of
   * them may share a name with the shape's own members). `raw`: the SQL expression (`sql`) already
   * is the member's JSON text (a stored api_json); in shapeObject it is that text parsed.
   */
  kind: JsonKind | 'object' | 'spread'
  /** The SQL expression when it is not `alias.column` (e.g. a date as text). */
  sql?: string
  /** The column's SQL type, for the columns a write takes from the request. */
  type?: string
  /** Left out when NULL. */
  optional?: boolean
  /** The members of a nested object (kind `object`). */
  fields?: Readonly<Record<string, Field>>
  /**
   * The `spread` member this one is read from (its member of the same name), which then leaves it
   * out wherever this one is written. Written as jsonb writes it: kind `value` for a scalar, `json`
   * for any value.
   */
  from?: string
  /** Written only for the rows whose column (first) holds the text (second), e.g. ['type', 'mindfulness']. */
  when?: readonly [column: string, value: string]
  /** (With `from`.) What is written when the member is absent or null. */
  default?: string | number | boolean | null
}

export interface Shape {
  /** The alias the SQL reads the row by. */
  alias: string
  fields: Readonly<Record<string, Field>>
}

/** The SQL text expression writing the object (jsonObject), as every read of it sends it. */
export function shapeJson(s: Shape, fields: Readonly<Record<string, Field>> = s.fields): string {
  if (Object.values(fields).some(placed)) return placedJson(s, fields)
  const members: Record<string, readonly [string, JsonKind]> = {}
  for (const [name, f] of Object.entries(fields)) {
    const key = f.optional ? `${name}?` : name
    members[key] = f.kind === 'object' ? [shapeJson(s, f.fields ?? {}), 'raw'] : [f.sql ?? `${s.alias}.${f.column ?? name}`, f.kind as JsonKind]
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
    if (f.when && row[f.when[0]] !== f.when[1]) continue
    if (f.kind === 'spread') {
      Object.assign(out, inJsonbOrder(spreadOf(fields, name, f, row)))
      continue
    }
    if (f.kind === 'object') {
      out[name] = shapeObject(s, row, f.fields ?? {})
      continue
    }
    const v = (f.from ? fromOf(fields, name, f, row) : row[f.column ?? name]) ?? null
    if (v === null && f.optional) continue
    out[name] =
      f.kind === 'instant' ? instant(v) : f.kind === 'json' || f.from ? inJsonbOrder(v) : f.kind === 'raw' && typeof v === 'string' ? JSON.parse(v) : v
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

// ---- members written in place: spread, from, when -------------------------------------------------

/** A member jsonObject cannot write: it may write nothing, yet keeps its place. */
const placed = (f: Field) => f.kind === 'spread' || f.from !== undefined || f.when !== undefined

const NAME = /^[a-z_]+$/
const literal = (v: string) => `'${v.replace(/'/g, "''")}'`

/** The SQL condition of a member's `when`. */
function whenSql(s: Shape, [column, value]: readonly [string, string]): string {
  if (!NAME.test(column)) throw new Error(`bad column ${column}`)
  return `${s.alias}.${column} = ${literal(value)}`
}

/** The spread a `from` member reads. */
function sourceOf(fields: Readonly<Record<string, Field>>, name: string, f: Field): Field {
  const source = fields[f.from!]
  if (source?.kind !== 'spread') throw new Error(`${name} is read from ${f.from}, which is not a spread`)
  return source
}

/** The members that read from the spread `name`, with their conditions (undefined: always). */
const takers = new WeakMap<object, Map<string, [string, Field['when']][]>>()
function takersOf(fields: Readonly<Record<string, Field>>, name: string): [string, Field['when']][] {
  let all = takers.get(fields)
  if (!all) {
    all = new Map()
    for (const [n, f] of Object.entries(fields)) {
      if (f.from === undefined) continue
      sourceOf(fields, n, f)
      all.set(f.from, [...(all.get(f.from) ?? []), [n, f.when]])
    }
    takers.set(fields, all)
  }
  return all.get(name) ?? []
}

/** The SQL jsonb of a spread: its column without the members other fields take out of it. */
function spreadSql(s: Shape, fields: Readonly<Record<string, Field>>, name: string, f: Field): string {
  let sql = f.sql ?? `${s.alias}.${f.column ?? name}`
  const byCondition = new Map<string, string[]>()
  for (const [n, when] of takersOf(fields, name)) {
    const cond = when ? whenSql(s, when) : ''
    byCondition.set(cond, [...(byCondition.get(cond) ?? []), n])
  }
  for (const [cond, names] of byCondition) {
    const without = `${sql}${names.map((n) => ` - '${n}'`).join('')}`
    sql = cond ? `CASE WHEN ${cond} THEN ${without} ELSE ${sql} END` : without
  }
  return sql
}

/** The SQL of one member after the first: text starting with a comma, or '' (never NULL). */
function memberSql(s: Shape, fields: Readonly<Record<string, Field>>, name: string, f: Field): string {
  let piece: string
  if (f.kind === 'spread') {
    // The compact object without its braces, spliced in after a comma when it has any member.
    piece = `coalesce(',' || nullif(left(substr(${compactJson(spreadSql(s, fields, name, f))}, 2), -1), ''), '')`
  } else {
    let value: string
    if (f.from !== undefined) {
      const source = sourceOf(fields, name, f)
      let v = `(${source.sql ?? `${s.alias}.${source.column ?? f.from}`} -> '${name}')`
      if (f.default !== undefined && f.default !== null) v = `coalesce(nullif(${v}, 'null'::jsonb), ${literal(JSON.stringify(f.default))}::jsonb)`
      else if (f.optional) v = `nullif(${v}, 'null'::jsonb)`
      value = f.kind === 'json' ? compactJson(v) : `${v}::text`
    } else if (f.kind === 'object') value = shapeJson(s, f.fields ?? {})
    else value = jsonText(f.sql ?? `${s.alias}.${f.column ?? name}`, f.kind, f.optional ?? false)
    piece = f.optional ? `coalesce(',"${name}":' || ${value}, '')` : `',"${name}":' || coalesce(${value}, 'null')`
  }
  return f.when ? `CASE WHEN ${whenSql(s, f.when)} THEN ${piece} ELSE '' END` : piece
}

/** shapeJson of fields with members written in place: each in its place, the optional ones last. */
function placedJson(s: Shape, fields: Readonly<Record<string, Field>>): string {
  const order = inWritingOrder(fields)
  for (const [name] of order) if (!NAME.test(name)) throw new Error(`bad JSON field name ${name}`)
  const [[first, f], ...rest] = order as [[string, Field], ...[string, Field][]]
  if (f.optional || placed(f) || f.kind === 'object' || f.kind === 'spread') throw new Error('a JSON object needs a plain required field first')
  const head = `'{"${first}":' || coalesce(${jsonText(f.sql ?? `${s.alias}.${f.column ?? first}`, f.kind as JsonKind, false)}, 'null')`
  return `(${[head, ...rest.map(([name, m]) => memberSql(s, fields, name, m))].join(' || ')} || '}')`
}

/** A row's spread object, without the members other fields take out of it for this row. */
function spreadOf(fields: Readonly<Record<string, Field>>, name: string, f: Field, row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const v = row[f.column ?? name] as Record<string, unknown> | null | undefined
  if (!v) return {}
  let out = v
  for (const [n, when] of takersOf(fields, name)) {
    if (Object.hasOwn(out, n) && (!when || row[when[0]] === when[1])) {
      if (out === v) out = { ...v }
      delete out[n]
    }
  }
  return out
}

/** The value of a `from` member of a row, its default when absent or null. */
function fromOf(fields: Readonly<Record<string, Field>>, name: string, f: Field, row: Readonly<Record<string, unknown>>): unknown {
  const source = row[sourceOf(fields, name, f).column ?? f.from!] as Record<string, unknown> | null | undefined
  return (source && Object.hasOwn(source, name) ? source[name] : null) ?? f.default ?? null
}

/** Whether every key is ASCII needing no escape in JSON (all of the code's and nearly all input's). */
function plainKeys(keys: string[]): boolean {
  for (const k of keys) {
    for (let i = 0; i < k.length; i++) {
      const c = k.charCodeAt(i)
      if (c < 0x20 || c > 0x7e || c === 0x22 || c === 0x5c) return false
    }
  }
  return true
}

/** A string as JSON: as JSON.stringify writes it, without its call for the short ones that need no escape. */
function quote(v: string): string {
  if (v.length > 64) return JSON.stringify(v)
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i)
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return JSON.stringify(v)
  }
  return `"${v}"`
}

/** A value as to_json writes it: text, integers, booleans, arrays (a double precision's exponent forms aside). */
function valueText(v: unknown, type?: string): string {
  if (typeof v === 'number' && type === 'double precision') return float8Number(v)
  return typeof v === 'string' ? quote(v) : (JSON.stringify(v) ?? 'null')
}

/**
 * A double precision value as PostgreSQL writes it (float8out, to_json): the shortest digits that
 * read back the same (JavaScript's), in exponent form when the exponent is below -4 or from 15 up,
 * with a sign and at least two exponent digits (1e-07, 1.5e+15, where JavaScript writes 1e-7 and
 * 1500000000000000).
 */
export function float8Number(n: number): string {
  if (!Number.isFinite(n)) return 'null'
  if (n === 0) return Object.is(n, -0) ? '-0' : '0'
  const m = /^(-?)(\d)(?:\.(\d+))?e([+-])(\d+)$/.exec(n.toExponential())!
  const [, sign, int, frac = '', expSign, expDigits] = m
  const exp = Number(`${expSign}${expDigits}`)
  if (exp < -4 || exp >= 15) return `${sign}${int}${frac ? `.${frac}` : ''}e${expSign}${expDigits!.padStart(2, '0')}`
  return String(n)
}

/** By length, then by UTF-16 code units: jsonb's order for ASCII keys (their bytes). */
const asciiOrder = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0)

/**
 * A number as jsonb writes it: numeric's text, never an exponent (JavaScript writes 1e+21 and
 * 1.5e-7, jsonb 1000000000000000000000 and 0.00000015, from the text JavaScript sent it).
 */
export function jsonbNumber(n: number): string {
  if (!Number.isFinite(n)) return 'null'
  const t = String(n)
  if (!t.includes('e')) return t
  const m = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(t)!
  const [, sign, int, frac = '', exp] = m
  const digits = int! + frac
  const point = 1 + Number(exp)
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`
}

/**
 * A JSON value as PostgreSQL writes it stored as jsonb and compacted (compactJson): its objects'
 * members in jsonb's order (shorter keys first, then by their UTF-8 bytes), its numbers as
 * numeric's text, strings escaped as JSON.stringify and jsonb both escape them.
 */
export function jsonbText(v: unknown): string {
  switch (typeof v) {
    case 'number':
      return jsonbNumber(v)
    case 'string':
      return quote(v)
    case 'boolean':
      return v ? 'true' : 'false'
    case 'object':
      if (v === null) return 'null'
      if (Array.isArray(v)) {
        let out = ''
        for (const x of v) out += `,${jsonbText(x)}`
        return `[${out.slice(1)}]`
      }
      return objectText(v as Record<string, unknown>)
    default:
      // undefined (and what JSON has no writing for) as JSON.stringify writes it in an array.
      return 'null'
  }
}

function objectText(o: Record<string, unknown>): string {
  const keys = Object.keys(o)
  const plain = plainKeys(keys)
  if (plain) keys.sort(asciiOrder)
  else {
    const bytes = new Map(keys.map((k) => [k, Buffer.from(k)]))
    keys.sort((a, b) => bytes.get(a)!.length - bytes.get(b)!.length || Buffer.compare(bytes.get(a)!, bytes.get(b)!))
  }
  let out = ''
  for (const k of keys) {
    const x = o[k]
    // Left out as JSON.stringify leaves it out: it never reached the database.
    if (x === undefined || typeof x === 'function') continue
    out += plain ? `,"${k}":${jsonbText(x)}` : `,${JSON.stringify(k)}:${jsonbText(x)}`
  }
  return `{${out.slice(1)}}`
}

/** Each member's `"name":`, worked out once per field list. */
const prefixes = new WeakMap<object, string[]>()
function prefixesOf(fields: Readonly<Record<string, Field>>): string[] {
  let p = prefixes.get(fields)
  if (!p) {
    p = inWritingOrder(fields).map(([name]) => `${JSON.stringify(name)}:`)
    prefixes.set(fields, p)
  }
  return p
}

/**
 * The JSON text shapeJson writes for a row (keyed by column, as shapeObject reads it): the answer a
 * write sends without reading the row back, byte for byte what its reads will send. jsonb values
 * are written as jsonb writes them (jsonbText); a double precision column's numbers as float8 writes
 * them (float8Number: 1e-05 where JavaScript writes 0.00001); other values as JavaScript does, which is
 * PostgreSQL's writing of text, integers, booleans and instants.
 */
export function shapeText(s: Shape, row: Readonly<Record<string, unknown>>, fields: Readonly<Record<string, Field>> = s.fields): string {
  const order = inWritingOrder(fields)
  const prefix = prefixesOf(fields)
  let out = ''
  for (let i = 0; i < order.length; i++) {
    const [name, f] = order[i]!
    if (f.when && row[f.when[0]] !== f.when[1]) continue
    let text: string
    if (f.kind === 'spread') {
      text = jsonbText(spreadOf(fields, name, f, row)).slice(1, -1)
      if (text) out += `,${text}`
      continue
    }
    if (f.kind === 'object') text = shapeText(s, row, f.fields ?? {})
    else {
      const v = (f.from ? fromOf(fields, name, f, row) : row[f.column ?? name]) ?? null
      if (v === null && f.optional) continue
      // A raw member is JSON text already (the SQL splices it in as it is).
      text =
        f.kind === 'raw' && typeof v === 'string' ? v : f.kind === 'json' || f.from ? jsonbText(v) : valueText(f.kind === 'instant' ? instant(v) : v, f.type)
    }
    out += `,${prefix[i]}${text}`
  }
  return `{${out.slice(1)}}`
}
