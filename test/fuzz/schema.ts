// JSON Schema (the subset openapi.json uses) → fast-check arbitraries of values the schema accepts,
// plus the schema look-ups the fuzzer's mutations and oracles need.
import fc from 'fast-check'

export interface Schema {
  type?: string
  enum?: readonly unknown[]
  anyOf?: Schema[]
  properties?: Record<string, Schema>
  required?: string[]
  additionalProperties?: boolean
  items?: Schema
  minItems?: number
  maxItems?: number
  uniqueItems?: boolean
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  default?: unknown
  description?: string
  title?: string
}

/**
 * Keywords the translator understands. openapi.json is generated from the route schemas, so a new
 * keyword there (a `oneOf`, a `$ref`, a `multipleOf`) must fail loudly rather than be fuzzed as if
 * it were absent: `assertKnownKeywords` throws on anything else.
 */
export const KNOWN_KEYWORDS = new Set([
  'type',
  'enum',
  'anyOf',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'default',
  'description',
  'title',
])
const KNOWN_FORMATS = new Set(['date-time', 'date', 'uri', 'uuid', 'binary'])

export function assertKnownKeywords(schema: Schema, at = '#'): void {
  for (const k of Object.keys(schema)) if (!KNOWN_KEYWORDS.has(k)) throw new Error(`${at}: keyword ${k} is not handled by the fuzzer's schema translator`)
  if (schema.format !== undefined && !KNOWN_FORMATS.has(schema.format)) throw new Error(`${at}: format ${schema.format} is not handled`)
  if (typeof schema.additionalProperties === 'object') throw new Error(`${at}: additionalProperties as a schema is not handled`)
  for (const [k, s] of Object.entries(schema.properties ?? {})) assertKnownKeywords(s, `${at}/properties/${k}`)
  for (const [i, s] of (schema.anyOf ?? []).entries()) assertKnownKeywords(s, `${at}/anyOf/${i}`)
  if (schema.items) assertKnownKeywords(schema.items, `${at}/items`)
}

/** Code points, as JSON Schema's minLength and maxLength count them. */
export const codePoints = (s: string) => Array.from(s).length
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
/** Text every route accepts as text: no lone surrogate, no NUL (both refused by the contract). */
export const isPlainText = (s: string) => !LONE_SURROGATE.test(s) && !s.includes('\u0000')

const pad2 = (n: number) => String(n).padStart(2, '0')
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate()

/** A real calendar date in the years the API takes (1000 to 9899), mostly near today. */
export const dateArb: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 2000, max: 2030 }) }, fc.integer({ min: 1000, max: 9899 })),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 31 }),
  )
  .map(([y, m, d]) => `${y}-${pad2(m)}-${pad2(Math.min(d, daysIn(y, m)))}`)

/**
 * An RFC 3339 date-time with an offset people have (Z, or ±00:00 to ±14:00): the offsets the
 * contract adds beyond those (to ±23:59) are hostile values of their own, so a failure on them
 * is reported under their name rather than under "a valid body".
 */
export const dateTimeArb: fc.Arbitrary<string> = fc
  .tuple(
    dateArb,
    fc.integer({ min: 0, max: 23 }),
    fc.integer({ min: 0, max: 59 }),
    fc.integer({ min: 0, max: 59 }),
    fc.option(fc.stringMatching(/^[0-9]{1,6}$/), { nil: undefined }),
    fc.oneof(
      fc.constant('Z'),
      fc
        .tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 14 }), fc.constantFrom(0, 15, 30, 45))
        .map(([s, h, m]) => `${s}${pad2(h)}:${pad2(h === 14 ? 0 : m)}`),
    ),
  )
  .map(([d, h, mi, s, frac, off]) => `${d}T${pad2(h)}:${pad2(mi)}:${pad2(s)}${frac ? `.${frac}` : ''}${off}`)
  // Years 1000 and 9899 at the far side of an offset leave the range: keep the instant inside it.
  .filter((s) => {
    const t = instantOf(s)
    return t !== undefined && t >= Date.UTC(1000, 0, 2) && t < Date.UTC(9899, 11, 31)
  })

/** Webhook and identity-provider URLs: loopback literals, so registering one never needs DNS. */
export const uriArb: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('http', 'https'), fc.constantFrom('127.0.0.1:9', '127.0.0.1:1', '[::1]:9'), fc.stringMatching(/^(\/[a-z0-9._~-]{1,12}){0,3}$/))
  .map(([scheme, host, path]) => `${scheme}://${host}${path || '/'}`)

/**
 * Milliseconds since the epoch of an RFC 3339 date-time (fractions kept below the millisecond),
 * reading second 60 as the first instant of the next minute as PostgreSQL does, or undefined.
 */
export function instantOf(s: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}(?::?\d{2})?)$/.exec(s)
  if (!m) return undefined
  const [, y, mo, d, h, mi, sec, frac, off] = m
  const base = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), 0)
  if (Number(y) < 100) return undefined // Date.UTC maps years 0-99 to 1900-1999
  let offMs = 0
  if (off !== 'Z' && off !== 'z') {
    const sign = off![0] === '-' ? -1 : 1
    const digits = off!.slice(1).replace(':', '')
    offMs = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0)) * 60_000
  }
  // The contract reads a leap second (second 60, whatever its fraction) as the next minute's first instant.
  if (sec === '60') return base + 60_000 - offMs
  return base + (Number(sec) + (frac ? Number(`0${frac}`) : 0)) * 1000 - offMs
}

export interface ArbitraryOptions {
  /** A replacement arbitrary for a property, by its name (values the schema cannot describe). */
  overrides?: Record<string, fc.Arbitrary<unknown>>
}

/** Strings of printable text: mostly ASCII, sometimes any Unicode grapheme. */
function textArb(minLength: number, maxLength: number): fc.Arbitrary<string> {
  const unit = fc.oneof({ weight: 5, arbitrary: fc.constant('grapheme-ascii' as const) }, fc.constant('grapheme' as const))
  return unit
    .chain((u) => fc.string({ unit: u, minLength, maxLength: Math.min(maxLength, minLength + 40) }))
    .map((s) => Array.from(s).slice(0, maxLength).join(''))
    .filter((s) => codePoints(s) >= minLength && isPlainText(s))
}

/** Free JSON (the `data` objects that take any properties): plain text, finite numbers, small depth. */
export const freeJsonArb: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    textArb(0, 30),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.stringMatching(/^[a-z_][a-z0-9_]{0,15}$/), tie('value'), { maxKeys: 3, noNullPrototype: true }),
  ),
})).value

function stringArb(s: Schema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0
  const max = s.maxLength ?? 200
  if (s.enum) return fc.constantFrom(...(s.enum as string[]))
  if (s.format === 'date-time') return dateTimeArb
  if (s.format === 'date') return dateArb
  if (s.format === 'uri') return uriArb
  if (s.format === 'uuid') return fc.uuid()
  if (s.pattern) {
    const re = new RegExp(s.pattern, 'u')
    return fc
      .stringMatching(new RegExp(s.pattern))
      .map((x) => Array.from(x).slice(0, max).join(''))
      .filter((x) => re.test(x) && codePoints(x) >= min && isPlainText(x))
  }
  return textArb(min, max)
}

function numberArb(s: Schema, integer: boolean): fc.Arbitrary<number> {
  if (s.enum) return fc.constantFrom(...(s.enum as number[]))
  const min = s.exclusiveMinimum ?? s.minimum
  const max = s.maximum
  if (integer) {
    const lo = min === undefined ? Number.MIN_SAFE_INTEGER : Math.ceil(s.exclusiveMinimum !== undefined ? min + 1 : min)
    const hi = max === undefined ? Number.MAX_SAFE_INTEGER : Math.floor(max)
    // Mostly small numbers (int32), sometimes anything up to 2^53.
    const small = fc.integer({ min: Math.max(lo, -2_147_483_648), max: Math.min(hi, 2_147_483_647) })
    return fc.oneof({ weight: 4, arbitrary: small }, fc.integer({ min: lo, max: hi }))
  }
  const double = fc.double({
    noNaN: true,
    noDefaultInfinity: true,
    ...(min !== undefined ? { min, minExcluded: s.exclusiveMinimum !== undefined } : {}),
    ...(max !== undefined ? { max } : {}),
  })
  const ints = fc
    .integer({ min: Math.ceil(Math.max(min ?? -1e6, -1e6)), max: Math.floor(Math.min(max ?? 1e6, 1e6)) })
    .filter((n) => s.exclusiveMinimum === undefined || n > s.exclusiveMinimum)
  return fc.oneof({ weight: 2, arbitrary: ints }, double)
}

/** An arbitrary of values `schema` accepts. */
export function arbitraryFor(schema: Schema, opts: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => arbitraryFor(s, opts)))
  if (schema.enum && schema.type === undefined) return fc.constantFrom(...schema.enum)
  switch (schema.type) {
    case 'string':
      return stringArb(schema)
    case 'integer':
      return numberArb(schema, true)
    case 'number':
      return numberArb(schema, false)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array': {
      const item = schema.items ? arbitraryFor(schema.items, opts) : freeJsonArb
      const c = { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, (schema.minItems ?? 0) + 4) }
      return schema.uniqueItems ? fc.uniqueArray(item, { ...c, selector: (v) => JSON.stringify(v) }) : fc.array(item, c)
    }
    case 'object': {
      const props = schema.properties ?? {}
      if (Object.keys(props).length === 0) {
        if (schema.additionalProperties === false) return fc.constant({})
        return fc.dictionary(fc.stringMatching(/^[a-z_][a-z0-9_]{0,15}$/), freeJsonArb, { maxKeys: 4, noNullPrototype: true })
      }
      const record: Record<string, fc.Arbitrary<unknown>> = {}
      for (const [k, s] of Object.entries(props)) record[k] = opts.overrides?.[k] ?? arbitraryFor(s, opts)
      return fc.record(record, { requiredKeys: schema.required ?? [], noNullPrototype: true })
    }
    case undefined:
      return freeJsonArb
    default:
      throw new Error(`type ${schema.type} is not handled by the fuzzer's schema translator`)
  }
}

/** The schema of property `key` under `schema`, looking through anyOf branches. */
export function propertySchema(schema: Schema | undefined, key: string): Schema | undefined {
  if (!schema) return undefined
  if (schema.properties?.[key]) return schema.properties[key]
  for (const b of schema.anyOf ?? []) {
    const s = propertySchema(b, key)
    if (s) return s
  }
  return undefined
}

/** The anyOf branch (or the schema itself) that describes the object `v`: every key known, every required key there. */
export function branchFor(schema: Schema, v: unknown): Schema {
  if (!schema.anyOf) return schema
  const obj = v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined
  for (const b of schema.anyOf) {
    const r = branchFor(b, v)
    if (
      obj &&
      r.type === 'object' &&
      Object.keys(obj).every((k) => r.properties?.[k] || r.additionalProperties !== false) &&
      (r.required ?? []).every((k) => k in obj)
    )
      return r
    if (!obj && r.type === jsonType(v)) return r
  }
  return schema.anyOf[0]!
}

export function jsonType(v: unknown): string {
  if (v === null) return 'null'
  if (Array.isArray(v)) return 'array'
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number'
  return typeof v
}

/** Whether a schema (or one of its branches) has `type`. */
export function hasType(s: Schema | undefined, type: string): boolean {
  if (!s) return false
  if (s.type === type || (type === 'number' && s.type === 'integer')) return true
  return (s.anyOf ?? []).some((b) => hasType(b, type))
}

export function hasFormat(s: Schema | undefined, format: string): boolean {
  if (!s) return false
  return s.format === format || (s.anyOf ?? []).some((b) => hasFormat(b, format))
}
